/**
 * The stylesheet: styles/main.scss compiled by Dart Sass, compressed. Every page carries it inline
 * (tools/render/document.ts), so it is no file of the site. sass-embedded runs Dart Sass's own
 * compiled binary in a process beside the build (0.1-0.3 s for this stylesheet, where the
 * JavaScript build of the same compiler takes 1-4 s), and Vite compiles the stylesheet with it in
 * `npm run dev`: one compiler, one version, for both.
 */

export interface Stylesheet {
  /** The compiled CSS, without the byte-order mark sass puts first when it holds other than ASCII (the page is UTF-8 already). */
  readonly css: string;
}

/** Loaded when the stylesheet is compiled, not when the build's code is: a rebuild with the stylesheet in its cache (most) spends no 0.35 s loading the compiler's client. */
export async function compileCss(entry: string): Promise<Stylesheet> {
  const { compileAsync } = await import('sass-embedded');
  const { css } = await compileAsync(entry, { style: 'compressed' });
  return { css: css.replace(/^\uFEFF/, '') };
}
