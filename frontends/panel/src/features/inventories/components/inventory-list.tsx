import type { Color, Design, UnitType, VersionedInventory } from '@ela/contracts';
import { toast } from '@ela/web-kit';
import { attempt } from '../../../shared/api/attempt';
import { useConfirmedDelete } from '../../../shared/components/use-confirmed-delete';
import { deleteInventory, recoverInventory } from '../api/inventories.api';
import { InventoryCard } from './inventory-card';
import { InventoryEditForm } from './inventory-edit-form';

interface InventoryListProps {
  inventories: VersionedInventory[];
  unitType: UnitType;
  choices: { colors: Color[]; designs: Design[] } | undefined;
  /** The inventory shown as a form instead of a card. */
  editing: string | null;
  onEditing: (id: string | null) => void;
  /** An inventory the server answered with after a change. */
  onSaved: (inventory: VersionedInventory) => void;
  /** Something changed that is simplest to load again (a deletion). */
  onStale: () => void;
}

/** A product's inventories, live ones first; each a card, or a form while it is edited. */
export function InventoryList({ inventories, unitType, choices, editing, ...on }: InventoryListProps) {
  const { confirmDelete, dialog } = useConfirmedDelete(on.onStale);
  const ordered = [...inventories].sort(
    (a, b) => Number(a.deletedAt !== null) - Number(b.deletedAt !== null),
  );

  const remove = (inventory: VersionedInventory) =>
    confirmDelete(
      {
        title: 'حذف موجودی',
        message: `«${inventory.name}» از فروشگاه برداشته می‌شود و بعداً از همین صفحه بازمی‌گردد.`,
        done: `«${inventory.name}» حذف شد`,
      },
      () => deleteInventory(inventory),
    );

  async function recover(inventory: VersionedInventory) {
    const back = await attempt(recoverInventory(inventory.id));
    if (!back) return;
    toast.success(`«${back.name}» بازگردانده شد`);
    on.onSaved(back);
  }

  return (
    <div className="panel-inventories">
      {ordered.map((inventory) =>
        editing === inventory.id ? (
          <InventoryEditForm
            key={inventory.id}
            inventory={inventory}
            unitType={unitType}
            choices={choices}
            onSaved={on.onSaved}
            onGone={() => {
              on.onEditing(null);
              on.onStale();
            }}
            onClose={() => on.onEditing(null)}
          />
        ) : (
          <InventoryCard
            key={inventory.id}
            inventory={inventory}
            unitType={unitType}
            onEdit={() => on.onEditing(inventory.id)}
            onDelete={() => void remove(inventory)}
            onRecover={() => void recover(inventory)}
            onChange={on.onSaved}
          />
        ),
      )}
      {dialog}
    </div>
  );
}
