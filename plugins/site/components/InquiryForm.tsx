// The inquiry form: checked on the page with the server's own rules (core/site/inquiry), filed with POST /inquiry;
// the server's field messages are shown beside the fields, and the reception number once it is filed.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Callout, Checkbox, InputGroup, TextArea } from '@blueprintjs/core';
import { isApiError } from '../../../core/api/error';
import { ApiClient } from '../../../core/platform/tokens';
import { st } from '../../../core/site/texts';
import { asksLoginId, INQUIRY_CATEGORIES, INQUIRY_LIMITS, inquiryCategoryLabel, inquiryProblems, type InquiryField, type InquiryInput } from '../../../core/site/inquiry';
import { SITE_PATHS } from '../../../core/site/paths';
import { t } from '../../../core/i18n';
import { ConditionalSteps, FormField, SelectInput, SelectOption, useService, Heading, type ConditionalStep } from '../../../web/kit';
import { firstInvalidField } from '../../../web/kit/focus-first-invalid';
import { fileInquiry } from '../api';

const EMPTY: InquiryInput = { category: '', companyName: '', name: '', mail: '', phone: '', body: '', consent: false, loginId: '' };

type Problems = Partial<Record<InquiryField, string>>;

export function InquiryForm() {
  const api = useService<ApiClient>(ApiClient);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<InquiryInput>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [filed, setFiled] = useState<string | null>(null);

  const set = <K extends keyof InquiryInput>(key: K, value: InquiryInput[K]) => setValues((previous) => ({ ...previous, [key]: value }));
  const focusFirstInvalid = () => requestAnimationFrame(() => form.current && firstInvalidField(form.current)?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = inquiryProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      const answer = await fileInquiry(api, values);
      setFiled(answer.inquiryNumber);
      setValues(EMPTY);
    } catch (error) {
      const fields = isApiError(error) ? error.httpError?.fields : undefined;
      if (fields) {
        setProblems(fields as Problems);
        focusFirstInvalid();
      } else {
        setFailure(isApiError(error) && error.status === 429 ? error.message : st('site.inquiry.failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  if (filed) {
    return (
      <Callout intent="success" icon="tick-circle" role="status" title={st('site.inquiry.sent', { number: filed })}>
        <p>{st('site.inquiry.sentLead')}</p>
        <Button variant="minimal" intent="primary" text={st('site.inquiry.another')} onClick={() => setFiled(null)} />
      </Callout>
    );
  }

  const field = (name: InquiryField) => `${id}-${name}`;
  // The category first; sign-in trouble alone asks the login id next.
  const steps: readonly ConditionalStep<InquiryInput>[] = [
    {
      id: 'category',
      render: () => (
        <FormField label={st('site.inquiry.category')} htmlFor={field('category')} required error={problems.category}>
          <SelectInput id={field('category')} value={values.category} onChange={(event) => set('category', event.currentTarget.value)}>
            <SelectOption value="" label={st('site.inquiry.category.placeholder')} />
            {INQUIRY_CATEGORIES.map((category) => (
              <SelectOption key={category} value={category} label={inquiryCategoryLabel(category)} />
            ))}
          </SelectInput>
        </FormField>
      ),
    },
    {
      id: 'loginId',
      when: (answers) => asksLoginId(answers.category),
      render: () => (
        <FormField label={st('site.inquiry.loginId')} htmlFor={field('loginId')} error={problems.loginId} helperText={st('site.inquiry.loginIdHint')}>
          <InputGroup id={field('loginId')} autoComplete="username" value={values.loginId ?? ''} onValueChange={(v) => set('loginId', v)} />
        </FormField>
      ),
    },
  ];
  return (
    <form ref={form} className="twb-inquiry" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{st('site.inquiry.heading')}</Heading>
      <p>{st('site.inquiry.lead')}</p>
      {failure && (
        <Callout intent="danger" role="alert">
          {failure}
        </Callout>
      )}
      <ConditionalSteps values={values} steps={steps} />
      <FormField label={st('site.inquiry.companyName')} htmlFor={field('companyName')} required error={problems.companyName}>
        <InputGroup id={field('companyName')} autoComplete="organization" maxLength={INQUIRY_LIMITS.companyName} value={values.companyName} onValueChange={(v) => set('companyName', v)} />
      </FormField>
      <FormField label={st('site.inquiry.name')} htmlFor={field('name')} required error={problems.name}>
        <InputGroup id={field('name')} autoComplete="name" value={values.name} onValueChange={(v) => set('name', v)} />
      </FormField>
      <FormField label={st('site.inquiry.mail')} htmlFor={field('mail')} required error={problems.mail}>
        <InputGroup id={field('mail')} type="email" autoComplete="email" value={values.mail} onValueChange={(v) => set('mail', v)} />
      </FormField>
      <FormField label={st('site.inquiry.phone')} htmlFor={field('phone')} error={problems.phone} helperText={st('site.inquiry.phoneHint')}>
        <InputGroup id={field('phone')} type="tel" autoComplete="tel" value={values.phone} onValueChange={(v) => set('phone', v)} />
      </FormField>
      <FormField
        label={st('site.inquiry.body')}
        htmlFor={field('body')}
        required
        error={problems.body}
        helperText={st('site.inquiry.bodyHint', { max: INQUIRY_LIMITS.body })}
      >
        <TextArea id={field('body')} value={values.body} onChange={(event) => set('body', event.currentTarget.value)} fill />
      </FormField>
      {/* The label links to the policy; the checkbox is named by its own sentence. */}
      <FormField label={<Link to={SITE_PATHS.privacy}>{t('site.privacy.title')}</Link>} required error={problems.consent}>
        <Checkbox id={field('consent')} checked={values.consent} label={st('site.inquiry.consent')} onChange={(event) => set('consent', event.currentTarget.checked)} />
      </FormField>
      <Button type="submit" intent="primary" loading={busy} text={st('site.inquiry.submit')} />
    </form>
  );
}
