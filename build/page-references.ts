/** What a page's markup names: the URLs the browser may request from it, and the ids its fragments can point at. */
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
  // SVG: an icon from a sprite file (parse5 names xlink:href "href" too).
  use: ['href'],
  image: ['href'],
};

/** Meta tags whose content is a file that crawlers fetch (Open Graph, Twitter). */
const urlMeta = new Set(['og:image', 'twitter:image']);

/** The URLs of a srcset: each candidate is a URL, then optionally a width or density. */
const srcsetUrls = (srcset: string): string[] =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

function urlsOf(element: HtmlElement): string[] {
  const urls = (urlAttributes[element.tagName] ?? []).flatMap((name) => attr(element, name) ?? []);
  const srcset = attr(element, 'srcset');
  if (srcset) urls.push(...srcsetUrls(srcset));
  const metaName = attr(element, 'property') ?? attr(element, 'name');
  const content = attr(element, 'content');
  if (element.tagName === 'meta' && metaName && urlMeta.has(metaName) && content) urls.push(content);
  return urls;
}

export interface MarkupReferences {
  readonly references: string[];
  readonly ids: string[];
}

export const referencesIn = (elements: readonly HtmlElement[]): MarkupReferences => ({
  references: elements.flatMap(urlsOf),
  ids: elements.flatMap((element) => attr(element, 'id') ?? []),
});
