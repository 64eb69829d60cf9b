/**
 * What the build makes of one source picture, decided before any pixel is touched: the widths,
 * formats and encoder settings of its files, their names (the hash of the source's bytes and the
 * settings, so a file never changes under its name and is served as immutable), and the `sizes`
 * of the article column and of a list card. Pure: article-images.ts reads the sources,
 * tools/pictures/image-files.ts encodes.
 */
import { createHash } from 'node:crypto';
import type { PictureData } from '../../src/picture.ts';

/** Where processed pictures are written in the site. */
export const imagesFolder = 'assets/images';

/**
 * Widths made of each picture: a phone's column at 1x (at most 430 px wide, less the page's
 * gutters), 800 for the column at 1x (640 px, see pictureColumn) and phones at 2x, and the column
 * at 2x. Three widths in two modern formats and one fallback: 7 files a picture (4 for an animated
 * GIF), so 4,000 articles with three pictures each stay within Cloudflare Pages' 100,000 files
 * (host-files.ts).
 */
export const pictureWidths = [400, 800, 1280] as const;
/** The fallback <img>, for browsers with neither AVIF nor WebP: one width, the column's at 1x. */
export const fallbackWidth = 800;

export type OutputFormat = 'avif' | 'webp' | 'png' | 'jpeg' | 'gif';

/**
 * Encoder settings, chosen by measurement at 800 px (bytes; the site's two diagrams speed-curve.svg
 * and color-grading-order.svg, a noisy 1600 px photo): AVIF quality 40/50/60 gave 7.8/9.5/10.9 kB,
 * 11.7/14.3/16.3 kB and 18.6/29.9/42.2 kB at effort 2; effort 4 saved 5 to 10 % for 5 to 10 times the
 * time (about 1 s a file), so AVIF is 50 (sharp's default: q40 blurs a photo's detail) at effort 2.
 * WebP at 80 (its default): 16.9, 24.9 and 36.2 kB (70 saves 15 %, 90 costs 30-100 % more). The
 * fallback PNG with zlib at its best; a JPEG with mozjpeg at 78 (42 kB for the photo).
 */
export const encoderOptions = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 80, effort: 4 },
  png: { compressionLevel: 9, effort: 7 },
  jpeg: { quality: 78, mozjpeg: true },
  gif: { effort: 7 },
} as const satisfies Record<OutputFormat, object>;

export const mimeTypes: Record<OutputFormat, string> = { avif: 'image/avif', webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif' };
const extensions: Record<OutputFormat, string> = { avif: 'avif', webp: 'webp', png: 'png', jpeg: 'jpg', gif: 'gif' };

/** A source picture as its header describes it (sharp's metadata, orientation applied). */
export interface SourceFacts {
  /** sha256 of the file's bytes. */
  readonly hash: string;
  readonly width: number;
  readonly height: number;
  /** A vector picture (SVG) is drawn at any width; a raster one is never made wider than it is. */
  readonly vector: boolean;
  /** The fallback's format: a JPEG stays JPEG, an animated GIF a GIF, every other source (PNG, SVG, WebP, AVIF, a still GIF) becomes PNG. */
  readonly fallback: 'png' | 'jpeg' | 'gif';
  /**
   * An animated GIF: its frames are kept, with its loop count, in an animated WebP (sharp writes no
   * animated AVIF) and a GIF fallback, 4 files a picture.
   */
  readonly animated?: boolean;
}

/** One file to make: its path in the site, its source, format and width. */
export interface ImageFile {
  readonly file: string;
  readonly source: string;
  readonly format: OutputFormat;
  readonly width: number;
  /** Its height at that width (the source's aspect ratio). */
  readonly height: number;
  /** The source is drawn (SVG) rather than scaled. */
  readonly vector: boolean;
  /** Every frame of an animated source is kept. */
  readonly animated: boolean;
}

/** The widths made of a source `width` px wide: those it is wider than, and its own when it is narrower than the widest. */
export function widthsFor(width: number, vector: boolean): number[] {
  if (vector) return [...pictureWidths];
  const below = pictureWidths.filter((each) => each < width);
  return width <= pictureWidths.at(-1)! ? [...below, width] : [...pictureWidths];
}

/** The column pictures show in: its CSS max width and the page's gutter either side, in px. */
export interface PictureColumn {
  readonly width: number;
  readonly gutter: number;
  /** A list card's picture: its largest CSS width, and the room the card takes around it on a phone. */
  readonly cardWidth: number;
  readonly cardGutter: number;
}

/** Below the column's width the picture fills the viewport less the gutters; a narrow source shows no wider than itself. */
export function articleSizes(column: PictureColumn, shownWidth: number): string {
  const widest = Math.min(column.width, shownWidth);
  return `(min-width: ${widest + 2 * column.gutter}px) ${widest}px, calc(100vw - ${2 * column.gutter}px)`;
}

export const cardSizes = (column: PictureColumn): string => `(min-width: ${column.cardWidth + column.cardGutter}px) ${column.cardWidth}px, calc(100vw - ${column.cardGutter}px)`;

const hashOf = (...parts: string[]) => parts.reduce((hash, part) => hash.update(part).update('\0'), createHash('sha256')).digest('hex').slice(0, 16);

/** The files of a source and the picture data that names them. */
export function planPicture(sourceFile: string, facts: SourceFacts, column: PictureColumn): { picture: PictureData; files: ImageFile[] } {
  const heightAt = (width: number) => Math.max(1, Math.round((facts.height * width) / facts.width));
  const fileOf = (format: OutputFormat, width: number): ImageFile => ({
    file: `${imagesFolder}/${hashOf(facts.hash, format, String(width), JSON.stringify(encoderOptions[format]))}-${width}.${extensions[format]}`,
    source: sourceFile,
    format,
    width,
    height: heightAt(width),
    vector: facts.vector,
    animated: facts.animated ?? false,
  });
  const widths = widthsFor(facts.width, facts.vector);
  const modern = (facts.animated ? (['webp'] as const) : (['avif', 'webp'] as const)).map((format) => ({ format, files: widths.map((width) => fileOf(format, width)) }));
  const fallback = fileOf(facts.fallback, Math.min(fallbackWidth, facts.vector ? fallbackWidth : facts.width));
  const shownWidth = facts.vector ? column.width : facts.width;
  return {
    picture: {
      width: fallback.width,
      height: fallback.height,
      sources: modern.map(({ format, files }) => ({ type: mimeTypes[format], files: files.map(({ file, width }) => ({ path: `/${file}`, width })) })),
      fallback: { path: `/${fallback.file}`, width: fallback.width, type: mimeTypes[facts.fallback] },
      source: { file: sourceFile, hash: facts.hash },
      sizes: { article: articleSizes(column, shownWidth), card: cardSizes(column) },
    },
    files: [...modern.flatMap(({ files }) => files), fallback],
  };
}
