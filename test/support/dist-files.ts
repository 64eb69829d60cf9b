/** Reading the built site for the build tests: every file, and every HTML page parsed. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { attr, documentElements, elementsInside, textOf, type HtmlElement } from '../../tools/render/html-elements.ts';
import { filesUnderSync } from '../../tools/output/relative-path.ts';
import { routes } from './site.ts';
import { distDir } from './server.ts';

/** Every file of dist/, as paths relative to it with forward slashes, sorted. */
export const distFiles = (): string[] => filesUnderSync(distDir);

export const readDist = (file: string): string => readFileSync(path.join(distDir, file), 'utf8');

/** The URL path an HTML file answers: index.html files serve their folder. */
export const urlPathOf = (file: string): string => (file === 'index.html' ? '/' : `/${file.replace(/index\.html$/, '')}`);

/** The route whose canonical path or alias is `urlPath`. */
export const routeOf = (urlPath: string) => routes.find((route) => route.path === urlPath || route.aliases.includes(urlPath));

export interface ParsedPage {
  readonly file: string;
  readonly elements: readonly HtmlElement[];
  /** Elements of <head>. */
  readonly head: readonly HtmlElement[];
  readonly ids: ReadonlySet<string>;
  /** Text of <title>. */
  readonly title: string;
  /** content of a meta tag by name or property. */
  meta(key: string): string | undefined;
  /** Every JSON-LD block, parsed. */
  readonly jsonLd: readonly Record<string, unknown>[];
}

export function parsePage(file: string): ParsedPage {
  const elements = documentElements(readDist(file));
  const head = elementsInside(elements, 'head');
  const meta = (key: string) => {
    const element = head.find((e) => e.tagName === 'meta' && (attr(e, 'name') === key || attr(e, 'property') === key));
    return element && attr(element, 'content');
  };
  const title = head.find((element) => element.tagName === 'title');
  return {
    file,
    elements,
    head,
    ids: new Set(elements.flatMap((element) => attr(element, 'id') ?? [])),
    title: title ? textOf(title).trim() : '',
    meta,
    jsonLd: elements
      .filter((element) => element.tagName === 'script' && attr(element, 'type') === 'application/ld+json')
      .map((element) => JSON.parse(textOf(element))),
  };
}

/** Every HTML page of dist/, parsed, by file. */
export const distPages = (): Map<string, ParsedPage> =>
  new Map(distFiles().filter((file) => file.endsWith('.html')).map((file) => [file, parsePage(file)]));

/** Collects problems so a test can report all of them at once. */
export class Problems {
  readonly list: string[] = [];
  add(problem: string): void {
    this.list.push(problem);
  }
  check(ok: boolean, problem: string): void {
    if (!ok) this.add(problem);
  }
}
