// Demo news (recent, old, future and expired), facilities of several resource types, and FLEX/BASE contracts.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewsSeed {
  corporationId: number | null;
  name: string;
  description: string;
  /** Start relative to the seeding time, in days (negative: in the past). */
  startDays: number;
  endDays: number | null;
}

export const NEWS: readonly NewsSeed[] = [
  { corporationId: null, name: 'システムメンテナンスのお知らせ', startDays: -2, endDays: null, description: '下記の日程でシステムメンテナンスを実施します。\nメンテナンス中は法人管理サイトおよび予約サイトをご利用いただけません。\nご不便をおかけしますが、ご理解とご協力をお願いいたします。' },
  { corporationId: null, name: '年末年始の営業時間について', startDays: -5, endDays: null, description: '年末年始期間中の各拠点の営業時間をお知らせします。\n詳細は各拠点のページをご確認ください。' },
  { corporationId: 1, name: 'FLEX/BASE契約の更新手続きについて', startDays: -10, endDays: null, description: '株式会社みらいワークス様\n\n現在ご契約中のFLEX/BASE契約の更新手続きのご案内です。\n契約期間満了の1か月前までに更新内容をご確認ください。' },
  { corporationId: null, name: '新拠点「福岡天神」オープンのお知らせ', startDays: -40, endDays: null, description: '福岡天神に新しいワークスペースを開設しました。\n会議室、個室、オープンスペースをご利用いただけます。' },
  { corporationId: null, name: '利用規約改定のお知らせ', startDays: -120, endDays: null, description: '利用規約の一部を改定しました。\n改定後の利用規約は法人管理サイトの「利用規約」からご確認いただけます。' },
  { corporationId: null, name: '法人管理サイトをリニューアルしました', startDays: -400, endDays: null, description: '法人管理サイトのデザインと操作性を改善しました。\n操作マニュアルも更新しておりますので、あわせてご確認ください。' },
  { corporationId: 2, name: '請求書送付先変更のご案内', startDays: -3, endDays: null, description: '東洋システム開発株式会社様\n\n請求書送付先の変更は法人管理サイトの「お支払い情報」から申請いただけます。' },
  { corporationId: null, name: '料金改定のお知らせ', startDays: 7, endDays: null, description: '一部サービスの料金を改定いたします。' },
  { corporationId: null, name: '夏季キャンペーンのご案内', startDays: -200, endDays: -100, description: 'キャンペーンは終了しました。' },
];

export function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

export interface FacilitySeed {
  name: string;
  prefecture: string;
  address: string;
  serviceDivision: 1 | 2 | 3;
  basePointType: 1 | 2;
  resources: readonly [name: string, resourceType: number, capacity: number | null, unitPrice: number | null][];
}

/** Rooms and equipment every standard site has (spec 3 resource types 2 to 11). */
const STANDARD_RESOURCES: FacilitySeed['resources'] = [
  ['会議室A', 2, 6, 1_100],
  ['会議室B', 2, 4, 880],
  ['オープンスペース', 3, 40, 330],
  ['個室', 4, 1, 660],
  ['大会議室', 5, 20, 3_300],
  ['TV会議室', 6, 4, 1_320],
  ['日貸しロッカー', 7, null, 300],
  ['月貸しロッカー', 8, null, 3_000],
  ['カラー複合機', 9, null, 50],
];

export const FACILITIES: readonly FacilitySeed[] = [
  { name: 'ワークスペース東京駅前', prefecture: '東京都', address: '東京都中央区八重洲一丁目５番３号', serviceDivision: 1, basePointType: 1, resources: [...STANDARD_RESOURCES, ['シャワー', 11, null, 550], ['フレキシブル空調', 61, null, 1_100]] },
  { name: 'ワークスペース新宿南口', prefecture: '東京都', address: '東京都渋谷区代々木二丁目２番１号', serviceDivision: 2, basePointType: 1, resources: [...STANDARD_RESOURCES, ['寝具', 10, null, 1_650], ['シャワー', 11, null, 550]] },
  { name: 'ワークスペース渋谷', prefecture: '東京都', address: '東京都渋谷区道玄坂一丁目１２番１号', serviceDivision: 1, basePointType: 2, resources: STANDARD_RESOURCES },
  { name: 'ワークスペース大阪梅田', prefecture: '大阪府', address: '大阪府大阪市北区梅田三丁目１番３号', serviceDivision: 3, basePointType: 1, resources: STANDARD_RESOURCES },
  { name: 'ワークスペース名古屋駅前', prefecture: '愛知県', address: '愛知県名古屋市中村区名駅四丁目７番１号', serviceDivision: 1, basePointType: 2, resources: STANDARD_RESOURCES.slice(0, 6) },
  { name: 'ワークスペース福岡天神', prefecture: '福岡県', address: '福岡県福岡市中央区天神二丁目５番５号', serviceDivision: 1, basePointType: 1, resources: STANDARD_RESOURCES.slice(0, 7) },
];

/** Charge-only resource types (spec 3: 90, 91, 99) that belong to no site. */
export const CHARGE_RESOURCES: readonly [name: string, resourceType: number][] = [
  ['登録管理調整', 90],
  ['契約調整', 91],
  ['その他', 99],
];

export interface FlexContractSeed {
  id: number;
  corporationId: number;
  /** The department the contract belongs to (a department clerk of it sees the contract). */
  ownerDepartmentId: number;
  chargeDepartmentId: number;
  /** Indexes into FACILITIES: the first is the contract's main site. */
  facilityIndexes: readonly number[];
  name: string;
  kind: 'FLEX' | 'BASE';
  seats: number;
  /** How many active members to seat (more than seats: the excess the extra registration fee is charged for). */
  seated: number;
  /** The first `contacts` seated members are contact persons (spec 5: at least one). */
  contacts: number;
  /** Seat only members of this department (a bulk addition stays within one department). */
  memberDepartmentId?: number;
  startDays: number;
  endDays: number;
  monthlyPricePerSeat: number;
}

// Corporation 1 (みらいワークス): a FLEX contract with a single contact person and free seats, a BASE contract over
// its seats, and a FLEX contract of 営業部 starting soon that clerk01 (departments 5 and 6) does not reach.
// Corporation 2 (東洋システム開発) has none, so its menu hides the FLEX screens and their gates refuse.
export const FLEX_CONTRACTS: readonly FlexContractSeed[] = [
  { id: 1, corporationId: 1, ownerDepartmentId: 5, chargeDepartmentId: 1, facilityIndexes: [0, 2], name: 'FLEX契約（東京駅前）', kind: 'FLEX', seats: 20, seated: 12, contacts: 1, startDays: -180, endDays: 185, monthlyPricePerSeat: 30_000 },
  { id: 2, corporationId: 1, ownerDepartmentId: 5, chargeDepartmentId: 5, facilityIndexes: [1], name: 'BASE契約（新宿南口）', kind: 'BASE', seats: 4, seated: 5, contacts: 2, startDays: -180, endDays: 185, monthlyPricePerSeat: 22_000 },
  { id: 3, corporationId: 1, ownerDepartmentId: 2, chargeDepartmentId: 2, facilityIndexes: [2], name: 'FLEX契約（渋谷）', kind: 'FLEX', seats: 10, seated: 2, contacts: 1, memberDepartmentId: 2, startDays: 10, endDays: 375, monthlyPricePerSeat: 28_000 },
];
