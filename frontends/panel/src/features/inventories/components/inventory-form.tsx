import type { ReactNode } from 'react';
import type { Color, Design, Inventory, UnitType } from '@ela/contracts';
import { formatNumber } from '@ela/web-kit';
import { MoneyInput } from '../../../shared/components/money-input';
import { Field } from '../../../shared/forms/field';
import { cleanWholeNumberInput } from '../../../shared/forms/rules';
import { useForm } from '../../../shared/forms/use-form';
import { STOCK_UNIT_LABELS } from '../../../shared/units';
import { inventoryValues, validateInventory, type InventoryFormValues } from './inventory-form.model';

interface InventoryFormProps {
  /** The inventory being edited; none for a new one. */
  inventory?: Inventory;
  /** Values to start from instead of the inventory's (what the admin typed before a reload). */
  initial?: InventoryFormValues;
  /** Said above the buttons: why the last save did not go through, and what to do. */
  notice?: ReactNode;
  unitType: UnitType;
  choices: { colors: Color[]; designs: Design[] } | undefined;
  onSubmit: (values: InventoryFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** An inventory's fields: name, colour, design, prices per unit step in Toman, stock in unit steps. */
export function InventoryForm({
  inventory,
  initial,
  notice,
  unitType,
  choices,
  onSubmit,
  onCancel,
}: InventoryFormProps) {
  const { values, set, errors, busy, submit } = useForm(
    () => initial ?? inventoryValues(inventory),
    validateInventory,
  );
  const unit = STOCK_UNIT_LABELS[unitType];
  const title = inventory ? `ویرایش «${inventory.name}»` : 'موجودی تازه';

  return (
    <form className="panel-card panel-form" noValidate aria-label={title} onSubmit={submit(onSubmit)}>
      <h2>{title}</h2>
      <div className="panel-form__grid">
        <Field label="نام" error={errors.name} required hint="یکتا؛ نشانی صفحهٔ کالا در فروشگاه همین است">
          {(control) => (
            <input
              {...control}
              className="panel-input"
              maxLength={120}
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
            />
          )}
        </Field>
        <Field
          label="شمارهٔ کالا"
          error={errors.productNumber}
          hint={inventory ? 'شمارهٔ کالا پس از ثبت تغییر نمی‌کند' : 'اگر خالی بماند، خودکار داده می‌شود'}
        >
          {(control) => (
            <input
              {...control}
              className="panel-input panel-input--ltr"
              inputMode="numeric"
              readOnly={Boolean(inventory)}
              value={inventory ? formatNumber(inventory.productNumber) : values.productNumber}
              onChange={(event) => set('productNumber', cleanWholeNumberInput(event.target.value))}
            />
          )}
        </Field>
        <Field label="رنگ" error={errors.colorId}>
          {(control) => (
            <select
              {...control}
              className="panel-input"
              value={values.colorId}
              onChange={(event) => set('colorId', event.target.value)}
            >
              <option value="">بدون رنگ</option>
              {choices?.colors.map((color) => (
                <option key={color.id} value={color.id}>
                  {color.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="طرح" error={errors.designId}>
          {(control) => (
            <select
              {...control}
              className="panel-input"
              value={values.designId}
              onChange={(event) => set('designId', event.target.value)}
            >
              <option value="">بدون طرح</option>
              {choices?.designs.map((design) => (
                <option key={design.id} value={design.id}>
                  {design.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <MoneyInput
          label={`قیمت هر ${unit}`}
          value={values.price}
          onChange={(text) => set('price', text)}
          error={errors.price}
          required
        />
        <MoneyInput
          label="قیمت حراج"
          value={values.salePrice}
          onChange={(text) => set('salePrice', text)}
          error={errors.salePrice}
          placeholder="خالی: بدون حراج"
        />
        <Field label={`موجودی (${unit})`} error={errors.stock} required hint={`چند ${unit} در انبار است`}>
          {(control) => (
            <input
              {...control}
              className="panel-input panel-input--ltr"
              inputMode="numeric"
              value={values.stock}
              onChange={(event) => set('stock', cleanWholeNumberInput(event.target.value))}
            />
          )}
        </Field>
      </div>
      {notice}
      <div className="panel-form__footer">
        <button type="submit" className="panel-button" disabled={busy}>
          {busy ? 'در حال ذخیره…' : inventory ? 'ذخیرهٔ تغییرات' : 'افزودن موجودی'}
        </button>
        <button type="button" className="panel-button panel-button--ghost" onClick={onCancel}>
          انصراف
        </button>
      </div>
    </form>
  );
}
