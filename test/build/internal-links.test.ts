/**
 * Links between the pages of dist/ use canonical paths only. That every link, asset and #fragment
 * leads somewhere is checked by the build itself (tools/checks/broken-references.ts), which would have
 * refused to write this dist/; aliases are pages too, so the rule against linking them is checked here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attr } from '../../tools/render/html-elements.ts';
import { distPages, Problems, routeOf, urlPathOf } from '../support/dist-files.ts';
import { site } from '../support/site.ts';

const { routes, absoluteUrl, pathInSite } = site;

const canonicalPaths = new Set(routes.map((route) => route.path));

describe('every HTML file', () => {
  it('links only to canonical paths, or to anchors on its own page', () => {
    const problems = new Problems();
    for (const [file, page] of distPages()) {
      const here = absoluteUrl(file === '404.html' ? '/404.html' : urlPathOf(file));
      for (const link of page.elements.filter((element) => element.tagName === 'a')) {
        const href = attr(link, 'href');
        if (href === undefined) {
          problems.add(`${file}: an <a> without href`);
          continue;
        }
        const url = new URL(href, here);
        // A download link names a file of the site (the sitemap), which the build checks exists.
        if (url.origin !== site.settings.origin || href.startsWith('#') || attr(link, 'download') !== undefined) continue;
        const path = pathInSite(url.pathname) ?? url.pathname;
        const alias = routeOf(path);
        problems.check(canonicalPaths.has(path), `${file}: ${href} is not a canonical path${alias ? ` (alias of ${alias.path})` : ''}`);
      }
    }
    assert.deepEqual(problems.list, []);
  });
});
