/**
 * The build time of the tests' builds and of the site they read (SOURCE_DATE_EPOCH, seconds):
 * 2026-11-26, after every article's publication, the translations' (2026-11-25) included, so the
 * tests see the site `npm test`'s own build (at the time it runs) has.
 */
export const testBuildEpoch = '1795651200';
