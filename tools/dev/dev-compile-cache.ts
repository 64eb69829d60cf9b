/**
 * The build's compile cache as `npm run dev` keys it. Its key is the digest of compile-article.ts
 * and all it imports (code-digest.ts), taken once per evaluation of this module: it imports nothing
 * else, so Vite evaluates it again exactly when one of those modules is saved, and a saved compiler
 * keys every body anew, as the next build would.
 */
import { compileCache, type CompileCache } from '../markdown/compile-article.ts';

let made: { readonly folder: string; readonly cache: Promise<CompileCache> } | undefined;

/** The compile cache in `folder`, its code's key taken once. */
export const devCompileCache = (folder: string): Promise<CompileCache> => {
  if (made?.folder !== folder) made = { folder, cache: compileCache(folder) };
  return made.cache;
};
