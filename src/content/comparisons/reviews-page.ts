/**
 * The words of /reviews/ in English, and the shape of their translations (reviews-page.es.ts). The rating
 * is src/facts.ts's, written as the page's language writes it; the cards are illustrative (reviews.ts).
 */
import { reviewCards } from './reviews.ts';

/** The rating's figures as the page's language writes them: as figures, and the count of reviews as a sentence reads it before its noun ("más de 11.9 millones de"). */
export interface ReviewsFigures {
  readonly average: string;
  readonly reviews: string;
  readonly downloads: string;
  readonly reviewsInWords: string;
}

export const reviewsPageCopy = {
  hero: {
    title: 'CapCut Reviews and Ratings',
    lead: ({ average, reviews }: ReviewsFigures) =>
      `CapCut has a ${average} out of 5 rating from ${reviews} reviews on Google Play. Here is how those ratings are spread, and the kind of feedback creators give.`,
    download: 'Download CapCut',
  },
  summary: {
    title: 'Rating summary',
    /** For screen readers, beside the stars. */
    stars: (filled: number, average: string) => `${filled} of 5 stars filled, average ${average}`,
    counts: ({ reviews, downloads }: ReviewsFigures) => `${reviews} reviews · ${downloads} downloads`,
    /** A bar's label: "5 stars", "1 star". */
    bar: (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`),
    /** A bar's name for screen readers. */
    share: (bar: string, share: number) => `${bar}: ${share}% of reviews`,
  },
  feedback: {
    title: 'Illustrative feedback',
    intro: 'These six cards are examples written by our editors to show the opinions creators commonly share. They are not quotes of store reviews, and none is verified.',
    rated: (stars: number) => `Rated ${stars} out of 5`,
    verified: 'Verified',
    illustrative: 'Illustrative, not verified',
    helpful: (times: number) => `Marked helpful ${times} times (illustrative)`,
    cards: reviewCards,
  },
  tryIt: {
    title: 'Try it yourself',
    text: 'The best review is your own: CapCut is free to download from the official stores.',
    download: 'Download CapCut',
    compare: 'Compare alternatives',
  },
};

export type ReviewsPageCopy = typeof reviewsPageCopy;
