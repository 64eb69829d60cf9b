/**
 * The components an article's body may use and the props each takes, as zod schemas: the build
 * checks every use before rendering, so a misspelt name, icon, channel or fact is refused with the
 * file and line instead of breaking the page.
 */
import { z } from 'zod';
import { iconNames } from '../../src/icon-names.ts';
import { officialLinks } from '../../src/site.ts';
import { missingOr } from '../content/front-matter.ts';

const icon = z.enum(iconNames, 'is no icon of src/icon-names.ts');
const channel = z.enum(Object.keys(officialLinks) as [string, ...string[]], `is none of the official channels (${Object.keys(officialLinks).join(', ')})`);
const none = z.strictObject({});
const text = z.string(missingOr('must be text')).min(1, 'is empty');

/**
 * The components that lay out typed data of src/content/ in the page's language, taking no props:
 * a comparison's (its front matter's `editor`) and those of src/components/article/data-bodies.tsx.
 * Their words are counted from their render (tools/render/component-words.ts).
 */
export const dataComponents: ReadonlySet<string> = new Set(['EditorComparison', 'ComparisonActions', 'CapcutVsPro', 'CapcutVsVn', 'TopTemplates', 'TiktokGuide']);

/** Each component by name; lowercase HTML elements (<kbd>, <br>) are Markdown's own and not listed. */
export const componentProps = (articleSlugs: ReadonlySet<string>, figures: ReadonlySet<string>) => {
  const fact = z.string(missingOr('must name a fact')).refine((name) => figures.has(name), 'is no figure of src/facts.ts');
  return {
    Fact: z.strictObject({ name: fact }),
    Keys: z.strictObject({ combo: text }),
    Callout: none,
    Table: z.strictObject({ caption: text }),
    Cards: none,
    Card: z.strictObject({
      icon: icon.optional(),
      title: text,
      href: z.string().startsWith('/', 'must be a path of the site').optional(),
      badge: text.optional(),
      tone: z.enum(['green', 'yellow', 'orange', 'red', 'accent', 'outline'], 'is no badge colour').optional(),
      meter: text.optional(),
      value: fact.optional(),
    }),
    ArticleCard: z.strictObject({ article: z.string().refine((slug) => articleSlugs.has(slug), 'is no article of the site') }),
    Stats: none,
    Stat: z.strictObject({ label: text }),
    LinkList: none,
    Downloads: none,
    DownloadButton: z.strictObject({ channel, variant: z.enum(['primary', 'secondary'], 'is neither primary nor secondary').optional() }),
    HowTo: z.strictObject({ name: text, description: text, minutes: z.number('must be a number of minutes, as minutes={10}').int().positive() }),
    Step: z.strictObject({ name: text }),
    Figure: z.strictObject({ src: text, alt: z.string('must be text').optional(), decorative: z.literal(true, 'is written alone, as <Figure decorative ... />').optional(), caption: text.optional(), credit: text.optional() }),
    ...Object.fromEntries([...dataComponents].map((name) => [name, none])),
  } satisfies Record<string, z.ZodType>;
};
