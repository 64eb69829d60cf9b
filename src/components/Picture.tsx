/**
 * A picture made by the build: a <source> per modern format with its widths and the `sizes` of
 * where it shows, and an <img> in the source's own format with its width and height, so the page
 * keeps its place while it loads. Lazy unless it is the picture near the top of the page, which
 * loads first (it may be the page's largest paint).
 */
import type { PictureData, PictureLoading } from '../picture.ts';
import { useSite } from '../site-context.tsx';

interface Props {
  readonly picture: PictureData;
  readonly alt: string;
  readonly loading: PictureLoading;
  /** Where it shows: the article column or a list card. */
  readonly place: keyof PictureData['sizes'];
  readonly className?: string;
}

export function Picture({ picture, alt, loading, place, className }: Props) {
  const { sitePath } = useSite();
  const sizes = picture.sizes[place];
  return (
    <picture className={className}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.files.map((file) => `${sitePath(file.path)} ${file.width}w`).join(', ')} sizes={sizes} />
      ))}
      <img
        src={sitePath(picture.fallback.path)}
        alt={alt}
        width={picture.width}
        height={picture.height}
        decoding="async"
        {...(loading === 'priority' ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    </picture>
  );
}
