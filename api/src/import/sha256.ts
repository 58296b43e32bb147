import { createHash } from 'node:crypto';

/** A file's SHA-256 in hex: how an import recognizes a PDF it keeps already, and names it. */
export const sha256Of = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');
