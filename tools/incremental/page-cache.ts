/**
 * The rendered pages of the last build, kept in the build's cache (pages/): each page's key (what
 * it read and the code that rendered it, page-keys.ts), its HTML (stored once by the hash of its
 * text) and the links and ids the link check needs. A rebuild takes a page from here when its key
 * is unchanged; the HTML is checked against its hash when read, so a damaged entry is rendered
 * again, never published.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
}

/** What the index file holds: the format, so an older one is ignored, and the pages by output file. */
interface IndexFile {
  readonly format: number;
  readonly pages: Record<string, CachedPage>;
}

const format = 2;

export const htmlHash = (html: string): string => createHash('sha256').update(html).digest('base64url').slice(0, 32);

export interface PageCache {
  /** The page last written to `file`, if any. */
  get(file: string): CachedPage | undefined;
  /** Its HTML, or undefined when the stored file is missing or is not what was stored. */
  html(page: CachedPage): Promise<string | undefined>;
  /** Keeps a rendered page for the next build. */
  put(file: string, page: CachedPage, html: string): void;
  /** Writes the index of this build's pages (those put, and those taken unchanged), once the build succeeded. */
  save(kept: ReadonlyMap<string, CachedPage>): Promise<void>;
}

export async function openPageCache(folder: string): Promise<PageCache> {
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
    get: (file) => (Object.hasOwn(last, file) ? last[file] : undefined),
    async html(page) {
      const html = await readFile(stored(page.html), 'utf8').catch(() => undefined);
      return html !== undefined && htmlHash(html) === page.html ? html : undefined;
    },
    put(file, page, html) {
      // An alias's page is its canonical page's text: stored once.
      if (writes.has(page.html)) return;
      // Written beside its name and renamed, so a build killed midway leaves no half file under it.
      const temporary = `${stored(page.html)}.${process.pid}`;
      const writing = writeFile(temporary, html).then(() => rename(temporary, stored(page.html)));
      writing.catch(() => undefined); // awaited by save(); a failure must not go unhandled meanwhile
      writes.set(page.html, writing);
    },
    async save(kept) {
      await Promise.all(writes.values());
      // The HTML no page has any more goes, so the cache holds one build's pages, not every build's.
      const used = new Set([...kept.values()].map((page) => `${page.html}.html`));
      await Promise.all((await readdir(htmlFolder)).filter((name) => !used.has(name)).map((name) => rm(path.join(htmlFolder, name), { force: true })));
      const temporary = `${indexFile}.${process.pid}`;
      await writeFile(temporary, JSON.stringify({ format, pages: Object.fromEntries([...kept].sort(([a], [b]) => (a < b ? -1 : 1))) } satisfies IndexFile));
      await rename(temporary, indexFile);
    },
  };
}
