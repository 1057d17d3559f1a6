// The trail builder: home, the parent chain, the page; the records a page names label their crumbs and fill the
// parameters an ancestor needs; a page may name the parent its route cannot.
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../../core/kernel/plugin';
import { breadcrumbTrail } from './breadcrumbs';

const page = () => Promise.resolve({ default: () => null });
const route = (id: string, path: string, title: string, parent?: string): RouteDef => ({ id, path, title, access: 'session', page, parent });

const ROUTES = [
  route('home', '/', 'ホーム'),
  route('billing.info', '/Billing/Info', '部署情報'),
  route('billing.detail', '/Billing/Detail/:billingId', '部署詳細', 'billing.info'),
  route('clerks.billing-info', '/Billing/ClerkOfBilling/Info/:billingId', '部署担当者一覧', 'billing.detail'),
  route('clerks.billing-detail', '/Billing/ClerkOfBilling/Detail/:clerkOfBillingId', '部署担当者詳細', 'clerks.billing-info'),
  route('payment.fee', '/Payment/Fee', '登録管理料請求区分'),
  route('payment.detail', '/Payment/Detail/:applicationId', '申請詳細'),
];
const find = (id: string) => ROUTES.find((r) => r.id === id);
const at = (id: string) => find(id) as RouteDef;
const HOME = at('home');

describe('breadcrumbTrail', () => {
  it('without records: the bare titles, and no link to an ancestor whose parameter the URL lacks', () => {
    expect(breadcrumbTrail(at('clerks.billing-detail'), { clerkOfBillingId: '11' }, find, HOME)).toEqual([
      { label: 'ホーム', to: '/' },
      { label: '部署情報', to: '/Billing/Info' },
      { label: '部署詳細' },
      { label: '部署担当者一覧' },
      { label: '部署担当者詳細' },
    ]);
  });

  it("names the clerk and the clerk's department, and links the department's pages", () => {
    const records = [
      { param: 'clerkOfBillingId', value: '11', name: '竹内 彩' },
      { param: 'billingId', value: '5', name: '営業一部' },
    ];
    expect(breadcrumbTrail(at('clerks.billing-detail'), { clerkOfBillingId: '11' }, find, HOME, { records })).toEqual([
      { label: 'ホーム', to: '/' },
      { label: '部署情報', to: '/Billing/Info' },
      { label: '部署詳細（営業一部）', to: '/Billing/Detail/5' },
      { label: '部署担当者一覧（営業一部）', to: '/Billing/ClerkOfBilling/Info/5' },
      { label: '部署担当者詳細（竹内 彩）' },
    ]);
  });

  it("a name given for another record than the URL's is not shown (a stale page's), and the URL's parameter wins", () => {
    const records = [{ param: 'billingId', value: '4', name: '総務部' }];
    expect(breadcrumbTrail(at('billing.detail'), { billingId: '5' }, find, HOME, { records })).toEqual([
      { label: 'ホーム', to: '/' },
      { label: '部署情報', to: '/Billing/Info' },
      { label: '部署詳細' },
    ]);
  });

  it('takes the parent the page names when its route has none', () => {
    const crumbs = breadcrumbTrail(at('payment.detail'), { applicationId: '31' }, find, HOME, {
      records: [{ param: 'applicationId', value: '31', name: '登録管理料請求区分変更' }], parent: 'payment.fee',
    });
    expect(crumbs).toEqual([
      { label: 'ホーム', to: '/' },
      { label: '登録管理料請求区分', to: '/Payment/Fee' },
      { label: '申請詳細（登録管理料請求区分変更）' },
    ]);
  });
});
