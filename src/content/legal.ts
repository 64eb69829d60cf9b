/** When each legal page last changed, as it states it (month and year). */
export const lastUpdated = {
  privacy: 'November 2026',
  terms: 'August 2025',
  disclaimer: 'November 2026',
} as const;

/** The age under which the site does not target visitors. */
export const minimumAge = 13;
