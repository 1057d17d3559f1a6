// The named demo accounts: responsible persons, department clerks, a receptionist and a plain member.
import { RoleType } from '../../core/domain/roles';

export interface StaffSeed {
  id: number;
  loginId: string;
  roleType: number | null;
  corporationId: number;
  departmentId: number | null;
  lastName: [kanji: string, kana: string];
  firstName: [kanji: string, kana: string];
  mailLocal: string;
  passwordResetFlg: 0 | 1;
  needToChangeCode: boolean;
  /** Other corporations administered (responsible persons only). */
  alsoAdministers?: readonly number[];
  /** Departments looked after (department clerks only). */
  clerkOf?: readonly number[];
}

const R3 = RoleType.CLERK_IN_CORPORATION;
const R4 = RoleType.CLERK_IN_BILLING;

export const STAFF: readonly StaffSeed[] = [
  { id: 1, loginId: 'admin01', roleType: R3, corporationId: 1, departmentId: 1, lastName: ['山田', 'ヤマダ'], firstName: ['太郎', 'タロウ'], mailLocal: 'taro.yamada', passwordResetFlg: 0, needToChangeCode: false, alsoAdministers: [2] },
  { id: 2, loginId: 'clerk01', roleType: R4, corporationId: 1, departmentId: 5, lastName: ['鈴木', 'スズキ'], firstName: ['花子', 'ハナコ'], mailLocal: 'hanako.suzuki', passwordResetFlg: 0, needToChangeCode: false, clerkOf: [5, 6] },
  { id: 3, loginId: 'newadmin01', roleType: R3, corporationId: 1, departmentId: 2, lastName: ['佐藤', 'サトウ'], firstName: ['健一', 'ケンイチ'], mailLocal: 'kenichi.sato', passwordResetFlg: 1, needToChangeCode: true },
  { id: 4, loginId: 'reception01', roleType: RoleType.RECEPTIONIST, corporationId: 1, departmentId: null, lastName: ['受付', 'ウケツケ'], firstName: ['一郎', 'イチロウ'], mailLocal: 'reception', passwordResetFlg: 0, needToChangeCode: false },
  { id: 5, loginId: 'member01', roleType: null, corporationId: 1, departmentId: 5, lastName: ['田中', 'タナカ'], firstName: ['美咲', 'ミサキ'], mailLocal: 'misaki.tanaka', passwordResetFlg: 0, needToChangeCode: false },
  { id: 6, loginId: 'admin02', roleType: R3, corporationId: 2, departmentId: 12, lastName: ['高木', 'タカギ'], firstName: ['誠', 'マコト'], mailLocal: 'makoto.takagi', passwordResetFlg: 0, needToChangeCode: false },
  { id: 7, loginId: 'admin03', roleType: R3, corporationId: 1, departmentId: 4, lastName: ['中川', 'ナカガワ'], firstName: ['恵子', 'ケイコ'], mailLocal: 'keiko.nakagawa', passwordResetFlg: 0, needToChangeCode: false },
  { id: 8, loginId: 'clerk02', roleType: R4, corporationId: 1, departmentId: 1, lastName: ['小野', 'オノ'], firstName: ['直樹', 'ナオキ'], mailLocal: 'naoki.ono', passwordResetFlg: 0, needToChangeCode: false, clerkOf: [1, 2] },
  { id: 9, loginId: 'clerk03', roleType: R4, corporationId: 1, departmentId: 3, lastName: ['松田', 'マツダ'], firstName: ['由美', 'ユミ'], mailLocal: 'yumi.matsuda', passwordResetFlg: 0, needToChangeCode: false, clerkOf: [3, 4] },
  { id: 10, loginId: 'clerk04', roleType: R4, corporationId: 1, departmentId: 7, lastName: ['原', 'ハラ'], firstName: ['拓也', 'タクヤ'], mailLocal: 'takuya.hara', passwordResetFlg: 0, needToChangeCode: false, clerkOf: [7, 10] },
  { id: 11, loginId: 'clerk05', roleType: R4, corporationId: 1, departmentId: 8, lastName: ['竹内', 'タケウチ'], firstName: ['彩', 'アヤ'], mailLocal: 'aya.takeuchi', passwordResetFlg: 0, needToChangeCode: false, clerkOf: [8, 9] },
  { id: 12, loginId: 'clerk06', roleType: R4, corporationId: 1, departmentId: 11, lastName: ['金子', 'カネコ'], firstName: ['隆', 'タカシ'], mailLocal: 'takashi.kaneko', passwordResetFlg: 1, needToChangeCode: false, clerkOf: [11] },
  { id: 13, loginId: 'clerk21', roleType: R4, corporationId: 2, departmentId: 13, lastName: ['西村', 'ニシムラ'], firstName: ['大輔', 'ダイスケ'], mailLocal: 'daisuke.nishimura', passwordResetFlg: 0, needToChangeCode: false, clerkOf: [13, 14] },
  { id: 14, loginId: 'clerk22', roleType: R4, corporationId: 2, departmentId: 15, lastName: ['福田', 'フクダ'], firstName: ['陽子', 'ヨウコ'], mailLocal: 'yoko.fukuda', passwordResetFlg: 0, needToChangeCode: false, clerkOf: [12, 15] },
];

/** Generated members take ids from here on. */
export const FIRST_MEMBER_ID = 101;
