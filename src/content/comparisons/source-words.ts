/** A source note's words in English (SourceNote): a module of their own, as the islands that show a source note carry them. */

/** The day a figure was read: as its fact records it (ISO) and as the page's language writes it in full. */
export interface SourceDay {
  readonly iso: string;
  readonly long: string;
}

export const sourceWords = {
  /** A source note's first word, by how many sources it names. */
  source: (_count: number): string => 'Source',
  /** One source of a source note and the day it was read. */
  sourceAt: (source: string, day: SourceDay): string => `${source}, as of ${day.iso}`,
};

export type SourceWords = typeof sourceWords;
