/** What a translated legal page says of the English page it translates: that the English governs. The English pages say nothing: they are the original. */
export interface LegalTranslationNote {
  /** {original}: the link to the English page, named by `link`. */
  readonly text: string;
  readonly link: string;
}
