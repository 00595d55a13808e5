import type { CreateColorBody } from '@ela/contracts';
import { Field } from '../../../shared/forms/field';
import { FormFooter } from '../../../shared/forms/form-footer';
import { normalizeHex } from '../../../shared/forms/rules';
import { TextField } from '../../../shared/forms/text-field';
import { useForm } from '../../../shared/forms/use-form';
import { colorBody, validateColor, type ColorFormValues } from './color-form.model';

interface ColorFormProps {
  initial: ColorFormValues;
  submitLabel: string;
  onSubmit: (body: CreateColorBody) => Promise<unknown>;
}

/** A colour's name and its hex value, picked or typed; the two inputs follow each other. */
export function ColorForm({ initial, submitLabel, onSubmit }: ColorFormProps) {
  const { values, set, field, errors, busy, submit } = useForm(initial, validateColor);
  const valid = normalizeHex(values.hex);
  return (
    <form className="panel-card panel-form" noValidate onSubmit={submit((v) => onSubmit(colorBody(v)))}>
      <div className="panel-form__grid">
        <TextField label="نام رنگ" required hint="مثلاً سرمه‌ای" maxLength={60} {...field('name')} />
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
      <FormFooter busy={busy} submitLabel={submitLabel} cancel="/panel/products/colors" />
    </form>
  );
}
