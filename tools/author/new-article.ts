/**
 * `npm run new -- "Title of the guide" [--category Tips]`: writes a draft article with its front
 * matter (its slug from the title, published now, draft: true) and prints its path and its page in
 * `npm run dev`, as `hugo new content` does. `npm run new -- --translate <slug> <language>` writes
 * the translation's file: the original's front matter and text to translate, with translationOf.
 * The category is asked for on a terminal, or given.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { slug as slugOf } from 'github-slugger';
import { articleCategories } from '../../src/article-record.ts';
import { siteLocales } from '../../src/i18n/locales.ts';
import { siteContent } from '../content/site-content.ts';
import { articleFilesIn } from '../content/article-files.ts';
import { templateArticle } from '../content/article-template.ts';
import { nearest } from '../content/nearest-word.ts';
import { optionsOrExit } from '../pipeline/script-options.ts';

const root = path.resolve(import.meta.dirname, '../..');
const articlesDir = path.join(root, siteContent.articlesDir);
const devUrl = (page: string) => `http://localhost:${process.env.PORT ?? 3000}${page}`;
const now = () => `${new Date().toISOString().slice(0, 16)}+00:00`;

/** Stops with a message for the owner, without a stack. */
function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

async function category(given: string | undefined): Promise<string> {
  const known: readonly string[] = articleCategories;
  if (given !== undefined) {
    if (known.includes(given)) return given;
    const near = nearest(given, known);
    stop(`--category "${given}" is none of ${known.join(', ')}${near ? `; did you mean ${near}?` : ''}`);
  }
  if (!process.stdin.isTTY) stop(`Give the category: --category ${known.join('|')}`);
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    for (;;) {
      const answer = (await prompt.question(`Category (${known.join(', ')}): `)).trim();
      if (known.includes(answer)) return answer;
      const near = nearest(answer, known);
      console.log(`"${answer}" is none of them${near ? `; did you mean ${near}?` : ''}`);
    }
  } finally {
    prompt.close();
  }
}

async function newArticle(title: string, given: string | undefined): Promise<void> {
  const slug = slugOf(title).replace(/[^a-z0-9-]/g, '').replace(/-+/g, '-').replace(/^-|-$/g, '');
  if (!slug) stop(`"${title}" gives no slug: use letters or digits in the title`);
  const file = path.join(articlesDir, `${slug}.mdx`);
  if (existsSync(file) || existsSync(path.join(articlesDir, slug))) stop(`${path.relative(root, file)} exists already: choose another title, or edit that file`);
  writeFileSync(file, templateArticle({ title, slug, category: await category(given), published: now() }));
  console.log(`Wrote ${path.relative(root, file)}, a draft: npm run dev shows it at ${devUrl(`/blog/${slug}/`)}; remove "draft: true" to publish it.`);
}

function translation(original: string, language: string): void {
  const locale = siteLocales.find((candidate) => candidate.id === language);
  if (!locale || locale === siteLocales[0]) stop(`"${language}" is no language of the site to translate into: ${siteLocales.slice(1).map(({ id }) => id).join(', ')}`);
  const name = articleFilesIn(articlesDir).find((candidate) => candidate.replace(/(\/index)?\.mdx?$/, '') === original);
  if (!name) stop(`"${original}" is no English article (a file of ${siteContent.articlesDir}/)`);
  const text = readFileSync(path.join(articlesDir, name), 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) stop(`${name} has no front matter`);
  // Pictures stay in the original's folder, named by a path into it. A translation has no aliases of its own; its date is its own, and it is a draft until it is read through.
  const front = match[1]!.replace(/^aliases:\n(?:\s+-.*\n?)*/m, '').replace(/^(published|modified|draft):.*\n?/gm, '').trimEnd();
  const target = path.join(articlesDir, language, name.includes('/') ? `${original}/index.mdx` : `${original}.mdx`);
  const pictures = path.relative(path.dirname(target), path.join(articlesDir, path.dirname(name)));
  if (existsSync(target)) stop(`${path.relative(root, target)} exists already`);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `---\n${front.replace(/^image: (?:\.\/)?(.+)$/m, `image: ${pictures}/$1`)}\npublished: ${now()}\ntranslationOf: ${original}\ndraft: true\n---\n${match[2]!.replace(/(\]\(|src=")\.\//g, `$1${pictures}/`)}`);
  console.log(
    `Wrote ${path.relative(root, target)}: the original's text, to translate (keep every {#id}, <Fact> and component). Rename it to the page's slug in ${locale.name}; ` +
      `name the original's pictures by a path into its folder (${pictures}/picture.jpg). Remove "draft: true" to publish it; npm run dev lists it at ${devUrl(`/${language}/blog/`)}.`,
  );
}

const newOptions = {
  category: { type: 'string', value: 'category', help: `the new article's category (${articleCategories.join(', ')}); asked for on a terminal when not given` },
  translate: { type: 'boolean', help: 'write the translation of an English article instead: --translate <slug of the English article> <language>' },
} as const;

// A title may come unquoted, as several words.
const { values, positionals } = optionsOrExit('npm run new', newOptions, process.argv.slice(2), { positionals: Infinity });
if (values.translate) {
  const [original, language] = positionals;
  if (!original || !language || positionals.length > 2) stop('npm run new -- --translate <slug of the English article> <language>');
  translation(original, language);
} else {
  const title = positionals.join(' ').trim();
  if (!title) stop('npm run new -- "Title of the guide" [--category Tutorial]');
  await newArticle(title, values.category);
}
