/** The Content-Security-Policy and the other security headers: one list for the page meta tag, _headers and serve.json. */
import { videoHost } from '../src/content/video-host.ts';

/**
 * Scripts come from this site only. The tutorial player is an iframe from the video host, and
 * its availability is probed with a fetch, so that host is allowed for frames and connections.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "media-src 'self'",
  `frame-src ${videoHost.origin}`,
  `connect-src 'self' ${videoHost.origin}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Headers every response gets. frame-ancestors only works as a header, so it is added there. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': `${contentSecurityPolicy}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};
