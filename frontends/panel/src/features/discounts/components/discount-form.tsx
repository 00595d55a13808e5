import type { CreateDiscountBody } from '@ela/contracts';
import type { ChangeEvent } from 'react';
import { Link } from 'react-router';
import { JalaliDateInput } from '../../../shared/components/jalali-date-input';
import { MoneyInput } from '../../../shared/components/money-input';
import { Field } from '../../../shared/forms/field';
import { cleanWholeNumberInput } from '../../../shared/forms/rules';
import { useForm } from '../../../shared/forms/use-form';
import { CustomerPicker } from './customer-picker';
import { discountBody, validateDiscount, type DiscountFormValues } from './discount-form.model';
import './discounts.css';

interface DiscountFormProps {
  initial: DiscountFormValues;
  submitLabel: string;
  onSubmit: (body: CreateDiscountBody) => Promise<unknown>;
}

/**
 * A discount code's terms. Dates are whole Jalali days in Tehran; amounts are typed in Toman and
 * sent in Rials. The server's problems (a code already taken, a window that does not hold) show
 * under the input they name.
 */
export function DiscountForm({ initial, submitLabel, onSubmit }: DiscountFormProps) {
  const { values, set, errors, busy, submit } = useForm(initial, validateDiscount);
  const percent = values.kind === 'percent';
  const wholeInput = (name: 'usageLimit' | 'perCustomerLimit' | 'value') => ({
    className: 'panel-input panel-input--ltr',
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, cleanWholeNumberInput(event.target.value)),
  });
  return (
    <form className="panel-card panel-form" noValidate onSubmit={submit((v) => onSubmit(discountBody(v)))}>
      <div className="panel-form__grid">
        <Field
          label="کد تخفیف"
          error={errors.code}
          required
          hint="۳ تا ۳۲ حرف لاتین، رقم، - یا _؛ با حروف بزرگ ذخیره می‌شود"
        >
          {(control) => (
            <input
              {...control}
              className="panel-input panel-input--ltr"
              maxLength={32}
              spellCheck={false}
              value={values.code}
              onChange={(event) => set('code', event.target.value.trim())}
            />
          )}
        </Field>
        <Field label="عنوان" error={errors.title} required hint="مثلاً تخفیف یلدا">
          {(control) => (
            <input
              {...control}
              className="panel-input"
              maxLength={120}
              value={values.title}
              onChange={(event) => set('title', event.target.value)}
            />
          )}
        </Field>
      </div>

      <fieldset className="panel-choice-group">
        <legend className="panel-field__label">نوع تخفیف</legend>
        <div className="panel-choice">
          <label>
            <input type="radio" name="kind" checked={percent} onChange={() => set('kind', 'percent')} />
            درصدی
          </label>
          <label>
            <input type="radio" name="kind" checked={!percent} onChange={() => set('kind', 'fixed')} />
            مبلغ ثابت
          </label>
        </div>
      </fieldset>

      <div className="panel-form__grid">
        {percent ? (
          <Field label="درصد تخفیف" error={errors.value} required hint="عدد صحیح بین ۱ و ۱۰۰">
            {(control) => <input {...control} {...wholeInput('value')} />}
          </Field>
        ) : (
          <MoneyInput
            label="مبلغ تخفیف"
            value={values.value}
            onChange={(t) => set('value', t)}
            error={errors.value}
            required
          />
        )}
        {percent && (
          <MoneyInput
            label="سقف تخفیف"
            value={values.maxDiscount}
            onChange={(t) => set('maxDiscount', t)}
            error={errors.maxDiscount}
            placeholder="بدون سقف"
          />
        )}
        <MoneyInput
          label="کمترین مبلغ سبد"
          value={values.minBasket}
          onChange={(t) => set('minBasket', t)}
          error={errors.minBasket}
          placeholder="بدون حداقل"
        />
      </div>

      <div className="panel-form__grid">
        <JalaliDateInput
          legend="روز شروع"
          value={values.starts}
          onChange={(v) => set('starts', v)}
          error={errors.startsAt}
          errorId="discount-starts-error"
          required
        />
        <JalaliDateInput
          legend="آخرین روز"
          value={values.ends}
          onChange={(v) => set('ends', v)}
          error={errors.endsAt}
          errorId="discount-ends-error"
          required
        />
      </div>
      <p className="panel-muted">کد از بامداد روز شروع تا پایان آخرین روز (به وقت تهران) کار می‌کند.</p>

      <div className="panel-form__grid">
        <Field label="تعداد کل استفاده" error={errors.usageLimit} hint="خالی یعنی بدون محدودیت">
          {(control) => <input {...control} {...wholeInput('usageLimit')} />}
        </Field>
        <Field label="تعداد استفادهٔ هر مشتری" error={errors.perCustomerLimit} hint="خالی یعنی بدون محدودیت">
          {(control) => <input {...control} {...wholeInput('perCustomerLimit')} />}
        </Field>
      </div>

      <fieldset className="panel-choice-group">
        <legend className="panel-field__label">برای چه کسانی</legend>
        <div className="panel-choice">
          <label>
            <input
              type="radio"
              name="audience"
              checked={values.audience === 'everyone'}
              onChange={() => set('audience', 'everyone')}
            />
            همهٔ مشتری‌ها
          </label>
          <label>
            <input
              type="radio"
              name="audience"
              checked={values.audience === 'chosen'}
              onChange={() => set('audience', 'chosen')}
            />
            مشتری‌های انتخاب‌شده (هدیه)
          </label>
        </div>
      </fieldset>
      {values.audience === 'chosen' && (
        <CustomerPicker
          chosen={values.customers}
          onChange={(c) => set('customers', c)}
          error={errors.customerIds}
        />
      )}

      <div className="panel-form__footer">
        <button type="submit" className="panel-button" disabled={busy}>
          {busy ? 'در حال ذخیره…' : submitLabel}
        </button>
        <Link className="panel-button panel-button--ghost" to="/panel/discount">
          انصراف
        </Link>
      </div>
    </form>
  );
}
