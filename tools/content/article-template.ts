/**
 * What `npm run new` writes into a new article (tools/author/new-article.ts): its placeholder
 * words, defined once here, where the author's tool takes them from and the content layer's check
 * (template-text.ts) reads them, so that an article published with them still in it is named.
 */

/** The placeholder words of a new article, each in the field or the part of the body it holds. */
export const articleTemplate = {
  description: 'Say in 70 to 160 characters what a reader learns here: search results and the social card show this text.',
  lead: 'One or two sentences under the heading: what the reader will be able to do after reading.',
  /** The body's one section. */
  heading: { text: 'First step', id: 'first-step' },
  /** The body's one paragraph: its first sentence, then what it says of pictures, which names the article's slug. */
  paragraph: {
    opening: 'Write the guide here.',
    rest: (slug: string) => `Put pictures beside the file (make it ${slug}/index.mdx) and name them as \`![What the picture shows](./picture.jpg)\`.`,
  },
} as const;

/** What a new article's file holds: a draft, published at `published`, in `category`, with the placeholder words. */
export function templateArticle({ title, slug, category, published }: { readonly title: string; readonly slug: string; readonly category: string; readonly published: string }): string {
  const { description, lead, heading, paragraph } = articleTemplate;
  const yaml = [
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(description)}`,
    `lead: ${JSON.stringify(lead)}`,
    `category: ${category}`,
    'icon: book-open',
    'tags:',
    '  - CapCut',
    `published: ${published}`,
    'draft: true',
    'blog: listed',
  ];
  return `---\n${yaml.join('\n')}\n---\n\n## ${heading.text} {#${heading.id}}\n\n${paragraph.opening} ${paragraph.rest(slug)}\n`;
}
