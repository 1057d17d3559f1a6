// Form pieces of the kit: the required tag, invalid fields, the input and confirm dialogs.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OverlaysProvider } from '@blueprintjs/core';
import { t } from '../../core/i18n';
import { RequiredLabel } from './RequiredLabel';
import { FormField } from './FormField';
import { InputDialog } from './InputDialog';
import { ConfirmDialog } from './ConfirmDialog';

describe('RequiredLabel and FormField', () => {
  it('marks a required field with the required tag', () => {
    render(<RequiredLabel>Name</RequiredLabel>);
    expect(screen.getByText(t('common.required'))).toBeTruthy();
  });

  it('shows the message and the invalid class when the field has an error', () => {
    const { container } = render(
      <FormField label="Mail" htmlFor="mail" required error={t('validation.mail')}>
        <input id="mail" className="bp6-input" />
      </FormField>,
    );
    expect(screen.getByRole('alert').textContent).toBe(t('validation.mail'));
    expect(container.querySelector('.twb-field--invalid')).not.toBeNull();
    expect(screen.getByLabelText(/Mail/)).toBeTruthy();
  });

  it('has no invalid class without an error', () => {
    const { container } = render(
      <FormField label="Mail" htmlFor="mail">
        <input id="mail" />
      </FormField>,
    );
    expect(container.querySelector('.twb-field--invalid')).toBeNull();
    expect(screen.queryByText(t('common.required'))).toBeNull();
  });
});

describe('InputDialog', () => {
  it('refuses an empty required value, then hands back a valid one', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <OverlaysProvider>
        <InputDialog isOpen title="Keyword" label="Keyword" required onSubmit={onSubmit} onCancel={() => undefined} validate={(v) => (v.length > 5 ? t('validation.max', { length: 5 }) : null)} />
      </OverlaysProvider>,
    );
    await user.click(screen.getByRole('button', { name: t('common.ok') }));
    expect(screen.getByRole('alert').textContent).toBe(t('validation.required'));
    await user.type(screen.getByRole('textbox'), 'toolong');
    await user.click(screen.getByRole('button', { name: t('common.ok') }));
    expect(screen.getByRole('alert').textContent).toBe(t('validation.max', { length: 5 }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), 'ok');
    await user.click(screen.getByRole('button', { name: t('common.ok') }));
    expect(onSubmit).toHaveBeenCalledWith('ok');
  });
});

describe('ConfirmDialog', () => {
  it('confirms and cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const user = userEvent.setup();
    render(
      <OverlaysProvider>
        <ConfirmDialog isOpen title="Delete" confirmLabel={t('common.delete')} meaning="destructive" onConfirm={onConfirm} onCancel={onCancel}>
          Body text
        </ConfirmDialog>
      </OverlaysProvider>,
    );
    expect(screen.getByText('Body text')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('common.delete') }));
    await user.click(screen.getByRole('button', { name: t('common.cancel') }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('disables cancel while busy', () => {
    render(
      <OverlaysProvider>
        <ConfirmDialog isOpen busy title="Delete" onConfirm={() => undefined} onCancel={() => undefined}>
          Body
        </ConfirmDialog>
      </OverlaysProvider>,
    );
    expect((screen.getByRole('button', { name: t('common.cancel') }) as HTMLButtonElement).disabled).toBe(true);
  });
});
