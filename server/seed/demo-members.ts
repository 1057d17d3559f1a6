// Generated demo members spread over every member status of spec 4, with names, kana and company mail addresses.
import { CORPORATIONS, DEPARTMENTS } from './demo-organizations';
import { FAMILY_NAMES, GIVEN_NAMES } from './names';
import { seededRandom } from './random';
import { FIRST_MEMBER_ID, STAFF } from './demo-staff';

export type MemberStatus = 'unapproved' | 'initialPassword' | 'suspended' | 'deleted' | 'active';

export interface MemberSeed {
  id: number;
  loginId: string;
  corporationId: number;
  departmentId: number;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  userCode: string;
  mail: string;
  trinityCode: string;
  status: MemberStatus;
}

/** Members per corporation; corporation 1 is the large one the demo and the tests lean on. */
const MEMBER_COUNTS: Readonly<Record<number, number>> = { 1: 320, 2: 60 };

/** Cumulative shares of each status (spec 4): most members are ordinary active users. */
const STATUS_SHARES: readonly [MemberStatus, number][] = [
  ['unapproved', 0.08],
  ['initialPassword', 0.2],
  ['suspended', 0.26],
  ['deleted', 0.32],
  ['active', 1],
];

function statusFor(value: number): MemberStatus {
  return STATUS_SHARES.find(([, upTo]) => value < upTo)?.[0] ?? 'active';
}

export function demoMembers(): MemberSeed[] {
  const random = seededRandom(20_260_401);
  const members: MemberSeed[] = [];
  // Named accounts keep their addresses; generated members never take one of them.
  const usedMail = new Set<string>(
    STAFF.map((s) => `${s.mailLocal}@${CORPORATIONS.find((c) => c.id === s.corporationId)?.domain ?? ''}`),
  );
  let id = FIRST_MEMBER_ID;
  for (const corporation of CORPORATIONS) {
    const departments = DEPARTMENTS.filter((d) => d.corporationId === corporation.id && !d.disabled);
    for (let i = 0; i < (MEMBER_COUNTS[corporation.id] ?? 0); i++, id++) {
      const family = random.pick(FAMILY_NAMES);
      const given = random.pick(GIVEN_NAMES);
      // Same names happen in real companies; the mail address then takes a number, as IT departments do.
      const base = `${given.romaji}.${family.romaji}`;
      let local = base;
      for (let n = 2; usedMail.has(`${local}@${corporation.domain}`); n++) local = `${base}${n}`;
      const mail = `${local}@${corporation.domain}`;
      usedMail.add(mail);
      // Every status appears in every corporation even with few members: the first five take one each.
      const status: MemberStatus = i < STATUS_SHARES.length ? STATUS_SHARES[i][0] : statusFor(random.next());
      members.push({
        id,
        loginId: `m${corporation.id}${String(i + 1).padStart(5, '0')}`,
        corporationId: corporation.id,
        departmentId: departments[i % departments.length].id,
        lastName: family.kanji,
        firstName: given.kanji,
        lastNameKana: family.kana,
        firstNameKana: given.kana,
        userCode: `E${corporation.id}${String(i + 1).padStart(5, '0')}`,
        mail,
        trinityCode: corporation.trinityCode,
        status,
      });
    }
  }
  return members;
}
