import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { englishMessages } from '../../src/i18n/catalogue/en.ts';
import { siteUrls } from '../../src/site-address.ts';
import { countWords, minutesToRead, wordsPerMinute } from '../../tools/markdown/reading-time.ts';
import { atomFeed, type FeedPost } from '../../tools/site-files/feed.ts';
import { textOfMarkup } from '../../tools/render/component-words.ts';
import { parseSiteUrl } from '../../tools/pipeline/settings.ts';
import { documentTitle, maxTitleLength, titleSuffix } from '../../src/head/document-title.ts';

describe('textOfMarkup', () => {
  const cases: [string, string, string][] = [
    ['breaks words at every tag', '<li>one</li><li>two</li>', ' one  two '],
    ['joins text React split with a comment', '12<!-- -->views', '12views'],
    ['decodes the entities React writes', 'R&amp;D &lt;b&gt; &quot;x&quot; it&#x27;s', 'R&D <b> "x" it\'s'],
    ['drops attributes with their tags', '<a href="/a b/" title="two words">link</a>', ' link '],
  ];
  for (const [name, html, text] of cases) it(name, () => assert.equal(textOfMarkup(html), text));
});

describe('countWords', () => {
  const cases: [string, number][] = [
    ['', 0],
    ['one', 1],
    ['  one\ttwo\nthree  ', 3],
    ['Tutorial · 4 min read', 4],
    ['+ — · | 🎬', 0],
    ['4K at 60 fps', 4],
    ['déjà vu', 2],
    ["it's co-op", 2],
  ];
  for (const [text, words] of cases) it(`counts ${words} in ${JSON.stringify(text)}`, () => assert.equal(countWords(text), words));
});

describe('minutesToRead', () => {
  it('reads 200 words a minute', () => assert.equal(wordsPerMinute, 200));
  const cases: [number, number][] = [
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [581, 3],
    [721, 4],
    [816, 5],
  ];
  for (const [words, minutes] of cases) it(`gives ${words} words ${minutes} min`, () => assert.equal(minutesToRead(words), minutes));
  it('is shown on cards and headers as "N min read"', () => assert.equal(englishMessages.articles.readTime(String(minutesToRead(581))), '3 min read'));
});

describe('documentTitle', () => {
  const fits = 'x'.repeat(maxTitleLength - titleSuffix.length);
  const cases: [string, string, string][] = [
    ['adds the site name', 'Privacy Policy', `Privacy Policy${titleSuffix}`],
    ['adds it when the whole title is exactly 60 characters', fits, fits + titleSuffix],
    ['drops it one character later', `${fits}y`, `${fits}y`],
    ['never adds it twice', `Privacy Policy${titleSuffix}`, `Privacy Policy${titleSuffix}`],
  ];
  for (const [name, own, title] of cases) it(name, () => assert.equal(documentTitle(own), title));
});

describe('atomFeed', () => {
  const posts: FeedPost[] = [
    { title: 'First & <best>', excerpt: 'An "excerpt"', category: 'Tips', path: '/blog/first/', published: '2025-01-02', modified: '2025-03-04' },
    { title: 'Second', excerpt: 'More', category: 'Audio', path: '/blog/second/', published: '2025-02-01', modified: '2025-02-01' },
  ];
  const xml = atomFeed(posts, siteUrls(parseSiteUrl('https://example.test')));
  const { feed } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml);

  it('is updated when its newest post was, not when it was built', () => assert.equal(feed.updated, '2025-03-04T00:00:00Z'));

  it('has an entry per post with its title, link, summary and dates, escaped', () => {
    assert.deepEqual(
      feed.entry.map((entry: Record<string, unknown>) => [entry.title, (entry.link as { href: string }).href, entry.summary, entry.published, entry.updated]),
      [
        ['First & <best>', 'https://example.test/blog/first/', 'An "excerpt"', '2025-01-02T00:00:00Z', '2025-03-04T00:00:00Z'],
        ['Second', 'https://example.test/blog/second/', 'More', '2025-02-01T00:00:00Z', '2025-02-01T00:00:00Z'],
      ],
    );
  });

  it('points at itself and at the blog', () => {
    assert.deepEqual(feed.link.map((link: { rel: string; href: string }) => [link.rel, link.href]), [
      ['self', 'https://example.test/blog/feed.xml'],
      ['alternate', 'https://example.test/blog/'],
    ]);
  });

  it('refuses an empty blog, which has no date to give', () => assert.throws(() => atomFeed([], siteUrls(parseSiteUrl('https://example.test'))), /at least one post/));

  it('puts the base path of the site in every URL', () => {
    const underBase = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(atomFeed(posts, siteUrls(parseSiteUrl('https://user.github.io/repo')))).feed;
    assert.deepEqual([underBase.id, ...underBase.link.map((link: { href: string }) => link.href), underBase.entry[0].id], [
      'https://user.github.io/repo/blog/',
      'https://user.github.io/repo/blog/feed.xml',
      'https://user.github.io/repo/blog/',
      'https://user.github.io/repo/blog/first/',
    ]);
  });
});
