// Confirm + execute of a department operation (delete, usage suspend, usage resume): the confirm call answers
// what will happen (the members told by mail) or why it cannot be done (the non-empty delete refusal); only a
// confirmed preview is executed, with the lastUpdated the confirm answered.
import { useEffect, useState } from 'react';
import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { DepartmentOperationPreview, DepartmentWriteResult } from '../../../core/billing/calls';
import type { DepartmentDetail } from '../../../core/billing/domain';
import { ErrorService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/billing/load-messages';
import { actionIntent, ModalDialog, useService } from '../../../web/kit';
import { executeOperation, previewOperation, type DetailOperation } from '../api';
import { refusalOf, type Refusal } from './refusal';

const LABELS: Record<DetailOperation, MessageKey> = {
  delete: 'billing.detail.delete',
  usageSuspend: 'billing.detail.usageSuspend',
  usageResume: 'billing.detail.usageResume',
};

export interface OperationDialogProps {
  department: DepartmentDetail;
  /** The operation being confirmed; null while closed. */
  operation: DetailOperation | null;
  onClose: () => void;
  onDone: (result: DepartmentWriteResult, operation: DetailOperation) => void;
  /** The department changed meanwhile (409): the page reloads it. */
  onStale: () => void;
}

export function OperationDialog({ department, operation, onClose, onDone, onStale }: OperationDialogProps) {
  const client = useService<ApiClient>(ApiClient);
  const errors = useService<ErrorService>(ErrorService);
  const [preview, setPreview] = useState<DepartmentOperationPreview | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown) => {
    const found = refusalOf(error);
    if (!found) {
      onClose();
      errors.handle(error);
      return;
    }
    setPreview(null);
    setRefusal(found);
    if (found.stale) onStale();
  };

  useEffect(() => {
    setPreview(null);
    setRefusal(null);
    if (!operation) return;
    let live = true;
    setBusy(true);
    previewOperation(client, operation, department).then(
      (answer) => live && setPreview(answer),
      (error: unknown) => live && fail(error),
    ).finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new operation (or department) asks again
  }, [operation, department.billingId]);

  const execute = async () => {
    if (!operation || !preview) return;
    setBusy(true);
    try {
      onDone(await executeOperation(client, operation, preview), operation);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const label = operation ? t(LABELS[operation]) : '';
  return (
    <ModalDialog isOpen={operation !== null} title={label} onClose={onClose} canOutsideClickClose={!busy} className="twb-dialog">
      <DialogBody>
        {refusal && <Callout intent="warning" icon="lock" role="alert">{refusal.message}</Callout>}
        {preview && <p>{preview.message}</p>}
        {!preview && !refusal && <p>{t('common.loading')}</p>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={refusal ? t('common.close') : t('common.cancel')} onClick={onClose} disabled={busy && !refusal} />
            {!refusal && (
              <Button intent={actionIntent(operation === 'usageResume' ? 'primary' : 'destructive')} text={label} loading={busy} disabled={!preview} onClick={() => void execute()} />
            )}
          </>
        }
      />
    </ModalDialog>
  );
}
