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
      // A heading's anchor, which keeps the original's id, and a value's place in a catalogue's text ('{views} visualizações').
      .replace(/\{#[^}\s]+\}/g, blank)
      .replace(/\{\w+\}/g, blank)
      // Paths and addresses: /es/blog/x/, ./speed-curve.svg, https://...
      .replace(/(?:https?:\/\/|\.{0,2}\/)[\w.~%#?=&/-]*/g, blank)
  );
}

/**
 * A letter or digit of the languages checked: Latin letters with those of Latin-1 (á, ç, ñ, õ...).
 * Spelt out rather than \p{L}: a case-insensitive Unicode expression costs V8 a great deal to make.
 */
const letter = 'A-Za-z0-9\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F';
const wordEdge = new RegExp(`^[${letter}]`);

/**
 * Forms as whole words or phrases of one expression: the forms that start (or end) with a letter
 * must not have one before (or after) them, which is tested once for each such group rather than
 * for each form (many times faster); a phrase does not run across lines.
 */
function formsSource(forms: readonly string[]): string {
  const groups = new Map<string, string[]>();
  for (const form of forms) {
    const edges = `${wordEdge.test(form)} ${wordEdge.test(form.at(-1) ?? '')}`;
    groups.set(edges, [...(groups.get(edges) ?? []), form]);
  }
  return [...groups]
    .map(([edges, group]) => {
      const [before, after] = edges.split(' ').map((edge) => edge === 'true');
      return `${before ? `(?<![${letter}])` : ''}(?:${group.map((form) => escape(form).replace(/ /g, '[ \\t]+')).join('|')})${after ? `(?![${letter}])` : ''}`;
    })
    .join('|');
}

/** How a found form is looked up: as written where case counts, else in lower case; spaces as one. */
const keyOf = (form: string, matchCase: boolean): string => (matchCase ? form : form.toLowerCase()).replace(/[ \t]+/g, ' ');

interface Finder {
  readonly pattern: RegExp;
  readonly entryOf: ReadonlyMap<string, GlossaryEntry>;
  readonly matchCase: boolean;
}

/**
 * One expression per language and case for all its rejected forms, longest first (so "Add beat" is
 * found whole, not its "beat"), made once: making them costs far more than running them.
 */
function finders(entries: readonly GlossaryEntry[]): Finder[] {
  return [false, true].flatMap((matchCase) => {
    const forms = entries.flatMap((entry) => ((entry.matchCase ?? false) === matchCase ? entry.avoid.map((form) => ({ form, entry })) : []));
    if (forms.length === 0) return [];
    const sorted = forms.map(({ form }) => form).sort((a, b) => b.length - a.length);
    return [{ pattern: new RegExp(formsSource(sorted), matchCase ? 'g' : 'gi'), entryOf: new Map(forms.map(({ form, entry }) => [keyOf(form, matchCase), entry])), matchCase }];
  });
}

const findersOf = new Map<string, Finder[]>();

/** Every rejected form of `locale`'s glossary in `text`, the file `fileName` (as the problems name it), in the order of the file. */
export function glossaryProblems(locale: string, fileName: string, text: string): GlossaryProblem[] {
  const entries = glossaries[locale];
  if (!entries) return [];
  let found = findersOf.get(locale);
  if (!found) findersOf.set(locale, (found = finders(entries)));
  const words = prose(fileName, text);
  return found
    .flatMap(({ pattern, entryOf, matchCase }) => [...words.matchAll(pattern)].map((match) => ({ at: match.index, entry: entryOf.get(keyOf(match[0], matchCase))!, form: match[0] })))
    .sort((a, b) => a.at - b.at)
    .map(({ at, entry, form }) => ({ file: fileName, line: words.slice(0, at).split('\n').length, term: entry.term, found: form, use: entry.use }));
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
