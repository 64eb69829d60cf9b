/** The configuration of `serve` (serve.json): the trailing-slash policy and the same headers as _headers. */
import { securityHeaders } from './csp.ts';
import { immutableAsset, revalidatedPage } from './host-files.ts';

const headerList = (headers: Readonly<Record<string, string>>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

export const serveConfig = () => ({
  // Pages are folders with an index.html: /a/ answers 200 and /a redirects to /a/; .html URLs are not rewritten.
  cleanUrls: ['!**/*.html'],
  trailingSlash: true,
  // serve applies every matching rule in order, later ones winning.
  headers: [
    { source: '**', headers: headerList(securityHeaders) },
    { source: '**/*.html', headers: headerList({ 'Cache-Control': revalidatedPage }) },
    { source: 'assets/**', headers: headerList({ 'Cache-Control': immutableAsset }) },
  ],
});
