/**
 * The glossary check: every form a language's glossary rejects, found in a file of that language,
 * by line. Pure (text in, problems out), so the build's content layer lists them as notices and a
 * test holds the site's own files to them. What is code rather than words (comments, imports, paths,
 * the names of facts and icons) is blanked first, keeping the line numbers.
 */
import { templateReach } from '../../facts.ts';
import type { GlossaryEntry } from './entry.ts';
import { brazilianPortugueseGlossary } from './pt-br.ts';
import { spanishGlossary } from './es.ts';

/** The glossary of each language, by locale id. */
export const glossaries: Readonly<Record<string, readonly GlossaryEntry[]>> = { es: spanishGlossary, 'pt-br': brazilianPortugueseGlossary };

export interface GlossaryProblem {
  readonly file: string;
  /** From 1. */
  readonly line: number;
  readonly term: string;
  /** The rejected form as the file writes it. */
  readonly found: string;
  /** The form to use instead. */
  readonly use: string;
}

const blank = (match: string): string => match.replace(/[^\n]/g, ' ');

/** Front-matter fields of an article that hold names, not words (its category is the English key the site names per language). */
const nameFields = /^(?:category|icon|translationOf|blog|layout|priority|published|modified|image|path):[^\n]*$/gm;

/** The keys of a TypeScript object (`templates: 'Plantillas'`, `'CapCut template gallery': ...`), which are the English names of the words. */
const objectKeys = /(^\s*|[{,]\s*)([A-Za-z_$][\w$]*|'[^'\n]*'|"[^"\n]*")(?=\??\s*:)/gm;

/** Names a translation quotes as their owners write them, whatever words they hold: the template styles as CapCut's gallery names them ("Beat Drop Velocity", "Lyric Overlay"). */
const escape = (form: string): string => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const quotedNames = new RegExp(Object.keys(templateReach.value).map(escape).join('|'), 'g');

/** The text with what is not prose blanked out, each line where it was. */
function prose(fileName: string, text: string): string {
  const words = fileName.endsWith('.ts') ? text.replace(objectKeys, (match, before: string) => before + blank(match.slice(before.length))) : text.replace(nameFields, blank);
  return (
    words
      // Comments of a TypeScript, MDX or SVG file, and imports.
      .replace(/\/\*[\s\S]*?\*\//g, blank)
      .replace(/<!--[\s\S]*?-->/g, blank)
      .replace(/(^|[^:'"`])\/\/[^\n]*/g, (match, before: string) => before + blank(match.slice(before.length)))
      .replace(/^import [^\n]*$/gm, blank)
      // A fact's name, and attributes that hold names or addresses, not words.
      .replace(/\b(?:name|icon|tone|channel|variant|value|src|href|combo|article)="[^"]*"(?=[^<>]*\/?>)/g, (match) => (/^name="[\w.]+"$/.test(match) || !match.startsWith('name') ? blank(match) : match))
      .replace(quotedNames, blank)
      // A heading's anchor, which keeps the original's id.
      .replace(/\{#[^}\s]+\}/g, blank)
      // Paths and addresses: /es/blog/x/, ./speed-curve.svg, https://...
      .replace(/(?:https?:\/\/|\.{0,2}\/)[\w.~%#?=&/-]*/g, blank)
  );
}

const wordEdge = /^[\p{L}\p{N}]/u;

/** The expression that finds `form` as a whole word or phrase (the edges of a form that starts or ends with punctuation are not words). */
function formPattern(form: string, matchCase: boolean): RegExp {
  const before = wordEdge.test(form) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = wordEdge.test([...form].at(-1) ?? '') ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}${escape(form).replace(/ /g, '\\s+')}${after}`, matchCase ? 'gu' : 'giu');
}

/** Every rejected form of `locale`'s glossary in `text`, the file `fileName` (as the problems name it), in the order of the file. */
export function glossaryProblems(locale: string, fileName: string, text: string): GlossaryProblem[] {
  const entries = glossaries[locale];
  if (!entries) return [];
  const patterns = entries.flatMap((entry) => entry.avoid.map((form) => ({ entry, pattern: formPattern(form, entry.matchCase ?? false) })));
  return prose(fileName, text)
    .split('\n')
    .flatMap((line, index) =>
      patterns
        .flatMap(({ entry, pattern }) => [...line.matchAll(pattern)].map((match) => ({ column: match.index, problem: { file: fileName, line: index + 1, term: entry.term, found: match[0], use: entry.use } })))
        .sort((a, b) => a.column - b.column)
        .map(({ problem }) => problem),
    );
}

/**
 * Whether a file of the project, by its path from the root (with /), holds words in `locale`: its
 * catalogue, its fact wordings, its page translations (`*.<locale>.ts`) and its articles with their
 * diagrams (src/content/articles/<locale>/, src/content/images/<locale>/).
 */
export function isTranslationFile(locale: string, file: string): boolean {
  if (file === `src/i18n/catalogue/${locale}.ts` || file === `src/content/fact-words/${locale}.ts`) return true;
  if (file.startsWith('src/content/') && file.endsWith(`.${locale}.ts`)) return true;
  return (file.startsWith(`src/content/articles/${locale}/`) || file.startsWith(`src/content/images/${locale}/`)) && /\.(?:mdx?|svg)$/.test(file);
}

/** One problem as the build prints it. */
export const glossaryNotice = (problem: GlossaryProblem): string => `Glossary: ${problem.file}:${problem.line}: "${problem.found}" (${problem.term}); use "${problem.use}"`;
