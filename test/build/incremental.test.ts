/**
 * A rebuild renders only what changed, and its site is byte-identical to a clean build's: on a copy
 * of the project, each change a site owner makes (a body, a title, a front-matter field, a fact, a
 * component, the stylesheet, the site's tagline, an article added, deleted or renamed with an alias, a
 * translation, a word of a language's catalogue) and each change to the build's own code (the word
 * counter behind every compiled body, a card's layout, the hash that names the icon sprite) and each
 * bump of a package in the lock file (a test tool no code of the build imports, the card renderer,
 * the picture encoder) is built with the cache of the builds before it, then on an empty cache, and
 * every file compared.
 * An article added and deleted is built with a test page that reads it only by testing whether it
 * is there (test/fixtures/pages/FixtureFieldTestPage.tsx), which the deletion must render again.
 */
import assert from 'node:assert/strict';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { filesUnderSync } from '../../tools/output/relative-path.ts';
import { buildCopy, copyOfProject, seededCache } from '../support/project-copy.ts';

const copy = copyOfProject({}, { fixtures: true });
after(() => rmSync(copy, { recursive: true, force: true }));
/**
 * The cache the incremental builds keep, which starts with the project's pictures, cards and
 * compiled bodies, as a copy's first build does (project-copy.ts) and a CI runner's that restores
 * its cache: the first build renders every page from them, and is held to a build on an empty
 * cache. An entry the copy's content or code does not name is never read. Not the bundles: esbuild
 * names an island's file by a hash that takes the path of the project, which the copy's is not.
 */
const cache = seededCache(path.join(copy, 'kept-cache'), ['images', 'cards', 'articles']);
const article = (slug: string) => path.join(copy, 'src/content/articles', `${slug}.mdx`);
const edit = (file: string, change: (text: string) => string) => {
  const full = path.join(copy, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  assert.notEqual(after, before, `the change to ${file} changes it`);
  writeFileSync(full, after);
};

let cleanBuilds = 0;
/** The caches whose entries are named by their code's key (keyed-folders.ts) or, as the stylesheet and bundles, by a digest that holds it. */
const codeKeyed = ['images', 'cards', 'articles', 'sources', 'assets'];

/**
 * The incremental build (the cache kept between steps) and a clean one (an empty cache), each into a
 * folder of its own; with a set of test pages (`fixtures`), if named. After the first, a clean build
 * starts with the encoded pictures alone: they are named by their source's bytes and the code that
 * encodes them (BUILD_CACHE/images/<code key>/), so none can stand for another, and encoding them
 * again is most of a clean build's time (no step changes a picture or the code that encodes it).
 * After a bump in the lock file (`bump`), which changes keys and no code that runs (node_modules
 * stays as it is), an empty cache would fill with the very entries the kept one holds under the
 * same keys: the clean build starts with all of them (cards, compiled bodies, the pictures' facts,
 * the stylesheet and bundles too), and holds the rebuild to every page, list and index made anew.
 */
function buildBoth(
  step: string,
  { fixtures, sameInputs = false, bump = false, why = false }: { fixtures?: string; sameInputs?: boolean; bump?: boolean; why?: boolean } = {},
): { rendered: number; pages: number; seconds: number; upToDate?: boolean; reasons?: Record<string, string> } {
  const report = path.join(copy, 'report.json');
  const incremental = buildCopy(copy, { dist: path.join(copy, 'dist'), cache, env: { BUILD_REPORT: report }, fixtures, args: why ? ['--why'] : [] });
  assert.equal(incremental.status, 0, `${step}: ${incremental.stderr}`);
  const clean = path.join(copy, 'clean');
  // A step that changed no input (only dist/ or the cache) is held to the clean build of the step before, which those inputs made.
  if (!sameInputs) {
    rmSync(path.join(copy, 'empty-cache'), { recursive: true, force: true });
    if (cleanBuilds++ > 0) for (const kind of bump ? codeKeyed : ['images']) cpSync(path.join(cache, kind), path.join(copy, 'empty-cache', kind), { recursive: true });
    const fresh = buildCopy(copy, { dist: clean, cache: path.join(copy, 'empty-cache'), fixtures });
    assert.equal(fresh.status, 0, `${step} (clean): ${fresh.stderr}`);
  }
  const [a, b] = [filesUnderSync(incremental.dir), filesUnderSync(clean)];
  assert.deepEqual(a, b, `${step}: the same files`);
  const differ = a.filter((file) => !readFileSync(path.join(incremental.dir, file)).equals(readFileSync(path.join(clean, file))));
  assert.deepEqual(differ, [], `${step}: every file byte-identical to a clean build's`);
  return JSON.parse(readFileSync(report, 'utf8')) as { rendered: number; pages: number; seconds: number; upToDate?: boolean; reasons?: Record<string, string> };
}

describe('an incremental build', () => {
  it('equals a clean build after each change, rendering only what the change needs', () => {
    const first = buildBoth('first build');
    assert.equal(first.rendered, first.pages, 'a first build renders every page');
    const same = buildBoth('nothing changed', { sameInputs: true });
    assert.equal(same.rendered, 0, 'nothing changed: no page rendered');
    assert.equal(same.upToDate, true, 'nothing changed: dist/ already holds this build, and the build says so');
    writeFileSync(path.join(copy, 'dist/robots.txt'), 'edited by hand\n');
    const mended = buildBoth('a file of dist/ edited by hand', { sameInputs: true });
    assert.equal(mended.upToDate, undefined, 'a dist/ changed since the last build is built again');

    edit('src/content/articles/color-grading.mdx', (text) => `${text}\nOne more paragraph, added to the body.\n`);
    const body = buildBoth('a body edited', { why: true });
    assert.ok(body.rendered >= 1 && body.rendered < body.pages / 4, `a body edit renders its page (and lists whose card changed), not the site: ${body.rendered} of ${body.pages}`);
    assert.equal(Object.keys(body.reasons ?? {}).length, body.rendered, 'each page rendered again says why');
    for (const [page, reason] of Object.entries(body.reasons ?? {})) assert.match(reason, /changed \(src\/content\/articles\/color-grading\.mdx\)$/, `${page}: ${reason}`);

    edit('src/content/articles/velocity-edit/index.mdx', (text) => text.replace(/^title: .*$/m, 'title: "Velocity edits in CapCut, step by step"'));
    buildBoth('a title edited');
    edit('src/content/articles/blur-effects.mdx', (text) => text.replace(/^tags:/m, 'tags:\n  - soft focus'));
    buildBoth('a front-matter field edited');
    edit('src/facts.ts', (text) => text.replace('average: /* @__PURE__ */ fact(4.2, play)', 'average: /* @__PURE__ */ fact(4.3, play)'));
    buildBoth('a fact changed');
    edit('src/components/ListPagination.tsx', (text) => text.replace('aria-label=', 'data-changed="1" aria-label='));
    buildBoth('a component changed');
    edit('styles/main.scss', (text) => `${text}\n.changed-by-a-test { color: inherit; }\n`);
    buildBoth('the stylesheet changed');
    edit('src/site.ts', (text) => text.replace(/(siteTagline\s*=\s*')[^']*'/, "$1A new tagline from a test'"));
    buildBoth('the tagline changed (every social card shows it)');

    const added = readFileSync(article('audio-sync'), 'utf8')
      .replace(/^title: .*$/m, 'title: "An added article"')
      .replace(/^description: .*$/m, 'description: "An article a test adds to the site and deletes again, to check that lists, feed and sitemap follow."')
      .replace(/^aliases:\n(  - .*\n)*/m, '');
    writeFileSync(article('added-by-a-test'), added);
    buildBoth('an article added', { fixtures: 'field-test' });
    const tested = () => readFileSync(path.join(copy, 'dist/fixture/field-test/index.html'), 'utf8').includes('The article a test adds is there.');
    assert.ok(tested(), 'the test page finds the added article');
    unlinkSync(article('added-by-a-test'));
    buildBoth('an article deleted', { fixtures: 'field-test' });
    assert.ok(!tested(), 'the page that only tested for the article is rendered again once it is gone');
    renameSync(article('keyboard-shortcuts'), article('capcut-shortcuts'));
    edit('src/content/articles/capcut-shortcuts.mdx', (text) => text.replace(/^aliases:\n/m, 'aliases:\n  - /blog/keyboard-shortcuts/\n'));
    // What names the article by its slug or path follows it, as the build asks.
    edit('src/content/reading-order.ts', (text) => text.replace("'keyboard-shortcuts'", "'capcut-shortcuts'"));
    // Every article whose card names it: the complete guide and its translations.
    const articleFiles = filesUnderSync(path.join(copy, 'src/content/articles')).map((file) => `src/content/articles/${file}`);
    for (const file of articleFiles.filter((name) => name.endsWith('.mdx') && readFileSync(path.join(copy, name), 'utf8').includes('article="keyboard-shortcuts"')))
      edit(file, (text) => text.replaceAll('article="keyboard-shortcuts"', 'article="capcut-shortcuts"'));
    edit('src/pages/CapcutPcPage.tsx', (text) => text.replace('/blog/keyboard-shortcuts/', '/blog/capcut-shortcuts/'));
    for (const translation of ['es/atajos-de-teclado', 'pt-br/atalhos-de-teclado']) edit(`src/content/articles/${translation}.mdx`, (text) => text.replace('translationOf: keyboard-shortcuts', 'translationOf: capcut-shortcuts'));
    buildBoth('a slug renamed, its old path an alias');
    edit('src/content/articles/es/sincronizar-audio.mdx', (text) => text.replace(/^lead: "/m, 'lead: "Editado. '));
    buildBoth('a translation edited');
    edit('src/i18n/catalogue/es.ts', (text) => text.replace("skipToContent: 'Ir al contenido'", "skipToContent: 'Saltar al contenido'"));
    const spanishPages = filesUnderSync(path.join(copy, 'dist/es')).filter((file) => file.endsWith('.html')).length;
    assert.equal(buildBoth("a word of a language's catalogue changed").rendered, spanishPages, "a word of Spanish's catalogue renders the Spanish pages, and only them");
  });

  it("equals a clean build after each change to the build's code, which keys every cache, and keeps only what this code made", () => {
    // A cache kept by the key of its code holds one folder, this code's: the folders of the code before are gone.
    const thisCodeAlone = (step: string) => {
      for (const kind of ['articles', 'cards', 'images', 'sources']) assert.equal(readdirSync(path.join(cache, kind)).length, 1, `${step}: ${kind}/ holds one folder`);
    };
    // Every compiled body holds its word count: counting otherwise changes reading times.
    edit('tools/markdown/reading-time.ts', (text) => text.replace(/(export const countWords = .*)\.length;/, '$1.length * 2;'));
    const counted = buildBoth('the word counter changed');
    assert.ok(counted.rendered > 0, 'the pages that show a reading time are rendered again');
    thisCodeAlone('the word counter changed');
    edit('tools/cards/social-card.tsx', (text) => text.replace(/#[0-9a-fA-F]{6}\b/, '#123456'));
    buildBoth("a colour of the cards' layout changed");
    thisCodeAlone("a colour of the cards' layout changed");
    // The icon sprite's name is the hash of its text, cut to a length: every page links the new name (the stylesheet is inline, named by no hash).
    edit('tools/keys/content-hash.ts', (text) => text.replace('.slice(0, 8)', '.slice(0, 10)'));
    buildBoth('the hash that names the icon sprite changed');
    thisCodeAlone('the hash that names the icon sprite changed');
  });

  it('renders a page again when its cached HTML was damaged', () => {
    const { pages } = JSON.parse(readFileSync(path.join(cache, 'pages/index.json'), 'utf8')) as { pages: Record<string, { html: string }> };
    writeFileSync(path.join(cache, 'pages/html', `${pages['privacy/index.html']!.html}.html`), '<p>not what was rendered</p>');
    // No input changed, so dist/ would stand as it is: without the record of the last build, and a scratch folder that holds the page, the build runs and meets the damaged entry.
    rmSync(path.join(cache, 'last-build.json'));
    rmSync(path.join(copy, '.dist-next'), { recursive: true, force: true });
    const damaged = buildBoth('a damaged cache entry', { sameInputs: true }).rendered;
    assert.ok(damaged >= 1 && damaged <= 4, `the pages whose HTML that was (the privacy page and any alias showing the same text): ${damaged}`);
  });

  it("after a bump of a package, makes again only what the code that imports it made, and nothing for a package the build's code does not import", () => {
    // A bump as a weekly dependency update makes it: the lock file's version of one package (what node_modules holds stays as it is).
    const bump = (name: string) =>
      edit('package-lock.json', (text) => {
        const lock = JSON.parse(text) as { packages: Record<string, { version: string }> };
        const entry = lock.packages[`node_modules/${name}`]!;
        entry.version = entry.version.replace(/\d+$/, (patch) => String(Number(patch) + 1));
        return `${JSON.stringify(lock, null, 2)}\n`;
      });
    // Each file the caches of code hold, with its time: a file made again, or kept in another folder (another key), shows.
    const kept = (kind: string) => new Map(filesUnderSync(path.join(cache, kind)).map((file) => [file, statSync(path.join(cache, kind, file)).mtimeMs]));
    const caches = () => ({ articles: kept('articles'), cards: kept('cards'), images: kept('images'), sources: kept('sources') });
    // The card each page of the site names, by its HTML file.
    const pageCards = () => {
      const named = filesUnderSync(path.join(copy, 'dist')).filter((file) => file.endsWith('.html')).map((file) => [file, /assets\/cards\/\w+\.png/.exec(readFileSync(path.join(copy, 'dist', file), 'utf8'))?.[0]] as const);
      return new Map(named.filter((page): page is readonly [string, string] => page[1] !== undefined));
    };
    // What each step costs: the rebuild's own time, and the step's with the build it is compared to.
    const timed = <T extends { seconds: number; rendered: number; pages: number }>(step: string, run: () => T): T => {
      const start = performance.now();
      const built = run();
      console.log(`${step}: the rebuild ${built.seconds.toFixed(1)} s (${built.rendered} of ${built.pages} pages rendered), the step ${((performance.now() - start) / 1000).toFixed(1)} s`);
      return built;
    };

    const before = caches();
    bump('lighthouse');
    // A clean build reads the lock file only for the keys, and of what it writes only a card's name takes a key: held to the clean
    // build of the step before, this build shows that the bump changed no card's name, which a card's key reaching lighthouse would.
    const tool = timed('a test tool bumped', () => buildBoth('a test tool bumped (lighthouse, which no code of the build imports)', { sameInputs: true }));
    assert.equal(tool.upToDate, undefined, 'the lock file is an input of the build: it builds');
    assert.equal(tool.rendered, 0, 'no page rendered');
    assert.deepEqual(caches(), before, 'no body compiled, no card drawn, no picture encoded or read again');

    bump('@takumi-rs/core');
    const takumi = timed('the card renderer bumped', () => buildBoth('the card renderer bumped (@takumi-rs/core)', { bump: true }));
    const drawn = caches();
    assert.equal(drawn.cards.size, new Set(pageCards().values()).size, 'every card drawn again');
    assert.ok([...drawn.cards.keys()].every((file) => !before.cards.has(file)), 'every card drawn again, into the folder of the new key');
    // A card's name is the hash of what it shows and of the code that drew it: every page names its card anew, so every page is rendered again.
    assert.equal(takumi.rendered, takumi.pages, 'every page, which names its card, rendered again');
    for (const kind of ['articles', 'images', 'sources'] as const) assert.deepEqual(drawn[kind], before[kind], `${kind}/ as it was: no body compiled, no picture encoded or read again`);

    const cardsDrawn = pageCards();
    bump('sharp');
    const sharp = timed('the picture encoder bumped', () => buildBoth('the picture encoder bumped (sharp)', { bump: true }));
    const encoded = caches();
    for (const kind of ['images', 'sources'] as const) assert.ok(encoded[kind].size > 0 && [...encoded[kind].keys()].every((file) => !drawn[kind].has(file)), `${kind}/: every picture encoded and read again`);
    assert.deepEqual(encoded.articles, before.articles, 'no body compiled again');
    // sharp fits an article's cover picture into its card: those cards alone are drawn again, and the pages that name them rendered again.
    const named = pageCards();
    const renamed = [...named].filter(([file, card]) => card !== cardsDrawn.get(file)).map(([file]) => file);
    assert.ok(renamed.length > 0 && renamed.length < named.size, `the pages of the articles with a cover picture, and only them, name a new card: ${renamed.join(', ')}`);
    assert.equal([...encoded.cards.keys()].filter((file) => !drawn.cards.has(file)).length, new Set(renamed.map((file) => named.get(file))).size, 'the cards that show a picture drawn again');
    assert.ok([...drawn.cards].every(([file, time]) => encoded.cards.get(file) === time), 'no other card drawn again');
    assert.equal(sharp.rendered, renamed.length, `only the pages whose card shows a picture rendered again: ${sharp.rendered} of ${sharp.pages}`);
  });
});
