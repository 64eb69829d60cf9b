/** The HTML document around a rendered page. */
import type { SiteUrls } from '../../src/site-address.ts';
import { contentSecurityPolicy, speculationRules } from './csp.ts';

export interface PageAssets {
  /**
   * The stylesheet: in the build, its text, which every page carries in a <style> that the CSP
   * allows by its hash (csp.ts), so the first paint waits for no other file; in the dev server, its
   * URL path, linked, which Vite updates in an open page.
   */
  readonly css: { readonly inline: string } | { readonly href: string };
  /** The page script's URL path (under the base path, as all of these). */
  readonly script: string;
  /** The dev server's script (tools/dev/dev-client.ts), in `npm run dev`'s pages only. */
  readonly devScript?: string;
}

/**
 * The HTML document around each rendered page. What surrounds the page's head and body is the same
 * on every page (the CSP and the speculation rules hash their text), so it is made once per build.
 */
export function documentRenderer(assets: PageAssets, urls: SiteUrls): (head: string, body: string, footer: string, lang: string) => string {
  const inlineStyle = 'inline' in assets.css ? assets.css.inline : undefined;
  // The text between the tags is what the CSP hashes: a "</style" inside would end the element early.
  if (inlineStyle !== undefined && /<\/style/i.test(inlineStyle)) throw new Error('The stylesheet holds "</style", which would end its inline <style> early');
  const before = [
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(urls, inlineStyle)}">`,
    '<meta name="color-scheme" content="light dark">',
    '',
  ].join('\n');
  const afterHead = [
    '',
    `<link rel="icon" href="${urls.sitePath('/favicon.svg')}" type="image/svg+xml">`,
    // Allowed by its hash in the CSP, as the speculation rules are.
    'inline' in assets.css ? `<style>${assets.css.inline}</style>` : `<link rel="stylesheet" href="${assets.css.href}">`,
    `<script type="module" src="${assets.script}"></script>`,
    // Allowed by its hash in the CSP (csp.ts): prerenders a page of the site on hover or pointer-down.
    `<script type="speculationrules">${speculationRules(urls)}</script>`,
    ...(assets.devScript ? [`<script type="module" src="${assets.devScript}"></script>`] : []),
    '</head>',
    '<body>',
  ].join('\n');
  return (head, body, footer, lang) => `<!DOCTYPE html>\n<html lang="${lang}">\n${before}${head}${afterHead}${body}${footer}</body>\n</html>\n`;
}
