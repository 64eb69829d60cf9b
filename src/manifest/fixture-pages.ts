/**
 * Test pages, each set only in the build of a test that names it in FIXTURE_PAGES; every other
 * build, the real site's included, has none of them, and nothing links to them.
 * - broken-references: links to no page and to no id, an image and preview clips that do not
 *   exist; the build must refuse the site, naming each one.
 * - page-error: a page whose browser code throws once it runs; the shell must keep working.
 */
import type { RouteRecord } from '../routing/route-types.ts';
import { defineRoute } from './define-route.ts';

const fixture = (name: string, page: string, title: string): RouteRecord =>
  defineRoute({
    path: `/fixture/${name}/`,
    label: title,
    page,
    meta: { title: `${title} | CapCut Guide`, description: `A test page: ${title.toLowerCase()}.`, keywords: ['test'], ogType: 'website' },
    sitemap: null,
    banner: false,
  });

const fixtureSets: Readonly<Record<string, readonly RouteRecord[]>> = {
  'broken-references': [fixture('broken-references', 'FixtureBrokenReferencesPage', 'Broken references')],
  'page-error': [fixture('page-error', 'FixturePageErrorPage', 'A page that fails in the browser')],
};

/** The routes of the fixture set `name`; none for "". */
export function fixtureRoutes(name: string): readonly RouteRecord[] {
  if (name === '') return [];
  const routes = fixtureSets[name];
  if (!routes) throw new Error(`FIXTURE_PAGES="${name}" names no set of test pages; there are ${Object.keys(fixtureSets).join(', ')}`);
  return routes;
}
