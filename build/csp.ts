/** The Content-Security-Policy and the other security headers: one list for the page meta tag, _headers and serve.json. */
import { tutorials } from '../src/content/learning/tutorials.ts';
import { videoHost } from '../src/content/video-host.ts';

/**
 * The video host, only while a tutorial has a checked video: its player is an iframe from that
 * host, whose availability is probed with a fetch. With none, frames and connections stay on this
 * site like everything else.
 */
const videoSources = tutorials.some((tutorial) => tutorial.video) ? [`frame-src ${videoHost.origin}`, `connect-src 'self' ${videoHost.origin}`] : [];

/** Scripts, styles, images, media and (without a checked video) frames and connections come from this site only. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  // Site search compiles Pagefind's WebAssembly (src/search/engine.ts); no other eval is allowed.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "media-src 'self'",
  ...videoSources,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Headers every response gets. frame-ancestors only works as a header, so it is added there. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': `${contentSecurityPolicy}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  // The site is https only once a browser has seen it over https, subdomains included.
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};
