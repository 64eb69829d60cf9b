/**
 * Why a page is rendered again, said for a person (`npm run build -- --why`), as Gatsby keeps a
 * reason per dirty page but exact: the first part of the page's key that differs from the last
 * build's (page-plan.ts), and for a read of the site, which read and the article file behind it.
 */
import type { ArticleEntry } from '../../src/articles.ts';
import type { Site } from '../../src/site-context.tsx';
import { stepsOf, valueAt, type ReadPath, type Step } from './site-reads.ts';

/** A read as its page's code wrote it: `articles.byPath.get("/blog/x/").record.title`. */
export function readText(path: string): string {
  return stepsOf(path)
    .map((step: Step, index) => {
      if (typeof step === 'string') return step === '*' ? '[*]' : `${index === 0 ? '' : '.'}${step}`;
      const args = step.args.map((arg) => JSON.stringify(arg)).join(', ');
      if (step.call === 'kind') return ' (whether it is there, and as what)';
      if (step.call === 'own') return ` (whether it has ${args})`;
      return `${index === 0 ? '' : '.'}${step.call}(${args})`;
    })
    .join('');
}

const isEntry = (value: unknown): value is ArticleEntry => typeof value === 'object' && value !== null && 'record' in value && typeof (value as ArticleEntry).file === 'string';

/**
 * The article file a read goes through, if it goes through one: an article's entry found by its
 * path or slug, or the route of an article's page.
 */
export function readSource(site: Site, path: string): string | undefined {
  const steps = stepsOf(path);
  for (let length = steps.length; length > 0; length--) {
    const prefix: ReadPath = steps.slice(0, length);
    const last = prefix.at(-1)!;
    if (typeof last !== 'string' && last.call === 'routeAt' && prefix.length === 1) {
      const at = String(last.args[0]);
      const locale = site.routeAt(at)?.locale;
      return ((locale && site.localArticles.get(locale)) || site.articles).byPath.get(at)?.file;
    }
    if (steps.includes('*')) continue;
    const found = valueAt(site, prefix);
    if (isEntry(found)) return found.file;
  }
  return undefined;
}

/** What the last build kept of a page (page-cache.ts) and what this build finds; undefined when there was no page. */
export interface KeyParts {
  /** The document around it, its page module's code, its address and card. */
  readonly parts: readonly string[];
  readonly reads: readonly string[];
  readonly digests: readonly string[];
}

/** What each part of a page's key is, by its place (page-plan.ts partsOf), given its page module's and its language's files. */
const partNames = ({ module, language }: { readonly module: string; readonly language: string }) => [
  'the build’s renderer changed (tools/incremental/page-plan.ts or a module it imports)',
  `the words of its language changed (${language} or a module it imports)`,
  'the site’s settings, its scripts or the shell around every page changed',
  `the code of its page changed (${module} or a module it imports)`,
  'its address or its social card changed',
];

/**
 * Why a page is rendered again: the first part of its key that differs, or the first read whose
 * value differs, with the article file behind it (or, for a read of many articles, the article
 * files this build read anew: `changed`).
 */
export function whyRendered(site: Site, last: KeyParts | undefined, now: KeyParts, changed: readonly string[], files: { readonly module: string; readonly language: string }): string {
  if (!last) return 'new: the last build had no page here';
  const part = now.parts.findIndex((one, index) => one !== last.parts[index]);
  if (part >= 0) return partNames(files)[part] ?? 'the parts of its key changed';
  const read = last.reads.findIndex((path, index) => now.digests[index] !== last.digests[index]);
  if (read < 0) return 'its stored HTML was missing or damaged';
  const path = last.reads[read]!;
  const source = readSource(site, path) ?? (changed.length > 0 ? `${changed.slice(0, 3).join(', ')}${changed.length > 3 ? ` and ${changed.length - 3} more` : ''}` : undefined);
  return `${readText(path)} changed${source ? ` (${source})` : ''}`;
}
