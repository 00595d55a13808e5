import { useResource } from '../../../hooks/use-resource';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../catalog/components/state-views';
import { loadBasket } from '../api/get-basket';
import { withQuantity, without } from '../basket-lines';
import { useBasketEditor } from '../hooks/use-basket-editor';
import { BasketLine } from './basket-line';
import { BasketSummary } from './basket-summary';
import './basket.css';

/** /basket (customers only; the shell's guard sends visitors to log in): the open basket priced now. */
export function BasketPage() {
  const view = useResource('basket', loadBasket);
  const { edit, saving } = useBasketEditor(view);
  const setQuantity = (id: string, steps: number) => edit((lines) => withQuantity(lines, id, steps));
  const remove = (id: string) => edit((lines) => without(lines, id));

  return (
    <div className="basket-page">
      <h1>سبد خرید</h1>
      {view.status === 'loading' && (
        <p className="basket-page__loading" aria-busy="true">
          در حال بارگذاری سبد خرید…
        </p>
      )}
      {view.status === 'error' && (
        <ErrorNotice onRetry={view.retry} error={view.error}>
          سبد خرید خوانده نشد.
        </ErrorNotice>
      )}
      {view.status === 'success' && view.data.basket.lines.length === 0 && (
        <EmptyState title="سبد خرید شما خالی است" action={{ to: '/product', label: 'رفتن به فروشگاه' }}>
          محصولی که به سبد اضافه کنید، این‌جا با قیمت و تعدادش دیده می‌شود.
        </EmptyState>
      )}
      {view.status === 'success' && view.data.basket.lines.length > 0 && (
        <div className="basket-page__body">
          <ul className="basket-page__lines" aria-label="کالاهای سبد">
            {view.data.basket.lines.map((line) => (
              <BasketLine key={line.inventoryId} line={line} onQuantity={setQuantity} onRemove={remove} />
            ))}
          </ul>
          <BasketSummary basket={view.data.basket} saving={saving} />
        </div>
      )}
    </div>
  );
}
