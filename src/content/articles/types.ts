/**
 * An article body as data: sections of typed blocks, rendered by one component
 * (src/components/article/). Inline text may hold **bold** and [label](/canonical-path/) links (internal only;
 * a link that leaves the site is a 'downloads' block).
 */
import type { IconName } from '../../components/icon-names.ts';
import type { HowToData } from '../../components/HowTo.tsx';
import type { Channel } from '../../site.ts';
import type { ArticleRecord } from './record.ts';

export type Tone = 'green' | 'yellow' | 'orange' | 'red' | 'accent' | 'outline';

/** A card of its own, or a card for another article of the site, titled and linked from that article's record. */
export type CardItem = PlainCard | ArticleCard;

export interface ArticleCard {
  /** The other article's slug. */
  readonly article: string;
  /** Why to read it, shown under its title. */
  readonly text: string;
}

export interface PlainCard {
  readonly icon?: IconName;
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
  /** Buttons to official download channels (src/site.ts); the first is the primary one. */
  | { readonly type: 'downloads'; readonly buttons: readonly { readonly channel: Channel; readonly label: string }[] };

export interface ArticleSection {
  /** Anchor id, also used by the table of contents. */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly Block[];
}

/** The content of an article written as sections of blocks. */
export interface ArticleBody {
  readonly kind: 'sections';
  /** The article's steps, shown by its 'howto' block and given as HowTo JSON-LD. */
  readonly howTo?: HowToData;
  readonly sections: readonly ArticleSection[];
}

export type Article = ArticleRecord<ArticleBody>;
