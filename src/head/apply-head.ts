/** Head tags applied in the browser on client-side navigation: the earlier page's tags, JSON-LD included, are removed first. */
import type { HeadTag } from './head-tags.ts';

export function applyHead(tags: readonly HeadTag[], doc: Document = document): void {
  doc.head.querySelectorAll('[data-head]').forEach((element) => element.remove());
  for (const { tag, attrs, text } of tags) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute('data-head', '');
    if (text !== undefined) element.textContent = text;
    doc.head.append(element);
  }
}
