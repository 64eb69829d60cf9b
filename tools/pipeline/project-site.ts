/** The project's own site, loaded as the build loads it, for tools and tests that read its routes and articles without building it. */
import type { SiteSettings } from '../../src/site-address.ts';
import type { Site } from '../../src/site-context.tsx';
import { loadSite } from '../content/content-store.ts';
import { siteContent } from '../content/site-content.ts';
import { componentWords } from '../render/component-words.ts';

/** The site as a production build at `buildTime` (milliseconds) makes it: drafts and posts not yet due left out. */
export const loadProjectSite = (root: string, settings: SiteSettings, buildTime: number): Promise<Site> =>
  loadSite(settings, { root, ...siteContent, extraRoutes: [], pageExists: () => true, pageDirs: ['src/pages'], componentWords, publication: { at: buildTime, showUnpublished: false, preview: false } });
