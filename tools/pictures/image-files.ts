/**
 * Makes the picture files the content layer planned (tools/pictures/image-variants.ts) with sharp:
 * each source turned upright by its EXIF orientation, scaled (an SVG drawn) to the width, encoded,
 * its metadata (location included) left out, which sharp does unless asked to keep it. Each file is
 * kept in the build's cache under its name (the hash of its source and settings) in a folder named
 * by the key of this module's code (code-digest.ts, sharp's version with it), so a rebuild copies
 * every file and encodes none. A few are encoded at once,
 * while the pages render (libvips spreads each over the cores too).
 */
import { availableParallelism } from 'node:os';
import { copyFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import writeFileAtomic from 'write-file-atomic';
import { codeKey } from '../keys/code-digest.ts';
import { encoderOptions, type ImageFile } from './image-variants.ts';

export interface MadeImage {
  readonly file: string;
  readonly bytes: number;
  /** Whether it was encoded in this build (false: taken from the cache). */
  readonly encoded: boolean;
}

/** Encodes one file to bytes: oriented, scaled or drawn to its width, metadata stripped. */
export async function encodeImage(image: ImageFile, source: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  let density: number | undefined;
  if (image.vector) {
    const { width = image.width } = await sharp(source).metadata();
    // librsvg draws an SVG at 72 dpi by default: scaled so the drawing is made at the width, never enlarged from pixels.
    density = Math.min(2400, (72 * image.width) / width);
  }
  // An animated source keeps every frame; sharp keeps its loop count and frame delays in the WebP and GIF it writes.
  const pipeline = sharp(source, { ...(density && { density }), limitInputPixels: false, animated: image.animated })
    .rotate()
    .resize({ width: image.width, height: image.height, fit: 'fill' });
  return pipeline.toFormat(image.format, encoderOptions[image.format]).toBuffer();
}

/** The folder of the cache (`cacheDir`) this code's files are kept in: a file made by other code, or another sharp, is made again (keyed-folders.ts). */
let folders: { cacheDir: string; folder: Promise<string> } | undefined;
export const imagesFolder = (cacheDir: string): Promise<string> => {
  if (folders?.cacheDir !== cacheDir) folders = { cacheDir, folder: codeKey(import.meta.filename).then((key) => path.join(cacheDir, key)) };
  return folders.folder;
};

/** Encodes a file and keeps it in the cache folder, written under another name and renamed: a build killed mid-write leaves no half file under the real name. */
async function encodeAndKeep(image: ImageFile, source: Buffer, cached: string): Promise<Buffer> {
  const bytes = await encodeImage(image, source);
  await writeFileAtomic(cached, bytes, { fsync: false });
  return bytes;
}

/** One file's bytes, from the cache or encoded and kept there: `npm run dev` makes a picture when a page first asks for it. */
export async function cachedImage(image: ImageFile, cacheDir: string): Promise<Buffer> {
  const folder = await imagesFolder(cacheDir);
  const cached = path.join(folder, path.basename(image.file));
  try {
    return await readFile(cached);
  } catch {
    await mkdir(folder, { recursive: true });
    return encodeAndKeep(image, await readFile(image.source), cached);
  }
}

/** Writes every file into `outDir`, from the cache (`cacheDir`, e.g. BUILD_CACHE/images) or encoded and cached. */
export async function makeImageFiles(images: readonly ImageFile[], outDir: string, cacheDir: string, limit = availableParallelism()): Promise<MadeImage[]> {
  if (images.length === 0) return [];
  const folder = await imagesFolder(cacheDir);
  await mkdir(folder, { recursive: true });
  const sources = new Map<string, Promise<Buffer>>();
  const sourceOf = (file: string) => sources.get(file) ?? sources.set(file, readFile(file)).get(file)!;
  const folders = new Set(images.map(({ file }) => path.dirname(path.join(outDir, file))));
  await Promise.all([...folders].map((each) => mkdir(each, { recursive: true })));
  // A few at once, in order: Node's streams bound the work.
  const made = Readable.from(images).map(async (image: ImageFile): Promise<MadeImage> => {
    const cached = path.join(folder, path.basename(image.file));
    const target = path.join(outDir, image.file);
    let encoded = false;
    try {
      await copyFile(cached, target);
    } catch {
      const bytes = await encodeAndKeep(image, await sourceOf(image.source), cached);
      await writeFile(target, bytes);
      encoded = true;
    }
    return { file: image.file, bytes: (await stat(target)).size, encoded };
  }, { concurrency: limit });
  return made.toArray();
}
