// Detail pages laid out alike (issue 11), in real Chromium: each page built on the kit's DetailLayout shows the
// record's name first, then its label / value tables, then one action bar (edit and other primary steps first,
// destructive ones last and red), then the links away. Screenshots go to tests/screenshots/ for a look.
import '../app/shell.css';
import './kit.css';
import './lists.css';
import { cleanup, screen, within } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { calls } from '../../core/api/contract';
import type { Corporation } from '../../core/domain/entities';
import { t } from '../../core/i18n';
import { renderAppAt, signedInKernel } from '../test-support/harness';
import { billingKernel, departmentDetail } from '../../plugins/billing/test-support';

const CORPORATION: Corporation = {
  corporationId: 'C001',
  corporationName: '株式会社みらいワークス',
  corporationNameKana: 'カブシキガイシャミライワークス',
  confirmationCodeMinLength: 12,
  confirmationCodeRequired: true,
  permittedMailDomains: ['mirai-works.co.jp'],
  autoApprovalSetting: 3,
  contractStartDate: '2021/04/01',
  contractEndDate: '2027/03/31',
  flexBasicContractFlg: false,
  lastUpdated: '2026-11-21T01:02:03.000Z',
};

/** The parts of a detail page in document order: heading, tables, action bar, footer. */
function structureOf(root: HTMLElement) {
  const detail = root.querySelector('.twb-detail') as HTMLElement;
  expect(detail).toBeTruthy();
  const parts = [...detail.children].map((child) => child.className.split(' ')[0]);
  return { detail, parts };
}

function expectAlike(heading: string, actionsLabel: string) {
  const { detail, parts } = structureOf(document.body);
  // Name (and status) first, then the sections, then the actions, then the way out; no part out of place.
  const order = parts.filter((part) => part !== 'twb-detail__notice');
  const firstSection = order.indexOf('twb-detail__section');
  expect(order[0]).toBe('twb-detail__head');
  expect(firstSection).toBe(1);
  expect(order.lastIndexOf('twb-detail__section')).toBeLessThan(order.indexOf('twb-detail__actions'));
  if (order.includes('twb-detail__footer')) expect(order.indexOf('twb-detail__footer')).toBe(order.length - 1);
  expect(within(detail).getByRole('heading', { level: 2, name: heading })).toBeTruthy();
  // Every table sits in a section; the tables are the label / value kind.
  for (const table of within(detail).getAllByRole('table')) expect(table.closest('.twb-detail__section')).toBeTruthy();
  const bar = within(detail).getByRole('group', { name: actionsLabel });
  // The colours follow the order: no plain or primary action after a destructive one.
  const intents = [...bar.children].map((action) => (action.classList.contains('bp6-intent-danger') ? 'destructive' : 'other'));
  expect(intents.indexOf('destructive') === -1 || intents.slice(intents.indexOf('destructive')).every((x) => x === 'destructive')).toBe(true);
  return { detail, bar };
}

describe('detail pages alike', { timeout: 60_000 }, () => {
  afterEach(() => cleanup());

  it('department detail: name and status, one table, edit first and suspend / delete last in red, links away', async () => {
    await page.viewport(1280, 900);
    const kernel = billingKernel({ roleType: 3 }, { department: departmentDetail({ billingName: '経営企画部', applicationId: '3' }) });
    renderAppAt(kernel, '/Billing/Detail/5');
    await screen.findByRole('heading', { level: 2, name: '経営企画部' }, { timeout: 20_000 });
    const { detail, bar } = expectAlike('経営企画部', t('billing.detail.operations'));
    expect(detail.querySelector('.twb-detail__status')?.textContent).toBe(t('billing.value.active'));
    const names = [...bar.children].map((action) => action.textContent);
    expect(names[0]).toBe(t('billing.detail.edit'));
    expect(names.at(-1)).toBe(t('billing.detail.delete'));
    expect(within(bar).getByRole('button', { name: t('billing.detail.delete') }).classList).toContain('bp6-intent-danger');
    expect(within(detail).getByRole('link', { name: t('billing.detail.backToList') }).closest('.twb-detail__footer')).toBeTruthy();
    await page.screenshot({ path: '../../tests/screenshots/detail-department.png' });
  });

  it('company info: name, three titled sections, the edit action after them', async () => {
    await page.viewport(1280, 900);
    const kernel = signedInKernel({ roleType: 3, corporationId: 'C001' });
    kernel.client.on(calls.corporation.detail, () => CORPORATION);
    renderAppAt(kernel, '/Corp/Detail');
    await screen.findByRole('heading', { level: 2, name: CORPORATION.corporationName }, { timeout: 20_000 });
    const { detail, bar } = expectAlike(CORPORATION.corporationName, t('common.actions'));
    const titles = within(detail).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual([t('corp.detail.basic'), t('corp.detail.registration'), t('corp.detail.contract')]);
    expect(within(bar).getByRole('link', { name: t('corp.detail.edit') }).getAttribute('href')).toBe('/Corp/Update');
    await page.screenshot({ path: '../../tests/screenshots/detail-company.png' });
  });
});
