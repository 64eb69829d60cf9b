/** A section of a legal page: its anchor (the same in every language, so a link to it works in each), heading and paragraph, whose {name} marks the page fills in (a link, an address, a figure). */
export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}
