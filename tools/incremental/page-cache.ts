/**
 * The rendered pages of the last build, kept in the build's cache (pages/): each page's key (what
 * it read and the code that rendered it, page-plan.ts), its HTML (stored once by the hash of its
 * text) and the links and ids the link check needs. A rebuild takes a page from here when its key
 * is unchanged; the HTML is checked against its hash when read, so a damaged entry is rendered
 * again, never published.
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { digest } from '../keys/content-hash.ts';

export interface CachedPage {
  /** The page's key when it was rendered. */
  readonly key: string;
  /** The digests of what its key was made of besides its reads: the document around it, its page module's code, and its address and card (page-plan.ts). */
  readonly parts: readonly string[];
  /** The paths of the site it read (site-reads.ts), to evaluate on the next build's site, and the digest of each one's value then: which of them changed is what `--why` says. */
  readonly reads: readonly string[];
  readonly digests: readonly string[];
  /** The hash of its HTML, which names the stored file. */
  readonly html: string;
  /** What the link check needs, besides what the document around every page references. */
  readonly references: readonly string[];
  readonly ids: readonly string[];
  /** Its <picture> elements as written, which the build's summary weighs without reading the page. */
  readonly pictures: string;
}

/**
 * What the index file holds: the format, so an older one is ignored, and the pages by output file,
 * each text of their lists a number into `texts`. Thousands of pages read the same paths and name
 * the same links: written once each, the index at 4,000 articles is 6.6 MB instead of 20, and
 * reading and writing it, the numbering included, take about 0.2 s of a build's CPU instead of 0.27.
 */
interface IndexFile {
  readonly format: number;
  readonly texts: readonly string[];
  readonly pages: Record<string, StoredPage>;
}

/** A page's entry as the index file holds it: its texts by number. */
type StoredPage = Omit<CachedPage, Listed | 'pictures'> & Record<Listed, readonly number[]> & { readonly pictures: number };

/** The fields that are lists of texts. */
type Listed = 'parts' | 'reads' | 'digests' | 'references' | 'ids';
const listed: readonly Listed[] = ['parts', 'reads', 'digests', 'references', 'ids'];

const format = 5;

/** The index file's text of these pages. */
function indexText(pages: readonly (readonly [string, CachedPage])[]): string {
  const numbers = new Map<string, number>();
  const numberOf = (text: string) => numbers.get(text) ?? numbers.set(text, numbers.size).get(text)!;
  const stored = pages.map(([file, page]): [string, StoredPage] => [file, { ...page, ...(Object.fromEntries(listed.map((field) => [field, page[field].map(numberOf)])) as Record<Listed, number[]>), pictures: numberOf(page.pictures) }]);
  return JSON.stringify({ format, texts: [...numbers.keys()], pages: Object.fromEntries(stored) } satisfies IndexFile);
}

/** The pages of an index file of this format, or none. */
function pagesOf(read: IndexFile): Record<string, CachedPage> {
  if (read.format !== format) return {};
  const { texts } = read;
  const textOf = (number: number) => texts[number]!;
  const pages: Record<string, CachedPage> = {};
  for (const [file, page] of Object.entries(read.pages)) pages[file] = { ...page, ...(Object.fromEntries(listed.map((field) => [field, page[field].map(textOf)])) as Record<Listed, string[]>), pictures: textOf(page.pictures) };
  return pages;
}

/** The page store in a folder: a page's entry by its file (`get`), its HTML (undefined when the stored file is missing or is not what was stored), `put` a rendered page, and `save` the index of this build's pages once all are rendered. */
export async function openPageCache(folder: string) {
  const indexFile = path.join(folder, 'index.json');
  const htmlFolder = path.join(folder, 'html');
  let last: Record<string, CachedPage> = {};
  try {
    last = pagesOf(JSON.parse(await readFile(indexFile, 'utf8')) as IndexFile);
  } catch {
    // No index yet, or an unreadable one: every page is rendered.
  }
  await mkdir(htmlFolder, { recursive: true });
  const writes = new Map<string, Promise<unknown>>();
  const stored = (hash: string) => path.join(htmlFolder, `${hash}.html`);
  return {
    get: (file: string): CachedPage | undefined => (Object.hasOwn(last, file) ? last[file] : undefined),
    async html(page: CachedPage): Promise<string | undefined> {
      const html = await readFile(stored(page.html), 'utf8').catch(() => undefined);
      return html !== undefined && digest(html) === page.html ? html : undefined;
    },
    put(file: string, page: CachedPage, html: string): void {
      // An alias's page is its canonical page's text: stored once.
      if (writes.has(page.html)) return;
      // Written beside its name and renamed, so a build killed midway leaves no half file under it.
      const writing = writeFileAtomic(stored(page.html), html, { fsync: false });
      writing.catch(() => undefined); // awaited by save(); a failure must not go unhandled meanwhile
      writes.set(page.html, writing);
    },
    async save(kept: ReadonlyMap<string, CachedPage>): Promise<void> {
      await Promise.all(writes.values());
      // The HTML no page has any more goes, so the cache holds one build's pages, not every build's;
      // not a file still being written (<hash>.html.<n>), which another build sharing the cache renames next.
      const used = new Set([...kept.values()].map((page) => `${page.html}.html`));
      await Promise.all((await readdir(htmlFolder)).filter((name) => !/\.html\.\d+$/.test(name) && !used.has(name)).map((name) => rm(path.join(htmlFolder, name), { force: true })));
      await writeFileAtomic(indexFile, indexText([...kept].sort(([a], [b]) => (a < b ? -1 : 1))), { fsync: false });
    },
  };
}
