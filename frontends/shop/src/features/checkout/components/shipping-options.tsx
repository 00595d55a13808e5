import { useEffect } from 'react';
import type { ShippingOption } from '@ela/contracts';
import { formatToman } from '@ela/web-kit';
import { useResource } from '../../../hooks/use-resource';
import { ErrorNotice } from '../../../catalog/components/state-views';
import { getShippingQuote } from '../api/get-shipping-quote';

interface Props {
  addressId: string;
  selected: ShippingOption | null;
  onSelect: (option: ShippingOption) => void;
}

/** The methods that reach the address, with what each costs for this basket. */
export function ShippingOptions({ addressId, selected, onSelect }: Props) {
  const quote = useResource(addressId, getShippingQuote);
  // With one way to send there is nothing to choose: it is chosen for the customer.
  const only = quote.status === 'success' && quote.data.options.length === 1 ? quote.data.options[0] : null;
  useEffect(() => {
    if (only && selected?.priceId !== only.priceId) onSelect(only);
  }, [only, selected, onSelect]);
  return (
    <section className="checkout-step" aria-labelledby="checkout-shipping-title">
      <h2 id="checkout-shipping-title">روش ارسال</h2>
      {quote.status === 'loading' && <p aria-busy="true">در حال محاسبهٔ هزینهٔ ارسال…</p>}
      {quote.status === 'error' && (
        <ErrorNotice onRetry={quote.retry} error={quote.error}>
          هزینهٔ ارسال محاسبه نشد.
        </ErrorNotice>
      )}
      {quote.status === 'success' && quote.data.options.length === 0 && (
        <p role="status">برای این آدرس روش ارسالی در دسترس نیست؛ آدرس دیگری را انتخاب کنید.</p>
      )}
      {quote.status === 'success' && quote.data.options.length > 0 && (
        <fieldset className="checkout-choices">
          <legend className="visually-hidden">انتخاب روش ارسال</legend>
          {quote.data.options.map((option) => (
            <label key={option.priceId} className="checkout-choice">
              <input
                type="radio"
                name="shipping"
                value={option.method}
                checked={selected?.priceId === option.priceId}
                onChange={() => onSelect(option)}
              />
              <span>
                {option.title} — {option.price === 0 ? 'رایگان' : formatToman(option.price)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
