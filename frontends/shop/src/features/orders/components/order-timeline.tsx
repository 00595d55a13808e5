import { postTrackingUrl, type Order } from '@ela/contracts';
import { formatJalaliDateTime, toPersianDigits } from '@ela/web-kit';
import { ORDER_STATUS_NAMES } from '../order-statuses';

/** Every move of the order, oldest first, with its Jalali time and note; then the Post tracking code. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <div className="order-timeline">
      <ol aria-label="مراحل سفارش">
        {order.timeline.map((entry, index) => (
          <li key={`${entry.status}-${entry.at}-${index}`} className="order-timeline__entry">
            <strong>{ORDER_STATUS_NAMES[entry.status]}</strong>
            <time dateTime={entry.at}>{formatJalaliDateTime(entry.at)}</time>
            {entry.note && <p className="order-timeline__note">{entry.note}</p>}
          </li>
        ))}
      </ol>
      {order.trackingCode && (
        <p className="order-timeline__tracking">
          کد رهگیری پست:{' '}
          <a href={postTrackingUrl(order.trackingCode)} target="_blank" rel="noopener noreferrer">
            <bdi dir="ltr">{toPersianDigits(order.trackingCode)}</bdi>
            <span className="visually-hidden"> (رهگیری در سایت پست، در برگهٔ تازه)</span>
          </a>
        </p>
      )}
    </div>
  );
}
