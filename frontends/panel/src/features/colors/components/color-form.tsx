import type { CreateColorBody } from '@ela/contracts';
import { Link } from 'react-router';
import { Field } from '../../../shared/forms/field';
import { normalizeHex } from '../../../shared/forms/rules';
import { useForm } from '../../../shared/forms/use-form';
import { colorBody, validateColor, type ColorFormValues } from './color-form.model';

interface ColorFormProps {
  initial: ColorFormValues;
  submitLabel: string;
  onSubmit: (body: CreateColorBody) => Promise<unknown>;
}

/** A colour's name and its hex value, picked or typed; the two inputs follow each other. */
export function ColorForm({ initial, submitLabel, onSubmit }: ColorFormProps) {
  const { values, set, errors, busy, submit } = useForm(initial, validateColor);
  const valid = normalizeHex(values.hex);
  return (
    <form className="panel-card panel-form" noValidate onSubmit={submit((v) => onSubmit(colorBody(v)))}>
      <div className="panel-form__grid">
        <Field label="نام رنگ" error={errors.name} required hint="مثلاً سرمه‌ای">
          {(control) => (
            <input
              {...control}
              className="panel-input"
              maxLength={60}
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
            />
          )}
        </Field>
        <Field label="کد رنگ" error={errors.hex} required hint="به شکل #RRGGBB">
          {(control) => (
            <div className="panel-color-input">
              <input
                type="color"
                aria-label="انتخاب رنگ"
                value={valid ?? '#000000'}
                onChange={(event) => set('hex', event.target.value)}
              />
              <input
                {...control}
                className="panel-input panel-input--ltr"
                maxLength={7}
                spellCheck={false}
                value={values.hex}
                onChange={(event) => set('hex', event.target.value.trim())}
              />
              <span
                className="panel-swatch panel-color-input__swatch"
                style={{ background: valid ?? 'transparent' }}
              />
            </div>
          )}
        </Field>
      </div>
      <div className="panel-form__footer">
        <button type="submit" className="panel-button" disabled={busy}>
          {busy ? 'در حال ذخیره…' : submitLabel}
        </button>
        <Link className="panel-button panel-button--ghost" to="/panel/products/colors">
          انصراف
        </Link>
      </div>
    </form>
  );
}
