/**
 * What the search dialog shows of a page Pagefind found: its title, the section that matched best
 * and an excerpt with the matched words marked. Pure, so it is tested without a browser.
 */

/** The part of Pagefind's result data the dialog reads (https://pagefind.app/docs/api/). */
export interface FoundPage {
  readonly url: string;
  readonly meta: { readonly title?: string };
  readonly excerpt: string;
  readonly sub_results?: readonly { readonly title: string; readonly url: string; readonly excerpt: string; readonly locations?: readonly number[] }[];
}

export interface SearchHit {
  /** The path of the site to open, with the section's anchor when the match is in one. */
  readonly url: string;
  readonly title: string;
  /** The heading of the section that matched, when it is not the top of the page. */
  readonly section?: string;
  /** Pagefind's excerpt: text with the matched words in <mark> elements. */
  readonly excerpt: string;
}

/** The page as one hit, at the section holding most of the matched words. */
export function hitFor(page: FoundPage): SearchHit {
  const title = page.meta.title || page.url;
  const best = [...(page.sub_results ?? [])].sort((a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0))[0];
  if (!best || best.url === page.url) return { url: page.url, title, excerpt: best?.excerpt ?? page.excerpt };
  return { url: best.url, title, section: best.title, excerpt: best.excerpt };
}

export interface ExcerptPart {
  readonly text: string;
  readonly marked: boolean;
}

const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const decode = (text: string): string => text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => entities[name]!);

/**
 * An excerpt as text runs, marked or not, for React to render as text: nothing of it is ever
 * parsed as HTML, so a page's text (or a visitor's query) cannot inject markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((run) => {
      const marked = run.startsWith('<mark>') && run.endsWith('</mark>');
      return { text: decode(marked ? run.slice(6, -7) : run), marked };
    });
}
