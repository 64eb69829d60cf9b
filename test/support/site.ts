/**
 * The project's site as the tests read it: loaded once by the content layer, at the default
 * origin (as `npm run build` builds it without SITE_URL), and at a pinned origin for tests that
 * compare exact markup.
 */
import { testBuildEpoch } from './build-time.ts';
import path from 'node:path';
import { loadProjectSite } from '../../tools/pipeline/project-site.ts';
import { siteEnvFrom, siteSettingsOf } from '../../tools/pipeline/settings.ts';

const root = path.resolve(import.meta.dirname, '../..');


const testEnv = siteEnvFrom({ SOURCE_DATE_EPOCH: testBuildEpoch });
export const site = await loadProjectSite(root, siteSettingsOf(testEnv), testEnv.buildTime);
export const routes = site.routes;

export const pinnedOrigin = 'https://capcut-guide.test';
/** The site at the pinned origin. */
export const pinnedSite = await loadProjectSite(root, { ...site.settings, origin: pinnedOrigin }, testEnv.buildTime);
