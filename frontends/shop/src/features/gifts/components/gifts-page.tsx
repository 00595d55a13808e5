import { EmptyState } from '../../../components/empty-state';

/** /profile/gifts: discount codes and gifts given to the customer. */
export function GiftsPage() {
  return (
    <EmptyState title="هنوز هدیه‌ای ندارید">
      کدهای تخفیف و هدیه‌هایی که به شما داده شود، این‌جا نگه داشته می‌شوند.
    </EmptyState>
  );
}
