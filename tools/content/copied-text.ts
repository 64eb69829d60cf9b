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

/** The text as a search result compares it: its spaces as one (most texts have no run of spaces to fold, and are taken as they are). */
const compared = (text: string): string => (/[^\S ]| {2}|^ | $/.test(text) ? text.replace(/\s+/g, ' ').trim() : text);

const byName = (a: PageText, b: PageText) => (nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0);

/**
 * A line for each title, and each description, that two or more pages of one language share, naming
 * each of those pages (in order of their file or path) and the field, the lines in order of the first
 * page named. Pages are grouped first and only the groups that share are sorted: `npm run dev` runs
 * this on every save that makes the site again, over every page.
 */
export function copiedTextProblems(pages: readonly PageText[]): string[] {
  return fields.flatMap((field) => {
    const sharing = new Map<string, PageText[]>();
    for (const page of pages) {
      const text = compared(page[field]);
      if (text === '') continue;
      const key = `${page.locale ?? ''}\n${text}`;
      const group = sharing.get(key);
      if (group) group.push(page);
      else sharing.set(key, [page]);
    }
    return [...sharing]
      .filter(([, group]) => group.length > 1)
      .map(([key, group]) => ({ key, group: group.sort(byName) }))
      .sort((a, b) => byName(a.group[0]!, b.group[0]!))
      .map(({ key, group }) => `${group.map(nameOf).join(', ')}: ${group.length} pages have the ${field} "${key.slice(key.indexOf('\n') + 1)}"; give each page its own, or they compete for one search result`);
  });
}
