import { useState } from 'react';
import { ERROR_CODES, type Color, type Design, type UnitType, type VersionedInventory } from '@ela/contracts';
import { apiErrorOf, formatNumber, takeBackNotice, toast } from '@ela/web-kit';
import { attempt } from '../../../shared/api/attempt';
import { parseWholeNumber } from '../../../shared/forms/rules';
import { STOCK_UNIT_LABELS } from '../../../shared/units';
import { getInventoryNow, updateInventory } from '../api/inventories.api';
import { InventoryForm } from './inventory-form';
import { updateInventoryBody, type InventoryFormValues } from './inventory-form.model';

interface InventoryEditFormProps {
  inventory: VersionedInventory;
  unitType: UnitType;
  choices: { colors: Color[]; designs: Design[] } | undefined;
  /** The inventory as the server has it now: after a save, or after a reload. */
  onSaved: (inventory: VersionedInventory) => void;
  /** It was deleted meanwhile: the list is simplest loaded again. */
  onGone: () => void;
  onClose: () => void;
}

/** What the admin typed when the save was refused because the stock moved since the form opened. */
interface Refused {
  typed: InventoryFormValues;
  message: string;
}

/**
 * Editing an inventory. A stock typed over one that orders have moved since is refused by the
 * server (409); the form then offers to load the inventory again, keeps everything else typed and
 * puts the stock as it is now in its field, saying what the admin had written.
 */
export function InventoryEditForm({ inventory, onSaved, onGone, onClose, ...form }: InventoryEditFormProps) {
  const [refused, setRefused] = useState<Refused | null>(null);
  const [restart, setRestart] = useState<{ round: number; values?: InventoryFormValues; note?: string }>({
    round: 0,
  });
  const [reloading, setReloading] = useState(false);
  const unit = STOCK_UNIT_LABELS[form.unitType];

  async function save(values: InventoryFormValues) {
    try {
      const saved = await updateInventory(inventory.id, updateInventoryBody(values, inventory));
      toast.success(`تغییرات «${saved.name}» ذخیره شد`);
      onSaved(saved);
      onClose();
    } catch (error) {
      const refusal = apiErrorOf(error);
      if (refusal?.error !== ERROR_CODES.catalogStockStale) throw error;
      takeBackNotice(error);
      setRefused({ typed: values, message: refusal.message });
    }
  }

  async function reload(typed: InventoryFormValues) {
    setReloading(true);
    const now = await attempt(getInventoryNow(inventory));
    setReloading(false);
    // undefined: the request failed and the client has said so; null: deleted meanwhile.
    if (now === undefined) return;
    if (now === null) return onGone();
    const written = parseWholeNumber(typed.stock);
    onSaved(now);
    setRefused(null);
    setRestart(({ round }) => ({
      round: round + 1,
      values: { ...typed, stock: String(now.stock) },
      note:
        `موجودی اکنون ${formatNumber(now.stock)} ${unit} است و در فرم گذاشته شد؛ ` +
        `عددی که نوشته بودید (${written.ok && written.value !== null ? formatNumber(written.value) : typed.stock}) ` +
        'ذخیره نشد. بقیهٔ تغییرات شما سر جایشان است.',
    }));
  }

  const notice = refused ? (
    <div className="panel-stock-notice panel-stock-notice--stale" role="alert">
      <p>{refused.message}</p>
      <button
        type="button"
        className="panel-button panel-button--small"
        disabled={reloading}
        onClick={() => void reload(refused.typed)}
      >
        {reloading ? 'در حال بارگذاری…' : 'بارگذاری دوبارهٔ کالا'}
      </button>
    </div>
  ) : restart.note ? (
    <p className="panel-stock-notice" role="status">
      {restart.note}
    </p>
  ) : null;

  return (
    <InventoryForm
      key={restart.round}
      inventory={inventory}
      initial={restart.values}
      notice={notice}
      onSubmit={save}
      onCancel={onClose}
      {...form}
    />
  );
}
