/**
 * The pictures of the articles, checked and planned in the content layer: each file an article
 * names (in its body, image-syntax.ts, or as its cover in the front matter) is found beside the
 * article or in the shared folder, read once, checked (alt text, format, size, script in an SVG),
 * and planned into the files the build makes of it (image-variants.ts). Every problem
 * names the article's file and line. Nothing is encoded here: tools/pictures/image-files.ts does
 * that while the pages render.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { PictureData } from '../../src/picture.ts';
import { codeKey } from '../keys/code-digest.ts';
import type { ImageUse } from '../markdown/image-syntax.ts';
import { planPicture, type ImageFile, type PictureColumn, type SourceFacts } from './image-variants.ts';

/** The largest source the build takes: a photo as a phone takes it, up to 100 megapixels and 50 MB; sharp scales it to the widths a page shows. */
export const sourceLimits = { pixels: 100_000_000, bytes: 50 * 1024 * 1024 } as const;

/** What to do with a photo too large for the build, true for the file's own format. */
const scaleDown = (format: string | undefined) =>
  format === 'jpeg' || format === 'webp' || format === 'avif' ? 'scale it down (a page shows it at most 1,600 px wide)' : 'save it as JPEG, or scale it down (a page shows it at most 1,600 px wide)';

/** A HEIC photo (an iPhone's default) is HEVC inside HEIF, which sharp's own libvips cannot decode: it reads AVIF only. */
const heicAdvice = 'is a HEIC photo, which this build cannot decode (sharp reads HEIF only with AV1, as AVIF; HEVC is not in its libraries); export it as JPEG (on an iPhone: Settings > Camera > Formats > Most Compatible, or share the photo as JPEG)';

/** The formats a source may have, by sharp's name for them. */
const sourceFormats = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'svg']);

/** Where shared pictures live, beside the articles' folder: `../images/x.png` from an article file, `../../images/x.png` from a folder's index.mdx. */
export const sharedImagesDir = 'src/content/images';

/** An alt that is a file's name says nothing of the picture: "IMG_2041.jpg", "screenshot-3.png", "diagram.svg". */
export const looksLikeFileName = (alt: string): boolean => /\.(png|jpe?g|gif|webp|avif|svg|heic)$/i.test(alt.trim()) || /^(img|dsc|pxl|screenshot|image|photo)[-_ ]?\d+$/i.test(alt.trim());

/** What is wrong with the alt of a use, or undefined. */
export function altProblem(use: Pick<ImageUse, 'alt' | 'decorative'>): string | undefined {
  const alt = use.alt?.trim() ?? '';
  if (use.decorative) return alt ? 'is marked decorative but has an alt; a decorative picture says nothing (remove decorative, or the alt)' : undefined;
  if (!alt) return `has ${use.alt === undefined ? 'no' : 'an empty'} alt: say what the picture shows (or, for a purely decorative one, write <Figure decorative src="..." />)`;
  if (looksLikeFileName(alt)) return `has the alt "${use.alt}", a file's name: say what the picture shows`;
  return undefined;
}

/** What is wrong with an SVG's text for a page: a script, an event handler or a javascript: link. */
export function svgScriptProblem(svg: string): string | undefined {
  if (/<script[\s>]/i.test(svg)) return 'is an SVG with a <script>; remove it (pictures carry no code)';
  const handler = /\son[a-z]+\s*=/i.exec(svg);
  if (handler) return `is an SVG with an event handler (${handler[0].trim().replace(/=$/, '')}); remove it (pictures carry no code)`;
  if (/(?:href|src)\s*=\s*["']\s*javascript:/i.test(svg)) return 'is an SVG with a javascript: link; remove it (pictures carry no code)';
  return undefined;
}

/**
 * The folder of the build's cache (`cacheDir`) where the facts of good sources are kept, by the
 * hash of their bytes, under the key of this module's code (code-digest.ts, sharp's version with
 * it): a rebuild reads each picture's bytes but loads no decoder (loading sharp alone costs a
 * rebuild some 0.15 s).
 */
export async function keptFactsFolder(cacheDir: string): Promise<string> {
  const folder = path.join(cacheDir, 'sources', await codeKey(import.meta.filename));
  await mkdir(folder, { recursive: true });
  return folder;
}

const keptFacts = (file: string): SourceFacts | undefined => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SourceFacts;
  } catch {
    return undefined;
  }
};

/** A picture's source read and checked: its facts, or what is wrong with it; the facts of a good one are kept in `kept` (keptFactsFolder) when given. */
export async function readSource(file: string, displayName: string, kept?: string): Promise<SourceFacts | string> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return `${displayName} is no file (the path is relative to the article's file; shared pictures live in ${sharedImagesDir}/)`;
  }
  const hash = createHash('sha256').update(bytes).digest('hex');
  const keptFile = kept && path.join(kept, `${hash}.json`);
  const known = keptFile ? keptFacts(keptFile) : undefined;
  if (known) return known;
  const facts = await checkedFacts(bytes, hash, file, displayName);
  if (keptFile && typeof facts !== 'string') await writeFileAtomic(keptFile, JSON.stringify(facts), { fsync: false });
  return facts;
}

/** What sharp reads of a source's bytes, checked: its facts, or what is wrong with it. */
async function checkedFacts(bytes: Buffer, hash: string, file: string, displayName: string): Promise<SourceFacts | string> {
  const { default: sharp } = await import('sharp');
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: false, animated: true }).metadata();
  } catch {
    if (/\.hei[cf]$/i.test(file)) return `${displayName} ${heicAdvice}`;
    return `${displayName} is not a picture sharp can read (corrupt, or no JPEG, PNG, WebP, AVIF, GIF or SVG)`;
  }
  if (meta.format === 'heif' && meta.compression !== 'av1') return `${displayName} ${heicAdvice}`;
  if (bytes.length > sourceLimits.bytes) return `${displayName} is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; the build takes pictures up to ${sourceLimits.bytes / 1024 / 1024} MB: ${scaleDown(meta.format)}`;
  if (!meta.format || !sourceFormats.has(meta.format)) return `${displayName} is ${meta.format ?? 'of no known format'}; the build takes JPEG, PNG, WebP, AVIF, GIF and SVG`;
  if (meta.format === 'svg') {
    const problem = svgScriptProblem(bytes.toString('utf8'));
    if (problem) return `${displayName} ${problem}`;
  }
  const animated = meta.format === 'gif' && (meta.pages ?? 1) > 1;
  // Read with every frame, a picture's height is the strip of its frames'; one frame's is pageHeight.
  const frameHeight = meta.pageHeight ?? meta.height;
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [frameHeight, meta.width] : [meta.width, frameHeight];
  if (!width || !height) return `${displayName} has no width or height`;
  if (meta.format !== 'svg' && width * height > sourceLimits.pixels) return `${displayName} is ${width}x${height} px (${((width * height) / 1e6).toFixed(1)} megapixels); the build takes up to ${sourceLimits.pixels / 1e6} megapixels: ${scaleDown(meta.format)}`;
  return {
    hash,
    width,
    height,
    vector: meta.format === 'svg',
    fallback: meta.format === 'jpeg' ? 'jpeg' : animated ? 'gif' : 'png',
    ...(animated && { animated }),
  };
}

/** A picture an article names, with where the message about it points. */
export interface PictureUse {
  readonly src: string;
  readonly alt?: string;
  readonly decorative: boolean;
  /** "line 12" for a body picture, "image" for the cover. */
  readonly at: string;
}

/** The pictures of the build: each source's data by its path, the files to make, the problems found. */
export interface PicturePlan {
  readonly problems: string[];
  readonly files: Map<string, ImageFile>;
  /** Planned pictures by the source's absolute path. */
  readonly bySource: Map<string, Promise<PictureData | string>>;
  /** The folder the sources' facts are kept in between builds (keptFactsFolder); none in `npm run dev`, which adds nothing to the build's cache. */
  readonly kept?: string;
}

export const emptyPicturePlan = (kept?: string): PicturePlan => ({ problems: [], files: new Map(), bySource: new Map(), ...(kept !== undefined && { kept }) });

/**
 * Checks and plans the pictures of one article file (relative to `root`); returns its pictures by
 * `src` as written. A source used by many articles is read once. A translation may also name its
 * original's pictures (`originalFile`, relative to `root`), by a path into the original's folder.
 */
export async function articlePictures(root: string, articleFile: string, uses: readonly PictureUse[], column: PictureColumn, plan: PicturePlan, originalFile?: string): Promise<Record<string, PictureData>> {
  const pictures: Record<string, PictureData> = {};
  const allowed = [path.resolve(root, path.dirname(articleFile)), path.resolve(root, sharedImagesDir), ...(originalFile ? [path.resolve(root, path.dirname(originalFile))] : [])];
  for (const use of uses) {
    const report = (problem: string) => plan.problems.push(`${articleFile}: ${use.at}: ${problem}`);
    const alt = altProblem(use);
    if (alt) report(`the picture ${use.src} ${alt}`);
    if (!use.src || /^([a-z]+:|\/)/i.test(use.src)) {
      report(`the picture "${use.src}" must be a file beside the article or in ${sharedImagesDir}/, named relative to the article's file (./speed-curve.svg); files in public/ are served as they are, unsized and unprocessed`);
      continue;
    }
    let source: string;
    try {
      source = path.resolve(root, path.dirname(articleFile), decodeURI(use.src));
    } catch {
      report(`the picture ${use.src} is no file name (a % that starts no %20-style escape)`);
      continue;
    }
    if (!allowed.some((folder) => source.startsWith(folder + path.sep))) {
      const original = originalFile && path.relative(path.dirname(path.resolve(root, articleFile)), path.resolve(root, path.dirname(originalFile)));
      report(`the picture ${use.src} is outside the article's folder and ${sharedImagesDir}/${original ? ` and its original's folder (${original}/)` : ''}`);
      continue;
    }
    let planned = plan.bySource.get(source);
    if (!planned) {
      planned = readSource(source, path.relative(root, source), plan.kept).then((facts) => {
        if (typeof facts === 'string') return facts;
        const { picture, files } = planPicture(source, facts, column);
        for (const each of files) plan.files.set(each.file, each);
        return picture;
      });
      plan.bySource.set(source, planned);
    }
    const picture = await planned;
    if (typeof picture === 'string') report(`the picture ${picture}`);
    else pictures[use.src] = picture;
  }
  return pictures;
}

/** The article column's width and gutter, and a list card's picture width, from styles/_tokens.scss (one source of truth for CSS and `sizes`). */
export function pictureColumn(root: string): PictureColumn {
  const tokens = readFileSync(path.join(root, 'styles/_tokens.scss'), 'utf8');
  const rem = (name: string) => {
    const match = new RegExp(`--${name}:\\s*([\\d.]+)rem;`).exec(tokens);
    if (!match) throw new Error(`styles/_tokens.scss: --${name} must be a width in rem (the build derives the pictures' sizes from it)`);
    return Number(match[1]) * 16;
  };
  return { width: rem('figure-width'), gutter: rem('space-4'), cardWidth: rem('card-picture-width'), cardGutter: rem('card-picture-gutter') };
}
