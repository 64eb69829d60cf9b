import { createHash, hash } from 'node:crypto';

/** Eight characters of the content's SHA-256 in upper-case hex: as short as esbuild's names beside them. */
export const contentHash = (content: string | Uint8Array): string =>
  createHash('sha256').update(content).digest('hex').slice(0, 8).toUpperCase();

/**
 * A key made of parts: their SHA-256, each part ended so that no two lists of parts run together, in 32 URL-safe characters.
 * Parts of text are hashed in one call: a page's key has a hundred of them, and each call into the hash costs more than joining.
 */
export const digest = (...parts: readonly (string | Uint8Array)[]): string =>
  parts.every((part) => typeof part === 'string')
    ? hash('sha256', parts.length === 0 ? '' : `${parts.join('\0')}\0`, 'base64url').slice(0, 32)
    : parts.reduce((made, part) => made.update(part).update('\0'), createHash('sha256')).digest('base64url').slice(0, 32);
