// The changes of one FLEX user from a list: set or unset the contact person, change the card number and its
// delivery, delete (the seat is released). Each is confirmed in a dialog, then sent with the lastUpdated the list
// showed; a refusal (the last contact person, a card number in use, a stale copy) stays in the dialog.
import { useId, useState } from 'react';
import { Button, Callout, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import type { FlexUserChangeResult } from '../../../core/flex/calls';
import { CARD_DELIVERY_DIVISIONS, CARD_NO_PATTERN, type FlexUser } from '../../../core/flex/domain';
import { ErrorService, ToastService } from '../../../core/services/contracts';
import { isApiError } from '../../../core/api/error';
import { ApiClient } from '../../../core/platform/tokens';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/flex/load-messages';
import { ConfirmExecuteDialog, FormField, ModalDialog, SelectInput, SelectOption, refusalOf, useService } from '../../../web/kit';
import { changeCard, removeUser, setContact } from '../api';

type Action = 'setContact' | 'unsetContact' | 'delete';

export const deliveryLabel = (division: number): string => t(`flex.delivery.${division}` as MessageKey);

function CardDialog({ user, onClose, onDone }: { user: FlexUser; onClose: () => void; onDone: (result: FlexUserChangeResult) => void }) {
  const client = useService<ApiClient>(ApiClient);
  const errors = useService<ErrorService>(ErrorService);
  const [cardNo, setCardNo] = useState(user.cardNo ?? '');
  const [delivery, setDelivery] = useState(String(user.cardDeliveryDivision));
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cardId = useId();
  const deliveryId = useId();
  const submit = async () => {
    if (cardNo && !CARD_NO_PATTERN.test(cardNo)) {
      setError(t('flex.validation.cardNo'));
      return;
    }
    setBusy(true);
    try {
      onDone(await changeCard(client, user, cardNo, Number(delivery)));
    } catch (caught) {
      const refusal = refusalOf(caught, t('error.conflict'));
      if (!refusal) {
        errors.handle(caught);
        onClose();
        return;
      }
      const fieldError = isApiError(caught) ? caught.httpError?.fields?.cardNo : undefined;
      setError(fieldError ?? null);
      setFormError(fieldError ? null : refusal.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <DialogBody>
        <p>{t('flex.confirm.card', { name: user.userName })}</p>
        {formError && <Callout intent="danger" role="alert">{formError}</Callout>}
        <FormField label={t('flex.field.cardNo')} htmlFor={cardId} error={error}>
          <InputGroup id={cardId} value={cardNo} maxLength={20} aria-invalid={error ? true : undefined} onValueChange={setCardNo} />
        </FormField>
        <FormField label={t('flex.field.cardDelivery')} htmlFor={deliveryId}>
          <SelectInput id={deliveryId} value={delivery} onChange={(event) => setDelivery(event.currentTarget.value)}>
            {CARD_DELIVERY_DIVISIONS.map((d) => <SelectOption key={d} value={String(d)} label={deliveryLabel(d)} />)}
          </SelectInput>
        </FormField>
      </DialogBody>
      <DialogFooter actions={<><Button text={t('common.cancel')} onClick={onClose} disabled={busy} /><Button type="submit" intent="primary" loading={busy} text={t('common.update')} /></>} />
    </form>
  );
}

const CONFIRM_KEYS: Readonly<Record<Action, MessageKey>> = {
  setContact: 'flex.confirm.setContact',
  unsetContact: 'flex.confirm.unsetContact',
  delete: 'flex.confirm.delete',
};

const ACTION_LABELS: Readonly<Record<Action, MessageKey>> = {
  setContact: 'flex.action.setContact',
  unsetContact: 'flex.action.unsetContact',
  delete: 'flex.action.delete',
};

/** The buttons of one row, and the dialogs they open; `onChanged` reloads the list. */
export function UserActions({ user, onChanged }: { user: FlexUser; onChanged: () => void }) {
  const client = useService<ApiClient>(ApiClient);
  const toasts = useService<ToastService>(ToastService);
  const [action, setAction] = useState<Action | null>(null);
  const [cardOpen, setCardOpen] = useState(false);
  if (user.deleteFlg) return null;
  const done = (result: FlexUserChangeResult) => {
    toasts.show(result.message, 'success');
    setAction(null);
    setCardOpen(false);
    onChanged();
  };
  const contactAction: Action = user.delegateDivision === 1 ? 'unsetContact' : 'setContact';
  const run = (chosen: Action) => (chosen === 'delete' ? removeUser(client, user) : setContact(client, user, chosen === 'setContact'));
  return (
    <div className="twb-flex-row-actions">
      <Button small text={t(ACTION_LABELS[contactAction])} aria-label={`${user.userName} ${t(ACTION_LABELS[contactAction])}`} onClick={() => setAction(contactAction)} />
      <Button small text={t('flex.action.card')} aria-label={`${user.userName} ${t('flex.action.card')}`} onClick={() => setCardOpen(true)} />
      <Button small intent="danger" text={t('flex.action.delete')} aria-label={`${user.userName} ${t('flex.action.delete')}`} onClick={() => setAction('delete')} />
      <ConfirmExecuteDialog
        openKey={action}
        title={action ? t(ACTION_LABELS[action]) : ''}
        confirm={async () => action ?? contactAction}
        execute={(chosen) => run(chosen)}
        renderPreview={(chosen) => <p>{t(CONFIRM_KEYS[chosen], { name: user.userName })}</p>}
        executeText={action ? t(ACTION_LABELS[action]) : ''}
        meaning={action === 'delete' ? 'destructive' : 'primary'}
        conflictMessage={t('error.conflict')}
        onDone={done}
        onClose={() => setAction(null)}
        onReload={() => { setAction(null); onChanged(); }}
      />
      <ModalDialog isOpen={cardOpen} title={t('flex.action.card')} icon="edit" onClose={() => setCardOpen(false)} className="twb-dialog">
        {cardOpen && <CardDialog user={user} onClose={() => setCardOpen(false)} onDone={done} />}
      </ModalDialog>
    </div>
  );
}
