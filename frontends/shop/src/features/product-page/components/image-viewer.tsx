import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { ImageRef } from '@ela/contracts';
import { Icon, formatNumber } from '@ela/web-kit';
import { mediaUrl } from '../../../catalog/api/media-url';
import './image-viewer.css';

interface Props {
  images: ImageRef[];
  name: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** How much closer a zoomed picture is; at 1200 px wide files, 2.5× still looks sharp on a phone. */
const ZOOM = 2.5;

/**
 * The product's pictures over the whole screen (a modal dialog: Escape or the close button leaves,
 * focus stays inside), one at a time with the next and previous, zoomed in on a tap or the zoom
 * button, where a finger or the mouse wheel moves around the zoomed picture.
 */
export function ImageViewer({ images, name, index, onIndex, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [zoomed, setZoomed] = useState(false);
  const image = images[index];

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);

  const go = (step: number) => {
    setZoomed(false);
    onIndex((index + step + images.length) % images.length);
  };

  /** Zooms in towards the point tapped, or back out. */
  const toggleZoom = (event?: MouseEvent<HTMLImageElement>) => {
    const box = frame.current;
    if (zoomed || !box) return setZoomed(false);
    setZoomed(true);
    if (!event) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const [x, y] = [(event.clientX - rect.left) / rect.width, (event.clientY - rect.top) / rect.height];
    requestAnimationFrame(() => {
      // Scrolling left runs negative in a right-to-left box, so it is set from the start edge.
      box.scrollTop = y * box.scrollHeight - box.clientHeight / 2;
      box.scrollLeft = -((1 - x) * box.scrollWidth - box.clientWidth / 2);
    });
  };

  return (
    <dialog
      ref={dialog}
      className="image-viewer"
      aria-label={`تصاویر ${name}`}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="image-viewer__bar">
        <span aria-live="polite">
          {formatNumber(index + 1)} از {formatNumber(images.length)}
        </span>
        <button
          type="button"
          className="image-viewer__button"
          onClick={() => toggleZoom()}
          aria-pressed={zoomed}
        >
          <Icon name="zoom" />
          <span className="visually-hidden">بزرگ‌نمایی</span>
        </button>
        <button type="button" className="image-viewer__button" onClick={onClose}>
          <Icon name="close" />
          <span className="visually-hidden">بستن</span>
        </button>
      </div>
      <div ref={frame} className={`image-viewer__frame${zoomed ? ' image-viewer__frame--zoomed' : ''}`}>
        <img
          src={mediaUrl(image.urls.large)}
          alt={`${name}، تصویر ${formatNumber(index + 1)} از ${formatNumber(images.length)}`}
          style={zoomed ? { width: `${ZOOM * 100}%` } : undefined}
          onClick={toggleZoom}
        />
      </div>
      {images.length > 1 && (
        <div className="image-viewer__steps">
          <button type="button" className="image-viewer__button" onClick={() => go(-1)}>
            تصویر قبلی
          </button>
          <button type="button" className="image-viewer__button" onClick={() => go(1)}>
            تصویر بعدی
          </button>
        </div>
      )}
    </dialog>
  );
}
