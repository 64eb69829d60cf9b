/**
 * The Content-Security-Policy and the other security headers: one list for the page meta tag,
 * _headers and serve.json. The speculation rules, and with them the CSP's hash, hold the base
 * path, so each is a function of the site's URLs. The built pages carry the stylesheet inline
 * (document.ts), allowed by the hash of its text: the build passes that text to each of the three.
 */
import { createHash } from 'node:crypto';
import { tutorials } from '../../src/content/learning/tutorials.ts';
import { videoHost } from '../../src/content/video-host.ts';
import type { SiteUrls } from '../../src/site-address.ts';

/**
 * Speculation rules, inline in every page: a browser that supports them prerenders a page of the
 * site when the visitor hovers a link to it or presses on it, so the next document is ready when
 * the click lands. Files (the sitemap, feeds, assets, clips, the search index) and download links
 * are left out; links to other sites are not same-origin and never match.
 */
export const speculationRules = ({ sitePath }: SiteUrls): string =>
  JSON.stringify({
    prerender: [
      {
        where: {
          and: [
            { href_matches: sitePath('/*') },
            // Pages are folders ("/download/"); any path with a dot in it is a file.
            { not: { href_matches: sitePath('/*.*') } },
            { not: { selector_matches: '[download]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  });

/** A CSP source that allows an inline script or style whose text is exactly `text`. */
export const hashSource = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The rules are an inline script: the CSP allows exactly this text by its hash, and no other inline script. */
const speculationRulesHash = (urls: SiteUrls) => hashSource(speculationRules(urls));

/**
 * The video host, only while a tutorial has a checked video: its player is an iframe from that
 * host, whose availability is probed with a fetch. With none, frames and connections stay on this
 * site like everything else.
 */
const videoSources = () =>
  tutorials.some((tutorial) => tutorial.video) ? [`frame-src ${videoHost.origin}`, `connect-src 'self' ${videoHost.origin}`] : [];

/**
 * Scripts, styles, images, media and (without a checked video) frames and connections come from
 * this site only. `inlineStyle` is the text of the <style> every built page carries (the compiled
 * stylesheet, document.ts): allowed by its hash, and no other inline style. The dev server's pages
 * link the stylesheet instead and give none.
 */
export const contentSecurityPolicy = (urls: SiteUrls, inlineStyle?: string): string =>
  [
    "default-src 'self'",
    // Site search compiles Pagefind's WebAssembly (src/browser/search/engine.ts); no other eval is allowed.
    `script-src 'self' 'wasm-unsafe-eval' ${speculationRulesHash(urls)}`,
    `style-src 'self'${inlineStyle === undefined ? '' : ` ${hashSource(inlineStyle)}`}`,
    "img-src 'self' data:",
    "media-src 'self'",
    ...videoSources(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

/** Headers every response gets, with the CSP of the pages' meta tag. frame-ancestors only works as a header, so it is added there. */
export const securityHeaders = (urls: SiteUrls, inlineStyle?: string): Readonly<Record<string, string>> => ({
  'Content-Security-Policy': `${contentSecurityPolicy(urls, inlineStyle)}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  // The site is https only once a browser has seen it over https, subdomains included.
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
});
