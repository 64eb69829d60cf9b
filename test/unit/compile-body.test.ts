/**
 * The compiler of article bodies (tools/markdown/compile-body.ts) where satteri, which parses them,
 * writes a thing otherwise than the page shows it: each case would change a page, or a check's
 * message, if the compiler took satteri's tree as it comes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ArticleContent } from '../../src/articles.ts';
import { MarkdownBody } from '../../src/components/article/article-components.tsx';
import { english } from '../../src/i18n/catalogue/en-locale.ts';
import { LocaleContext } from '../../src/i18n/locale-context.ts';
import { SiteContext } from '../../src/site-context.tsx';
import { compileBody } from '../../tools/markdown/compile-body.ts';
import { site } from '../support/site.ts';

/** The body's HTML as a page renders it. */
function html(body: string, format: 'md' | 'mdx' = 'mdx'): string {
  const { tree, sections } = compileBody(body, format);
  const content: ArticleContent = { body: tree, sections, layout: 'guide', components: [], pictures: {} };
  return renderToStaticMarkup(createElement(SiteContext.Provider, { value: site }, createElement(LocaleContext.Provider, { value: english }, createElement(MarkdownBody, { content }))));
}

describe('an article body compiled', () => {
  it("writes a column's alignment after the cell's other attributes", () => {
    const page = html('| Name | Size |\n| :--- | ---: |\n| A | 1 |\n');
    assert.match(page, /<th scope="col" style="text-align:left">Name<\/th><th scope="col" style="text-align:right">Size<\/th>/);
    assert.match(page, /<th scope="row" style="text-align:left">A<\/th><td data-label="Size" style="text-align:right">1<\/td>/);
  });

  it('names a picture and a link by their address as written, not percent-encoded', () => {
    const { images, links } = compileBody('See [the guide](/blog/guía/).\n\n![A curve](./curva-ñ.png)\n', 'mdx');
    assert.deepEqual(images.map(({ src, line }) => [src, line]), [['./curva-ñ.png', 3]]);
    assert.deepEqual(links, [{ href: '/blog/guía/', line: 1 }]);
  });

  it("lists a footnote's mark as no link and its heading as no section", () => {
    const { sections, links } = compileBody('## One\n\nA claim[^1].\n\n[^1]: Its [source](/source/).\n', 'md');
    assert.deepEqual(sections, [{ id: 'one', title: 'One' }]);
    assert.deepEqual(links, [{ href: '/source/', line: 5 }]);
  });

  it('makes an image alone in a list item, or beside a comment, a figure, as one alone in its paragraph', () => {
    assert.deepEqual(components(compileBody('- ![A curve](./a.png "The caption")\n- Text ![a key](./k.png).\n', 'mdx').tree), ['Figure', 'Picture']);
    assert.deepEqual(components(compileBody('![A curve](./a.png) {/* a note */}\n', 'mdx').tree), ['Figure']);
  });

  it('names the line and column of what MDX cannot read', () => {
    assert.throws(() => compileBody('Text.\n\n<Keys combo={1 +} />\n', 'mdx'), { line: 3, column: 17 });
  });
});

/** The names of the components in a compiled tree, in order. */
function components(node: unknown): string[] {
  const { type, name, children = [] } = node as { type: string; name?: string; children?: unknown[] };
  return [...(type.startsWith('mdxJsx') ? [name!] : []), ...children.flatMap(components)];
}
