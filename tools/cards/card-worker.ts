/** A worker thread of the card pool (page-cards.ts, through tools/workers/worker-pool.ts): draws the cards it is sent into the card cache, with the fonts loaded once. */
import type { CardJob } from './page-cards.ts';
import { drawCard, loadCardFonts, type CardFonts } from './social-card.tsx';

let fonts: Promise<CardFonts> | undefined;
export default async ({ content, cacheDir }: CardJob) => drawCard(content, await (fonts ??= loadCardFonts()), cacheDir);
