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
  /** The paths of the site it read (site-reads.ts), to evaluate on the next build's site. */
  readonly reads: readonly string[];
  /** The hash of its HTML, which names the stored file. */
  readonly html: string;
  /** What the link check needs, besides what the document around every page references. */
  readonly references: readonly string[];
  readonly ids: readonly string[];
  /** Its <picture> elements as written, which the build's summary weighs without reading the page. */
  readonly pictures: string;
}

/** What the index file holds: the format, so an older one is ignored, and the pages by output file. */
interface IndexFile {
  readonly format: number;
  readonly pages: Record<string, CachedPage>;
}

const format = 3;

/** The page store in a folder: a page's entry by its file (`get`), its HTML (undefined when the stored file is missing or is not what was stored), `put` a rendered page, and `save` the index of this build's pages once it succeeded. */
export async function openPageCache(folder: string) {
  const indexFile = path.join(folder, 'index.json');
  const htmlFolder = path.join(folder, 'html');
  let last: Record<string, CachedPage> = {};
  try {
    const read = JSON.parse(await readFile(indexFile, 'utf8')) as IndexFile;
    if (read.format === format) last = read.pages;
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
      await writeFileAtomic(indexFile, JSON.stringify({ format, pages: Object.fromEntries([...kept].sort(([a], [b]) => (a < b ? -1 : 1))) } satisfies IndexFile), { fsync: false });
    },
  };
}
