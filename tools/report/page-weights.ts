/** The bytes a visitor downloads for each page of a built site: HTML, first-load JS and CSS, raw and gzipped. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { attr, documentElements, elementsInside, textOf } from '../render/html-elements.ts';
import { stripBase } from '../../src/site-address.ts';
import { filesUnderSync } from '../output/relative-path.ts';

export interface Weight {
  readonly raw: number;
  readonly gzip: number;
}

export interface PageWeight {
  /** The HTML file, relative to the site folder. */
  readonly file: string;
  readonly html: Weight;
  /** The page script, and for each island that hydrates at load its file and the files that imports (React). */
  readonly js: Weight;
  /** Linked stylesheets, and the text of the inline <style> elements (which the HTML's weight holds too), each gzipped alone. */
  readonly css: Weight;
}

/**
 * Weighs the pages of a site built into `siteDir` under the base path `base` ("" at the root),
 * every HTML file unless `files` names some; `fileOf` maps a URL path to its file when the base is
 * not known here.
 */
export function pageWeights(siteDir: string, base = '', fileOf = (url: string) => stripBase(base, url) ?? url, files?: readonly string[]): PageWeight[] {
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
  const sum = (urls: readonly string[]): Weight =>
    urls.map((url) => weigh(fileOf(url))).reduce((total, weight) => ({ raw: total.raw + weight.raw, gzip: total.gzip + weight.gzip }), { raw: 0, gzip: 0 });

  const bodyElements = (all: ReturnType<typeof documentElements>) => elementsInside(all, 'body');
  /** The files a script imports statically, and those files' own, from its minified code; read once per script. */
  const imports = new Map<string, string[]>();
  const importedBy = (url: string): string[] => {
    let found = imports.get(url);
    if (!found) {
      const code = readFileSync(path.join(siteDir, fileOf(url)), 'utf8');
      const direct = [...code.matchAll(/(?:from|import)\s*["'](\/[^"']+\.js)["']/g)].map((match) => match[1]!);
      found = [...new Set(direct.flatMap((imported) => [imported, ...importedBy(imported)]))];
      imports.set(url, found);
    }
    return found;
  };

  return (files ?? filesUnderSync(siteDir).filter((file) => file.endsWith('.html'))).map((file) => {
    const all = documentElements(readFileSync(path.join(siteDir, file), 'utf8'));
    const elements = elementsInside(all, 'head');
    const linked = (rel: string) => elements.filter((e) => e.tagName === 'link' && attr(e, 'rel') === rel).map((e) => attr(e, 'href')!);
    const scripts = elements.filter((e) => e.tagName === 'script' && attr(e, 'src')).map((e) => attr(e, 'src')!);
    const islands = bodyElements(all).filter((e) => e.tagName === 'site-island' && attr(e, 'data-hydrate') === 'load').map((e) => attr(e, 'data-src')!);
    const js = [...scripts, ...islands].flatMap((url) => [url, ...importedBy(url)]);
    const inline = elements.filter((e) => e.tagName === 'style').map((e) => Buffer.from(textOf(e)));
    const linkedCss = sum(linked('stylesheet'));
    return {
      file,
      html: weigh(file),
      js: sum([...new Set([...js, ...linked('modulepreload')])]),
      css: inline.reduce((total, bytes) => ({ raw: total.raw + bytes.length, gzip: total.gzip + gzipSync(bytes, { level: 9 }).length }), linkedCss),
    };
  });
}
