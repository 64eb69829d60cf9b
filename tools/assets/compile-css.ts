/**
 * The stylesheet: styles/main.scss compiled by Dart Sass, compressed, with a content-hashed name.
 * sass-embedded runs Dart Sass's own compiled binary in a process beside the build (0.1-0.3 s for
 * this stylesheet, where the JavaScript build of the same compiler takes 1-4 s), and Vite compiles
 * the stylesheet with it in `npm run dev`: one compiler, one version, for both.
 */
import { compileAsync } from 'sass-embedded';
import { contentHash } from '../keys/content-hash.ts';

export interface Stylesheet {
  /** Path relative to the output folder, e.g. assets/main-1A2B3C4D.css. */
  readonly file: string;
  readonly css: string;
}

export async function compileCss(entry: string): Promise<Stylesheet> {
  const { css } = await compileAsync(entry, { style: 'compressed' });
  return { file: `assets/main-${contentHash(css)}.css`, css };
}
