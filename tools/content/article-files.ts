/**
 * Reads every article file of a folder (<slug>.md or <slug>.mdx, or <slug>/index.mdx in a folder
 * of its own with its pictures: YAML front matter, then a Markdown body) and checks it before anything is rendered: front matter (front-matter.ts), body
 * syntax, the components and facts the body uses (component-props.ts), its links to sections, and
 * that no slug is used twice. Every problem of every file is reported at once, each naming the
 * file and the field or line.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { YAMLParseError } from 'yaml';
import type { ArticleEntry, ArticleRecord, ArticleContent } from '../../src/articles.ts';
import { cachedChecked, checkedFolder, compileCache, keepChecked, readArticle, treeIn, type BodyFacts, type BodyFormat, type Compile, type CompileCache, type ReadArticle } from '../markdown/compile-article.ts';
import { codeKey } from '../keys/code-digest.ts';
import { digest } from '../keys/content-hash.ts';
import { markedDigest } from '../keys/digest-mark.ts';
import type { CompiledBody, ComponentUse } from '../markdown/compiled-body.ts';
import { taggedText, unknownFigures } from './figures-in-text.ts';
import type { PictureUse } from '../pictures/article-images.ts';
import { componentProps } from '../markdown/component-props.ts';
import { frontMatterLines, frontMatterProblems, yamlErrorLine } from './front-matter.ts';
import { templateTextProblems } from './template-text.ts';

/** An article file, read and checked: its entry but the reading time, and what the content layer derives it from. */
export interface MarkdownArticle extends Omit<ArticleEntry, 'readingMinutes'> {
  /** The file, relative to the project (as messages name it). */
  readonly file: string;
  readonly record: ArticleRecord;
  /** The body's links, checked against the site's routes before anything renders. */
  readonly links: CompiledBody['links'];
  /** The words of its body's text. */
  readonly words: number;
  /** The pictures it names, its cover first; checked and planned by the content layer (article-images.ts). */
  readonly pictureUses: readonly PictureUse[];
  /** `draft: true`: left out of the site but in `npm run dev` and preview builds. */
  readonly draft: boolean;
  /** Whether its front matter gives `modified`; without it, the record's `modified` is its published date until the history dates it (site-value.ts). */
  readonly modifiedWritten: boolean;
  /** The slugs its body's <ArticleCard>s name, with their lines. */
  readonly cards: readonly { readonly slug: string; readonly line: number }[];
  /** npm run new's placeholder words still in it (template-text.ts), found while its body's tree is at hand: refused once it is published. */
  readonly placeholders: readonly string[];
}

/** Reading the translations of one locale (a folder src/content/articles/<id>/) instead of the English articles. */
export interface TranslationFolder {
  /** The locale's id: its pages are under /<id>/. */
  readonly locale: string;
  /** The English articles: the one each translation names (`translationOf`) and the ones its cards may name. */
  readonly originals: ReadonlyMap<string, { readonly path: string }>;
}

export const articleExtensions = ['.md', '.mdx'] as const;

const slugShape = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Components that show the data of the article's `editor`. */
const comparisonComponents = new Set(['EditorComparison', 'ComparisonActions']);

/** Splits `---\nYAML\n---\nbody`; the body keeps its line numbers (the front matter becomes blank lines). */
export function split(text: string): { yaml: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return undefined;
  return { yaml: match[1]!, body: '\n'.repeat(match[0].split('\n').length - 1) + text.slice(match[0].length) };
}

/**
 * The front matter's text fields, which may name a figure as the body does: `lead: 'Removed on
 * <Fact name="premiereRushStatus.removedFromStores" />.'` (figures-in-text.ts writes it in the
 * article's language). A name src/facts.ts does not have is reported.
 */
const textFields = ['title', 'heading', 'card', 'description', 'lead'] as const;
function checkFigures(data: Record<string, unknown>, figures: ReadonlySet<string>, report: (problem: string) => void): void {
  for (const field of textFields) {
    const value = data[field];
    if (typeof value === 'string') for (const name of unknownFigures(value, figures)) report(`${field}: <Fact> name "${name}" is no figure of src/facts.ts`);
  }
}

/** What is wrong with one use of a component in a body, as "line N: <Name> prop value rule". */
function componentProblems(use: ComponentUse, props: ReturnType<typeof componentProps>): string[] {
  const at = `line ${use.line}: <${use.name}>`;
  // The page's Content-Security-Policy blocks inline scripts, styles and handlers: refused here, where the writer learns why.
  if (use.name === 'script' || use.name === 'style') return [`${at} is not allowed in an article: the page's Content-Security-Policy blocks inline ${use.name}s (styles live in styles/, behaviour in src/islands/)`];
  const handlers = Object.keys(use.props).filter((name) => /^on[a-z]/i.test(name));
  if (handlers.length > 0) return [`${at} ${handlers.join(', ')}: event handlers are not allowed in an article: the page's Content-Security-Policy blocks them (an island in src/islands/ adds behaviour)`];
  // Lowercase names are HTML elements (<kbd>, <br>), which Markdown has of its own.
  if (/^[a-z]/.test(use.name)) return [];
  const schema = props[use.name as keyof typeof props];
  if (!schema) return [`${at} is none of the components an article can use (${Object.keys(props).join(', ')})`];
  const result = schema.safeParse(use.props);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') return `${at} takes no ${issue.keys.join(', ')}`;
    const value = use.props[String(issue.path[0])];
    return `${at} ${issue.path.join('.')}${value === undefined ? '' : ` ${JSON.stringify(value)}`} ${issue.message}`;
  });
}

/** The .md and .mdx files of a folder, and the index.md or index.mdx of its folders (`slug/index.mdx`), by name. */
export const articleFilesIn = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      if (entry.isFile()) return articleExtensions.some((extension) => entry.name.endsWith(extension)) ? [entry.name] : [];
      if (!entry.isDirectory()) return [];
      const inside = readdirSync(path.join(folder, entry.name));
      return articleExtensions.filter((extension) => inside.includes(`index${extension}`)).map((extension) => `${entry.name}/index${extension}`);
    })
    .sort();

/** The slug of an article file: its name, or its folder's for a folder's index. */
export const slugOf = (name: string) => name.replace(/(\/index)?\.mdx?$/, '');

/** What is wrong with a file before its front matter is read. */
class FileProblem extends Error {}

/** A file's text divided into front matter and body, or the FileProblem that stops it. */
function partsOf(bytes: Uint8Array): { yaml: string; body: string } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new FileProblem('is not UTF-8 text; save it as UTF-8');
  }
  const found = split(text.replace(/^\uFEFF/, ''));
  if (!found) throw new FileProblem('has no front matter: it starts with a line "---", the fields, and another line "---"');
  return found;
}

/** The format of an article file's body, by its name. */
export const formatOf = (name: string): BodyFormat => (name.endsWith('.mdx') ? 'mdx' : 'md');

/** An article file's front matter and body, and the body's format; or why it cannot be read. */
export function articleParts(bytes: Uint8Array, name: string): string | { yaml: string; body: string; format: BodyFormat } {
  try {
    return { ...partsOf(bytes), format: formatOf(name) };
  } catch (error) {
    if (error instanceof FileProblem) return error.message;
    throw error;
  }
}


/** Every slug of a folder's files with the file that has it; a slug used twice is a problem. */
export function folderSlugs(folder: string, root: string, files: readonly string[]): { slugs: Map<string, string>; problems: string[] } {
  const problems: string[] = [];
  const slugs = new Map<string, string>();
  for (const name of files) {
    const slug = slugOf(name);
    const file = path.relative(root, path.join(folder, name));
    if (slugs.has(slug)) problems.push(`${file}: the slug "${slug}" is used twice (also by ${slugs.get(slug)}); rename one file`);
    slugs.set(slug, file);
  }
  return { slugs, problems };
}

/**
 * What reading one file gave: why it cannot be read, its front matter and body, or what the parser
 * or compiler threw; with its front matter's text, whose lines problems name, asked for only when
 * there is a problem (a file taken from the cache by its bytes is never split).
 */
export type FileReading = string | { readonly read: ReadArticle; readonly yaml: () => string } | { readonly error: unknown; readonly yaml: () => string };

/** What one file's article is checked against: its folder, the components its body may use, the figures it may name, and the translations' folder when it is one. */
export interface ArticleContext {
  readonly folder: string;
  readonly root: string;
  /** componentProps of the slugs a card may name and the figures a <Fact> may name. */
  readonly props: ReturnType<typeof componentProps>;
  /** The names of src/facts.ts's figures (facts-by-name.ts): a front matter's <Fact> may name them. */
  readonly figures: ReadonlySet<string>;
  readonly translations?: TranslationFolder;
  /** The digest of all of it, for the key a file's check is kept under. */
  readonly signature: string;
}

/** What the files of a folder are checked against, given the slugs of the folder's articles (a translation's cards name English articles) and the figures' names. */
export function articleContext(folder: string, root: string, slugs: Iterable<string>, figures: ReadonlySet<string>, translations?: TranslationFolder): ArticleContext {
  const cardSlugs = new Set(translations ? translations.originals.keys() : slugs);
  const signature = digest(JSON.stringify([path.relative(root, folder), [...cardSlugs], [...figures], translations && [translations.locale, [...translations.originals]]]));
  return { folder, root, props: componentProps(cardSlugs, figures), figures, ...(translations && { translations }), signature };
}

/** The message about what reading a file threw: the YAML parser's or the compiler's, with its line. */
function readingProblem(error: unknown, yaml: () => string): string {
  if (error instanceof YAMLParseError) return `line ${yamlErrorLine(yaml(), error)}: the front matter is not YAML: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`;
  const { line, column, reason } = error as { line?: number; column?: number; reason?: string };
  return `line ${line ?? '?'}${column ? `:${column}` : ''}: ${reason ?? (error as Error).message}`;
}

/** One file's reading checked and made into its article; the problems found in it, each naming the file. */
export function articleFromReading(name: string, reading: FileReading, { folder, root, props, figures, translations }: ArticleContext): { article?: MarkdownArticle; problems: string[] } {
  const problems: string[] = [];
  const slug = slugOf(name);
  const file = path.relative(root, path.join(folder, name));
  const report = (problem: string) => problems.push(`${file}: ${problem}`);
  if (!slugShape.test(slug)) report('the file name is the slug: lowercase words joined by hyphens, as add-captions.md');
  if (typeof reading === 'string') {
    report(reading);
    return { problems };
  }
  if ('error' in reading) {
    report(readingProblem(reading.error, reading.yaml));
    return { problems };
  }
  const { read } = reading;
  const { data, body } = read;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    report('the front matter is not a list of fields ("title: ...")');
    return { problems };
  }
  const given = data as Record<string, unknown>;
  checkFigures(given, figures, report);
  // The lines are looked up only for a file with a problem: a cached front matter is data, without them.
  let checked = frontMatterProblems(given);
  if (checked.problems.length > 0) checked = frontMatterProblems(given, frontMatterLines(reading.yaml()));
  checked.problems.forEach(report);
  for (const problem of body.problems) report(`line ${problem.line}:${problem.column}: ${problem.reason}`);
  for (const use of body.components) {
    componentProblems(use, props).forEach(report);
    if (comparisonComponents.has(use.name) && checked.fields && checked.fields.editor === undefined) report(`line ${use.line}: <${use.name}> shows the data of the editor compared: give the front matter's editor (with layout: comparison)`);
  }
  const ids = new Set(body.sections.map((section) => section.id));
  for (const id of ids) if (body.sections.filter((section) => section.id === id).length > 1) report(`two sections have the id "${id}"; give one another {#id}`);
  for (const link of body.links)
    if (link.href.startsWith('#') && !ids.has(link.href.slice(1))) report(`line ${link.line}: the link to ${link.href} names no section of this article`);
  const fields = checked.fields;
  if (!fields) return { problems };
  const original = translations && fields.translationOf !== undefined ? translations.originals.get(fields.translationOf) : undefined;
  if (translations) {
    if (fields.translationOf === undefined) report(`translationOf is missing: a file of ${path.relative(root, folder)}/ translates an English article; name its slug`);
    else if (!original) report(`translationOf "${fields.translationOf}" is no English article (src/content/articles/${fields.translationOf}.mdx)`);
    if (fields.path !== undefined && !fields.path.startsWith(`/${translations.locale}/`)) report(`path "${fields.path}" is outside /${translations.locale}/, where this language's pages are`);
    if (fields.aliases.length > 0) report('aliases: a translation has none (old addresses lead to the English page)');
  } else if (fields.translationOf !== undefined) report('translationOf is for a translation, a file of src/content/articles/<locale>/');
  if (translations && !original) return { problems };
  const howTo = body.howTo && {
    name: body.howTo.name,
    description: body.howTo.description,
    totalMinutes: body.howTo.minutes,
    steps: body.howTo.steps.map((step) => ({ name: step.name, text: taggedText(step.text).trim() })),
  };
  const article: MarkdownArticle = {
    file,
    record: {
      slug,
      path: fields.path ?? `${translations ? `/${translations.locale}` : ''}/blog/${slug}/`,
      title: fields.title,
      heading: fields.heading ?? fields.title,
      ...(fields.card && { cardTitle: fields.card }),
      description: fields.description,
      lead: fields.lead,
      icon: fields.icon,
      category: fields.category,
      tags: fields.tags,
      published: fields.published,
      modified: fields.modified ?? fields.published,
      content: {
        body: body.tree,
        sections: body.sections,
        layout: fields.layout,
        ...(fields.actions && { actions: fields.actions }),
        ...(howTo && { howTo }),
        ...(fields.editor && { editor: fields.editor }),
        components: [...new Set(body.components.map((use) => use.name).filter((name) => /^[A-Z]/.test(name)))].sort(),
        pictures: {},
      },
    },
    page: 'ArticlePage',
    aliases: fields.aliases,
    ...(translations && fields.translationOf !== undefined && { translates: { slug: fields.translationOf, path: original!.path, locale: translations.locale } }),
    sitemap: { priority: fields.priority, changefreq: 'monthly' },
    ...(fields.blog && { blog: fields.blog }),
    links: body.links,
    words: body.words,
    pictureUses: [
      ...(fields.image ? [{ src: fields.image, ...(fields.imageAlt !== undefined && { alt: fields.imageAlt }), decorative: false, at: 'image' }] : []),
      ...body.images.map(({ line, ...use }) => ({ ...use, at: `line ${line}` })),
    ],
    draft: fields.draft,
    modifiedWritten: fields.modified !== undefined,
    cards: body.components.flatMap((use) => (use.name === 'ArticleCard' && typeof use.props.article === 'string' ? [{ slug: use.props.article, line: use.line }] : [])),
    placeholders: [],
  };
  return { article: { ...article, placeholders: templateTextProblems(article) }, problems };
}

/** The compile cache, with the key of the code that checks an article (this module and all it imports). */
export interface ArticleCache extends CompileCache {
  readonly checks: string;
}

export async function articleCache(folder: string): Promise<ArticleCache> {
  const [cache, checks] = await Promise.all([compileCache(folder), codeKey(import.meta.filename)]);
  return { ...cache, checks };
}

/** The folders of the cache the articles were read through: a build that succeeded keeps only these of their kind (keyed-folders.ts). */
export const articleCacheFolders = (cache: ArticleCache): string[] => [cache.folder, checkedFolder(cache, cache.checks)];

export type Checked = ReturnType<typeof articleFromReading>;

/** A checked file as the cache keeps it: its article's body tree named by its key, read when a page shows it. */
type KeptChecked = Checked & { readonly bodyKey?: string };

const treeless = ({ article, problems }: Checked): KeptChecked =>
  article ? { problems, bodyKey: markedDigest(article.record.content.body), article: { ...article, record: { ...article.record, content: { ...article.record.content, body: undefined as never } } } } : { problems };

const withTree = (cache: CompileCache, { article, problems, bodyKey }: KeptChecked): Checked =>
  article ? { problems, article: { ...article, record: { ...article.record, content: { ...article.record.content, body: treeIn(cache, bodyKey!) } } } } : { problems };

/** How a file is checked now: its folder's context, the caches, the bodies read or compiled in this run (files with one body share it) and the compiler. */
export interface FileCheck {
  readonly context: ArticleContext;
  readonly cache: ArticleCache;
  readonly bodies: Map<string, Promise<BodyFacts>>;
  readonly compile: Compile;
}

/**
 * The key a file's check is kept under: its bytes, its name, the code that reads and checks it, and
 * what it is checked against (the slugs a card may name, a translation's originals, the figures an
 * article may name), so a rebuild after one file changed checks that file alone.
 */
export const checkKey = (context: ArticleContext, cache: ArticleCache, name: string, bytes: Uint8Array): string => digest(cache.codeKey, cache.checks, context.signature, name, bytes);

/**
 * One file checked and made into its article, with the problems found in it: taken from the cache
 * under its key (checkKey), or read (its record from the cache by its bytes, or its front matter
 * parsed and its body compiled), checked and kept there; `fresh` when it was not in the cache.
 */
export async function checkArticleFile(name: string, bytes: Uint8Array, key: string, { context, cache, bodies, compile }: FileCheck): Promise<{ checked: Checked; fresh: boolean }> {
  const kept = cachedChecked<KeptChecked>(cache, cache.checks, key);
  if (kept) return { checked: withTree(cache, kept), fresh: false };
  const read = await readArticle(bytes, () => partsOf(bytes), formatOf(name), cache, bodies, compile).then(
    (read): FileReading => ({ read, yaml: () => partsOf(bytes).yaml }),
    (error: unknown): FileReading => (error instanceof FileProblem ? error.message : { error, yaml: () => partsOf(bytes).yaml }),
  );
  const checked = articleFromReading(name, read, context);
  // Kept once the file was read: what the parser or compiler threw is met again, not taken from the cache.
  return { checked: typeof read !== 'string' && 'read' in read ? withTree(cache, keepChecked(cache, cache.checks, key, treeless(checked))) : checked, fresh: true };
}
