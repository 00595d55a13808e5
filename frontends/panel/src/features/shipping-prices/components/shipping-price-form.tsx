import type { ShippingRates } from '@ela/contracts';
import { Field } from '../../../shared/forms/field';
import { MoneyInput } from '../../../shared/components/money-input';
import { useForm } from '../../../shared/forms/use-form';
import { PeykCitiesEditor } from './peyk-cities-editor';
import { PostRatesEditor } from './post-rates-editor';
import { readPrice, type ShippingPriceValues } from './shipping-price.model';

interface ShippingPriceFormProps {
  initial: ShippingPriceValues;
  submitLabel: string;
  onSubmit: (body: ShippingRates) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * One shipping price. Post: weight bands × distance class plus a rate per started kilogram above
 * the last band. Peyk: base + per kilometre (0 for a flat price), only to the listed cities.
 */
export function ShippingPriceForm({ initial, submitLabel, onSubmit, onCancel }: ShippingPriceFormProps) {
  const { values, set, errors, busy, submit } = useForm(initial, (v) => readPrice(v).errors);
  const post = values.method === 'Post';
  return (
    <form
      className="panel-card panel-form"
      noValidate
      aria-label={post ? 'قیمت پست' : 'قیمت پیک'}
      onSubmit={submit((v) => onSubmit(readPrice(v).body))}
    >
      <Field label="عنوان برای مشتری" error={errors.title} required hint="مثلاً پست پیشتاز">
        {(control) => (
          <input
            {...control}
            className="panel-input"
            maxLength={100}
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
          />
        )}
      </Field>
      {post ? (
        <PostRatesEditor
          bands={values.bands}
          perKg={values.perKgAboveLast}
          errors={errors}
          onBands={(bands) => set('bands', bands)}
          onPerKg={(rates) => set('perKgAboveLast', rates)}
        />
      ) : (
        <>
          <div className="panel-form__grid">
            <MoneyInput
              label="پایهٔ کرایه"
              value={values.base}
              onChange={(t) => set('base', t)}
              error={errors.base}
              required
            />
            <MoneyInput
              label="هر کیلومتر"
              value={values.perKm}
              onChange={(t) => set('perKm', t)}
              error={errors.perKm}
              required
            />
          </div>
          <PeykCitiesEditor
            cities={values.cities}
            errors={errors}
            onChange={(cities) => set('cities', cities)}
          />
        </>
      )}
      <div className="panel-form__footer">
        <button type="submit" className="panel-button" disabled={busy}>
          {busy ? 'در حال ذخیره…' : submitLabel}
        </button>
        <button type="button" className="panel-button panel-button--ghost" onClick={onCancel}>
          انصراف
        </button>
      </div>
    </form>
  );
}
