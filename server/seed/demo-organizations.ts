// Demo corporations and their departments (billing units): corporation 1 has the FLEX basic contract.

export interface CorporationSeed {
  id: number;
  name: string;
  kana: string;
  trinityCode: string;
  domain: string;
  postalCode: string;
  address: string;
  phoneNumber: string;
  autoApprovalSetting: 1 | 2 | 3;
  contractStartDate: string;
  flexBasicContract: boolean;
}

export const CORPORATIONS: readonly CorporationSeed[] = [
  {
    id: 1,
    name: '株式会社みらいワークス',
    kana: 'カブシキガイシャミライワークス',
    trinityCode: 'TR100001',
    domain: 'mirai-works.co.jp',
    postalCode: '100-0005',
    address: '東京都千代田区丸の内一丁目９番１号　丸の内センタービル１２階',
    phoneNumber: '03-5200-1234',
    autoApprovalSetting: 3,
    contractStartDate: '2021-04-01',
    flexBasicContract: true,
  },
  {
    id: 2,
    name: '東洋システム開発株式会社',
    kana: 'トウヨウシステムカイハツカブシキガイシャ',
    trinityCode: 'TR100002',
    domain: 'toyo-sysdev.co.jp',
    postalCode: '530-0011',
    address: '大阪府大阪市北区大深町３番１号　グランフロント大阪タワーＢ２０階',
    phoneNumber: '06-6375-5678',
    autoApprovalSetting: 1,
    contractStartDate: '2022-10-01',
    flexBasicContract: false,
  },
];

export interface DepartmentSeed {
  id: number;
  corporationId: number;
  name: string;
  autoApproval: boolean;
  disabled: boolean;
  /** Department budget per billing period, yen. */
  monthlyLimit: number | null;
  limitAlert: boolean;
  limitFullAlert: boolean;
  /** Per-member budget per billing period, yen. */
  userLimit: number | null;
  userLimitAlert: boolean;
  userLimitDivision: 'STOP' | 'MAIL_ONLY' | 'NONE';
  registrationFeeCharge: boolean;
}

const dept = (
  id: number,
  corporationId: number,
  name: string,
  extra: Partial<Omit<DepartmentSeed, 'id' | 'corporationId' | 'name'>> = {},
): DepartmentSeed => ({
  id,
  corporationId,
  name,
  autoApproval: false,
  disabled: false,
  monthlyLimit: null,
  limitAlert: false,
  limitFullAlert: false,
  userLimit: null,
  userLimitAlert: false,
  userLimitDivision: 'NONE',
  registrationFeeCharge: false,
  ...extra,
});

export const DEPARTMENTS: readonly DepartmentSeed[] = [
  dept(1, 1, '経営企画部', { registrationFeeCharge: true, monthlyLimit: 500_000, limitAlert: true }),
  dept(2, 1, '総務部', { autoApproval: true, monthlyLimit: 300_000 }),
  dept(3, 1, '人事部', { autoApproval: true }),
  dept(4, 1, '経理部', { monthlyLimit: 200_000, limitAlert: true, limitFullAlert: true }),
  dept(5, 1, '営業第一部', { monthlyLimit: 800_000, userLimit: 30_000, userLimitAlert: true, userLimitDivision: 'STOP' }),
  dept(6, 1, '営業第二部', { monthlyLimit: 600_000, userLimit: 30_000, userLimitAlert: true, userLimitDivision: 'MAIL_ONLY' }),
  dept(7, 1, '開発部', { autoApproval: true, userLimit: 20_000 }),
  dept(8, 1, 'マーケティング部'),
  dept(9, 1, 'カスタマーサクセス部', { monthlyLimit: 250_000 }),
  dept(10, 1, '情報システム部', { autoApproval: true }),
  dept(11, 1, '新規事業推進室', { disabled: true }),
  dept(12, 2, '本社管理部', { registrationFeeCharge: true, autoApproval: true }),
  dept(13, 2, 'システム開発第一部', { monthlyLimit: 400_000 }),
  dept(14, 2, 'システム開発第二部'),
  dept(15, 2, '営業部', { userLimit: 25_000, userLimitDivision: 'MAIL_ONLY', userLimitAlert: true }),
];
