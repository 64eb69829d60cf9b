import { createHash } from 'node:crypto';

/** Eight characters of the content's SHA-256, upper-case base32-like like esbuild's names. */
export const contentHash = (content: string | Uint8Array): string =>
  createHash('sha256').update(content).digest('hex').slice(0, 8).toUpperCase();
