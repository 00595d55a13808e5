import { useState } from 'react';
import type { ImageRef } from '@ela/contracts';
import { mediaUrl } from '../api/media-url';
import './catalog-card.css';

/** Widths the gateway stores (contracts' IMAGE_SIZES, not imported: that module brings zod along). */
const WIDTHS = { thumb: 160, card: 480, large: 1200 } as const;
type Size = keyof typeof WIDTHS;

/**
 * For each use, the stored widths the browser may choose from and how wide the picture is drawn
 * (a card: half a phone's width, a fixed column from md; the gallery: the phone's width, half a
 * wide screen), so a phone downloads the smallest file that is sharp on its screen.
 */
const CHOICES: Record<Size, { widths: Size[]; sizes: string }> = {
  thumb: { widths: ['thumb'], sizes: '160px' },
  card: { widths: ['thumb', 'card'], sizes: '(min-width: 960px) 240px, 50vw' },
  large: { widths: ['card', 'large'], sizes: '(min-width: 960px) 600px, 100vw' },
};

interface Props {
  image: ImageRef | null;
  size: Size;
  alt: string;
  /** Its first letter stands in when there is no picture, or it cannot be loaded. */
  placeholder: string;
  className?: string;
  /** The picture a page opens with: loaded at once, not lazily. */
  priority?: boolean;
}

/** A catalog picture in the stored size that fits; width and height are set so nothing jumps as it loads. */
export function CatalogImage({ image, size, alt, placeholder, className = '', priority = false }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!image || failed === image.key) {
    return (
      <div
        className={`catalog-image catalog-image--empty ${className}`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-testid="image-placeholder"
      >
        {placeholder.trim().charAt(0)}
      </div>
    );
  }
  const { widths, sizes } = CHOICES[size];
  return (
    <img
      className={`catalog-image ${className}`}
      src={mediaUrl(image.urls[size])}
      srcSet={widths.map((w) => `${mediaUrl(image.urls[w])} ${WIDTHS[w]}w`).join(', ')}
      sizes={sizes}
      alt={alt}
      width={WIDTHS[size]}
      height={WIDTHS[size]}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(image.key)}
    />
  );
}
