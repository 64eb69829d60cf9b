/** Head tags as HTML, for the build. Every managed tag carries data-head so the browser can replace it. */
import type { HeadTag } from './head-tags.ts';

const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => entities[c]!);

const renderTag = ({ tag, attrs, text }: HeadTag): string => {
  const attributes = Object.entries({ ...attrs, 'data-head': '' })
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`;
  // JSON-LD is already escaped by its serializer; HTML-escaping it would change the JSON.
  const body = tag === 'script' ? (text ?? '') : escapeHtml(text ?? '');
  return `<${tag}${attributes}>${body}</${tag}>`;
};

export const renderHead = (tags: readonly HeadTag[]): string => tags.map(renderTag).join('');

