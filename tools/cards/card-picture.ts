/**
 * A social card's cover picture, fitted into its box by sharp. social-card.tsx loads this module
 * by its path, for a card that shows a picture, rather than importing it: its code and sharp's
 * version then key the cards that show a picture, not the template that every card's key takes,
 * so a bump of sharp redraws those cards alone.
 */

export interface FittedPicture {
  /** A PNG data URI. */
  readonly uri: string;
  readonly width: number;
  readonly height: number;
}

/** The picture fitted into `box` as a PNG, its orientation applied (an SVG drawn at the size it is shown at), with its size. */
export async function fitPicture(file: string, box: { readonly width: number; readonly height: number }): Promise<FittedPicture> {
  const { default: sharp } = await import('sharp');
  const { width = 1, height = 1 } = await sharp(file).metadata();
  const scale = Math.min(box.width / width, box.height / height);
  const isSvg = file.endsWith('.svg');
  const { data, info } = await sharp(file, isSvg ? { density: Math.min(2400, 72 * scale) } : {})
    .rotate()
    .resize({ width: box.width, height: box.height, fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { uri: `data:image/png;base64,${data.toString('base64')}`, width: info.width, height: info.height };
}
