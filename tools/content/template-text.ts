/**
 * An article published with `npm run new`'s placeholder words still in it: its description, its
 * lead, the body's section heading or its paragraph as the template wrote them
 * (article-template.ts). Pure: an article's record in, a line for each placeholder out. A draft
 * may hold them (it is not published); the content layer checks the articles a build publishes.
 */
import type { Root, RootContent } from 'hast';
import { articleTemplate } from './article-template.ts';

/** What the check reads of an article: its file, and the words its record holds. */
export interface TemplateTextArticle {
  readonly file: string;
  readonly record: {
    readonly description: string;
    readonly lead: string;
    readonly content: { readonly body: Root; readonly sections: readonly { readonly id: string; readonly title: string }[] };
  };
}

const oneSpaced = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The text of a node of the body's tree, its descendants' joined. */
const textOf = (node: Root | RootContent): string => ('value' in node && typeof node.value === 'string' ? node.value : 'children' in node ? node.children.map((child) => textOf(child as RootContent)).join('') : '');

/** The body's paragraphs, at any depth, as their text. */
const paragraphs = (node: Root | RootContent): string[] => {
  if (node.type === 'element' && node.tagName === 'p') return [oneSpaced(textOf(node))];
  return 'children' in node ? node.children.flatMap((child) => paragraphs(child as RootContent)) : [];
};

const shortened = (text: string): string => (text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text);

/** Each placeholder of `npm run new` still in the article, as a line naming its file and the field or the part of the body. */
export function templateTextProblems(article: TemplateTextArticle): string[] {
  const { description, lead, heading, paragraph } = articleTemplate;
  const { record, file } = article;
  const still = (what: string, instead: string) => `${file}: ${what} is npm run new's placeholder; ${instead}, or keep the article a draft (draft: true)`;
  return [
    ...(oneSpaced(record.description) === description ? [still(`description "${shortened(description)}"`, 'write what a reader learns here, in 70 to 160 characters')] : []),
    ...(oneSpaced(record.lead) === lead ? [still(`lead "${shortened(lead)}"`, 'write the sentences under the heading')] : []),
    ...(record.content.sections.some((section) => section.id === heading.id && oneSpaced(section.title) === heading.text)
      ? [still(`the heading "${heading.text}" {#${heading.id}}`, "name the guide's own sections")]
      : []),
    ...paragraphs(record.content.body)
      .filter((text) => text.startsWith(paragraph.opening))
      .map((text) => still(`the paragraph "${shortened(text)}"`, 'write the guide')),
  ];
}
