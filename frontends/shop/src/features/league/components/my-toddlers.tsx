import type { Toddler, ToddlerStatus } from '@ela/contracts';
import { formatAgeMonths, formatJalaliDate } from '@ela/web-kit';
import { CatalogImage } from '../../../catalog/components/catalog-image';
import { ErrorNotice } from '../../../catalog/components/state-views';
import type { Resource } from '../../../hooks/use-resource';
import './league.css';

const STATUS_LABELS: Record<ToddlerStatus, string> = {
  pending: 'در انتظار بررسی',
  approved: 'در گالری',
  rejected: 'رد شده',
};

/** What the parent has sent, each with where it stands, and why an admin turned one down. */
export function MyToddlers({ entries }: { entries: Resource<Toddler[]> }) {
  if (entries.status === 'error')
    return <ErrorNotice onRetry={entries.retry}>عکس‌های شما دریافت نشد.</ErrorNotice>;
  if (entries.status !== 'success' || entries.data.length === 0) return null;
  return (
    <section aria-labelledby="my-toddlers" className="league-section">
      <h2 id="my-toddlers" className="card-section__title">
        عکس‌های فرستادهٔ شما
      </h2>
      <ul className="my-toddlers">
        {entries.data.map((toddler) => (
          <li key={toddler.id} className="my-toddlers__item" data-testid="my-toddler">
            {/* A rejected entry's photo was deleted from the media store: its initial stands in. */}
            <CatalogImage
              image={toddler.status === 'rejected' ? null : toddler.photo}
              size="thumb"
              alt=""
              placeholder={toddler.name}
            />
            <div>
              <strong>{toddler.name}</strong> <span>{formatAgeMonths(toddler.ageMonths)}</span>
              <p className={`toddler-status toddler-status--${toddler.status}`}>
                {STATUS_LABELS[toddler.status]} · {formatJalaliDate(toddler.createdAt)}
              </p>
              {toddler.rejectionReason && (
                <p className="toddler-status__reason">دلیل: {toddler.rejectionReason}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
