/**
 * Each page's social card: what it shows (the page's heading, its section and icon), the file it
 * is written to (named by the hash of what it shows, so it is cached as immutable like every
 * asset), and the PNG, drawn by social-card.tsx into the card cache, from which the build copies it.
 * Aliases show their page's card.
 */
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import type { RouteRecord } from '../../src/routing/route-types.ts';
import { segmentLabel } from '../../src/breadcrumbs.ts';
import type { PageCard } from '../../src/head/head-tags.ts';
import type { IconName } from '../../src/icon-names.ts';
import type { Site } from '../../src/site-context.tsx';
import { articlesAt } from '../../src/i18n/articles-at.ts';
import type { Locale, Messages } from '../../src/i18n/locale.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import { silentProgress, type Progress } from '../progress/progress.ts';
import { CARD_SIZE, cardFolder, cardInCache, cardKey, drawCard, loadCardFonts, type CardContent, type CardFonts } from './social-card.tsx';

type Section = keyof Messages['cardSections'];

/** The section and icon of a page that is no article, by the first segment of its path (after a language's); others are named by it. */
const sections: Readonly<Record<string, { readonly section: Section; readonly icon: IconName }>> = {
  '': { section: 'home', icon: 'house' },
  download: { section: 'download', icon: 'download' },
  alternatives: { section: 'alternatives', icon: 'arrow-left-right' },
  blog: { section: 'blog', icon: 'book-open' },
  'quick-tips': { section: 'learn', icon: 'lightbulb' },
  'video-tutorials': { section: 'learn', icon: 'circle-play' },
  'effects-library': { section: 'learn', icon: 'sparkles' },
  reviews: { section: 'reviews', icon: 'star' },
  sitemap: { section: 'sitemap', icon: 'layers' },
  contact: { section: 'contact', icon: 'mail' },
  privacy: { section: 'legal', icon: 'scale' },
  terms: { section: 'legal', icon: 'scale' },
  disclaimer: { section: 'legal', icon: 'scale' },
  dmca: { section: 'legal', icon: 'scale' },
};

/** What a page's card shows, in the page's language: an article's heading (or its shorter `card` title), category and icon; another page's own title and its section. */
export function cardContent(route: RouteRecord, site: Site, locales: readonly Locale[] = siteLocales): CardContent {
  const locale = locales.find(({ id }) => id === (route.locale ?? site.defaultLocale)) ?? locales[0]!;
  const words = locale.messages;
  const tagline = locale.id === site.defaultLocale ? {} : { tagline: words.site.tagline };
  const article = articlesAt(site, route.path).byPath.get(route.path)?.record;
  if (article)
    return { title: article.cardTitle ?? article.heading, section: words.articles.categories[article.category], icon: article.icon, ...(article.cover && { picture: article.cover.source }), ...tagline };
  // A translation is placed by the English page it translates: its own slug (/es/privacidad/) is in its language's words.
  const segment = (route.translates ?? (route.locale ? route.path.slice(route.locale.length + 1) : route.path)).split('/')[1] ?? '';
  // The download pages of each device: /capcut-ios/, /capcut-pc/...
  const known = sections[segment] ?? (segment.startsWith('capcut-') ? { section: 'download', icon: 'monitor-down' } : undefined);
  // A section the table does not name is named by the path's words in English, by the page's own name in another language.
  const section = known ? words.cardSections[known.section] : locale.id === site.defaultLocale ? segmentLabel(segment) : route.label;
  return { title: route.meta.title, section, icon: known?.icon ?? 'clapperboard', ...tagline };
}

export interface PageCards {
  /** Each route's card, by canonical path. */
  readonly byPath: ReadonlyMap<string, PageCard>;
  /** The folder of the card cache the cards are kept in (keyed-folders.ts). */
  readonly folder: string;
  /** Draws the cards not in the card cache into it, telling `progress`; then each card's file of the site, the cached file it is copied from, and its size. */
  files(progress?: Progress): Promise<{ file: string; from: string; bytes: number }[]>;
}

/** A page's card: what it shows, its key, its file of the site (named by the key, so an unchanged card keeps its URL) and the tags that name it. */
export function pageCard(route: RouteRecord, site: Site, fonts: CardFonts, locales: readonly Locale[] = siteLocales): { content: CardContent; key: string; file: string; card: PageCard } {
  const content = cardContent(route, site, locales);
  const key = cardKey(content, fonts);
  const file = `assets/cards/${key.slice(0, 16)}.png`;
  return { content, key, file, card: { url: `/${file}`, alt: `${content.section}: ${content.title}`, ...CARD_SIZE, type: 'image/png' } };
}

/** The cards of some routes; `cacheDir` keeps drawn cards between builds. */
export async function pageCards(routes: readonly RouteRecord[], site: Site, cacheDir: string, locales: readonly Locale[] = siteLocales): Promise<PageCards> {
  const fonts = await loadCardFonts();
  const cards = routes.map((route) => ({ route, ...pageCard(route, site, fonts, locales) }));
  return {
    byPath: new Map(cards.map(({ route, card }) => [route.path, card])),
    folder: cardFolder(fonts, cacheDir),
    async files(progress = silentProgress) {
      const unique = [...new Map(cards.map((card) => [card.file, card])).values()];
      // Looked up first, then the missing ones drawn a few at a time: takumi draws each off this thread while this one makes the next
      // cards' nodes, so twice as many as there are cores keep them all busy (4,435 cards on two cores: 39.6 s one a core, 33.1 s two, 33.7 s four).
      const found = unique.map(({ key }) => cardInCache(key, fonts, cacheDir));
      const limit = pLimit(2 * availableParallelism());
      const drawn = progress.stage('cards drawn', found.filter((card) => !card).length);
      const cached = await Promise.all(unique.map(({ content, key }, index) => found[index] ?? limit(() => drawCard(content, fonts, cacheDir, key)).finally(() => drawn.did())));
      drawn.end();
      return unique.map(({ file }, index) => ({ file, from: cached[index]!.file, bytes: cached[index]!.bytes }));
    },
  };
}
