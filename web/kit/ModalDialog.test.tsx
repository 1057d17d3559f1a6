// The dialog's key rule: Enter or Space let go over a dialog presses its button only if the key was pressed there too.
// (Blueprint's menu items act on the press and its buttons on the release: Enter on 「ログアウト」 opened the question and
// its release pressed キャンセル, which had the focus by then.)
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OverlaysProvider } from '@blueprintjs/core';
import { t } from '../../core/i18n';
import { ConfirmDialog } from './ConfirmDialog';

function question(onCancel: () => void, onConfirm: () => void) {
  render(
    <OverlaysProvider>
      <button type="button">opener</button>
      <ConfirmDialog isOpen title="ログアウト" confirmLabel="ログアウト" onCancel={onCancel} onConfirm={onConfirm}>
        ログアウトしますか？
      </ConfirmDialog>
    </OverlaysProvider>,
  );
  return { cancel: screen.getByRole('button', { name: t('common.cancel') }), opener: screen.getByRole('button', { name: 'opener' }) };
}

describe('ModalDialog keys', () => {
  it.each(['Enter', ' '])('a %j pressed outside the dialog and let go over its button does not press it', (key) => {
    const onCancel = vi.fn();
    const { cancel, opener } = question(onCancel, vi.fn());
    fireEvent.keyDown(opener, { key });
    cancel.focus();
    fireEvent.keyUp(cancel, { key });
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it.each(['Enter', ' '])('a %j pressed and let go over the button presses it', (key) => {
    const onCancel = vi.fn();
    const { cancel, opener } = question(onCancel, vi.fn());
    // A key pressed outside before and let go there does not count against the next press inside.
    fireEvent.keyDown(opener, { key });
    fireEvent.keyUp(opener, { key });
    cancel.focus();
    fireEvent.keyDown(cancel, { key });
    fireEvent.keyUp(cancel, { key });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
