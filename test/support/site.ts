/**
 * The project's site as the tests read it: loaded once by the content layer, at the default
 * origin (as `npm run build` builds it without SITE_URL), and at a pinned origin for tests that
 * compare exact markup. Its clock is the one dist/ was built at: `npm test` (test/run.ts) gives the
 * build and the tests one SOURCE_DATE_EPOCH; a test file run by hand after `npm run build` reads now.
 */
import path from 'node:path';
import { loadProjectSite } from '../../tools/pipeline/project-site.ts';
import { siteEnvFrom, siteSettingsOf } from '../../tools/pipeline/settings.ts';

const root = path.resolve(import.meta.dirname, '../..');

const testEnv = siteEnvFrom({ SOURCE_DATE_EPOCH: process.env.SOURCE_DATE_EPOCH });
export const site = await loadProjectSite(root, siteSettingsOf(testEnv), testEnv.buildTime);
export const routes = site.routes;

export const pinnedOrigin = 'https://capcut-guide.test';
/** The site at the pinned origin. */
export const pinnedSite = await loadProjectSite(root, { ...site.settings, origin: pinnedOrigin }, testEnv.buildTime);
