/**
 * A picture as the build made it (tools/pictures/article-images.ts, tools/pictures/image-files.ts):
 * its files in modern formats at a few widths, the fallback in the source's own format, and the
 * size of that fallback, which the <img> carries so the page never shifts when it loads. Paths are
 * the site's paths (`/assets/images/...`), written through `sitePath` when rendered.
 */
export interface PictureFile {
  readonly path: string;
  readonly width: number;
}

export interface PictureData {
  /** Width and height of the fallback file: the <img>'s width and height attributes. */
  readonly width: number;
  readonly height: number;
  /** AVIF first, then WebP: the browser takes the first type it supports. */
  readonly sources: readonly { readonly type: string; readonly files: readonly PictureFile[] }[];
  readonly fallback: PictureFile & { readonly type: string };
  /** The source file (its path in the build) and the sha256 of its bytes: the article's social card draws it, keyed by the hash. */
  readonly source: { readonly file: string; readonly hash: string };
  /** The `sizes` of the picture in the article column and on a list card (from the column's CSS width). */
  readonly sizes: { readonly article: string; readonly card: string };
}

/** An article's picture: the file's data and what the writer said of it. */
export interface ArticlePicture extends PictureData {
  /** What the picture shows; "" for a picture the writer marked decorative. */
  readonly alt: string;
}

/** How a picture loads: `priority` for the one near the top of a page (it may be the LCP element), lazily otherwise. */
export type PictureLoading = 'priority' | 'lazy';
