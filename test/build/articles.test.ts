/**
 * Every article as the built site shows it: its /blog/ card, its page, its Article JSON-LD, its
 * sitemap entry and its feed entry say the same thing; the reading time it shows is the one the
 * content layer counted, and fits the words its page renders; and every canonical page's title,
 * description and headline fit the rules.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { hasChildren, isTag, isText } from 'domhandler';
import { maxTitleLength, titleSuffix } from '../../src/head/document-title.ts';
import { feedLength, feedPath } from '../../src/site.ts';
import { countWords, minutesToRead, wordsPerMinute } from '../../tools/markdown/reading-time.ts';
import { parseDocument } from 'htmlparser2';
import { attr, type HtmlElement as Element, type HtmlNode as Node } from '../../tools/render/html-elements.ts';
import { site } from '../support/site.ts';

const { routes, absoluteUrl } = site;
const articleList = site.articles.list;

const dist = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const fileOf = (urlPath: string) => `${urlPath.slice(1)}index.html`;

const childrenOf = (node: Node): Node[] => (hasChildren(node) ? node.children : []);
const hasClass = (element: Element, name: string) => (attr(element, 'class') ?? '').split(' ').includes(name);

function all(node: Node, test: (element: Element) => boolean, into: Element[] = []): Element[] {
  if (isTag(node) && test(node)) into.push(node);
  for (const child of childrenOf(node)) all(child, test, into);
  return into;
}
const first = (node: Node, test: (element: Element) => boolean): Element => {
  const found = all(node, test)[0];
  assert.ok(found, 'an expected element is missing');
  return found;
};

/** Text as a reader meets it: every element boundary is a word break; comments are nothing. */
function words(node: Node, skip: (element: Element) => boolean = () => false): string {
  if (isText(node)) return node.data;
  if (isTag(node) && skip(node)) return ' ';
  const inner = childrenOf(node)
    .map((child) => words(child, skip))
    .join('');
  return isTag(node) ? ` ${inner} ` : inner;
}
const text = (node: Node) => words(node).replace(/\s+/g, ' ').trim();

const page = (urlPath: string) => parseDocument(read(fileOf(urlPath)));
const jsonLd = (document: Node) =>
  all(document, (e) => e.tagName === 'script' && attr(e, 'type') === 'application/ld+json').map((e) => JSON.parse(text(e)) as Record<string, unknown>);
const articleNode = (document: Node) => jsonLd(document).find((thing) => thing['@type'] === 'Article')!;
const timesIn = (node: Node) => all(node, (e) => e.tagName === 'time').map((e) => attr(e, 'datetime'));
const minutesIn = (node: Node) => Number(/(\d+) min read/.exec(text(node))?.[1]);
/** The page's own <article>: its heading's ancestor under <main>. */
const articleOf = (document: Node) => first(first(document, (e) => e.tagName === 'main'), (e) => e.tagName === 'article');
const eyebrowOf = (document: Node) => first(document, (e) => hasClass(e, 'page-hero__eyebrow'));

interface Card {
  readonly href: string;
  readonly title: string;
  readonly excerpt: string;
  readonly category: string;
  readonly minutes: number;
  readonly dates: readonly (string | undefined)[];
}

/** The pages of the list of every English post: /blog/, /blog/page/2/, ... */
const blogPages = routes.filter((route) => route.list?.category === '' && !route.locale).map((route) => page(route.path));
const cards: Card[] = blogPages.flatMap((blog) => all(blog, (e) => e.tagName === 'a' && hasClass(e, 'card--link') && !hasClass(e, 'blog-band__link'))).map((card) => ({
  href: attr(card, 'href')!,
  title: text(first(card, (e) => hasClass(e, 'card__title'))),
  excerpt: text(all(card, (e) => e.tagName === 'p' && !attr(e, 'class'))[0]!),
  category: text(first(card, (e) => hasClass(e, 'badge'))),
  minutes: minutesIn(first(card, (e) => hasClass(e, 'muted'))),
  dates: timesIn(card),
}));

describe('the cards of /blog/ and its later pages', () => {
  it('are one per blog article of the list, in its order', () => {
    assert.ok(blogPages.length >= 1, 'the list of every post has pages');
    assert.deepEqual(
      cards.map((card) => card.href),
      articleList.filter((entry) => entry.blog).map((entry) => entry.record.path),
    );
  });

  for (const card of cards) {
    it(`agree with the page and the Article JSON-LD of ${card.href}`, () => {
      const document = page(card.href);
      const article = articleNode(document);
      const eyebrow = eyebrowOf(document);
      assert.equal(text(first(document, (e) => e.tagName === 'h1')), card.title, 'heading');
      assert.equal(article.headline, card.title, 'JSON-LD headline');
      assert.equal(article.articleSection, card.category, 'JSON-LD section');
      assert.match(text(eyebrow), new RegExp(`(^| )${card.category} · `), 'category in the header');
      assert.equal(minutesIn(eyebrow), card.minutes, 'reading time');
      assert.deepEqual(timesIn(eyebrow), card.dates, 'dates in the header');
      assert.deepEqual([article.datePublished, article.dateModified].filter((date, index, both) => index === 0 || date !== both[0]), card.dates, 'JSON-LD dates');
      assert.equal(article.description, card.excerpt, 'JSON-LD description');
    });
  }
});

describe('every article page', () => {
  const sitemap = new XMLParser().parse(read('sitemap.xml')).urlset.url as { loc: string; lastmod?: string }[];

  for (const { record } of articleList) {
    it(`${record.path} shows the reading time the content layer counted, and it fits the words under its header at ${wordsPerMinute} a minute`, () => {
      const document = page(record.path);
      const shown = minutesIn(eyebrowOf(document));
      assert.equal(shown, site.articles.bySlug.get(record.slug)?.readingMinutes, 'the minutes counted when the body compiled');
      // The count is made from the body's source (and, for a component that lays out data, its render), not
      // from this page, so a few words may differ: never by more than a minute's worth of rounding.
      const rendered = countWords(words(articleOf(document), (e) => e.tagName === 'header' || e.tagName === 'nav'));
      assert.ok(Math.abs(minutesToRead(rendered) - shown) <= 1, `${rendered} words on the page read in ${minutesToRead(rendered)} min; the page shows ${shown}`);
    });

    it(`${record.path} has its record's dates on the page, in its Article JSON-LD and as its sitemap lastmod`, () => {
      const document = page(record.path);
      const article = articleNode(document);
      assert.deepEqual([article.datePublished, article.dateModified], [record.published, record.modified]);
      assert.deepEqual(timesIn(eyebrowOf(document)), record.modified === record.published ? [record.published] : [record.published, record.modified]);
      assert.equal(sitemap.find((entry) => entry.loc === absoluteUrl(record.path))?.lastmod, record.modified);
    });
  }
});

describe('every canonical page', () => {
  const pages = routes.map((route) => ({ route, document: page(route.path) }));

  it('has a title of at most 60 characters, with the site name unless it could not fit', () => {
    const problems = pages.flatMap(({ route, document }) => {
      const title = text(first(document, (e) => e.tagName === 'title'));
      if (title.length > maxTitleLength) return [`${route.path}: "${title}" is ${title.length} characters`];
      if (!title.endsWith(titleSuffix) && title.length + titleSuffix.length <= maxTitleLength) return [`${route.path}: "${title}" has room for "${titleSuffix}"`];
      return [];
    });
    assert.deepEqual(problems, []);
  });

  it('has a description of 70 to 160 characters', () => {
    const problems = pages.flatMap(({ route, document }) => {
      const description = attr(first(document, (e) => e.tagName === 'meta' && attr(e, 'name') === 'description'), 'content') ?? '';
      return description.length < 70 || description.length > 160 ? [`${route.path}: description of ${description.length} characters`] : [];
    });
    assert.deepEqual(problems, []);
  });

  it('has JSON-LD headlines without the site name', () => {
    const headlines = (value: unknown): string[] =>
      Array.isArray(value) ? value.flatMap(headlines) : value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => (key === 'headline' ? [String(inner)] : headlines(inner))) : [];
    const problems = pages.flatMap(({ route, document }) => headlines(jsonLd(document)).filter((headline) => headline.includes(titleSuffix.trim())).map((headline) => `${route.path}: "${headline}"`));
    assert.deepEqual(problems, []);
  });

  it("links its language's blog feed from its head", () => {
    const problems = pages.flatMap(({ route, document }) => {
      const link = all(first(document, (e) => e.tagName === 'head'), (e) => e.tagName === 'link' && attr(e, 'rel') === 'alternate' && attr(e, 'type') === 'application/atom+xml')[0];
      const feed = route.locale ? `/${route.locale}${feedPath}` : feedPath;
      return link && attr(link, 'href') === absoluteUrl(feed) ? [] : [`${route.path}: no feed link to ${feed}`];
    });
    assert.deepEqual(problems, []);
  });
});

describe('/blog/feed.xml', () => {
  const { feed } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(read(feedPath.slice(1)));
  const entries = [feed.entry].flat() as { title: string; link: { href: string }; summary: string; published: string; updated: string }[];
  const atom = (day: string | undefined) => `${day}T00:00:00Z`;

  it('exists where every head points', () => assert.ok(existsSync(path.join(dist, feedPath))));

  it('has an entry for each of the newest blog cards, newest first, with its title, link, summary and dates', () => {
    const newest = [...cards].sort((a, b) => b.dates[0]!.localeCompare(a.dates[0]!) || b.dates.at(-1)!.localeCompare(a.dates.at(-1)!) || a.href.localeCompare(b.href)).slice(0, feedLength);
    assert.deepEqual(
      entries.map((entry) => [entry.title, entry.link.href, entry.summary, entry.published, entry.updated]),
      newest.map((card) => [card.title, absoluteUrl(card.href), card.excerpt, atom(card.dates[0]), atom(card.dates.at(-1))]),
    );
    assert.ok(entries.length <= feedLength, `at most ${feedLength} entries`);
  });

  it("is updated when the newest post was, not at the build's time", () => {
    const newest = cards.map((card) => card.dates.at(-1)!).sort().at(-1);
    assert.equal(feed.updated, atom(newest));
  });
});
