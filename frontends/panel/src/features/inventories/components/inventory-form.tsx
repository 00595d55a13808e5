import type { ReactNode } from 'react';
import type { Color, Design, Inventory, UnitType } from '@ela/contracts';
import { formatNumber } from '@ela/web-kit';
import { MoneyInput } from '../../../shared/components/money-input';
import { FormFooter } from '../../../shared/forms/form-footer';
import { cleanWholeNumberInput } from '../../../shared/forms/rules';
import { SelectField } from '../../../shared/forms/select-field';
import { TextField } from '../../../shared/forms/text-field';
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
  const { values, set, field, errors, busy, submit } = useForm(
    () => initial ?? inventoryValues(inventory),
    validateInventory,
  );
  const unit = STOCK_UNIT_LABELS[unitType];
  const title = inventory ? `ویرایش «${inventory.name}»` : 'موجودی تازه';

  return (
    <form className="panel-card panel-form" noValidate aria-label={title} onSubmit={submit(onSubmit)}>
      <h2>{title}</h2>
      <div className="panel-form__grid">
        <TextField
          label="نام"
          required
          hint="یکتا؛ نشانی صفحهٔ کالا در فروشگاه همین است"
          maxLength={120}
          {...field('name')}
        />
        <TextField
          label="شمارهٔ کالا"
          error={errors.productNumber}
          hint={inventory ? 'شمارهٔ کالا پس از ثبت تغییر نمی‌کند' : 'اگر خالی بماند، خودکار داده می‌شود'}
          className="panel-input panel-input--ltr"
          inputMode="numeric"
          readOnly={Boolean(inventory)}
          value={inventory ? formatNumber(inventory.productNumber) : values.productNumber}
          onValue={(text) => set('productNumber', cleanWholeNumberInput(text))}
        />
        <SelectField label="رنگ" none="بدون رنگ" options={choices?.colors ?? []} {...field('colorId')} />
        <SelectField label="طرح" none="بدون طرح" options={choices?.designs ?? []} {...field('designId')} />
        <MoneyInput label={`قیمت هر ${unit}`} required {...field('price')} />
        <MoneyInput label="قیمت حراج" placeholder="خالی: بدون حراج" {...field('salePrice')} />
        <TextField
          label={`موجودی (${unit})`}
          required
          hint={`چند ${unit} در انبار است`}
          className="panel-input panel-input--ltr"
          inputMode="numeric"
          {...field('stock', cleanWholeNumberInput)}
        />
      </div>
      {notice}
      <FormFooter busy={busy} submitLabel={inventory ? 'ذخیرهٔ تغییرات' : 'افزودن موجودی'} cancel={onCancel} />
    </form>
  );
}
