/**
 * The picture bytes of a page as a phone loads them: for each <picture>, the AVIF file a browser
 * picks for the width the picture shows at times the screen's pixel ratio (the smallest candidate
 * at least that wide, else the widest), the eager ones (loaded at once) apart from the lazy ones
 * (loaded as they near the screen). The build's summary lists the heaviest pages; the tests hold
 * the heaviest article to its budget.
 */
import { attr, documentElements, elementsIn, type HtmlElement } from '../render/html-elements.ts';

/** A 375 px phone at 2x, the page's gutters either side (1rem each). */
export const phoneView = { shownWidth: 375 - 32, pixelRatio: 2 } as const;

export interface PictureBytes {
  /** Pictures that load with the page (not lazy). */
  readonly eager: number;
  /** Every picture of the page. */
  readonly all: number;
  readonly pictures: number;
}

/** The candidate a browser takes from a `srcset` of `w` descriptors for `needed` pixels. */
export function pickCandidate(srcset: string, needed: number): string | undefined {
  const candidates = srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, width]) => ({ url: url!, width: Number.parseInt(width ?? '0', 10) }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1))?.url;
}

/** The bytes of a page's pictures at `view`; `bytesOf` gives a URL's file size (0 when unknown). */
export function pictureBytes(html: string, bytesOf: (url: string) => number, view: { shownWidth: number; pixelRatio: number } = phoneView): PictureBytes {
  let eager = 0;
  let all = 0;
  let pictures = 0;
  for (const picture of documentElements(html).filter((element) => element.tagName === 'picture')) {
    const inside = elementsIn(picture);
    const avif = inside.find((element: HtmlElement) => element.tagName === 'source' && attr(element, 'type') === 'image/avif');
    const img = inside.find((element) => element.tagName === 'img');
    const url = avif ? pickCandidate(attr(avif, 'srcset') ?? '', view.shownWidth * view.pixelRatio) : img && attr(img, 'src');
    const bytes = url ? bytesOf(url) : 0;
    pictures += 1;
    all += bytes;
    if (img && attr(img, 'loading') !== 'lazy') eager += bytes;
  }
  return { eager, all, pictures };
}
