/** The HTML document around a rendered page. */
import type { SiteUrls } from '../../src/site-address.ts';
import { contentSecurityPolicy, speculationRules } from './csp.ts';

export interface PageAssets {
  /** The stylesheet's URL path (under the base path, as all of these). */
  readonly css: string;
  /** The page script's URL path. */
  readonly script: string;
  /** The dev server's script (tools/dev/dev-client.ts), in `npm run dev`'s pages only. */
  readonly devScript?: string;
}

/**
 * The HTML document around each rendered page. What surrounds the page's head and body is the same
 * on every page (the CSP and the speculation rules hash their text), so it is made once per build.
 */
export function documentRenderer(assets: PageAssets, urls: SiteUrls): (head: string, body: string, footer: string, lang: string) => string {
  const before = [
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(urls)}">`,
    '<meta name="color-scheme" content="light dark">',
    '',
  ].join('\n');
  const afterHead = [
    '',
    `<link rel="icon" href="${urls.sitePath('/favicon.svg')}" type="image/svg+xml">`,
    `<link rel="stylesheet" href="${assets.css}">`,
    `<script type="module" src="${assets.script}"></script>`,
    // Allowed by its hash in the CSP (csp.ts): prerenders a page of the site on hover or pointer-down.
    `<script type="speculationrules">${speculationRules(urls)}</script>`,
    ...(assets.devScript ? [`<script type="module" src="${assets.devScript}"></script>`] : []),
    '</head>',
    '<body>',
  ].join('\n');
  return (head, body, footer, lang) => `<!DOCTYPE html>\n<html lang="${lang}">\n${before}${head}${afterHead}${body}${footer}</body>\n</html>\n`;
}
