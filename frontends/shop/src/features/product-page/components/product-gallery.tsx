import { useRef, useState } from 'react';
import type { ImageRef } from '@ela/contracts';
import { formatNumber } from '@ela/web-kit';
import { CatalogImage } from '../../../catalog/components/catalog-image';
import './gallery.css';

/**
 * The inventory's pictures, large: swiped sideways on phones (native scroll snapping), picked
 * from the thumbnail strip anywhere.
 */
export function ProductGallery({ images, name }: { images: ImageRef[]; name: string }) {
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  const follow = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    // scrollLeft runs negative in a right-to-left box; the slide index is its size either way.
    setActive(Math.round(Math.abs(element.scrollLeft) / element.clientWidth));
  };
  const show = (index: number) => {
    setActive(index);
    track.current?.children[index]?.scrollIntoView?.({
      behavior: 'smooth',
      block: 'nearest',
      inline: 'start',
    });
  };

  if (images.length === 0) {
    return (
      <div className="gallery">
        <CatalogImage image={null} size="large" alt="" placeholder={name} className="gallery__image" />
      </div>
    );
  }
  return (
    <div className="gallery" aria-roledescription="گالری تصاویر" aria-label={`تصاویر ${name}`}>
      <div className="gallery__track" ref={track} onScroll={follow} tabIndex={0}>
        {images.map((image, index) => (
          <CatalogImage
            key={image.key}
            image={image}
            size="large"
            alt={`${name}، تصویر ${formatNumber(index + 1)} از ${formatNumber(images.length)}`}
            placeholder={name}
            className="gallery__image"
            priority={index === 0}
          />
        ))}
      </div>
      {images.length > 1 && (
        <div className="gallery__thumbs">
          {images.map((image, index) => (
            <button
              key={image.key}
              type="button"
              className="gallery__thumb"
              aria-label={`تصویر ${formatNumber(index + 1)}`}
              aria-current={index === active}
              onClick={() => show(index)}
            >
              <CatalogImage image={image} size="thumb" alt="" placeholder={name} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
