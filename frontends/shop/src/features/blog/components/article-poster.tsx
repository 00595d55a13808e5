import type { ImageRef } from '@ela/contracts';
import { mediaUrl } from '../../../catalog/api/media-url';
import './blog.css';

/** An article's poster, wide (16:9), in the size the place needs; sized so nothing jumps as it loads. */
export function ArticlePoster({
  poster,
  size,
  priority = false,
}: {
  poster: ImageRef;
  size: 'card' | 'large';
  priority?: boolean;
}) {
  const width = size === 'card' ? 480 : 1200;
  return (
    <img
      className="article-poster"
      src={mediaUrl(poster.urls[size])}
      alt=""
      width={width}
      height={Math.round((width * 9) / 16)}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
