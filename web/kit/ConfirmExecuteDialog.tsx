// A write with a confirm call (spec 4: every operation is confirm, then execute): opening the dialog runs the
// confirm call once, its answer says what will happen; the execute button runs the write with what the confirm
// call saw. A refusal stays in the dialog (with reload when the record changed underneath); an outage closes it
// and goes to the shell's banner.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Callout, DialogBody, DialogFooter, Spinner, type IconName, type Intent } from '@blueprintjs/core';
import { ErrorService } from '../../core/services/contracts';
import { t } from '../../core/i18n';
import { ModalDialog } from './ModalDialog';
import { useService } from './services-context';
import { refusalOf, type Refusal } from './refusal';
import { actionIntent, type ActionMeaning } from './action-meaning';

export interface ConfirmExecuteDialogProps<P, R> {
  /** null while closed; each new value opens the dialog and runs the confirm call again. */
  openKey: unknown;
  title: string;
  icon?: IconName;
  confirm: () => Promise<P>;
  execute: (preview: P) => Promise<R>;
  renderPreview: (preview: P) => ReactNode;
  executeText: string;
  /** What the execute button does: 'destructive' (delete, suspend) draws it red. */
  meaning?: ActionMeaning;
  /** @deprecated Say the meaning instead; kept so that callers written before `meaning` still build. */
  intent?: Intent;
  /** What a 409 says: which record changed, and to reload it. */
  conflictMessage: string;
  onDone: (result: R) => void;
  onClose: () => void;
  onReload: () => void;
  className?: string;
}

export function ConfirmExecuteDialog<P, R>(props: ConfirmExecuteDialogProps<P, R>) {
  const { openKey, title, icon, renderPreview, executeText, meaning = 'primary', intent, onClose, onReload, className } = props;
  const errors = useService<ErrorService>(ErrorService);
  const [preview, setPreview] = useState<P | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  // The confirm call runs once per opening, whatever functions the parent passes on each render.
  const latest = useRef(props);
  latest.current = props;
  const isOpen = openKey !== null && openKey !== undefined;

  const fail = (error: unknown) => {
    const refused = refusalOf(error, latest.current.conflictMessage);
    if (refused) setRefusal(refused);
    else {
      errors.handle(error);
      latest.current.onClose();
    }
  };

  useEffect(() => {
    setPreview(null);
    setRefusal(null);
    if (!isOpen) return;
    let live = true;
    setBusy(true);
    latest.current
      .confirm()
      .then(
        (answer) => live && setPreview(answer),
        (error: unknown) => live && fail(error),
      )
      .finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new openKey is what asks for a new confirm call
  }, [openKey]);

  const execute = async () => {
    if (preview === null) return;
    setBusy(true);
    setRefusal(null);
    try {
      latest.current.onDone(await latest.current.execute(preview));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog isOpen={isOpen} title={title} icon={icon} onClose={onClose} canOutsideClickClose={!busy} canEscapeKeyClose={!busy} className={['twb-dialog', className].filter(Boolean).join(' ')}>
      <DialogBody>
        {refusal && (
          <Callout intent="danger" role="alert" title={t('common.refused')} className="twb-op-refusal">
            <p className="twb-op-refusal__text">{refusal.message}</p>
            {refusal.stale && <Button size="small" icon="refresh" text={t('common.reload')} onClick={onReload} />}
          </Callout>
        )}
        {preview === null && !refusal && busy && <Spinner size={24} />}
        {preview !== null && renderPreview(preview)}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} disabled={busy && preview !== null} />
            {preview !== null && !refusal?.stale && <Button intent={intent ?? actionIntent(meaning)} text={executeText} loading={busy} onClick={() => void execute()} />}
          </>
        }
      />
    </ModalDialog>
  );
}
