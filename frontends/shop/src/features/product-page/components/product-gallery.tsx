import { useRef, useState } from 'react';
import type { ImageRef } from '@ela/contracts';
import { Icon, formatNumber } from '@ela/web-kit';
import { CatalogImage } from '../../../catalog/components/catalog-image';
import { ImageViewer } from './image-viewer';
import './gallery.css';

/**
 * The inventory's pictures, large: swiped sideways on phones (native scroll snapping) with dots
 * that tell where one is, picked from the thumbnail strip anywhere, and opened full screen (with
 * zoom) from the picture itself or its button.
 */
export function ProductGallery({ images, name }: { images: ImageRef[]; name: string }) {
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [viewing, setViewing] = useState(false);

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
          // A tap on a picture opens it full screen; keyboards have the button below.
          <div
            key={image.key}
            className="gallery__slide"
            onClick={() => {
              setActive(index);
              setViewing(true);
            }}
          >
            <CatalogImage
              image={image}
              size="large"
              alt={`${name}، تصویر ${formatNumber(index + 1)} از ${formatNumber(images.length)}`}
              placeholder={name}
              className="gallery__image"
              priority={index === 0}
            />
          </div>
        ))}
      </div>
      <button type="button" className="gallery__full" onClick={() => setViewing(true)}>
        <Icon name="expand" size={20} />
        نمایش تمام‌صفحه و بزرگ‌نمایی
      </button>
      {images.length > 1 && (
        <div className="gallery__dots" aria-hidden="true">
          {images.map((image, index) => (
            <span key={image.key} className={`gallery__dot${index === active ? ' gallery__dot--on' : ''}`} />
          ))}
        </div>
      )}
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
      {viewing && (
        <ImageViewer
          images={images}
          name={name}
          index={active}
          onIndex={show}
          onClose={() => setViewing(false)}
        />
      )}
    </div>
  );
}
