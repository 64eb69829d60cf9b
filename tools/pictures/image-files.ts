/**
 * Makes the picture files the content layer planned (tools/pictures/image-variants.ts) with sharp:
 * each source turned upright by its EXIF orientation, scaled (an SVG drawn) to the width, encoded,
 * its metadata (location included) left out, which sharp does unless asked to keep it. Each file is
 * kept in the build's cache under its name (the hash of its source and settings) in a folder of
 * sharp's version, so a rebuild copies every file and encodes none. A few are encoded at once,
 * while the pages render (libvips spreads each over the cores too).
 */
import { availableParallelism } from 'node:os';
import { copyFile, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

/** The cache folder of this sharp: a file made by another version is made again. */
const versionedFolder = async (cacheDir: string) => {
  const { default: sharp } = await import('sharp');
  return path.join(cacheDir, `sharp-${sharp.versions.sharp}-vips-${sharp.versions.vips}`);
};

/** One file's bytes, from the cache or encoded and kept there: `npm run dev` makes a picture when a page first asks for it. */
export async function cachedImage(image: ImageFile, cacheDir: string): Promise<Buffer> {
  const cached = path.join(await versionedFolder(cacheDir), path.basename(image.file));
  try {
    return await readFile(cached);
  } catch {
    const bytes = await encodeImage(image, await readFile(image.source));
    await mkdir(path.dirname(cached), { recursive: true });
    const partial = `${cached}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, cached);
    return bytes;
  }
}

/** Runs `work` over `items`, `limit` at a time. */
async function bounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Writes every file into `outDir`, from the cache (`cacheDir`, e.g. BUILD_CACHE/images) or encoded and cached. */
export async function makeImageFiles(images: readonly ImageFile[], outDir: string, cacheDir: string, limit = availableParallelism()): Promise<MadeImage[]> {
  if (images.length === 0) return [];
  const folder = await versionedFolder(cacheDir);
  await mkdir(folder, { recursive: true });
  const sources = new Map<string, Promise<Buffer>>();
  const sourceOf = (file: string) => sources.get(file) ?? sources.set(file, readFile(file)).get(file)!;
  const folders = new Set(images.map(({ file }) => path.dirname(path.join(outDir, file))));
  await Promise.all([...folders].map((each) => mkdir(each, { recursive: true })));
  return bounded(images, limit, async (image) => {
    const cached = path.join(folder, path.basename(image.file));
    const target = path.join(outDir, image.file);
    let encoded = false;
    try {
      await copyFile(cached, target);
    } catch {
      const bytes = await encodeImage(image, await sourceOf(image.source));
      // Written under another name and renamed: a build killed mid-write leaves no half file under the real name.
      const partial = `${cached}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, cached);
      await writeFile(target, bytes);
      encoded = true;
    }
    return { file: image.file, bytes: (await stat(target)).size, encoded };
  });
}
