/**
 * An article body as data: sections of typed blocks, rendered by one component
 * (src/components/article/). Inline text may hold **bold** and [label](/canonical-path/) links (internal only;
 * a link that leaves the site is a component in a 'slot' block).
 */
import type { HowToData } from '../../components/HowTo.tsx';

export type Tone = 'green' | 'yellow' | 'orange' | 'red' | 'accent' | 'outline';

export interface CardItem {
  readonly icon?: string;
  readonly title: string;
  readonly text: string;
  readonly items?: readonly string[];
  readonly badges?: readonly { readonly label: string; readonly tone?: Tone }[];
  /** A percentage shown as a <meter>, e.g. a template's popularity. */
  readonly meter?: { readonly label: string; readonly value: number };
  /** A canonical path the card links to. */
  readonly href?: string;
}

export interface LinkItem {
  readonly href: string;
  readonly label: string;
}

export type Block =
  | { readonly type: 'p'; readonly text: string }
  | { readonly type: 'h3'; readonly text: string }
  | { readonly type: 'ul' | 'ol'; readonly items: readonly string[] }
  | { readonly type: 'callout'; readonly text: string }
  /** The article's HowTo steps (the same list its HowTo JSON-LD is built from). */
  | { readonly type: 'howto' }
  | {
      readonly type: 'table';
      readonly caption: string;
      readonly head: readonly string[];
      readonly rows: readonly (readonly string[])[];
      /** Index of a column of key combinations ("Ctrl+B"), shown as <kbd>. */
      readonly keys?: number;
    }
  | { readonly type: 'cards'; readonly cards: readonly CardItem[] }
  | { readonly type: 'stats'; readonly stats: readonly { readonly value: string; readonly label: string }[] }
  | { readonly type: 'links'; readonly links: readonly LinkItem[] }
  /** Markup the page module supplies (e.g. download buttons), so only the page that needs it loads its components. */
  | { readonly type: 'slot'; readonly name: string };

export interface ArticleSection {
  /** Anchor id, also used by the table of contents. */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly Block[];
}

export interface Article {
  /** The catalog slug (src/content/articles/catalog.ts). */
  readonly slug: string;
  /** The paragraph under the title. */
  readonly lead: string;
  readonly howTo?: HowToData;
  readonly sections: readonly ArticleSection[];
}
