/** The bytes a visitor downloads for each page of a built site: HTML, first-load JS and CSS, raw and gzipped. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface Weight {
  readonly raw: number;
  readonly gzip: number;
}

export interface PageWeight {
  /** The HTML file, relative to the site folder. */
  readonly file: string;
  readonly html: Weight;
  /** The boot script, the core it starts and the page file fetched with it. */
  readonly js: Weight;
  readonly css: Weight;
}

const headElements = (node: Node): Element[] => {
  const found: Element[] = [];
  const walk = (current: Node) => {
    if ('tagName' in current) found.push(current);
    if ('childNodes' in current && current.nodeName !== 'body') current.childNodes.forEach(walk);
  };
  walk(node);
  return found;
};

export function pageWeights(siteDir: string): PageWeight[] {
  const cache = new Map<string, Weight>();
  const weigh = (file: string): Weight => {
    let weight = cache.get(file);
    if (!weight) {
      const bytes = readFileSync(path.join(siteDir, file));
      weight = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      cache.set(file, weight);
    }
    return weight;
  };
  const sum = (files: readonly string[]): Weight =>
    files.map(weigh).reduce((total, weight) => ({ raw: total.raw + weight.raw, gzip: total.gzip + weight.gzip }), { raw: 0, gzip: 0 });

  return readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
    .map((file) => {
      const elements = headElements(parse(readFileSync(path.join(siteDir, file), 'utf8')));
      const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
      const linked = (rel: string) => elements.filter((e) => e.tagName === 'link' && attr(e, 'rel') === rel).map((e) => attr(e, 'href')!);
      // The boot script names the core (data-app) and the page file it fetches with it (data-preload).
      const scripts = elements.filter((e) => e.tagName === 'script' && attr(e, 'src'));
      const js = scripts.flatMap((e) => [attr(e, 'src')!, attr(e, 'data-app') ?? '', ...(attr(e, 'data-preload') ?? '').split(' ')]).filter(Boolean);
      return {
        file,
        html: weigh(file),
        js: sum([...new Set([...js, ...linked('modulepreload')])]),
        css: sum(linked('stylesheet')),
      };
    });
}
