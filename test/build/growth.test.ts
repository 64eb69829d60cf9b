/**
 * The site grown to 1,000 more articles: a copy of the project with copies of a real article file
 * (all in the Tutorial category), and its Tips posts moved to Audio, built once. /blog/ and every
 * category list in pages of 24 at static URLs, each its own page (canonical, title, sitemap entry),
 * linked by page links; no page carries the whole list, in its markup or as an island's props; the
 * host files and the feed stay within their limits; first-load JavaScript does not grow.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { feedLength } from '../../src/site.ts';
import { pageWeights } from '../../tools/report/page-weights.ts';
import { blogCategories, blogListPath } from '../../src/routing/blog-lists.ts';
import { listPagePath, listPageSize } from '../../src/routing/pagination.ts';
import { sitemapArticleLimit } from '../../src/manifest/sitemap-groups.ts';
import { attr, documentElements, elementsIn, textOf, type HtmlElement } from '../../tools/render/html-elements.ts';
import { filesUnderSync } from '../../tools/output/relative-path.ts';
import { articleFilesIn } from '../../tools/content/article-files.ts';
import { buildCopy, projectWithMoreArticles } from '../support/project-copy.ts';
import { distDir, projectRoot } from '../support/server.ts';
import { site } from '../support/site.ts';

const added = 1000;
/** The real blog's posts, and its featured ones, which stand above the first page. */
const realPosts = site.articles.posts;
const featured = realPosts.filter((post) => post.featured).length;
const tutorials = realPosts.filter((post) => post.category === 'Tutorial');
/** How many pages the list of every post takes with the added articles: its featured posts are not paged. */
const allPages = Math.ceil((realPosts.length + added - featured) / listPageSize);
const tutorialPages = Math.ceil((tutorials.length + added - tutorials.filter((post) => post.featured).length) / listPageSize);

/** Every Tips post (drafts too), moved to Audio in the copy, so that the Tips list is empty whatever the content holds. */
const articlesDir = 'src/content/articles';
const tipsMoved = Object.fromEntries(
  articleFilesIn(path.join(projectRoot, articlesDir)).flatMap((name) => {
    const text = readFileSync(path.join(projectRoot, articlesDir, name), 'utf8');
    return /^category: Tips$/m.test(text) ? [[`${articlesDir}/${name}`, text.replace(/^category: Tips$/m, 'category: Audio')]] : [];
  }),
);

let copy = '';
let dir = '';
let summary = '';
before(
  () => {
    copy = projectWithMoreArticles(added, undefined, tipsMoved);
    const run = buildCopy(copy);
    assert.equal(run.status, 0, run.stderr);
    dir = run.dir;
    summary = run.stdout;
  },
  { timeout: 300_000 },
);
after(() => copy && rmSync(copy, { recursive: true, force: true }));

const fileOf = (urlPath: string) => path.join(dir, urlPath.slice(1), 'index.html');
const html = (urlPath: string) => readFileSync(fileOf(urlPath), 'utf8');
const elements = (urlPath: string) => documentElements(html(urlPath));
const hasClass = (element: HtmlElement, name: string) => (attr(element, 'class') ?? '').split(' ').includes(name);
/** The card links inside the section with this id. */
const cardsIn = (page: readonly HtmlElement[], id: string): HtmlElement[] => {
  const section = page.find((element) => element.tagName === 'section' && attr(element, 'id') === id);
  return section ? elementsIn(section).filter((element) => element.tagName === 'a' && hasClass(element, 'card--link')) : [];
};
/** The hrefs of every post card of a page, in order. */
const cardLinks = (page: readonly HtmlElement[]) => page.filter((element) => element.tagName === 'a' && hasClass(element, 'card--link') && !hasClass(element, 'blog-band__link')).map((element) => attr(element, 'href')!);
const head = (page: readonly HtmlElement[]) => ({
  title: textOf(page.find((element) => element.tagName === 'title')!),
  canonical: attr(page.find((element) => element.tagName === 'link' && attr(element, 'rel') === 'canonical')!, 'href'),
});
/** The links and the current page of a page-links <nav>. */
const elementsOfNav = (nav: HtmlElement): HtmlElement[] => elementsIn(nav).filter((element) => element.tagName === 'a' || attr(element, 'aria-current') !== undefined);
const pageNav = (page: readonly HtmlElement[]) => page.find((element) => element.tagName === 'nav' && attr(element, 'aria-label') === 'Blog pages');

describe(`the blog with ${added} more articles`, () => {
  it(`shows the featured posts and ${listPageSize} others on /blog/, with page links to the next page and the last`, () => {
    const page = elements('/blog/');
    assert.equal(cardsIn(page, 'featured').length, featured);
    assert.equal(cardsIn(page, 'all-tutorials').length, listPageSize);
    const nav = pageNav(page);
    assert.ok(nav, '/blog/ has page links');
    const links = elementsOfNav(nav);
    assert.ok(links.some((link) => attr(link, 'rel') === 'next' && attr(link, 'href') === '/blog/page/2/'), 'Next leads to page 2');
    assert.ok(links.some((link) => attr(link, 'href') === listPagePath('/blog/', allPages)), 'the last page is linked');
    assert.ok(!links.some((link) => attr(link, 'rel') === 'prev'), 'no Previous on the first page');
  });

  it('gives /blog/page/2/ a canonical link and a title of its own, and no featured section', () => {
    const page = elements('/blog/page/2/');
    const { title, canonical } = head(page);
    assert.equal(canonical, site.absoluteUrl('/blog/page/2/'));
    assert.match(title, /page 2/);
    assert.notEqual(title, head(elements('/blog/')).title);
    assert.equal(cardsIn(page, 'featured').length, 0);
    assert.equal(cardsIn(page, 'all-tutorials').length, listPageSize);
    const current = elementsOfNav(pageNav(page)!).filter((element) => attr(element, 'aria-current') === 'page');
    assert.deepEqual(current.map((element) => [element.tagName, textOf(element)]), [['span', 'Page 2']]);
  });

  it(`ends with page ${allPages}: the rest of the posts, a Previous link and no Next`, () => {
    const last = listPagePath('/blog/', allPages);
    const page = elements(last);
    assert.equal(cardsIn(page, 'all-tutorials').length, realPosts.length + added - featured - (allPages - 1) * listPageSize);
    const links = elementsOfNav(pageNav(page)!);
    assert.ok(links.some((link) => attr(link, 'rel') === 'prev' && attr(link, 'href') === listPagePath('/blog/', allPages - 1)));
    assert.ok(!links.some((link) => attr(link, 'rel') === 'next'));
    assert.equal(existsSync(fileOf(listPagePath('/blog/', allPages + 1))), false, 'no page past the last');
  });

  it('shows every post once over the pages of /blog/, each card linking a page of the site', () => {
    const links = Array.from({ length: allPages }, (_, index) => cardLinks(elements(listPagePath('/blog/', index + 1)))).flat();
    assert.equal(links.length, realPosts.length + added);
    assert.equal(new Set(links).size, links.length, 'no post twice');
    assert.deepEqual(links.filter((link) => !existsSync(fileOf(link))), [], 'cards leading nowhere');
  });

  it('makes every category page, the Tutorial list in pages too', () => {
    const missing = blogCategories.map(({ category }) => blogListPath(category)).filter((urlPath) => !existsSync(fileOf(urlPath)));
    assert.deepEqual(missing, []);
    const tutorial = blogListPath('Tutorial');
    for (let number = 1; number <= tutorialPages; number++) assert.ok(existsSync(fileOf(listPagePath(tutorial, number))), `page ${number} of ${tutorial}`);
    assert.equal(existsSync(fileOf(listPagePath(tutorial, tutorialPages + 1))), false);
    const second = elements(listPagePath(tutorial, 2));
    assert.equal(head(second).canonical, site.absoluteUrl(listPagePath(tutorial, 2)));
    assert.ok(cardsIn(second, 'all-tutorials').length > 0);
    const chip = second.find((element) => hasClass(element, 'chip') && attr(element, 'aria-current'));
    assert.equal(chip && attr(chip, 'href'), tutorial, 'the Tutorial chip is marked');
  });

  it('keeps the page of an empty category, which says so, links every post and stays out of the sitemap and search engines', () => {
    const page = elements('/blog/category/tips/');
    const empty = page.find((element) => hasClass(element, 'empty-state'));
    assert.ok(empty, 'an empty list says so');
    assert.match(textOf(empty).replace(/\s+/g, ' '), /^No tips yet\. See every tutorial and guide\.$/);
    assert.ok(elementsIn(empty).some((element) => element.tagName === 'a' && attr(element, 'href') === '/blog/'));
    assert.equal(cardLinks(page).length, 0);
    assert.equal(pageNav(page), undefined, 'no page links');
    assert.ok(page.some((element) => element.tagName === 'meta' && attr(element, 'name') === 'robots' && attr(element, 'content') === 'noindex'));
    const chip = page.find((element) => hasClass(element, 'chip') && attr(element, 'aria-current') === 'page');
    assert.equal(chip && textOf(chip), 'Tips (0)');
    // The English list only: the Spanish and Portuguese Tips lists have their translated tips.
    assert.doesNotMatch(readFileSync(path.join(dir, 'sitemap.xml'), 'utf8'), /<loc>https?:\/\/[^/<]+\/blog\/category\/tips\/<\/loc>|"https?:\/\/[^/"]+\/blog\/category\/tips\/"/);
  });

  it('lists every page of every list in sitemap.xml', () => {
    const { urlset } = new XMLParser().parse(readFileSync(path.join(dir, 'sitemap.xml'), 'utf8'));
    const listed = new Set([urlset.url].flat().map((url: { loc: string }) => url.loc));
    const expected = [
      ...Array.from({ length: allPages }, (_, index) => listPagePath('/blog/', index + 1)),
      ...Array.from({ length: tutorialPages }, (_, index) => listPagePath(blogListPath('Tutorial'), index + 1)),
      ...blogCategories.filter(({ category }) => category !== 'Tips').map(({ category }) => blogListPath(category)),
    ];
    assert.deepEqual(expected.filter((urlPath) => !listed.has(site.absoluteUrl(urlPath))), []);
  });

  it('lists in the Blog JSON-LD of a page exactly the posts it shows', () => {
    for (const urlPath of ['/blog/', '/blog/page/2/', listPagePath('/blog/', allPages)]) {
      const page = elements(urlPath);
      const blog = page
        .filter((element) => element.tagName === 'script' && attr(element, 'type') === 'application/ld+json')
        .map((element) => JSON.parse(textOf(element)) as { '@type': string; blogPost?: { url: string }[] })
        .find((thing) => thing['@type'] === 'Blog');
      assert.deepEqual(blog?.blogPost?.map((post) => post.url), cardLinks(page).map((link) => site.absoluteUrl(link)), urlPath);
    }
  });

});

describe(`every page of the site with ${added} more articles`, () => {
  const pages = () => filesUnderSync(dir).filter((file) => file.endsWith('.html'));

  it('weighs at most 250 kB of HTML, /blog/ and /sitemap/ included, and carries no island props over 20 kB', () => {
    const sizes = pages().map((file) => [file, readFileSync(path.join(dir, file))] as const);
    assert.ok(sizes.length > added, 'every article has its page');
    assert.deepEqual(sizes.filter(([, bytes]) => bytes.length > 250_000).map(([file, bytes]) => `${file}: ${bytes.length} B`), []);
    const heavy = sizes
      .flatMap(([file, bytes]) => [...bytes.toString('utf8').matchAll(/data-props="([^"]*)"/g)].map((match) => [file, match[1]!.length] as const))
      .filter(([, length]) => length > 20_000);
    assert.deepEqual(heavy, []);
    // The inline stylesheet is the same on every page, whatever the number of articles: the list is weighed without it.
    assert.ok(Buffer.byteLength(html('/blog/').replace(/<style>[^]*?<\/style>/, '')) < 60_000, '/blog/ shows a page of the list, not the list');
  });

  it(`names at most ${sitemapArticleLimit} articles on /sitemap/ and leaves the rest to the blog, in words`, () => {
    const page = elements('/sitemap/');
    const articleLinks = page.filter((element) => element.tagName === 'a' && /^\/blog\/editing-notes-\d+\/$/.test(attr(element, 'href') ?? ''));
    assert.ok(articleLinks.length > 0 && articleLinks.length <= sitemapArticleLimit, `${articleLinks.length} added articles named`);
    const more = page.find((element) => element.tagName === 'p' && /^And [\d,]+ more articles/.test(textOf(element)));
    assert.ok(more, 'the page says how many more there are');
    assert.ok(elementsIn(more).some((element) => element.tagName === 'a' && attr(element, 'href') === '/blog/'));
  });

  it("keeps the host files within Cloudflare's limits: a fixed set of header rules, no line over 2,000 characters, under 20,000 files", () => {
    const headers = readFileSync(path.join(dir, '_headers'), 'utf8').split('\n');
    const rules = headers.filter((line) => line !== '' && !/^\s/.test(line) && !line.startsWith('#'));
    assert.ok(rules.length <= 10, `${rules.length} header rules`);
    const redirects = readFileSync(path.join(dir, '_redirects'), 'utf8').split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
    assert.ok(redirects.length <= 2000, `${redirects.length} redirects`);
    const long = [...headers, ...redirects].filter((line) => line.length > 2000);
    assert.deepEqual(long, []);
    assert.ok(filesUnderSync(dir).length < 20_000);
  });

  it(`carries the newest ${feedLength} posts in the feed, not every post`, () => {
    const feed = new XMLParser().parse(readFileSync(path.join(dir, 'blog/feed.xml'), 'utf8'));
    const entries = [feed.feed?.entry ?? feed.rss?.channel?.item].flat();
    assert.equal(entries.length, feedLength);
  });

  it('loads no more first-load JavaScript on any page than the real site does, and the summary names the heaviest pages', () => {
    const before = new Map(pageWeights(distDir, site.settings.base).map(({ file, js }) => [file, js.gzip]));
    const all = pageWeights(dir).sort((a, b) => b.js.gzip - a.js.gzip || (a.file < b.file ? -1 : 1));
    const after = all.filter(({ file }) => before.has(file));
    assert.equal(after.length, before.size, 'the larger site has every page of dist/');
    const grown = after.filter(({ file, js }) => Math.abs(js.gzip - before.get(file)!) > 100).map(({ file, js }) => `${file}: ${before.get(file)} -> ${js.gzip} B`);
    assert.deepEqual(grown, []);

    // The build's summary weighs only the pages with islands and one without: it must name what weighing every page names.
    const withoutIslands = all.filter(({ file }) => !readFileSync(path.join(dir, file), 'utf8').includes('<site-island'));
    const lines = summary.split('\n');
    const heading = lines.findIndex((line) => line.startsWith('First-load JavaScript'));
    assert.equal(lines[heading], `First-load JavaScript (gzip): ${withoutIslands[0]!.js.gzip} B on pages without islands; the most:`);
    assert.equal(new Set(withoutIslands.map(({ js }) => js.gzip)).size, 1, 'every page without an island loads the same script');
    // Pages of the same weight may stand in either order: the weights must be the five largest, and each page named must weigh what it says.
    const named = lines.slice(heading + 1, heading + 6).map((line) => line.trim().split(/\s+/));
    assert.deepEqual(named.map(([, bytes, unit]) => [Number(bytes), unit]), all.slice(0, 5).map(({ js }) => [js.gzip, 'B']), 'the five largest weights');
    const weightOf = new Map(all.map(({ file, js }) => [file, js.gzip]));
    assert.deepEqual(named.filter(([file, bytes]) => weightOf.get(file!) !== Number(bytes)).map(([file, bytes]) => `${file}: ${bytes} B named, ${weightOf.get(file!)} B weighed`), []);
    assert.equal(new Set(named.map(([file]) => file)).size, named.length, 'no page named twice');
  });
});

