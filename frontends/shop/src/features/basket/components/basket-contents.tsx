import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../catalog/components/state-views';
import type { BasketState, CheckoutWay } from '../basket-state';
import { BasketLine } from './basket-line';
import { BasketSummary } from './basket-summary';

interface Props {
  state: BasketState;
  saving: boolean;
  checkout: CheckoutWay;
  onQuantity: (inventoryId: string, steps: number) => void;
  onRemove: (inventoryId: string) => void;
}

/** The basket as it stands: loading, not read (with a retry), empty, or its lines and totals. */
export function BasketContents({ state, saving, checkout, onQuantity, onRemove }: Props) {
  if (state.status === 'loading') {
    return (
      <p className="basket-page__loading" aria-busy="true">
        در حال بارگذاری سبد خرید…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorNotice onRetry={state.retry} error={state.error}>
        سبد خرید خوانده نشد.
      </ErrorNotice>
    );
  }
  if (state.basket.lines.length === 0) {
    return (
      <EmptyState title="سبد خرید شما خالی است" action={{ to: '/product', label: 'رفتن به فروشگاه' }}>
        محصولی که به سبد اضافه کنید، این‌جا با قیمت و تعدادش دیده می‌شود.
      </EmptyState>
    );
  }
  return (
    <div className="basket-page__body">
      <ul className="basket-page__lines" aria-label="کالاهای سبد">
        {state.basket.lines.map((line) => (
          <BasketLine key={line.inventoryId} line={line} onQuantity={onQuantity} onRemove={onRemove} />
        ))}
      </ul>
      <BasketSummary basket={state.basket} saving={saving} checkout={checkout} />
    </div>
  );
}
