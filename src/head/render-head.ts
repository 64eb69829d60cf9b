/** Head tags as HTML, for the build. */
import { escapeMarkup } from '../escape-markup.ts';
import type { HeadTag } from './head-tags.ts';

const renderTag = ({ tag, attrs, text }: HeadTag): string => {
  const attributes = Object.entries(attrs)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeMarkup(value)}"`))
    .join('');
  if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`;
  // JSON-LD is already escaped by its serializer; HTML-escaping it would change the JSON.
  const body = tag === 'script' ? (text ?? '') : escapeMarkup(text ?? '');
  return `<${tag}${attributes}>${body}</${tag}>`;
};

export const renderHead = (tags: readonly HeadTag[]): string => tags.map(renderTag).join('');

