/**
 * What a page's markup names: the URLs the browser may request from it, and the ids its fragments
 * can point at. The build reads every page once, as it is rendered, with htmlparser2's streaming
 * tokenizer (no tree: several times faster than a full parse5 parse); tests may hand in parse5
 * elements instead, and both give the same lists.
 */
import { Parser } from 'htmlparser2';
import { attr, type HtmlElement } from './html-elements.ts';

/** Attributes holding one URL, by element. */
const urlAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  script: ['src'],
  iframe: ['src'],
  embed: ['src'],
  object: ['data'],
  // SVG: an icon from a sprite file (an old-style xlink:href too).
  use: ['href', 'xlink:href'],
  image: ['href', 'xlink:href'],
  // An island's built file (src/hydration/Island.tsx).
  'site-island': ['data-src'],
};

/** Meta tags whose content is a file that crawlers fetch (Open Graph, Twitter). */
const urlMeta = new Set(['og:image', 'twitter:image']);

/** The URLs of a srcset: each candidate is a URL, then optionally a width or density. */
const srcsetUrls = (srcset: string): string[] =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

/** The URLs one element names, from its tag name and a way to read its attributes. */
function urlsOf(tagName: string, attr: (name: string) => string | undefined): string[] {
  const urls = (urlAttributes[tagName] ?? []).flatMap((name) => attr(name) ?? []);
  const srcset = attr('srcset');
  if (srcset) urls.push(...srcsetUrls(srcset));
  if (tagName === 'meta') {
    const metaName = attr('property') ?? attr('name');
    const content = attr('content');
    if (metaName && urlMeta.has(metaName) && content) urls.push(content);
  }
  return urls;
}

export interface MarkupReferences {
  readonly references: string[];
  readonly ids: string[];
}

/** The references and ids of parsed elements (parse5's, as the tests read pages). */
export const referencesIn = (elements: readonly HtmlElement[]): MarkupReferences => ({
  references: elements.flatMap((element) => urlsOf(element.tagName, (name) => attr(element, name))),
  ids: elements.flatMap((element) => attr(element, 'id') ?? []),
});

/** The references and ids of a piece of markup, read in one streaming pass: what the build uses on every page. */
export function referencesInHtml(html: string): MarkupReferences {
  const found: MarkupReferences = { references: [], ids: [] };
  const parser = new Parser(
    {
      onopentag(tagName, attributes) {
        found.references.push(...urlsOf(tagName, (name) => attributes[name]));
        if (attributes.id !== undefined) found.ids.push(attributes.id);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return found;
}
