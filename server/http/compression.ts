// How answers are compressed (@fastify/compress). Text assets and JSON answers over 1 KB go out as brotli or gzip when
// the browser accepts it. Assets at the plugin's settings (brotli quality 4, gzip level 6). JSON answers at the fastest
// levels: a member list page of 500 rows (330 KB of JSON) took 7 ms of the server's CPU at quality 4 and 1 ms at
// quality 1, for 26 KB instead of 20 KB on the wire (scripts/bench-member-search.mjs, bench-member-load.mjs).
// Files made while they stream (the usage CSV: 30 MB for a month of a large company) are compressed at the fastest
// levels instead: the compressor shares the server's two or so cores with the database and the CSV writer, and at
// level 6 it made a month's CSV 10-20 % slower (scripts/bench-usage.mjs), for a file only ~10 % smaller.
import { constants } from 'node:zlib';
import type { FastifyCompressOptions, FastifyCompressRouteOptions } from '@fastify/compress';

const ENCODINGS: FastifyCompressOptions['encodings'] = ['br', 'gzip'];

export const COMPRESSION: FastifyCompressOptions = { global: true, encodings: ENCODINGS };

type RouteCompression = Exclude<FastifyCompressRouteOptions['compress'], false | undefined>;

/** Route options of the calls that answer JSON. */
export const ANSWER_COMPRESSION: RouteCompression = {
  encodings: ENCODINGS,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
};

/** Route options of the calls that answer a file (core/api/call.ts `file`): large chunks for large files. */
export const FILE_COMPRESSION: RouteCompression = {
  encodings: ENCODINGS,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 }, chunkSize: 128 * 1024 },
  zlibOptions: { level: 1, chunkSize: 128 * 1024 },
};
