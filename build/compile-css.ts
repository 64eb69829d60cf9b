/** The stylesheet: styles/main.scss compiled by sass, compressed, with a content-hashed name. */
import { compile } from 'sass';
import { contentHash } from './content-hash.ts';

export interface Stylesheet {
  /** Path relative to the output folder, e.g. assets/main-1A2B3C4D.css. */
  readonly file: string;
  readonly css: string;
}

export function compileCss(entry: string): Stylesheet {
  const { css } = compile(entry, { style: 'compressed' });
  return { file: `assets/main-${contentHash(css)}.css`, css };
}
