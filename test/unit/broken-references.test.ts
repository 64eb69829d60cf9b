import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brokenReferences, BrokenReferencesError, type BuiltSite, type PageReferences } from '../../tools/checks/broken-references.ts';

const files = ['index.html', 'download/index.html', 'blog/old/index.html', 'assets/core-AB12.js', 'og-image.png', 'videos/clip.mp4', '404.html'];
const atRoot: BuiltSite = { origin: 'https://example.org', base: '', files: new Set(files) };
const underBase: BuiltSite = { ...atRoot, base: '/guide' };
const targets: PageReferences[] = [
  { page: '/', references: [], ids: ['main', 'features'] },
  { page: '/download/', references: [], ids: ['main', 'android'] },
  { page: '/blog/old/', references: [], ids: ['main'] },
];

/** The problems of one reference made on /download/, or [] when it leads somewhere. */
const problemsOf = (reference: string, site = atRoot): string[] =>
  brokenReferences([...targets.filter(({ page }) => page !== '/download/'), { page: '/download/', references: [reference], ids: ['main', 'android'] }], site).get('/download/') ?? [];

describe('brokenReferences', () => {
  const atTheRoot: [string, string | undefined][] = [
    ['/', undefined],
    ['/download/', undefined],
    ['/blog/old/', undefined],
    ['/#features', undefined],
    ['#android', undefined],
    ['#', undefined],
    ['/download/#android', undefined],
    ['https://example.org/download/', undefined],
    ['/assets/core-AB12.js', undefined],
    ['/og-image.png', undefined],
    ['https://example.org/og-image.png', undefined],
    ['/videos/clip.mp4', undefined],
    ['../', undefined],
    ['https://play.google.com/store/apps/details?id=x', undefined],
    ['mailto:team@example.org', undefined],
    ['data:image/png;base64,AAAA', undefined],
    ['/does-not-exist/', '-> /does-not-exist/ is no page of the site'],
    ['/download', '-> /download is no file of the site (the page is /download/)'],
    ['/#no-such-anchor', '-> /#no-such-anchor names no element of / (no id "no-such-anchor")'],
    ['#nowhere', '-> #nowhere names no element of /download/ (no id "nowhere")'],
    ['/missing.png', '-> /missing.png is no file of the site'],
    ['/videos/missing.webm', '-> /videos/missing.webm is no file of the site'],
    ['https://example.org/missing/', '-> https://example.org/missing/ is no page of the site'],
    ['http://[broken', '-> http://[broken is not a URL'],
  ];
  for (const [reference, problem] of atTheRoot)
    it(`${problem ? 'reports' : 'accepts'} ${reference} at the root of the origin`, () => assert.deepEqual(problemsOf(reference), problem ? [problem] : []));

  const underTheBase: [string, string | undefined][] = [
    ['/guide/download/', undefined],
    ['/guide/', undefined],
    ['/guide/#features', undefined],
    ['#android', undefined],
    ['#nowhere', '-> #nowhere names no element of /download/ (no id "nowhere")'],
    ['/guide/assets/core-AB12.js', undefined],
    ['https://example.org/guide/og-image.png', undefined],
    ['/download/', '-> /download/ is outside the base path /guide/'],
    ['/assets/core-AB12.js', '-> /assets/core-AB12.js is outside the base path /guide/'],
    ['/guide/does-not-exist/', '-> /guide/does-not-exist/ is no page of the site'],
  ];
  for (const [reference, problem] of underTheBase)
    it(`${problem ? 'reports' : 'accepts'} ${reference} under the base path /guide`, () => assert.deepEqual(problemsOf(reference, underBase), problem ? [problem] : []));

  it('groups the problems by page, each broken reference once, in the order the page makes them', () => {
    const pages: PageReferences[] = [
      ...targets,
      { page: '/x/', references: ['/a/', '/download/', '/b.png', '/a/'], ids: [] },
      { page: '/y/', references: ['/download/#nope'], ids: [] },
    ];
    assert.deepEqual(
      [...brokenReferences(pages, atRoot)],
      [
        ['/x/', ['-> /a/ is no page of the site', '-> /b.png is no file of the site']],
        ['/y/', ['-> /download/#nope names no element of /download/ (no id "nope")']],
      ],
    );
  });

  it('says what the build prints: every problem under its page', () => {
    const error = new BrokenReferencesError(new Map([['/x/', ['-> /a/ is no page of the site', '-> /b.png is no file of the site']]]));
    assert.equal(
      error.message,
      'The build found 2 broken link(s) on 1 page(s); the last build was left in place.\nBroken link on page /x/:\n  -> /a/ is no page of the site\n  -> /b.png is no file of the site',
    );
  });
});
