import type { ImageRef } from '@ela/contracts';
import { mediaUrl } from '../api/media-url';
import './catalog-card.css';

/** Widths the gateway stores (contracts' IMAGE_SIZES, not imported: that module brings zod along). */
const WIDTHS = { thumb: 160, card: 480, large: 1200 } as const;

interface Props {
  image: ImageRef | null;
  size: keyof typeof WIDTHS;
  alt: string;
  /** Its first letter stands in when there is no picture. */
  placeholder: string;
  className?: string;
  /** The picture a page opens with: loaded at once, not lazily. */
  priority?: boolean;
}

/** A catalog picture in one of its stored sizes; width and height are set so nothing jumps as it loads. */
export function CatalogImage({ image, size, alt, placeholder, className = '', priority = false }: Props) {
  if (!image) {
    return (
      <div className={`catalog-image catalog-image--empty ${className}`} aria-hidden="true">
        {placeholder.trim().charAt(0)}
      </div>
    );
  }
  return (
    <img
      className={`catalog-image ${className}`}
      src={mediaUrl(image.urls[size])}
      alt={alt}
      width={WIDTHS[size]}
      height={WIDTHS[size]}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
