// Button colours by meaning: destructive is red and primary blue, in the kit's buttons and confirm dialogs alike.
import { OverlaysProvider } from '@blueprintjs/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actionIntent } from './action-meaning';
import { ActionButton } from './ActionButton';
import { ConfirmDialog } from './ConfirmDialog';

describe('action meaning', () => {
  it('maps each meaning to one intent', () => {
    expect([actionIntent('destructive'), actionIntent('primary'), actionIntent('neutral')]).toEqual(['danger', 'primary', 'none']);
  });

  it('colours the action button and the confirm dialog from the meaning', () => {
    render(
      <OverlaysProvider>
        <ActionButton meaning="destructive" text="削除" />
        <ActionButton meaning="primary" text="登録" />
        <ConfirmDialog isOpen title="取消" confirmLabel="取り消す" meaning="destructive" onConfirm={() => undefined} onCancel={() => undefined}>
          本文
        </ConfirmDialog>
      </OverlaysProvider>,
    );
    expect(screen.getByRole('button', { name: '削除' }).classList).toContain('bp6-intent-danger');
    expect(screen.getByRole('button', { name: '登録' }).classList).toContain('bp6-intent-primary');
    expect(screen.getByRole('button', { name: '取り消す' }).classList).toContain('bp6-intent-danger');
  });
});
