// The destination change: reason 1 prefills the chosen destination and checks its details at their fields (postal
// code, full-width address, the address pair's length, mail) before calling; reason 2 moves departments to an existing
// destination checked by its number (success and refusal) or to a new one; confirm shows before -> after and the
// split-invoice notes; the bodies sent; a server field error at its field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paymentCalls } from '../../../core/payment/calls';
import { ApiError } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { paymentDetail, paymentKernel, preview } from '../test-support';

const SLOW = { timeout: 15_000 };
const PATH = '/Payment/ChargeBranchNoChange/Input';
const box = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
/**
 * Field values are pasted: what the test is about is the checks of the values, and typed one key at a time (each key
 * drawing the whole form again in jsdom) they took 50 s of a loaded machine.
 */
async function pasteInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
const alerts = () => screen.getAllByRole('alert').map((a) => a.textContent);
const requestOf = (kernel: ReturnType<typeof paymentKernel>, id: string) => kernel.client.calls.find((c) => c.id === id)?.request;
const validation = (fields: Record<string, string>) =>
  new ApiError(t('error.badRequest'), 'VALIDATION_ERROR', { httpStatusCode: 400, message: t('error.badRequest'), code: 'VALIDATION_ERROR', fields });

describe('ChargeBranchChangePage', () => {
  it('reason 1: prefills the destination, checks its details, confirms and applies', async () => {
    const kernel = paymentKernel();
    kernel.client
      .on(paymentCalls.chargeBranchConfirm, () => preview({ changes: [{ label: '住所', before: '大阪府大阪市北区梅田一丁目１', after: '大阪府大阪市北区梅田二丁目２' }] }))
      .on(paymentCalls.chargeBranch, () => ({ result: 'OK' as const, application: paymentDetail({ applicationId: '40' }), message: 'applied' }));
    const user = userEvent.setup();
    renderAppAt(kernel, PATH);
    await user.click(await screen.findByRole('radio', { name: t('payment.reason.1') }, SLOW));
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(t('paymentPages.change.branch')) }), '10000002');
    expect((box(t('payment.field.clientName')) as HTMLInputElement).value).toBe('大阪支社');
    expect((box(t('payment.field.address')) as HTMLInputElement).value).toBe('大阪府大阪市北区梅田一丁目１');

    await user.clear(box(t('payment.field.postalCode')));
    await pasteInto(user, box(t('payment.field.postalCode')), '53-0001');
    await user.clear(box(t('payment.field.address')));
    await pasteInto(user, box(t('payment.field.address')), 'Osaka 1-1');
    await pasteInto(user, box(t('payment.field.residence')), 'あ'.repeat(101));
    await user.clear(box(t('payment.field.mailAddress')));
    await pasteInto(user, box(t('payment.field.mailAddress')), 'keiri@gmail.com');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await waitFor(() => expect(alerts()).toEqual([
      t('validation.postal'),
      t('validation.fullWidth'),
      t('validation.addressLength', { pair: t('payment.field.address'), max: 100 }),
      t('members.validation.freeMail'),
    ]));
    expect(document.activeElement).toBe(box(t('payment.field.postalCode')));
    expect(kernel.client.idsCalled()).not.toContain(paymentCalls.chargeBranchConfirm.id);

    await user.clear(box(t('payment.field.postalCode')));
    await pasteInto(user, box(t('payment.field.postalCode')), '530-0002');
    await user.clear(box(t('payment.field.address')));
    await pasteInto(user, box(t('payment.field.address')), 'あ'.repeat(60));
    await user.clear(box(t('payment.field.residence')));
    await pasteInto(user, box(t('payment.field.residence')), 'い'.repeat(41));
    await user.clear(box(t('payment.field.mailAddress')));
    await pasteInto(user, box(t('payment.field.mailAddress')), 'osaka@mirai-works.co.jp');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await waitFor(() => expect(alerts()).toEqual([
      t('validation.addressLength', { pair: t('payment.field.residence'), max: 100 }),
      t('validation.addressLength', { pair: t('payment.field.address'), max: 100 }),
    ]));
    await user.clear(box(t('payment.field.residence')));
    await pasteInto(user, box(t('payment.field.residence')), 'うめだビル３階');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    const changes = await screen.findByRole('table', { name: t('paymentPages.detail.changes') });
    expect(within(changes).getByText('大阪府大阪市北区梅田二丁目２')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('paymentPages.apply') }));
    expect(await screen.findByRole('link', { name: t('paymentPages.toDetail') })).toBeTruthy();
    const applyDate = (requestOf(kernel, paymentCalls.chargeBranch.id) as { applyDate: string }).applyDate;
    expect(requestOf(kernel, paymentCalls.chargeBranch.id)).toEqual({
      reason: 1, chargeBranchNo: '10000002', applyDate,
      destination: {
        clientName: '大阪支社', postalCode: '530-0002', address: 'あ'.repeat(60), residence: 'うめだビル３階',
        personDepartment: '経理部', personName: '山田 花子', mailAddress: 'osaka@mirai-works.co.jp',
      },
    });
    expect(applyDate).toMatch(/^\d{4}\/\d{2}\/21$/);
  }, 90_000);

  it('reason 2: checks an existing destination number (refused, then found) and shows the split-invoice notice', async () => {
    const kernel = paymentKernel();
    const user = userEvent.setup();
    renderAppAt(kernel, PATH);
    await user.click(await screen.findByRole('radio', { name: t('payment.reason.2') }, SLOW));
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await waitFor(() => expect(alerts()).toEqual([t('paymentPages.validation.choose')]));
    await user.click(screen.getByRole('checkbox', { name: t('paymentPages.change.departmentOption', { name: '営業一部', branch: '株式会社みらいワークス 本社' }) }));
    await user.click(screen.getByRole('radio', { name: t('paymentPages.change.target.existing') }));
    const number = box(t('payment.field.chargeBranchNo'));
    await user.type(number, '1234');
    await user.click(screen.getByRole('button', { name: t('paymentPages.change.check') }));
    await waitFor(() => expect(alerts()).toEqual([t('validation.digits', { length: 8 })]));
    expect(kernel.client.idsCalled()).not.toContain(paymentCalls.chargeBranchNoCheck.id);

    const notFound = '請求先番号が見つかりません';
    kernel.client.fail(paymentCalls.chargeBranchNoCheck, validation({ chargeBranchNo: notFound }));
    await user.clear(number);
    await user.type(number, '99999999');
    await user.click(screen.getByRole('button', { name: t('paymentPages.change.check') }));
    await waitFor(() => expect(alerts()).toEqual([notFound]));
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await waitFor(() => expect(alerts()).toEqual([notFound]));
    expect(kernel.client.idsCalled()).not.toContain(paymentCalls.chargeBranchConfirm.id);

    kernel.client
      .on(paymentCalls.chargeBranchNoCheck, ({ chargeBranchNo }) => ({ chargeBranchNo, clientName: '大阪支社', departments: [{ organizationId: '7', billingName: '大阪営業部' }] }))
      .on(paymentCalls.chargeBranchConfirm, () => preview({ kind: 'destination', notices: ['営業一部と大阪営業部は1通の請求書にまとめて請求されます'] }));
    await user.clear(number);
    await user.type(number, '10000002');
    await user.click(screen.getByRole('button', { name: t('paymentPages.change.check') }));
    expect(await screen.findByText(t('paymentPages.change.checked', { name: '大阪支社', no: '10000002' }))).toBeTruthy();
    expect(screen.getByText(t('paymentPages.change.checkedDepartments', { names: '大阪営業部' }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText('営業一部と大阪営業部は1通の請求書にまとめて請求されます')).toBeTruthy();
    const request = requestOf(kernel, paymentCalls.chargeBranchConfirm.id) as Record<string, unknown>;
    expect(request).toEqual({ reason: 2, organizationIds: ['6'], chargeBranchNo: '10000002', applyDate: request.applyDate });
  });

  it('reason 2: picks an existing destination from the company\'s list instead of typing its number, and checks it at once', async () => {
    const kernel = paymentKernel();
    kernel.client
      .on(paymentCalls.chargeBranchNoCheck, ({ chargeBranchNo }) => ({ chargeBranchNo, clientName: '大阪支社', departments: [{ organizationId: '7', billingName: '大阪営業部' }] }))
      .on(paymentCalls.chargeBranchConfirm, () => preview({ kind: 'destination' }));
    const user = userEvent.setup();
    renderAppAt(kernel, PATH);
    await user.click(await screen.findByRole('radio', { name: t('payment.reason.2') }, SLOW));
    await user.click(screen.getByRole('checkbox', { name: t('paymentPages.change.departmentOption', { name: '営業一部', branch: '株式会社みらいワークス 本社' }) }));
    await user.click(screen.getByRole('radio', { name: t('paymentPages.change.target.existing') }));
    const list = screen.getByRole('combobox', { name: t('paymentPages.change.pick') });
    expect(within(list).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['', '10000001', '10000002']);
    await user.selectOptions(list, '10000002');
    expect((box(t('payment.field.chargeBranchNo')) as HTMLInputElement).value).toBe('10000002');
    expect(await screen.findByText(t('paymentPages.change.checked', { name: '大阪支社', no: '10000002' }))).toBeTruthy();
    expect(requestOf(kernel, paymentCalls.chargeBranchNoCheck.id)).toEqual({ chargeBranchNo: '10000002' });
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await waitFor(() => expect(requestOf(kernel, paymentCalls.chargeBranchConfirm.id)).toMatchObject({ reason: 2, organizationIds: ['6'], chargeBranchNo: '10000002' }));
  });

  it('reason 2 to a new destination: sends its details and shows a server field error at its field', async () => {
    const kernel = paymentKernel();
    const message = '請求先名はすでに使われています';
    kernel.client.fail(paymentCalls.chargeBranchConfirm, validation({ 'destination.clientName': message }));
    const user = userEvent.setup();
    renderAppAt(kernel, PATH);
    await user.click(await screen.findByRole('radio', { name: t('payment.reason.2') }, SLOW));
    await user.click(screen.getByRole('checkbox', { name: new RegExp('^大阪営業部') }));
    await user.click(screen.getByRole('radio', { name: t('paymentPages.change.target.new') }));
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await waitFor(() => expect(alerts()).toEqual([t('validation.required'), t('validation.required'), t('validation.required'), t('validation.required'), t('validation.required')]));
    await user.type(box(t('payment.field.clientName')), '大阪営業部');
    await user.type(box(t('payment.field.postalCode')), '5300001');
    await user.type(box(t('payment.field.address')), '大阪府大阪市北区梅田三丁目３');
    await user.type(box(t('payment.field.personName')), '佐藤 一郎');
    await user.type(box(t('payment.field.mailAddress')), 'sato@mirai-works.co.jp');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await waitFor(() => expect(alerts()).toEqual([message]));
    expect(document.activeElement).toBe(box(t('payment.field.clientName')));
    const request = requestOf(kernel, paymentCalls.chargeBranchConfirm.id) as Record<string, unknown>;
    expect(request).toEqual({
      reason: 2, organizationIds: ['7'], newDestination: true, applyDate: request.applyDate,
      destination: { clientName: '大阪営業部', postalCode: '5300001', address: '大阪府大阪市北区梅田三丁目３', residence: '', personDepartment: '', personName: '佐藤 一郎', mailAddress: 'sato@mirai-works.co.jp' },
    });
  });
});
