import { useResource } from '../../../hooks/use-resource';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../catalog/components/state-views';
import { getGifts } from '../api/get-gifts';
import { GiftCard } from './gift-card';
import './gifts.css';

/** /profile/gifts: the discount codes the customer may use now, for everyone or given to them. */
export function GiftsPage() {
  const gifts = useResource('gifts', getGifts);
  if (gifts.status === 'loading' || gifts.status === 'idle') {
    return (
      <p className="gifts__loading" aria-busy="true">
        در حال بارگذاری هدیه‌ها…
      </p>
    );
  }
  if (gifts.status === 'error')
    return (
      <ErrorNotice onRetry={gifts.retry} error={gifts.error}>
        هدیه‌ها خوانده نشد.
      </ErrorNotice>
    );
  if (gifts.data.length === 0) {
    return (
      <EmptyState title="هنوز هدیه‌ای ندارید">
        کدهای تخفیف و هدیه‌هایی که به شما داده شود، این‌جا نگه داشته می‌شوند.
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="gifts-title">
      <h1 id="gifts-title" className="gifts__title">
        هدیه‌ها و کدهای تخفیف
      </h1>
      <ul className="gifts__list">
        {gifts.data.map((gift) => (
          <GiftCard key={gift.id} gift={gift} />
        ))}
      </ul>
    </section>
  );
}
