/**
 * Article files as the content layer reads them (tools/content/article-files.ts): each mistake a
 * site owner can make is reported with one message naming the file and the field or line, and a
 * good file becomes a record and a body that renders with the site's components.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MarkdownBody } from '../../src/components/article/article-components.tsx';
import { installNeeds } from '../../src/facts.ts';
import { SiteContext } from '../../src/site-context.tsx';
import { english } from '../../src/i18n/catalogue/en-locale.ts';
import { LocaleContext } from '../../src/i18n/locale-context.ts';
import { readArticleFolder } from '../../tools/content/content-store.ts';
import { recordWithFigures } from '../../tools/content/figures-in-text.ts';
import { figureWriting } from '../../tools/content/site-value.ts';
import { site } from '../support/site.ts';

const root = mkdtempSync(path.join(tmpdir(), 'articles-'));
after(() => rmSync(root, { recursive: true, force: true }));
/** The compiled bodies of these tests' files, kept apart from the site's. */
const cache = path.join(root, 'cache');

const good = {
  title: 'Add Captions in CapCut',
  description: 'Turn speech into captions automatically, fix the words, style them and keep them clear of the buttons on every platform.',
  lead: 'Most people watch with the sound off.',
  category: 'Tutorial',
  icon: 'flame',
  tags: '[captions, subtitles]',
  published: '2025-09-01',
  modified: '2025-09-02',
};

type Fields = Partial<Record<keyof typeof good | string, string | undefined>>;

const file = (fields: Fields = {}, body = '## Auto captions {#auto}\n\nOpen **Text**, then [the download page](/download/).\n') =>
  `---\n${Object.entries({ ...good, ...fields })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n\n${body}`;

const literalRule = 'an expression in an article is a literal value (a number, "text" in quotes, true or false) or a comment: nothing of a body is run';

let folders = 0;

/** Reads one folder holding these files; returns the problems, [] when there are none. */
async function problemsOf(files: Record<string, string | Buffer>): Promise<string[]> {
  const folder = path.join(root, `case-${folders++}`);
  mkdirSync(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  return (await readArticleFolder(folder, folder, cache)).problems;
}

/** The one file read; its problems, if any, fail the test. */
async function load(text: string, name = 'add-captions.mdx') {
  const folder = path.join(root, `case-${folders++}`);
  mkdirSync(folder);
  writeFileSync(path.join(folder, name), text);
  const { articles, problems } = await readArticleFolder(folder, folder, cache);
  assert.deepEqual(problems, []);
  assert.equal(articles.length, 1);
  return articles[0]!;
}

describe('a folder read again', () => {
  it('checks a file that did not change against the folder as it is now: a card naming an article since removed is reported', async () => {
    const folder = path.join(root, `case-${folders++}`);
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'add-captions.mdx'), file({}, '<ArticleCard article="speed-ramp" />\n'));
    writeFileSync(path.join(folder, 'speed-ramp.mdx'), file());
    assert.deepEqual((await readArticleFolder(folder, folder, cache)).problems, []);
    rmSync(path.join(folder, 'speed-ramp.mdx'));
    assert.deepEqual((await readArticleFolder(folder, folder, cache)).problems, ['add-captions.mdx: line 12: <ArticleCard> article "speed-ramp" is no article of the site']);
  });
});

describe('an article file', () => {
  const refused: [string, Record<string, string | Buffer>, string[]][] = [
    ['a date that is no day', { 'add-captions.md': file({ published: '2025-13-45' }) }, ['add-captions.md: line 8: published "2025-13-45" is not a date (YYYY-MM-DD) or a time with its offset (YYYY-MM-DDTHH:MM+01:00)']],
    ['a day that does not exist', { 'add-captions.md': file({ modified: '2025-02-30' }) }, ['add-captions.md: line 9: modified "2025-02-30" is not a date (YYYY-MM-DD) or a time with its offset (YYYY-MM-DDTHH:MM+01:00)']],
    ['modified before published', { 'add-captions.md': file({ modified: '2025-08-01' }) }, ['add-captions.md: line 9: modified "2025-08-01" is before published (2025-09-01)']],
    ['a slug used twice', { 'add-captions.md': file(), 'add-captions.mdx': file() }, ['add-captions.mdx: the slug "add-captions" is used twice (also by add-captions.md); rename one file']],
    ['the description missing', { 'add-captions.md': file({ description: undefined }) }, ['add-captions.md: lines 1-9: description is missing']],
    ['an empty description', { 'add-captions.md': file({ description: '""' }) }, ['add-captions.md: line 3: description "" is 0 characters; search results show 70 to 160']],
    [
      'a 68-character title',
      { 'add-captions.md': file({ title: 'How to Add, Edit and Style Automatic Captions in CapCut on Any Phone' }) },
      ['add-captions.md: line 2: title "How to Add, Edit and Style Automatic Captions in CapCut on Any Phone" is longer than 60 characters, more than search results show'],
    ],
    ['an unknown field', { 'add-captions.md': file({ autor: 'Sam' }) }, ['add-captions.md: line 10: unknown field "autor" (known: title, heading, card, description, lead, category, icon, tags, published, modified, draft, path, aliases, blog, priority, layout, actions, image, imageAlt, translationOf, editor)']],
    ['a draft field that is not true or false', { 'add-captions.md': file({ draft: 'yes' }) }, ['add-captions.md: line 10: draft "yes" must be true or false']],
    ['a time without a real hour', { 'add-captions.md': file({ published: '2026-12-07T25:00+01:00', modified: undefined }) }, ['add-captions.md: line 8: published "2026-12-07T25:00+01:00" is not a date (YYYY-MM-DD) or a time with its offset (YYYY-MM-DDTHH:MM+01:00)']],
    ['a category of no list', { 'add-captions.md': file({ category: 'News' }) }, ['add-captions.md: line 5: category "News" is none of Tutorial, Effects, Templates, Tips, Audio, Comparison, Social Media']],
    ['an icon the sprite lacks', { 'add-captions.md': file({ icon: 'rocketship' }) }, ['add-captions.md: line 6: icon "rocketship" is no icon of src/icon-names.ts']],
    ['a file that is not UTF-8', { 'add-captions.md': Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0xfe, 0x0a]) }, ['add-captions.md: is not UTF-8 text; save it as UTF-8']],
    ['no front matter', { 'add-captions.md': '# Captions\n' }, ['add-captions.md: has no front matter: it starts with a line "---", the fields, and another line "---"']],
    ['buttons in a guide', { 'add-captions.md': file({ actions: '[{ label: Get CapCut, href: /download/ }]' }) }, ['add-captions.md: line 10: actions [{"label":"Get CapCut","href":"/download/"}] is for layout: comparison or wide (a guide has none)']],
    ['a button that leads nowhere it may', { 'add-captions.md': file({ layout: 'wide', actions: '[{ label: Get it, download: apkmirror }]' }) }, [
      'add-captions.md: line 11: actions.0 {"label":"Get it","download":"apkmirror"} must be a label with one of href (a path of the site), download (android, ios, desktop, web) or site (inshot, vnEditor, premiereRush, alightMotion, kinemaster)',
    ]],
    ['a component articles do not have', { 'add-captions.mdx': file({}, '## A {#a}\n\n<Carousel />\n') }, [
      'add-captions.mdx: line 14: <Carousel> is none of the components an article can use (Fact, Keys, Callout, Table, Cards, Card, ArticleCard, Stats, Stat, LinkList, Downloads, DownloadButton, HowTo, Step, Figure, EditorComparison, ComparisonActions, CapcutVsPro, CapcutVsVn, TopTemplates, TiktokGuide)',
    ]],
    ['a fact that does not exist', { 'add-captions.mdx': file({}, 'At least <Fact name="installNeeds.disk" /> free.\n') }, ['add-captions.mdx: line 12: <Fact> name "installNeeds.disk" is no figure of src/facts.ts']],
    ['a fact in the front matter that does not exist', { 'add-captions.md': file({ lead: `'Keep <Fact name="installNeeds.disk" /> free.'` }) }, ['add-captions.md: lead: <Fact> name "installNeeds.disk" is no figure of src/facts.ts']],
    ['a download that is no official channel', { 'add-captions.mdx': file({}, '<Downloads>\n  <DownloadButton channel="apkmirror">Get it</DownloadButton>\n</Downloads>\n') }, [
      'add-captions.mdx: line 13: <DownloadButton> channel "apkmirror" is none of the official channels (android, ios, desktop, web)',
    ]],
    ['a component without a prop it needs', { 'add-captions.mdx': file({}, '<Stats>\n  <Stat>4K</Stat>\n</Stats>\n') }, ['add-captions.mdx: line 13: <Stat> label is missing']],
    ['a link to a section it lacks', { 'add-captions.mdx': file({}, '## Auto {#auto}\n\nSee [below](#style).\n') }, ['add-captions.mdx: line 14: the link to #style names no section of this article']],
    ['a comparison without its editor', { 'add-captions.mdx': file({ layout: 'comparison' }, '<EditorComparison />\n') }, ["add-captions.mdx: line 13: <EditorComparison> shows the data of the editor compared: give the front matter's editor (with layout: comparison)"]],
    ['an editor outside a comparison', { 'add-captions.mdx': file({ editor: 'inshot' }, '<EditorComparison />\n') }, ['add-captions.mdx: line 10: editor "inshot" is only for layout: comparison']],
    [
      'a misspelt field, with the field meant',
      { 'add-captions.md': file({ title: undefined, tittle: 'Add Captions in CapCut' }) },
      ['add-captions.md: lines 1-10: title is missing', 'add-captions.md: line 9: unknown field "tittle"; did you mean title? (known: title, heading, card, description, lead, category, icon, tags, published, modified, draft, path, aliases, blog, priority, layout, actions, image, imageAlt, translationOf, editor)'],
    ],
    ['a misspelt category, with the category meant', { 'add-captions.md': file({ category: 'Efects' }) }, ['add-captions.md: line 5: category "Efects" is none of Tutorial, Effects, Templates, Tips, Audio, Comparison, Social Media; did you mean Effects?']],
    ['an unclosed quote, at its own line', { 'add-captions.md': file({ title: '"Add Captions in CapCut' }) }, ['add-captions.md: line 2: the front matter is not YAML: Missing closing "quote']],
    ['front matter that is not YAML', { 'add-captions.md': file({ tags: '[captions, subtitles' }) }, ['add-captions.md: line 8: the front matter is not YAML: Flow sequence in block collection must be sufficiently indented and end with a ]']],
    ['two sections with one id', { 'add-captions.md': file({}, '## One {#same}\n\n## Two {#same}\n') }, ['add-captions.md: two sections have the id "same"; give one another {#id}']],
    ['an inline script', { 'add-captions.mdx': file({}, '<script>{"alert(1)"}</script>\n') }, ["add-captions.mdx: line 12: <script> is not allowed in an article: the page's Content-Security-Policy blocks inline scripts (styles live in styles/, behaviour in src/islands/)"]],
    ['an inline style', { 'add-captions.mdx': file({}, '<style>{"p { color: red }"}</style>\n') }, ["add-captions.mdx: line 12: <style> is not allowed in an article: the page's Content-Security-Policy blocks inline styles (styles live in styles/, behaviour in src/islands/)"]],
    ['an event handler', { 'add-captions.mdx': file({}, '<p onClick="go()">Tap</p>\n') }, ["add-captions.mdx: line 12: <p> onClick: event handlers are not allowed in an article: the page's Content-Security-Policy blocks them (an island in src/islands/ adds behaviour)"]],
    ['expressions that are no literal value, and an import', { 'add-captions.mdx': file({}, "import { year } from './year.ts'\n\n<Keys combo={'Ctrl+' + 'B'} /> in {year}.\n") }, [
      "add-captions.mdx: line 12:1: import and export are not available in an article: its components are the site's (component-props.ts)",
      `add-captions.mdx: line 14:1: <Keys> combo={'Ctrl+' + 'B'}: ${literalRule}`,
      `add-captions.mdx: line 14:35: {year}: ${literalRule}`,
    ]],
    ['an event handler that is code', { 'add-captions.mdx': file({}, '<p onClick={() => go()}>Tap</p>\n') }, [
      "add-captions.mdx: line 12: <p> onClick: event handlers are not allowed in an article: the page's Content-Security-Policy blocks them (an island in src/islands/ adds behaviour)",
    ]],
    ['a body MDX cannot read', { 'add-captions.mdx': file({}, 'Text with a stray <brace.\n') }, ['add-captions.mdx: line 12:19: Unexpected character after `<`, expected a valid JSX tag (note: to create a link in MDX, use `[text](url)`)']],
  ];
  for (const [mistake, files, messages] of refused) {
    it(`is refused for ${mistake}, with the file and the field`, async () => assert.deepEqual(await problemsOf(files), messages));
  }

  it('reports every problem of every file at once', async () => {
    const problems = await problemsOf({ 'a-one.md': file({ published: '2025-13-45', description: undefined }), 'b-two.md': file({ title: undefined }) });
    assert.deepEqual(problems, ['a-one.md: lines 1-9: description is missing', 'a-one.md: line 7: published "2025-13-45" is not a date (YYYY-MM-DD) or a time with its offset (YYYY-MM-DDTHH:MM+01:00)', 'b-two.md: lines 1-9: title is missing']);
  });

  it('becomes a record: slug from the file name, path under /blog/, heading from the title, sitemap priority 0.7', async () => {
    const { record, aliases, sitemap, blog } = await load(file({ aliases: '[/captions/]', blog: 'listed' }));
    assert.equal(record.slug, 'add-captions');
    assert.equal(record.path, '/blog/add-captions/');
    assert.equal(record.heading, good.title);
    assert.deepEqual(record.tags, ['captions', 'subtitles']);
    assert.equal(record.published, '2025-09-01');
    assert.deepEqual([aliases, sitemap, blog], [['/captions/'], { priority: 0.7, changefreq: 'monthly' }, 'listed']);
    assert.deepEqual(record.content.sections, [{ id: 'auto', title: 'Auto captions' }]);
  });

  it('takes draft: true, a published time with its offset, and no modified (its published date until the history dates it)', async () => {
    const article = await load(file({ draft: 'true', published: '2026-12-07T09:00+01:00', modified: undefined }));
    assert.equal(article.draft, true);
    assert.equal(article.modifiedWritten, false);
    assert.equal(article.record.published, '2026-12-07T09:00:00+01:00');
    assert.equal(article.record.modified, '2026-12-07T09:00:00+01:00');
    assert.equal((await load(file())).draft, false);
  });

  it('keeps a shorter title for its social card from `card`, and none without it', async () => {
    assert.equal((await load(file({ card: 'Captions in a minute' }))).record.cardTitle, 'Captions in a minute');
    assert.equal((await load(file({}))).record.cardTitle, undefined);
  });

  it('keeps a figure named in a text field of its front matter as its tag, for the site to write in the article\'s language', async () => {
    const { record } = await load(file({ lead: `'Keep <Fact name="installNeeds.freeSpace" /> free.'` }));
    assert.equal(record.lead, 'Keep <Fact name="installNeeds.freeSpace" /> free.');
    assert.equal(recordWithFigures(record, figureWriting(english, 'en')).lead, `Keep ${installNeeds.value.freeSpace} free.`);
  });

  it('renders Markdown with sections, site links, external links, tables, facts and steps', async () => {
    const body = [
      '## Auto captions {#auto}',
      '',
      'Keep **<Fact name="installNeeds.freeSpace" />** free; see [downloads](/download/) or [the maker](https://www.capcut.com/).',
      '',
      '## Style them',
      '',
      '<Table caption="Sizes">',
      '',
      '| Platform | Size |',
      '| --- | --- |',
      '| TikTok | Large |',
      '',
      '</Table>',
      '',
      '{/* The steps are also HowTo JSON-LD. */}',
      '<HowTo name="Add captions" description="Generate and fix captions." minutes={5}>',
      '  <Step name="Generate">Tap Captions with <Fact name="installNeeds.freeSpace" /> free.</Step>',
      '</HowTo>',
    ].join('\n');
    const record = recordWithFigures((await load(file({}, body))).record, figureWriting(english, 'en'));
    const html = renderToStaticMarkup(createElement(SiteContext.Provider, { value: site }, createElement(LocaleContext.Provider, { value: english }, createElement(MarkdownBody, { content: record.content }))));
    assert.match(html, /^<section id="auto" aria-labelledby="auto-title" class="section"><h2 id="auto-title">Auto captions<\/h2>/);
    assert.match(html, new RegExp(`<strong>${installNeeds.value.freeSpace}</strong>`));
    assert.match(html, /<a href="\/download\/">downloads<\/a>/);
    assert.match(html, /<a target="_blank" rel="noopener noreferrer" href="https:\/\/www.capcut.com\/">the maker<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a>/);
    assert.match(html, /<section id="style-them" aria-labelledby="style-them-title"/);
    assert.match(html, /<div class="table-wrap"><table><caption>Sizes<\/caption><thead><tr><th scope="col">Platform<\/th><th scope="col">Size<\/th><\/tr><\/thead><tbody><tr><th scope="row">TikTok<\/th><td data-label="Size">Large<\/td><\/tr><\/tbody><\/table><\/div>/);
    assert.deepEqual(record.content.howTo, { name: 'Add captions', description: 'Generate and fix captions.', totalMinutes: 5, steps: [{ name: 'Generate', text: `Tap Captions with ${installNeeds.value.freeSpace} free.` }] });
    assert.doesNotMatch(html, /JSON-LD|<p><\/p>/);
    assert.match(html, /<ol class="steps"><li class="steps__item"><h3 class="steps__name">Generate<\/h3><p>Tap Captions with 500 MB free.<\/p><\/li><\/ol>/);
  });
});
