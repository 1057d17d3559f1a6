// How answers are compressed (@fastify/compress). Text assets and JSON answers over 1 KB go out as brotli or gzip when
// the browser accepts it, at the plugin's settings (brotli quality 4, gzip level 6): small answers, sent once.
// Files made while they stream (the usage CSV: 30 MB for a month of a large company) are compressed at the fastest
// levels instead: the compressor shares the server's two or so cores with the database and the CSV writer, and at
// level 6 it made a month's CSV 10-20 % slower (scripts/bench-usage.mjs), for a file only ~10 % smaller.
import { constants } from 'node:zlib';
import type { FastifyCompressOptions, FastifyCompressRouteOptions } from '@fastify/compress';

const ENCODINGS: FastifyCompressOptions['encodings'] = ['br', 'gzip'];

export const COMPRESSION: FastifyCompressOptions = { global: true, encodings: ENCODINGS };

/** Route options of the calls that answer a file (core/api/call.ts `file`). */
export const FILE_COMPRESSION: Exclude<FastifyCompressRouteOptions['compress'], false | undefined> = {
  encodings: ENCODINGS,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 }, chunkSize: 128 * 1024 },
  zlibOptions: { level: 1, chunkSize: 128 * 1024 },
};
