/**
 * What `npm run dev` holds between requests, as plain data: dev.ts keeps it, and hands it to the
 * code Vite loads (dev-site.ts and what it imports), which is evaluated again when a module it is
 * made of is saved; the data outlives it. Types and the empty state only: no work is done here.
 */
import type { BodyFacts, BodyFormat, CompileCache } from '../markdown/compile-article.ts';
import type { CompiledBody } from '../markdown/compiled-body.ts';
import type { MarkdownArticle } from '../content/article-files.ts';
import type { ArticleHistory } from '../content/article-history.ts';
import type { LoadedContent } from '../content/load-site.ts';
import type { SiteEnv } from '../pipeline/settings.ts';
import type { DeployHost } from '../site-files/host-files.ts';
import type { PageSources } from '../render/page-modules.ts';

/** A compiled body without its tree: what the content layer reads of it (its facts in the compile cache); a page reads the tree from the compile cache when it shows it. */
export type BodySummary = BodyFacts;

/** A body's compiled summary, or the error compiling it gave (MDX's line, column and reason among its fields). */
export type HeldBody = { readonly summary: BodySummary } | { readonly error: { readonly message: string } & Record<string, unknown> };

/** An article file as the dev server holds it. */
export interface HeldFile {
  /** The folder of articles it is in (the English articles', or a language's translations'), and its name there. */
  readonly folder: string;
  readonly name: string;
  /** The language it translates into: a file of src/content/articles/<id>/. */
  readonly locale?: string;
  /** Its size and time of change when read. */
  stamp: string;
  /** Its front matter and body, or why it cannot be read. */
  parts: string | { readonly yaml: string; readonly body: string; readonly format: BodyFormat };
  /** Its front matter's data, or the YAML error. */
  data?: { readonly value: unknown } | { readonly error: unknown };
  /** Its body's key in the compile cache. */
  bodyKey?: string;
  /** Its bytes while the compile cache has no record of it: kept once its body's facts are known, so a build (or the next run) takes the file from the cache. */
  unrecorded?: Uint8Array;
  /** Its body's words as the text counts them: the reading time shown until the body is compiled. */
  guessedWords?: number;
  /** Its article as last made from it (with the key it was made with) and the problems found in it. */
  made?: { readonly key: string; readonly article?: MarkdownArticle; readonly problems: readonly string[] };
  /** Its last article that had no problem: shown, under the message, while the file has a mistake. */
  lastGood?: MarkdownArticle;
}

/** A module of the server's graph that was saved, and what it is part of. */
export interface CodeChange {
  readonly file: string;
  /** Part of how an article file is read and checked (articleFromReading): every file is made again. */
  readonly articles: boolean;
  /** Part of the code that makes the site value (load-site.ts and what dev-content.ts imports): the site is made again. */
  readonly site: boolean;
}

/** What the dev server was started with: the build's settings, read from the environment once. */
export interface DevConfig {
  readonly root: string;
  readonly siteEnv: SiteEnv;
  readonly cacheDir: string;
  readonly host: DeployHost;
  readonly sources: PageSources;
  /** The folder of the article files, relative to the root. */
  readonly articlesDir: string;
}

export interface DevState {
  readonly config: DevConfig;
  /** Every article file, by absolute path. */
  readonly files: Map<string, HeldFile>;
  /** The build's compile cache, with the key of the code that fills it as last loaded: bodies are keyed by it. */
  cache?: CompileCache;
  /** Compiled bodies (without their trees), by body key; kept on disk in the compile cache, as a build keeps them. */
  readonly bodies: Map<string, HeldBody>;
  /** Bodies waiting for the compiler's thread, by key. */
  readonly queued: Set<string>;
  /** Bodies the compiler's thread gave back, taken into `bodies` together once it has none left, so the site is made again once, not per body. */
  readonly arrived: Map<string, HeldBody>;
  /** The trees of the bodies shown last, by key, oldest first. */
  readonly trees: Map<string, CompiledBody['tree']>;
  /** What changed since the site was last made. */
  readonly pending: { readonly files: Set<string>; list: boolean; pictures: boolean; bodies: boolean; readonly code: CodeChange[] };
  /** Counts up with each saved module of the article code (CodeChange.articles). */
  articlesCode: number;
  /** What each folder's files are checked against (the slugs a card may name, a translation's originals), as text, and a number that counts up when it changes. */
  readonly contexts: Map<string, { signature: string; version: number }>;
  /** Each figure of src/facts.ts as text, by name: a saved src/facts.ts makes again only the articles that name a figure that changed. */
  facts?: ReadonlyMap<string, string>;
  history?: Promise<ArticleHistory>;
  /** The site, made last, with every problem found. */
  content?: { readonly loaded: LoadedContent; readonly problems: readonly string[] };
  /** Counts up with every change of the site value. */
  generation: number;
  /** Counts up with every saved module of the server's graph: pages are rendered with the modules as they are now. */
  code: number;
}

export const emptyDevState = (config: DevConfig): DevState => ({
  config,
  files: new Map(),
  bodies: new Map(),
  queued: new Set(),
  arrived: new Map(),
  trees: new Map(),
  pending: { files: new Set(), list: true, pictures: false, bodies: false, code: [] },
  articlesCode: 0,
  contexts: new Map(),
  generation: 0,
  code: 0,
});
