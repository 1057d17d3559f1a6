// Schema serialization and validation against what the server does without schemas: a member-list page (500 rows,
// MEMBER_PAGE_SIZE) and a large answer (5,000 rows) serialized with JSON.stringify and with fast-json-stringify from
// a TypeBox schema (what Fastify does with a route's response schema), and a list query checked with Ajv (as the
// server's request check does). CPU only, no server, no database: a few seconds.
// Usage: node scripts/bench-schema.mjs [--json]
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import Type from 'typebox';

const require = createRequire(import.meta.url);
const fastJson = require('fast-json-stringify');
const Ajv = require('ajv');

const Text = Type.String();
const Row = Type.Object({
  userId: Text, loginId: Text, corporationId: Text, trinityCode: Text, sOrganizationId: Text, organizationName: Text,
  chargeDisplayOrder: Type.Integer(), userName: Text, userNameKana: Text,
  userCode: Type.Union([Text, Type.Null()]), mailAddress: Type.Union([Text, Type.Null()]),
  approvalDivision: Type.Integer(), passwordResetFlg: Type.Boolean(), serviceUsage: Type.Boolean(), deleteFlg: Type.Boolean(),
  flexContractFlg: Type.Boolean(), reservationStopFlg: Type.Boolean(), flexContractPermissionFlg: Type.Boolean(),
  status: Type.Object({ unapproved: Type.Boolean(), initialPassword: Type.Boolean(), suspended: Type.Boolean(), deleted: Type.Boolean() }),
  createdAt: Text, lastUpdated: Text,
});
const Page = Type.Object({
  totalCount: Type.Integer(), offset: Type.Integer(), limit: Type.Integer(), sort: Text, sortOrder: Text, defaultFilter: Type.Boolean(),
  rows: Type.Array(Row),
});
// The nullable texts as a type list: fast-json-stringify serializes anyOf by trying each branch, far slower.
const nullableAsTypeList = JSON.parse(JSON.stringify(Page).replaceAll('{"anyOf":[{"type":"string"},{"type":"null"}]}', '{"type":["string","null"]}'));

function row(i) {
  return {
    userId: String(100_000 + i), loginId: `member${i}@example.co.jp`, corporationId: '2', trinityCode: `T${String(i).padStart(9, '0')}`,
    sOrganizationId: String(10 + (i % 40)), organizationName: `第${i % 40}営業部`, chargeDisplayOrder: i % 40,
    userName: `山田\u3000太郎${i}`, userNameKana: `ヤマダ\u3000タロウ${i}`, userCode: i % 3 ? `C${i}` : null, mailAddress: i % 5 ? `m${i}@example.co.jp` : null,
    approvalDivision: 2, passwordResetFlg: false, serviceUsage: i % 7 === 0, deleteFlg: false, flexContractFlg: i % 2 === 0,
    reservationStopFlg: false, flexContractPermissionFlg: true,
    status: { unapproved: false, initialPassword: false, suspended: i % 7 === 0, deleted: false },
    createdAt: '2026/01/05 10:11:12', lastUpdated: '2026-01-05T10:11:12.345Z',
  };
}
const page = (n) => ({ totalCount: 100_000, offset: 0, limit: n, sort: 'userName', sortOrder: 'asc', defaultFilter: true, rows: Array.from({ length: n }, (_, i) => row(i)) });

function time(fn, rounds) {
  for (let i = 0; i < Math.min(50, rounds); i += 1) fn();
  const start = performance.now();
  for (let i = 0; i < rounds; i += 1) fn();
  return ((performance.now() - start) / rounds) * 1000; // µs per call
}

const results = {};
for (const [name, rows, rounds] of [['member list page (500 rows)', 500, 400], ['large answer (5,000 rows)', 5000, 40]]) {
  const data = page(rows);
  const anyOf = fastJson(Page);
  const typeList = fastJson(nullableAsTypeList);
  if (typeList(data) !== JSON.stringify(data)) throw new Error('fast-json-stringify differs from JSON.stringify');
  results[name] = {
    bytes: JSON.stringify(data).length,
    jsonStringifyUs: time(() => JSON.stringify(data), rounds),
    fastJsonAnyOfUs: time(() => anyOf(data), rounds),
    fastJsonTypeListUs: time(() => typeList(data), rounds),
  };
}

const ajv = new Ajv({ allErrors: true, coerceTypes: 'array', removeAdditional: 'all', useDefaults: true, strict: false });
const Query = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })), offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })), sort: Type.Optional(Type.String({ maxLength: 40 })),
  departmentIds: Type.Optional(Type.Array(Type.String({ pattern: '^[1-9][0-9]{0,9}$' }), { maxItems: 1000 })),
});
const validate = ajv.compile(Query);
const query = () => ({ keyword: '山田', offset: '500', limit: '500', sort: 'userName', departmentIds: ['12', '13', '14'], extra: 'x' });
results['list query check'] = { ajvUs: time(() => validate(query()), 20_000) };

if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
else for (const [name, figures] of Object.entries(results)) console.log(name, Object.entries(figures).map(([k, v]) => `${k}=${Number.isInteger(v) ? v : v.toFixed(1)}`).join(' '));
