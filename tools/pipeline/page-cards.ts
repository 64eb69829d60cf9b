/**
 * Each page's social card: what it shows (the page's heading, its section and icon), the file it
 * is written to (named by the hash of what it shows, so it is cached as immutable like every
 * asset), and the PNG, drawn by social-card.tsx into the card cache, from which the build copies it.
 * Aliases show their page's card.
 */
import type { RouteRecord } from '../../src/routing/route-types.ts';
import { segmentLabel } from '../../src/breadcrumbs.ts';
import type { PageCard } from '../../src/head/head-tags.ts';
import type { IconName } from '../../src/icon-names.ts';
import type { Site } from '../../src/site-context.tsx';
import { silentProgress, type Progress } from '../progress/progress.ts';
import { workerPool } from '../workers/worker-pool.ts';
import { CARD_SIZE, cardInCache, cardKey, drawCard, loadCardFonts, type CachedCard, type CardContent } from './social-card.tsx';

/** The section and icon of a page that is no article, by the first segment of its path; others are named by it. */
const sections: Readonly<Record<string, { readonly section: string; readonly icon: IconName }>> = {
  '': { section: 'Home', icon: 'house' },
  download: { section: 'Download', icon: 'download' },
  alternatives: { section: 'Alternatives', icon: 'arrow-left-right' },
  blog: { section: 'Blog', icon: 'book-open' },
  'quick-tips': { section: 'Learn', icon: 'lightbulb' },
  'video-tutorials': { section: 'Learn', icon: 'circle-play' },
  'effects-library': { section: 'Learn', icon: 'sparkles' },
  reviews: { section: 'Reviews', icon: 'star' },
  sitemap: { section: 'Sitemap', icon: 'layers' },
  contact: { section: 'Contact', icon: 'mail' },
  privacy: { section: 'Legal', icon: 'scale' },
  terms: { section: 'Legal', icon: 'scale' },
  disclaimer: { section: 'Legal', icon: 'scale' },
  dmca: { section: 'Legal', icon: 'scale' },
};

/** What a page's card shows: an article's heading (or its shorter `card` title), category and icon; another page's own title and its section. */
export function cardContent(route: RouteRecord, site: Site): CardContent {
  const article = site.articles.byPath.get(route.path)?.record;
  if (article) return { title: article.cardTitle ?? article.heading, section: article.category, icon: article.icon, ...(article.cover && { picture: article.cover.source }) };
  const segment = route.path.split('/')[1] ?? '';
  // The download pages of each device: /capcut-ios/, /capcut-pc/...
  const { section, icon } = sections[segment] ?? (segment.startsWith('capcut-') ? { section: 'Download', icon: 'monitor-down' } : { section: segmentLabel(segment), icon: 'clapperboard' });
  return { title: route.meta.title, section, icon };
}

/** What card-worker.ts is sent: a card to draw into the card cache. */
export interface CardJob {
  readonly content: CardContent;
  readonly cacheDir: string;
}

export interface PageCards {
  /** Each route's card, by canonical path. */
  readonly byPath: ReadonlyMap<string, PageCard>;
  /** Draws the cards not in the card cache into it, telling `progress`; then each card's file of the site, the cached file it is copied from, and its size. */
  files(progress?: Progress): Promise<{ file: string; from: string; bytes: number }[]>;
}

/** The cards of some routes; `cacheDir` keeps drawn cards between builds. */
export async function pageCards(routes: readonly RouteRecord[], site: Site, cacheDir: string): Promise<PageCards> {
  const fonts = await loadCardFonts();
  const cards = routes.map((route) => {
    const content = cardContent(route, site);
    const file = `assets/cards/${cardKey(content, fonts).slice(0, 16)}.png`;
    const card: PageCard = { url: `/${file}`, alt: `${content.section}: ${content.title}`, ...CARD_SIZE, type: 'image/png' };
    return { route, content, file, card };
  });
  return {
    byPath: new Map(cards.map(({ route, card }) => [route.path, card])),
    async files(progress = silentProgress) {
      const unique = [...new Map(cards.map((card) => [card.file, card])).values()];
      // Looked up first, then the missing ones drawn together: on worker threads when there are many (a first build).
      const found = await Promise.all(unique.map(({ content }) => cardInCache(content, fonts, cacheDir)));
      const draw = workerPool<CardJob, CachedCard>(new URL('./card-worker.ts', import.meta.url), ({ content }) => drawCard(content, fonts, cacheDir));
      const drawn = progress.stage('cards drawn', found.filter((card) => !card).length);
      const cached = await Promise.all(unique.map(({ content }, index) => found[index] ?? draw({ content, cacheDir }).finally(() => drawn.did())));
      drawn.end();
      return unique.map(({ file }, index) => ({ file, from: cached[index]!.file, bytes: cached[index]!.bytes }));
    },
  };
}
