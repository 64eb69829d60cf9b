/**
 * A title or a description copied from another page (tools/content/copied-text.ts): the pages of one
 * language that share one are named, every one of them, by their files or, for a page with no file
 * of its own, by their paths, with the field; pages of different languages may share one.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { copiedTextProblems, type PageText } from '../../tools/content/copied-text.ts';

const blur: PageText = {
  path: '/blog/blur-effects/',
  file: 'src/content/articles/blur-effects.mdx',
  title: 'CapCut Blur Effects: Every Type Explained',
  description: 'Background blur, motion blur, zoom blur and censoring faces: which CapCut blur to use.',
};
const copy: PageText = { ...blur, path: '/blog/blur-second-look/', file: 'src/content/articles/blur-second-look.mdx', title: 'Blur in CapCut, a second look' };
const download: PageText = { path: '/download/', title: 'Download CapCut', description: 'Official download links for every device.' };
const advice = 'give each page its own, or they compete for one search result';

/** Each case: the pages, and the lines (whole, or their start). */
const cases: readonly (readonly [string, readonly PageText[], readonly string[]])[] = [
  ['pages each with their own title and description: nothing', [blur, download, { ...blur, path: '/blog/other/', file: 'src/content/articles/other.mdx', title: 'Other', description: 'Other words.' }], []],
  [
    'an article copied under a new name and title, its description kept: both files and the field',
    [blur, copy],
    [`src/content/articles/blur-effects.mdx, src/content/articles/blur-second-look.mdx: 2 pages have the description "${blur.description}"; ${advice}`],
  ],
  [
    'a title copied, the files in order whatever the order of the pages',
    [{ ...copy, title: blur.title, description: 'Another description.' }, blur],
    [`src/content/articles/blur-effects.mdx, src/content/articles/blur-second-look.mdx: 2 pages have the title "${blur.title}"; ${advice}`],
  ],
  ['both fields copied: a line for each', [blur, { ...blur, path: '/blog/x/', file: 'src/content/articles/x.mdx' }], ['src/content/articles/blur-effects.mdx, src/content/articles/x.mdx: 2 pages have the title', 'src/content/articles/blur-effects.mdx, src/content/articles/x.mdx: 2 pages have the description']],
  [
    'pages without a file of their own, named by their paths',
    [download, { ...download, path: '/downloads/' }],
    ['the page /download/, the page /downloads/: 2 pages have the title "Download CapCut"', 'the page /download/, the page /downloads/: 2 pages have the description'],
  ],
  ['an article and a page that is none', [download, { ...blur, description: download.description }], [`src/content/articles/blur-effects.mdx, the page /download/: 2 pages have the description "${download.description}"; ${advice}`]],
  ['the same words, spaced differently', [blur, { ...copy, description: `  ${blur.description.replace(' ', '\n  ')}` }], ['src/content/articles/blur-effects.mdx, src/content/articles/blur-second-look.mdx: 2 pages have the description']],
  ['a translation may share its title with a page of another language', [download, { ...download, path: '/es/download/', locale: 'es' }, { ...download, path: '/pt-br/download/', locale: 'pt-br' }], []],
  ['two pages of one other language may not', [{ ...download, path: '/es/download/', locale: 'es' }, { ...download, path: '/es/descargas/', locale: 'es' }], ['the page /es/descargas/, the page /es/download/: 2 pages have the title', 'the page /es/descargas/, the page /es/download/: 2 pages have the description']],
  ['three pages with one description: one line naming the three', [blur, copy, { ...copy, path: '/blog/z/', file: 'src/content/articles/z.mdx', title: 'Z' }], ['src/content/articles/blur-effects.mdx, src/content/articles/blur-second-look.mdx, src/content/articles/z.mdx: 3 pages have the description']],
  ['an empty field is not a copy (the front matter and the head tests say it is empty)', [{ ...blur, description: '' }, { ...copy, description: '' }], []],
];

describe('copiedTextProblems', () => {
  for (const [name, pages, expected] of cases) {
    it(name, () => {
      const found = copiedTextProblems(pages);
      assert.equal(found.length, expected.length, found.join('\n'));
      expected.forEach((line, index) => assert.ok(found[index]!.startsWith(line), `${found[index]}\ndoes not start with\n${line}`));
    });
  }
});
