// The member list's columns: each sorts on the server by its own key (spec: sort by every column); the
// department column sorts by the departments' display order, the list's default order. The four statuses a person
// scans for (承認, 初期パスワード, 利用, 削除) are key columns: in a narrow window the kana, codes, mail address and
// timestamps give way to them (web/kit column-fit.ts) and stay in the column chooser.
import { Link } from 'react-router';
import type { MemberListRow, MemberSortColumn } from '../../../core/users/domain';
import { ApprovalDivision } from '../../../core/users/domain';
import { t } from '../../../core/i18n';
import '../../../core/users/load-page-messages';
import { formatDateTime, type PagedColumn } from '../../../web/kit';
import { memberDetailPath } from '../paths';
import { FlagTagCell } from './MemberStatusTags';

type MemberColumn = PagedColumn<MemberListRow> & { id: MemberSortColumn };

export const MEMBER_COLUMNS: readonly MemberColumn[] = [
  {
    id: 'userName',
    label: t('users.column.userName'),
    width: 150,
    sortable: true,
    render: (row) => <Link to={memberDetailPath(row.userId)} className="twb-member-link">{row.userName}</Link>,
    text: (row) => row.userName,
  },
  { id: 'userNameKana', label: t('users.column.userNameKana'), width: 150, sortable: true, priority: 'detail', render: (row) => row.userNameKana },
  { id: 'chargeDisplayOrder', label: t('users.column.department'), width: 150, sortable: true, render: (row) => row.organizationName },
  { id: 'userCode', label: t('users.column.userCode'), width: 100, sortable: true, priority: 'detail', render: (row) => row.userCode ?? '' },
  { id: 'loginId', label: t('users.column.loginId'), width: 100, sortable: true, render: (row) => row.loginId },
  { id: 'mailAddress', label: t('users.column.mailAddress'), width: 230, sortable: true, priority: 'detail', render: (row) => row.mailAddress ?? '' },
  {
    id: 'approvalDivision',
    priority: 'key',
    label: t('users.column.approvalDivision'),
    width: 84,
    sortable: true,
    // One short tag or nothing: it fits the column.
    fits: true,
    render: (row) => <FlagTagCell on={row.approvalDivision === ApprovalDivision.UNAPPROVED} label={t('users.status.unapproved')} intent="warning" />,
  },
  {
    id: 'passwordResetFlg',
    priority: 'key',
    label: t('users.column.passwordResetFlg'),
    width: 90,
    sortable: true,
    // One short tag or nothing: it fits the column.
    fits: true,
    render: (row) => <FlagTagCell on={row.passwordResetFlg} label={t('users.status.initialPasswordShort')} intent="primary" />,
  },
  {
    id: 'serviceUsage',
    priority: 'key',
    label: t('users.column.serviceUsage'),
    width: 90,
    sortable: true,
    // One short tag or nothing: it fits the column.
    fits: true,
    render: (row) => <FlagTagCell on={row.serviceUsage} label={t('users.status.suspended')} intent="danger" />,
  },
  {
    id: 'deleteFlg',
    priority: 'key',
    label: t('users.column.deleteFlg'),
    width: 80,
    sortable: true,
    // One short tag or nothing: it fits the column.
    fits: true,
    render: (row) => <FlagTagCell on={row.deleteFlg} label={t('users.status.deleted')} intent="none" />,
  },
  {
    id: 'reservationStopFlg',
    label: t('users.column.reservationStopFlg'),
    width: 90,
    sortable: true,
    // One short tag or nothing: it fits the column.
    fits: true,
    render: (row) => <FlagTagCell on={row.reservationStopFlg} label={t('users.status.reservationStoppedShort')} intent="danger" />,
  },
  {
    id: 'flexContractFlg',
    label: t('users.column.flexContractFlg'),
    width: 96,
    sortable: true,
    // One short tag or nothing: it fits the column.
    fits: true,
    render: (row) => <FlagTagCell on={row.flexContractFlg} label={t('users.status.flexShort')} intent="success" />,
  },
  { id: 'createdAt', label: t('users.column.createdAt'), width: 150, sortable: true, priority: 'detail', render: (row) => formatDateTime(row.createdAt) },
  { id: 'lastUpdated', label: t('users.column.lastUpdated'), width: 150, sortable: true, priority: 'detail', render: (row) => formatDateTime(row.lastUpdated) },
];
