/** sitemap.xml and robots.txt in dist/: the indexable pages of the manifest, a valid sitemap, and robots.txt naming it. */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { sitemapPath } from '../../src/site.ts';
import { readDist } from '../support/dist-files.ts';
import { distDir, projectRoot } from '../support/server.ts';
import { site } from '../support/site.ts';

const { routes, absoluteUrl } = site;

describe('sitemap.xml and robots.txt', () => {
  it('lists exactly the canonical indexable paths, with the priorities and frequencies of the manifest', () => {
    const { urlset } = new XMLParser().parse(readDist('sitemap.xml'));
    const listed = [urlset.url].flat().map((url: { loc: string; priority: number; changefreq: string }) => [url.loc, url.priority, url.changefreq]);
    const expected = routes
      .filter((route) => route.sitemap)
      .map((route) => [absoluteUrl(route.path), route.sitemap!.priority, route.sitemap!.changefreq])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    assert.deepEqual(listed.sort((a, b) => String(a[0]).localeCompare(String(b[0]))), expected);
  });

  it('is valid against the sitemaps.org schema', { skip: spawnSync('xmllint', ['--version']).error ? 'xmllint is not installed' : false }, () => {
    const schema = path.join(projectRoot, 'test/fixtures/sitemap.xsd');
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', schema, path.join(distDir, 'sitemap.xml')], { stdio: 'pipe' });
  });

  it('robots.txt names the sitemap', () => {
    assert.match(readDist('robots.txt'), new RegExp(`^Sitemap: ${absoluteUrl(sitemapPath)}$`, 'm'));
  });
});
