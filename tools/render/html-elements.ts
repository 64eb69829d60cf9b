/**
 * HTML read as a list of elements, with htmlparser2, the build's one HTML reader (page-references.ts
 * drives its tokenizer over each page as it is rendered; this reads a whole page into a tree for the
 * size report and the tests).
 */
import { type ChildNode, type Document, type Element, hasChildren, isTag } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';

export type HtmlElement = Element;
export type HtmlNode = Document | ChildNode;

/** `node` itself when it is an element, then every element inside it in document order. */
export function elementsIn(node: HtmlNode): HtmlElement[] {
  const found: HtmlElement[] = [];
  const walk = (current: HtmlNode) => {
    if (isTag(current)) found.push(current);
    if (hasChildren(current)) current.children.forEach(walk);
  };
  walk(node);
  return found;
}

/** Every element of a document, or of a piece of markup such as a page's head tags (htmlparser2 adds no <html>, <head> or <body> the markup lacks). */
export const documentElements = (html: string): HtmlElement[] => elementsIn(parseDocument(html));

/** The elements inside the first element named `tagName`, without that element; none when there is no such element. */
export function elementsInside(elements: readonly HtmlElement[], tagName: string): HtmlElement[] {
  const container = elements.find((element) => element.tagName === tagName);
  return container ? elementsIn(container).slice(1) : [];
}

export const attr = (element: HtmlElement, name: string): string | undefined => element.attribs[name];

/** The text of a node and everything inside it. */
export const textOf = (node: HtmlNode): string => DomUtils.textContent(node);

/** A page's <picture> elements as written, one after another: what its picture bytes depend on. */
export function picturesIn(html: string): string {
  const pictures: string[] = [];
  for (let start = html.indexOf('<picture'); start >= 0; start = html.indexOf('<picture', start + 1)) {
    const end = html.indexOf('</picture>', start);
    if (end < 0) break;
    pictures.push(html.slice(start, end + '</picture>'.length));
  }
  return pictures.join('\n');
}
