// Kind `department-order` (billing order update, code 5, /Billing/OrderUpload): each row sets the display order of
// the department of its 部署ID. 部署名 is there to read (the Download step fills it) and is not changed. Order values
// are whole numbers from 1 to 9999 and no two rows may share one, so the resulting order is unambiguous.
import '../../i18n/load/csv';
import { between, integer } from '../../validation';
import { header, numberKey, uniqueColumn, UploadDivision, type UploadKind } from '../kind';
import { billingIdColumn, billingNameColumn, knownBillingId } from './department-rules';

export const DISPLAY_ORDER_MIN = 1;
export const DISPLAY_ORDER_MAX = 9999;

export type DepartmentOrderColumn = 'billingId' | 'billingName' | 'displayOrder';

export const departmentOrderKind: UploadKind<DepartmentOrderColumn> = {
  name: 'department-order',
  division: UploadDivision.BILLING_ORDER_UPDATE,
  title: header('csv.kind.departmentOrder'),
  route: '/Billing/OrderUpload',
  columns: [
    billingIdColumn('billingId'),
    { ...billingNameColumn('billingName', false), ignoredIn: () => true },
    {
      key: 'displayOrder',
      header: header('csv.header.displayOrder'),
      required: true,
      checks: [integer, (v) => between(v, DISPLAY_ORDER_MIN, DISPLAY_ORDER_MAX)],
    },
  ],
  rowRules: [knownBillingId('billingId')],
  fileRules: () => [
    uniqueColumn<DepartmentOrderColumn>('billingId', header('csv.header.billingId'))(),
    // 01 and 1 are the same order.
    uniqueColumn<DepartmentOrderColumn>('displayOrder', header('csv.header.displayOrder'), { normalise: numberKey })(),
  ],
  options: [],
};
