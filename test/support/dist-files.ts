/** Reading the built site for the build tests: every file, and every HTML page parsed. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { distDir } from './server.ts';

export type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

/** Every file of dist/, as paths relative to it with forward slashes, sorted. */
export const distFiles = (): string[] =>
  readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

export const readDist = (file: string): string => readFileSync(path.join(distDir, file), 'utf8');

/** The URL path an HTML file answers: index.html files serve their folder. */
export const urlPathOf = (file: string): string => (file === 'index.html' ? '/' : `/${file.replace(/index\.html$/, '')}`);

export const attr = (element: Element, name: string): string | undefined => element.attrs.find((a) => a.name === name)?.value;

export const textOf = (node: Node): string =>
  'value' in node && node.nodeName === '#text' ? node.value : 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';

export interface ParsedPage {
  readonly file: string;
  readonly elements: readonly Element[];
  /** Elements of <head>. */
  readonly head: readonly Element[];
  readonly ids: ReadonlySet<string>;
  /** Text of <title>. */
  readonly title: string;
  /** content of a meta tag by name or property. */
  meta(key: string): string | undefined;
  /** Every JSON-LD block, parsed. */
  readonly jsonLd: readonly Record<string, unknown>[];
}

function collect(node: Node, into: Element[]): Element[] {
  if ('tagName' in node) into.push(node);
  const children = node.nodeName === 'template' ? (node as unknown as { content: Node }).content : node;
  if ('childNodes' in children) for (const child of children.childNodes) collect(child, into);
  return into;
}

export function parsePage(file: string): ParsedPage {
  const document = parse(readDist(file));
  const elements = collect(document, []);
  const headElement = elements.find((element) => element.tagName === 'head')!;
  const head = collect(headElement, []).slice(1);
  const meta = (key: string) => {
    const element = head.find((e) => e.tagName === 'meta' && (attr(e, 'name') === key || attr(e, 'property') === key));
    return element && attr(element, 'content');
  };
  return {
    file,
    elements,
    head,
    ids: new Set(elements.flatMap((element) => attr(element, 'id') ?? [])),
    title: textOf(head.find((element) => element.tagName === 'title') ?? headElement).trim(),
    meta,
    jsonLd: elements
      .filter((element) => element.tagName === 'script' && attr(element, 'type') === 'application/ld+json')
      .map((element) => JSON.parse(textOf(element))),
  };
}

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
