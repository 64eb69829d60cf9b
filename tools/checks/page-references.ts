/**
 * What a page's markup names: the URLs the browser may request from it, and the ids its fragments
 * can point at. The build reads every page once, as it is rendered, with htmlparser2's tokenizer
 * (no tree: several times faster than building one); tests may hand in the elements of a tree
 * (html-elements.ts) instead, and both give the same lists.
 */
import { Tokenizer } from 'htmlparser2';
import { attr, type HtmlElement } from '../render/html-elements.ts';

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
  const urls: string[] = [];
  for (const name of urlAttributes[tagName] ?? []) {
    const url = attr(name);
    if (url !== undefined) urls.push(url);
  }
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

/** The references and ids of elements read into a tree (html-elements.ts), as the tests read pages. */
export const referencesIn = (elements: readonly HtmlElement[]): MarkupReferences => ({
  references: elements.flatMap((element) => urlsOf(element.tagName, (name) => attr(element, name))),
  ids: elements.flatMap((element) => attr(element, 'id') ?? []),
});

/** The references and ids of tags given as data (a page's head tags, src/head/head-tags.ts): no markup to read. */
export const referencesInTags = (tags: readonly { readonly tag: string; readonly attrs: Readonly<Record<string, string>> }[]): MarkupReferences => ({
  references: tags.flatMap(({ tag, attrs }) => urlsOf(tag, (name) => (Object.hasOwn(attrs, name) ? attrs[name] : undefined))),
  ids: tags.flatMap(({ attrs }) => (Object.hasOwn(attrs, 'id') ? [attrs.id!] : [])),
});

/**
 * The references and ids of a piece of markup, read in one streaming pass: what the build uses on
 * every page. htmlparser2's Tokenizer is driven directly rather than through its Parser, which
 * would also keep a stack of open elements and slice out every text, neither of which an
 * attribute needs (a quarter of the time on the bench's pages). As the Parser does, names are
 * lower-cased, entities decoded and the first of two equal attributes kept.
 */
export function referencesInHtml(html: string): MarkupReferences {
  const found: MarkupReferences = { references: [], ids: [] };
  let tagName = '';
  let attributes = new Map<string, string>();
  let attributeName = '';
  let attributeValue = '';
  const openTagEnd = () => {
    if (attributes.size === 0) return;
    found.references.push(...urlsOf(tagName, (name) => attributes.get(name)));
    const id = attributes.get('id');
    if (id !== undefined) found.ids.push(id);
  };
  const ignore = () => undefined;
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname(start, end) {
        tagName = html.slice(start, end).toLowerCase();
        attributes = new Map();
      },
      onattribname(start, end) {
        attributeName = html.slice(start, end).toLowerCase();
      },
      onattribdata(start, end) {
        attributeValue += html.slice(start, end);
      },
      onattribentity(codePoint) {
        attributeValue += String.fromCodePoint(codePoint);
      },
      onattribend() {
        if (!attributes.has(attributeName)) attributes.set(attributeName, attributeValue);
        attributeValue = '';
      },
      onopentagend: openTagEnd,
      onselfclosingtag: openTagEnd,
      onclosetag: ignore,
      ontext: ignore,
      ontextentity: ignore,
      oncdata: ignore,
      oncomment: ignore,
      ondeclaration: ignore,
      onprocessinginstruction: ignore,
      onend: ignore,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return found;
}
