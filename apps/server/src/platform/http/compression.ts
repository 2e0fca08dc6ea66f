import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * What is compressed per request: JSON answers and pages. Not streams (live updates, the
 * assistant's answer: compressing would hold them back until a block fills), not files (the build
 * compresses the site's files once, ADR 017; vault files are ciphertext, which does not shrink).
 */
export const COMPRESSED_TYPES = /^(?:application\/json|text\/html)(?:;|$)/;

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The auth API answers with tokens, and a compressed secret beside reflected input can leak
 * through the answer's length (BREACH): those answers are never compressed.
 */
const UNCOMPRESSED_PREFIX = '/auth/v1/';

/**
 * Compresses answers the client accepts compressed (brotli, else gzip) when they are worth it
 * (ADR 028). Register before any route. Request bodies are never decompressed.
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(UNCOMPRESSED_PREFIX)) route.compress = false;
  });
  await app.register(compress, {
    customTypes: COMPRESSED_TYPES,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
