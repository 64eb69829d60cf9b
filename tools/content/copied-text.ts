/**
 * A title or a description copied from another page: two pages of one language with the same
 * title, or the same description, compete for one search result and one snippet, and a reader
 * cannot tell them apart in a list of results. Pure: the site's pages in, a line for each shared
 * title or description out, naming every page that has it by its file (an article's) or its path (a
 * page without a file of its own), as a path claimed twice is named (route-checks.ts).
 */

/** A page as the check reads it. */
export interface PageText {
  /** Its canonical path. */
  readonly path: string;
  /** Its language's id; undefined for the default language. */
  readonly locale?: string;
  /** The file it is written in, relative to the project (an article's), if it has one. */
  readonly file?: string;
  readonly title: string;
  readonly description: string;
}

const fields = ['title', 'description'] as const;

const nameOf = (page: PageText): string => page.file ?? `the page ${page.path}`;

/** The text as a search result compares it: its spaces as one. */
const compared = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * A line for each title, and each description, that two or more pages of one language share, naming
 * each of those pages (in order of their file or path) and the field.
 */
export function copiedTextProblems(pages: readonly PageText[]): string[] {
  const ordered = [...pages].sort((a, b) => (nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0));
  return fields.flatMap((field) => {
    const sharing = new Map<string, PageText[]>();
    for (const page of ordered) {
      const text = compared(page[field]);
      if (text === '') continue;
      const key = `${page.locale ?? ''}\n${text}`;
      sharing.set(key, [...(sharing.get(key) ?? []), page]);
    }
    return [...sharing]
      .filter(([, group]) => group.length > 1)
      .map(([key, group]) => `${group.map(nameOf).join(', ')}: ${group.length} pages have the ${field} "${key.slice(key.indexOf('\n') + 1)}"; give each page its own, or they compete for one search result`);
  });
}
