/**
 * Values fixed at build time. The build sets them in process.env before rendering, and esbuild
 * replaces the same expressions in the browser bundle, so server and browser agree (no clock
 * is read during render).
 */
import { defaultOrigin } from './site.ts';

/** The public origin without a trailing slash; SITE_URL overrides the configured one. */
export const origin: string = (process.env.SITE_URL || defaultOrigin).replace(/\/+$/, '');

/** The build date as YYYY-MM-DD (from SOURCE_DATE_EPOCH when set). */
export const buildDate: string = process.env.BUILD_DATE || '2025-08-08';

export const buildYear: number = Number(buildDate.slice(0, 4));

/** "November 2026": the month and year the pages show as their updated date. */
export const buildMonth: string = new Date(`${buildDate}T00:00:00Z`).toLocaleDateString('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An absolute URL on this site. */
export const absoluteUrl = (path: string): string => origin + path;
