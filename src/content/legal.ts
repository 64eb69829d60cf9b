/** When each legal page last changed, as it states it: a month (YYYY-MM), which each language writes its own way (formatMonth). */
export const lastUpdated = {
  privacy: '2026-11',
  terms: '2025-08',
  disclaimer: '2026-11',
} as const;

/** The age under which the site does not target visitors. */
export const minimumAge = 13;
