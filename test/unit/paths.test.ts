import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { outputFile } from '../../tools/output/output-path.ts';
import { buildDateFrom } from '../../tools/pipeline/settings.ts';
import { breadcrumbTrail, segmentLabel } from '../../src/breadcrumbs.ts';

describe('outputFile', () => {
  const cases: [string, string][] = [
    ['/', 'index.html'],
    ['/download/', 'download/index.html'],
    ['/alternatives/inshot/', 'alternatives/inshot/index.html'],
  ];
  for (const [path, file] of cases) it(`writes ${path} to ${file}`, () => assert.equal(outputFile(path), file));
});

describe('segmentLabel', () => {
  const cases: [string, string][] = [
    ['privacy', 'Privacy'],
    ['capcut-vs-pro', 'CapCut vs Pro'],
    ['capcut-ios', 'CapCut iOS'],
    ['top-templates-2025', 'Top Templates 2025'],
    ['vn-editor', 'VN Editor'],
    ['dmca', 'DMCA'],
    ['inshot', 'InShot'],
    ['kinemaster', 'KineMaster'],
    ['alight-motion', 'Alight Motion'],
    ['premiere-rush', 'Adobe Premiere Rush'],
  ];
  for (const [segment, label] of cases) it(`labels ${segment} as "${label}"`, () => assert.equal(segmentLabel(segment), label));
});

describe('breadcrumbTrail', () => {
  const pages = new Set(['/', '/blog/', '/alternatives/']);
  const isPage = (path: string) => pages.has(path);

  it('is empty on the root path', () => assert.deepEqual(breadcrumbTrail('/', isPage), []));

  it('starts with Home and does not link the current page', () => {
    assert.deepEqual(breadcrumbTrail('/privacy/', isPage), [
      { name: 'Home', path: '/' },
      { name: 'Privacy', path: null },
    ]);
  });

  it('links an intermediate segment that is a page', () => {
    assert.deepEqual(breadcrumbTrail('/alternatives/vn-editor/', isPage), [
      { name: 'Home', path: '/' },
      { name: 'Alternatives', path: '/alternatives/' },
      { name: 'VN Editor', path: null },
    ]);
  });

  it('does not link an intermediate segment that is not a page', () => {
    assert.deepEqual(breadcrumbTrail('/guides/audio-sync/', isPage)[1], { name: 'Guides', path: null });
  });

  it("names a list's later page as one crumb, Page n", () => {
    assert.deepEqual(breadcrumbTrail('/blog/page/2/', isPage), [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog/' },
      { name: 'Page 2', path: null },
    ]);
    assert.deepEqual(
      breadcrumbTrail('/blog/category/tutorial/page/12/', (path) => isPage(path) || path === '/blog/category/tutorial/').map((crumb) => [crumb.name, crumb.path]),
      [['Home', '/'], ['Blog', '/blog/'], ['Category', null], ['Tutorial', '/blog/category/tutorial/'], ['Page 12', null]],
    );
    assert.deepEqual(breadcrumbTrail('/docs/page/', isPage).map((crumb) => crumb.name), ['Home', 'Docs', 'Page'], 'a segment "page" without a number stays');
  });
});

describe('buildDateFrom', () => {
  it('reads SOURCE_DATE_EPOCH as seconds, in UTC', () => assert.equal(buildDateFrom('1754611200'), '2025-08-08'));
  it('uses the given clock without SOURCE_DATE_EPOCH', () => assert.equal(buildDateFrom(undefined, new Date('2026-11-22T23:59:00Z')), '2026-11-22'));
  it('refuses a value that is not a number', () => assert.throws(() => buildDateFrom('yesterday'), /SOURCE_DATE_EPOCH/));
});
