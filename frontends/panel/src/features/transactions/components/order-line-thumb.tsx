import type { OrderLine } from '@ela/contracts';
import { mediaUrl } from '../../../shared/api/media-url';

/** A line's picture as it was bought; lines kept without one show the panel's empty thumbnail. */
export function OrderLineThumb({ line }: { line: OrderLine }) {
  if (!line.image) return <span className="panel-thumb" aria-hidden="true" data-testid="thumb-placeholder" />;
  return <img className="panel-thumb" src={mediaUrl(line.image.urls.thumb)} alt="" loading="lazy" />;
}
