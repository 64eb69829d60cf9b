import type { IslandLanguage } from '../i18n/island-words.ts';

/** The search dialog's words, as the header's search link hands them to the browser (data-words): texts with a value hold it as {query} or {count}. */
export interface SearchWords {
  readonly dialogTitle: string;
  readonly placeholder: string;
  readonly results: string;
  readonly failed: string;
  readonly noMatch: string;
  readonly found: string;
  readonly foundOne: string;
  readonly allGuides: string;
  readonly browse: string;
  /** The page's language's list of every guide, where a search that finds nothing points. */
  readonly guidesHref: string;
  /** The page's language as an island has it, for the components the dialog shows (its Close button). */
  readonly language: IslandLanguage;
}

