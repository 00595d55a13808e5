import type { ShippingRates } from '@ela/contracts';
import { MoneyInput } from '../../../shared/components/money-input';
import { FormFooter } from '../../../shared/forms/form-footer';
import { TextField } from '../../../shared/forms/text-field';
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
  const { values, set, field, errors, busy, submit } = useForm(initial, (v) => readPrice(v).errors);
  const post = values.method === 'Post';
  return (
    <form
      className="panel-card panel-form"
      noValidate
      aria-label={post ? 'قیمت پست' : 'قیمت پیک'}
      onSubmit={submit((v) => onSubmit(readPrice(v).body))}
    >
      <TextField
        label="عنوان برای مشتری"
        required
        hint="مثلاً پست پیشتاز"
        maxLength={100}
        {...field('title')}
      />
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
            <MoneyInput label="پایهٔ کرایه" required {...field('base')} />
            <MoneyInput label="هر کیلومتر" required {...field('perKm')} />
          </div>
          <PeykCitiesEditor
            cities={values.cities}
            errors={errors}
            onChange={(cities) => set('cities', cities)}
          />
        </>
      )}
      <FormFooter busy={busy} submitLabel={submitLabel} cancel={onCancel} />
    </form>
  );
}
