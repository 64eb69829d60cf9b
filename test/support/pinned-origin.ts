/**
 * Pins the site origin for tests that compare exact markup: import it before anything from src/,
 * since src/site-address.ts reads SITE_URL once, when it is first loaded.
 */
export const pinnedOrigin = 'https://capcut-guide.test';
process.env.SITE_URL = pinnedOrigin;
