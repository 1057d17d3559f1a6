// The rules of the kinds that read the server's facts (issue 28: every refusal of the apply is a check of the dry run):
// each with lookups as the server fills them, reported at its row and column with the apply's own Japanese reason.
import { describe, expect, it } from 'vitest';
import type { DepartmentDeleteState } from '../billing/refusals';
import type { MemberOperationState } from '../users/refusals';
import { t } from '../i18n';
import type { CsvLookups, DepartmentFacts, ExistingClerk, MemberFacts } from './index';
import { validateRows, where, type RowValues } from './test-support';

const EMPTY: DepartmentDeleteState = { clerkCount: 0, memberCount: 0, staffCount: 0, feeTarget: false, flexCharge: false };
const department = (billingId: string, name: string, extra: Partial<DepartmentFacts> = {}): DepartmentFacts => ({
  billingId, name, disabled: false, deleteState: EMPTY, ...extra,
});
const DEPARTMENTS = [
  department('1', '営業部'),
  department('2', '総務部'),
  department('3', '休止部', { disabled: true }),
  department('4', '人事部', { deleteState: { ...EMPTY, clerkCount: 1, memberCount: 938 } }),
];

function departmentLookups(extra: Partial<CsvLookups> = {}): CsvLookups {
  return {
    departmentNameExists: (name) => DEPARTMENTS.some((d) => d.name === name),
    department: (id) => DEPARTMENTS.find((d) => d.billingId === id),
    departmentByName: (name) => DEPARTMENTS.find((d) => d.name === name),
    departmentIdExists: (id) => DEPARTMENTS.some((d) => d.billingId === id),
    departmentNamePending: (name) => name === '申請中部',
    ...extra,
  };
}

const LIVING: MemberOperationState = { deleted: false, approvalDivision: 2, suspended: false, passwordResetFlg: 1, hasMail: true, reservationStopped: false };
const memberFacts = (userId: number, mail: string, extra: Partial<MemberOperationState> = {}, shared = false): MemberFacts => ({
  userId, mail, state: { ...LIVING, ...extra }, shared,
});
const MEMBERS = [
  memberFacts(11, 'a@example.co.jp'),
  memberFacts(12, 'b@example.co.jp'),
  memberFacts(13, 'c@example.co.jp', { passwordResetFlg: 0 }),
  memberFacts(14, 'd@example.co.jp', { deleted: true }),
  memberFacts(15, 'e@example.co.jp', {}, true),
  memberFacts(16, '', { hasMail: false }),
  memberFacts(17, 'f@example.co.jp', { deleted: true }),
  memberFacts(18, 'g@example.co.jp', { deleted: true }),
];
/** Addresses held by living accounts: the members' and a responsible person's (id 1). */
const HELD = new Map<string, number[]>([...MEMBERS.filter((m) => m.mail && !m.state.deleted).map((m) => [m.mail, [m.userId]] as [string, number[]]), ['boss@example.co.jp', [1]]]);

function memberLookups(): CsvLookups {
  return {
    ...departmentLookups(),
    member: (id) => MEMBERS.find((m) => String(m.userId) === id),
    mailHolders: async (addresses) => new Map(addresses.map((a) => [a, HELD.get(a) ?? []])),
  };
}

const edit = (userId: string, values: RowValues = {}): RowValues => ({
  action: 'Edit', userId, organizationName: '営業部', userLastName: '山田', userFirstName: '太郎', userLastNameKana: 'ヤマダ',
  userFirstNameKana: 'タロウ', userCode: '', mailAddress: `${userId || 'new'}.x@example.co.jp`, tenantRemakes: '', deleteFlg: '', ...values,
});
const reset = (userId: string): RowValues => ({ action: 'Reset', userId });
const remove = (userId: string): RowValues => ({ action: 'Edit', userId, deleteFlg: '1' });

describe('members with the server facts', () => {
  it('refuses what the apply refuses of the member a row names: shared, reset after a change of password, deleted, and nothing for Keep', async () => {
    const result = await validateRows('members', [
      edit('15'), reset('13'), reset('14'), remove('17'), edit('18'), reset('16'), { action: 'Keep', userId: '99' }, reset('11'), remove('12'),
    ], { lookups: memberLookups() });
    expect(result.problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [2, '会員ID', t('clerks.refuse.sharedAccount')],
      [3, '会員ID', t('members.refuse.passwordReset')],
      [4, '会員ID', t('members.refuse.deleted')],
      [5, '会員ID', t('members.refuse.delete')],
      [6, '会員ID', t('members.refuse.update')],
      [7, '会員ID', t('members.refuse.passwordResetNoMail')],
    ]);
  });

  it('refuses a suspended department and one waiting to be registered (it is not there yet)', async () => {
    const result = await validateRows('members', [edit('', { organizationName: '休止部' }), edit('', { organizationName: '申請中部', mailAddress: 'n2@example.co.jp' })], { lookups: memberLookups() });
    expect(result.problems.map((p) => [p.row, p.column, p.code])).toEqual([[2, '部署名', 'departmentDisabled'], [3, '部署名', 'unknownDepartment']]);
  });

  it('refuses an address another living account holds once the whole file is applied: swaps, rotations and freed addresses pass', async () => {
    const result = await validateRows('members', [
      edit('', { mailAddress: 'BOSS@example.co.jp' }), // a responsible person's: taken
      edit('11', { mailAddress: 'b@example.co.jp' }), // swap with 12 ...
      edit('12', { mailAddress: 'a@example.co.jp' }), // ... both pass
      edit('', { mailAddress: 'c@example.co.jp' }), // 13 keeps it (Reset does not free it): taken
      remove('15'), // (refused as shared, but it frees e@ for the file all the same, as the apply's staging does)
      edit('', { mailAddress: 'e@example.co.jp' }),
      edit('', { mailAddress: 'd@example.co.jp' }), // held by a deleted member only: free
      reset('13'),
      edit('16', { mailAddress: 'X16@example.co.jp' }),
    ], { lookups: memberLookups() });
    expect(result.problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [2, 'メールアドレス', t('members.validation.mailInUse')],
      [5, 'メールアドレス', t('members.validation.mailInUse')],
      [6, '会員ID', t('clerks.refuse.sharedAccount')],
      [9, '会員ID', t('members.refuse.passwordReset')],
    ]);
  });

  it('an address the member has already is not checked again, and a row failing on its address reports it once', async () => {
    const result = await validateRows('members', [edit('11', { mailAddress: 'A@example.co.jp' }), edit('', { mailAddress: 'b@example.co.jp' })], {
      lookups: { ...memberLookups(), permittedMailDomains: ['other.co.jp'] },
    });
    expect(where(result)).toEqual([[3, 'メールアドレス', 'mailDomain']]);
  });

  it('needs no server data for the browser and the CLI: none of these rules runs without lookups', async () => {
    expect((await validateRows('members', [edit('15'), reset('13'), edit('', { organizationName: '休止部' })])).valid).toBe(true);
  });
});

const clerkRow = (values: RowValues = {}): RowValues => ({
  role: '部署担当者', loginId: 'clerk901', userLastName: '佐藤', userFirstName: '花子', userLastNameKana: 'サトウ', userFirstNameKana: 'ハナコ',
  mailAddress: '', departments: '営業部', confirmationCode: '', passwordNotice: '2', ...values,
});
const person = (loginId: string, userId: number, extra: Partial<ExistingClerk> = {}): ExistingClerk => ({
  userId, loginId, kind: 'billing', userLastName: '佐藤', userFirstName: '花子', userLastNameKana: 'サトウ', userFirstNameKana: 'ハナコ',
  mail: '', departments: ['営業部'], uploader: false, shared: false, ownCorporation: false, retiredWhenRemoved: true, ...extra,
});
const CLERKS = [
  person('admin01', 1, { kind: 'corp', departments: [], mail: 'boss@example.co.jp', uploader: true, ownCorporation: true, retiredWhenRemoved: true }),
  person('admin09', 9, { kind: 'corp', departments: [], mail: 'shared@example.co.jp', shared: true, ownCorporation: true }),
  person('clerk01', 2, { mail: 'clerk01@example.co.jp' }),
  person('clerk02', 3, { mail: 'clerk02@example.co.jp', shared: true }),
];
const asRow = (c: ExistingClerk, values: RowValues = {}): RowValues => clerkRow({
  role: c.kind === 'corp' ? '責任者' : '部署担当者', loginId: c.loginId, mailAddress: c.mail, departments: c.departments.join('\n'), ...values,
});

function clerkLookups(deleteExisting: boolean): CsvLookups {
  const byLogin = new Map(CLERKS.map((c) => [c.loginId, c]));
  const kept = (id: string) => (deleteExisting ? byLogin.get(id) : undefined);
  const held = new Map([...CLERKS.map((c) => [c.mail, [c.userId]] as [string, number[]]), ['member@example.co.jp', [40]]]);
  return {
    ...departmentLookups(),
    loginIdInUse: (id) => (byLogin.has(id) || id === 'member01') && !kept(id),
    keptClerkKind: (id) => kept(id)?.kind,
    keptClerkMail: (id) => kept(id)?.mail,
    existingClerk: (id) => byLogin.get(id),
    existingClerks: CLERKS,
    deleteExisting,
    mailHolders: async (addresses) => new Map(addresses.map((a) => [a, held.get(a) ?? []])),
  };
}

describe('clerks with the server facts', () => {
  it('without the delete option, the downloaded list is refused with a reason that names the option', async () => {
    const result = await validateRows('clerks', CLERKS.map((c) => asRow(c)), { lookups: clerkLookups(false) });
    expect(result.problems.map((p) => [p.code, p.message])).toEqual(CLERKS.map((c) => ['loginIdOfClerk', t('csv.error.loginIdOfClerk', { loginId: c.loginId })]));
    expect(result.problems[0].message).toContain('--delete-existing');
    expect(result.problems[0].message).toContain('deleteExisting');
  });

  it('with the option, the list as it is passes; a change to a shared person, the uploader\'s own code and a taken address are refused', async () => {
    expect((await validateRows('clerks', CLERKS.map((c) => asRow(c)), { lookups: clerkLookups(true) })).problems).toEqual([]);
    const result = await validateRows('clerks', [
      asRow(CLERKS[0], { confirmationCode: 'Code20261201' }),
      asRow(CLERKS[1]),
      asRow(CLERKS[2], { mailAddress: 'member@example.co.jp' }),
      asRow(CLERKS[3], { userLastName: '別名' }),
    ], { lookups: clerkLookups(true) });
    expect(result.problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [2, '確認コード', t('clerks.refuse.ownCode')],
      [4, 'メールアドレス', t('members.validation.mailInUse')],
      [5, 'ログインID', t('clerks.refuse.sharedAccount')],
    ]);
  });

  it('with the option, a shared responsible person of the corporation left out of the file cannot be removed (the file, row 1); removed people free their addresses', async () => {
    const result = await validateRows('clerks', [
      asRow(CLERKS[0]),
      clerkRow({ loginId: 'newclerk1', mailAddress: 'clerk01@example.co.jp' }), // clerk01 is removed: free
      clerkRow({ loginId: 'newclerk2', mailAddress: 'member@example.co.jp' }), // a member's: taken
      clerkRow({ loginId: 'newclerk3', mailAddress: 'clerk02@example.co.jp' }), // clerk02 is removed (not listed): free
    ], { lookups: clerkLookups(true) });
    expect(result.problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [1, 'ファイル', t('csv.error.removalShared', { loginId: 'admin09' })],
      [4, 'メールアドレス', t('members.validation.mailInUse')],
    ]);
  });
});

describe('department kinds with the server facts', () => {
  it('names: a suspended department keeps its name; a new name held by a department the file does not rename, or waiting, is taken; swaps pass', async () => {
    const result = await validateRows('department-names', [
      { billingId: '3', billingName: '新しい名前' },
      { billingId: '3x', billingName: 'x' },
      { billingId: '1', billingName: '総務部' },
      { billingId: '2', billingName: '営業部' },
      { billingId: '4', billingName: '申請中部' },
    ], { lookups: departmentLookups() });
    expect(result.problems.map((p) => [p.row, p.column, p.code])).toEqual([[2, '部署ID', 'disabled'], [3, '部署ID', 'id'], [6, '部署名', 'departmentNameInUse']]);
    // The same department renamed twice to a name taken: both rows (the second is a repeat as well).
    const twice = await validateRows('department-names', [{ billingId: '1', billingName: '申請中部' }, { billingId: '1', billingName: '申請中部' }], { lookups: departmentLookups() });
    expect(where(twice)).toEqual([[2, '部署名', 'departmentNameInUse'], [3, '部署ID', 'duplicate'], [3, '部署名', 'duplicate']]);
    const alone = await validateRows('department-names', [{ billingId: '1', billingName: '総務部' }, { billingId: '3', billingName: '休止部' }], { lookups: departmentLookups() });
    expect(where(alone)).toEqual([[2, '部署名', 'departmentNameInUse']]);
  });

  it('register: a name in use or waiting, and automatic approval where the corporation decides it for every department', async () => {
    const rows = [{ billingName: '総務部', autoApproval: '0' }, { billingName: '申請中部', autoApproval: '0' }, { billingName: '新部', autoApproval: '1' }];
    expect(where(await validateRows('department-register', rows, { lookups: departmentLookups({ corporationAutoApprovalSetting: 1 }) }))).toEqual([
      [2, '部署名', 'departmentNameInUse'], [3, '部署名', 'departmentNameInUse'], [4, '自動承認', 'autoApprovalNotPerDepartment'],
    ]);
    expect(where(await validateRows('department-register', [rows[2]], { lookups: departmentLookups({ corporationAutoApprovalSetting: 3 }) }))).toEqual([]);
  });

  it('delete: a department with clerks and members is refused with the delete screen\'s reason', async () => {
    const result = await validateRows('department-delete', [{ billingId: '4' }, { billingId: '1' }], { lookups: departmentLookups() });
    expect(result.problems.map((p) => [p.row, p.column, p.message])).toEqual([[2, '部署ID', t('billing.refuse.deleteNotEmpty', { clerks: 1, members: 938 })]]);
  });
});
