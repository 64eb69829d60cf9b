import { createHash } from 'node:crypto';

/** Eight characters of the content's SHA-256, upper-case base32-like like esbuild's names. */
export const contentHash = (content: string | Uint8Array): string =>
  createHash('sha256').update(content).digest('hex').slice(0, 8).toUpperCase();

/** A key made of parts: their SHA-256, each part ended so that no two lists of parts run together, in 32 URL-safe characters. */
export const digest = (...parts: readonly (string | Uint8Array)[]): string =>
  parts.reduce((hash, part) => hash.update(part).update('\0'), createHash('sha256')).digest('base64url').slice(0, 32);
