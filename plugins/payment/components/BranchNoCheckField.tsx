// An existing destination for the departments (reason 2): picked from the company's destinations or typed as its
// 8-digit number with 「確認」; either asks chargeBranchNo/check and shows the destination's name and departments, or why
// the number cannot be used (not found, another company's).
import { useId, useState } from 'react';
import { Button, Callout, ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import { paymentCalls } from '../../../core/payment/calls';
import { isApiError } from '../../../core/api/error';
import { ErrorService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';
import type { ChargeBranch } from '../../../core/payment/domain';
import { FormField, SelectInput, SelectOption, useService, type WriteFlow } from '../../../web/kit';
import { branchChoiceLabel, branchNoFormatError, type BranchNoCheck, type ChargeBranchValues } from './charge-branch-values';

/** A refusal of the check (4xx) in the words the server gave for the number, else its message. */
function refusalText(error: unknown): string | null {
  if (!isApiError(error) || !error.httpError || error.httpError.httpStatusCode >= 500) return null;
  return error.httpError.fields?.chargeBranchNo ?? error.message;
}

export interface BranchNoCheckFieldProps {
  flow: WriteFlow<ChargeBranchValues, unknown, unknown>;
  check: BranchNoCheck | null;
  onChecked: (check: BranchNoCheck) => void;
  /** The company's destinations (the list page's), offered to pick from instead of typing the number. */
  branches: readonly ChargeBranch[];
}

export function BranchNoCheckField({ flow, check, onChecked, branches }: BranchNoCheckFieldProps) {
  const id = useId();
  const pickId = useId();
  const client = useService<ApiClient>(ApiClient);
  const errors = useService<ErrorService>(ErrorService);
  const [busy, setBusy] = useState(false);
  const value = flow.values.chargeBranchNo.trim();
  const current = check && check.chargeBranchNo === value ? check : null;
  const error = flow.errors.chargeBranchNo ?? current?.error;

  const run = async (number: string) => {
    const format = branchNoFormatError(number);
    if (format) return onChecked({ chargeBranchNo: number, error: format });
    setBusy(true);
    try {
      onChecked({ chargeBranchNo: number, answer: await client.call(paymentCalls.chargeBranchNoCheck, { chargeBranchNo: number }) });
    } catch (failure) {
      const refusal = refusalText(failure);
      if (refusal === null) errors.handle(failure);
      else onChecked({ chargeBranchNo: number, error: refusal });
    } finally {
      setBusy(false);
    }
  };
  // A destination picked from the list is checked at once: the person sees what they picked and its departments.
  const pick = (number: string) => {
    if (number === '') return;
    flow.setValue('chargeBranchNo', number);
    void run(number);
  };
  const picked = branches.some((branch) => branch.chargeBranchNo === value) ? value : '';

  const answer = current?.answer;
  return (
    <>
    {branches.length > 0 && (
      <FormGroup label={t('paymentPages.change.pick')} labelFor={pickId}>
        <SelectInput id={pickId} value={picked} onChange={(event) => pick(event.currentTarget.value)}>
          <SelectOption value="" label={t('paymentPages.change.pickPrompt')} />
          {branches.map((branch) => <SelectOption key={branch.chargeBranchNo} value={branch.chargeBranchNo} label={branchChoiceLabel(branch)} />)}
        </SelectInput>
      </FormGroup>
    )}
    <FormField label={t('payment.field.chargeBranchNo')} htmlFor={id} required error={error} helperText={t('paymentPages.change.checkHelp')}>
      <ControlGroup>
        <InputGroup
          id={id}
          name="chargeBranchNo"
          inputMode="numeric"
          maxLength={8}
          className="twb-payment-branch-no"
          aria-invalid={error ? true : undefined}
          value={flow.values.chargeBranchNo}
          onValueChange={(next) => flow.setValue('chargeBranchNo', next)}
        />
        <Button text={t('paymentPages.change.check')} icon="search" loading={busy} onClick={() => void run(value)} />
      </ControlGroup>
      {answer && (
        <Callout intent="success" icon="tick" className="twb-payment-checked" role="status">
          <strong>{t('paymentPages.change.checked', { name: answer.clientName, no: answer.chargeBranchNo })}</strong>
          <p>
            {answer.departments.length === 0
              ? t('paymentPages.change.checkedNoDepartments')
              : t('paymentPages.change.checkedDepartments', { names: answer.departments.map((d) => d.billingName).join('、') })}
          </p>
          {answer.departments.length > 0 && <p>{t('paymentPages.change.sharedNotice')}</p>}
        </Callout>
      )}
    </FormField>
    </>
  );
}
