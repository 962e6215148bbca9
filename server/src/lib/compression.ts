// How answers are compressed on the fly (API answers, files without a built twin). Brotli's
// default is its best and slowest quality (11): on a busy process that costs more time than the
// bytes it saves. Quality 4 is about as fast as gzip and still smaller; the apps' own files come
// compressed at the best quality from the build (tooling/webpack.cjs, preCompressed).
import path from 'node:path';
import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

export const compressOptions: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};

/** The name a served file is cached as: a build's .br/.gz twin as the file it stands for. */
export const servedName = (file: string): string => path.basename(file).replace(/\.(br|gz)$/, '');
