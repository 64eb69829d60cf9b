/**
 * Values fixed at build time. The build sets them in process.env before rendering, and esbuild
 * replaces the same expressions in the browser bundle, so server and browser agree (no clock
 * is read during render). The site's address (SITE_URL) is in src/site-address.ts.
 */

/**
 * The build's year (from SOURCE_DATE_EPOCH when set): the footer's copyright year and nothing else.
 * Every other date a page shows is recorded in its content.
 */
export const buildYear: number = Number((process.env.BUILD_DATE || '2025-08-08').slice(0, 4));
