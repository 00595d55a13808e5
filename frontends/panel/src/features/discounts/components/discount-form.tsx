import type { CreateDiscountBody } from '@ela/contracts';
import { JalaliDateInput } from '../../../shared/components/jalali-date-input';
import { MoneyInput } from '../../../shared/components/money-input';
import { FormFooter } from '../../../shared/forms/form-footer';
import { cleanWholeNumberInput } from '../../../shared/forms/rules';
import { TextField } from '../../../shared/forms/text-field';
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
  const { values, set, field, errors, busy, submit } = useForm(initial, validateDiscount);
  const percent = values.kind === 'percent';
  const wholeInput = (name: 'usageLimit' | 'perCustomerLimit' | 'value') => ({
    className: 'panel-input panel-input--ltr',
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    ...field(name, cleanWholeNumberInput),
  });
  return (
    <form className="panel-card panel-form" noValidate onSubmit={submit((v) => onSubmit(discountBody(v)))}>
      <div className="panel-form__grid">
        <TextField
          label="کد تخفیف"
          required
          hint="۳ تا ۳۲ حرف لاتین، رقم، - یا _؛ با حروف بزرگ ذخیره می‌شود"
          className="panel-input panel-input--ltr"
          maxLength={32}
          spellCheck={false}
          {...field('code', (text) => text.trim())}
        />
        <TextField label="عنوان" required hint="مثلاً تخفیف یلدا" maxLength={120} {...field('title')} />
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
          <TextField label="درصد تخفیف" required hint="عدد صحیح بین ۱ و ۱۰۰" {...wholeInput('value')} />
        ) : (
          <MoneyInput label="مبلغ تخفیف" required {...field('value')} />
        )}
        {percent && <MoneyInput label="سقف تخفیف" placeholder="بدون سقف" {...field('maxDiscount')} />}
        <MoneyInput label="کمترین مبلغ سبد" placeholder="بدون حداقل" {...field('minBasket')} />
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
        <TextField label="تعداد کل استفاده" hint="خالی یعنی بدون محدودیت" {...wholeInput('usageLimit')} />
        <TextField
          label="تعداد استفادهٔ هر مشتری"
          hint="خالی یعنی بدون محدودیت"
          {...wholeInput('perCustomerLimit')}
        />
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

      <FormFooter busy={busy} submitLabel={submitLabel} cancel="/panel/discount" />
    </form>
  );
}
