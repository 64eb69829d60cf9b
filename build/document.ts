/** The HTML document around a rendered page. */
import { sitePath } from '../src/site-address.ts';
import { contentSecurityPolicy } from './csp.ts';

export interface PageAssets {
  /** The stylesheet's URL path (under the base path, as all of these). */
  readonly css: string;
  /** The boot script's URL path. */
  readonly boot: string;
  /** The core script's URL path. */
  readonly core: string;
  /** Files to fetch in parallel with the core: the page's own file. */
  readonly preload: readonly string[];
  /** The live-reload script, in `npm run dev` only. */
  readonly devScript?: string;
}

export const renderDocument = (head: string, body: string, footer: string, assets: PageAssets): string =>
  [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}">`,
    '<meta name="color-scheme" content="light dark">',
    head,
    `<link rel="icon" href="${sitePath('/favicon.svg')}" type="image/svg+xml">`,
    `<link rel="stylesheet" href="${assets.css}">`,
    `<script type="module" src="${assets.boot}" data-app="${assets.core}" data-preload="${assets.preload.join(' ')}"></script>`,
    ...(assets.devScript ? [`<script type="module" src="${assets.devScript}"></script>`] : []),
    '</head>',
    `<body><div id="root">${body}</div>${footer}</body>`,
    '</html>',
    '',
  ].join('\n');
