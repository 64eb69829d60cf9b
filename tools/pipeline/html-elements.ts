/** HTML read as a list of elements: the one walk over parse5 trees that the build and the tests share. */
import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';

export type HtmlElement = DefaultTreeAdapterMap['element'];
export type HtmlNode = DefaultTreeAdapterMap['node'];

/** `node` itself when it is an element, then every element inside it in document order, template contents included. */
export function elementsIn(node: HtmlNode): HtmlElement[] {
  const found: HtmlElement[] = [];
  const walk = (current: HtmlNode) => {
    if ('tagName' in current) found.push(current);
    // A <template> keeps its children in a separate fragment, not in childNodes.
    const children = current.nodeName === 'template' ? (current as HtmlElement & { content: HtmlNode }).content : current;
    if ('childNodes' in children) children.childNodes.forEach(walk);
  };
  walk(node);
  return found;
}

/** Every element of a whole document; the parser adds <html>, <head> and <body> where the markup leaves them out. */
export const documentElements = (html: string): HtmlElement[] => elementsIn(parse(html));

/** Every element of a piece of markup, such as the head tags of a page, without the parser adding a document around it. */
export const fragmentElements = (html: string): HtmlElement[] => elementsIn(parseFragment(html));

/** The elements inside the first element named `tagName`, without that element; none when there is no such element. */
export function elementsInside(elements: readonly HtmlElement[], tagName: string): HtmlElement[] {
  const container = elements.find((element) => element.tagName === tagName);
  return container ? elementsIn(container).slice(1) : [];
}

export const attr = (element: HtmlElement, name: string): string | undefined => element.attrs.find((a) => a.name === name)?.value;

/** The text of a node and everything inside it. */
export const textOf = (node: HtmlNode): string =>
  node.nodeName === '#text' && 'value' in node ? node.value : 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
