/** One line of a language's glossary (src/i18n/glossary/<language>.ts). */
export interface GlossaryEntry {
  /** What the entry is about: CapCut's English label, or the site's English term. */
  readonly term: string;
  /** The form a translation uses. */
  readonly use: string;
  /**
   * Forms a translation does not use, each found as a whole word or phrase, in any case unless
   * `matchCase`. Empty where the wrong form is also a right word elsewhere (glow is not "brillo", but
   * brightness is), so only the note can say it.
   */
  readonly avoid: readonly string[];
  /** Set where a rejected form is a right word in lower case ("Beats" the tool, "beats" the music). */
  readonly matchCase?: boolean;
  /** Why, where CapCut's own label could not be confirmed, and the like. */
  readonly note?: string;
}
