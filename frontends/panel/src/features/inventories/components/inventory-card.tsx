import type { UnitType, VersionedInventory } from '@ela/contracts';
import { formatNumber, formatToman } from '@ela/web-kit';
import { STOCK_UNIT_LABELS } from '../../../shared/units';
import { InventoryGallery } from './inventory-gallery';

interface InventoryCardProps {
  inventory: VersionedInventory;
  unitType: UnitType;
  onEdit: () => void;
  onDelete: () => void;
  onRecover: () => void;
  onChange: (inventory: VersionedInventory) => void;
}

/** One inventory: what it is, its prices and stock, its gallery, and what can be done with it. */
export function InventoryCard({
  inventory,
  unitType,
  onEdit,
  onDelete,
  onRecover,
  onChange,
}: InventoryCardProps) {
  const deleted = inventory.deletedAt !== null;
  const unit = STOCK_UNIT_LABELS[unitType];
  return (
    <article
      className={`panel-card panel-inventory${deleted ? ' panel-inventory--deleted' : ''}`}
      aria-label={inventory.name}
    >
      <header className="panel-inventory__header">
        <div>
          <h2 className="panel-inventory__name">
            {inventory.name} {deleted && <span className="panel-badge panel-badge--deleted">حذف‌شده</span>}
          </h2>
          <span className="panel-muted">شمارهٔ کالا {formatNumber(inventory.productNumber)}</span>
        </div>
        <div className="panel-actions">
          {deleted ? (
            <button type="button" className="panel-button panel-button--small" onClick={onRecover}>
              بازگرداندن
            </button>
          ) : (
            <>
              <button
                type="button"
                className="panel-button panel-button--ghost panel-button--small"
                onClick={onEdit}
              >
                ویرایش
              </button>
              <button
                type="button"
                className="panel-button panel-button--ghost panel-button--small"
                onClick={onDelete}
              >
                حذف
              </button>
            </>
          )}
        </div>
      </header>
      <dl className="panel-inventory__facts">
        <div>
          <dt>رنگ</dt>
          <dd>
            {inventory.color ? (
              <>
                <span
                  className="panel-swatch"
                  style={{ background: inventory.color.hex }}
                  aria-hidden="true"
                />{' '}
                {inventory.color.name}
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>طرح</dt>
          <dd>{inventory.design?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>قیمت هر {unit}</dt>
          <dd data-testid="inventory-price">
            {inventory.salePrice === null ? (
              formatToman(inventory.price)
            ) : (
              <>
                <s className="panel-muted">{formatToman(inventory.price)}</s>{' '}
                {formatToman(inventory.salePrice)} <span className="panel-badge panel-badge--sale">حراج</span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>موجودی</dt>
          <dd>
            {inventory.stock === 0 ? (
              <span className="panel-badge panel-badge--deleted">ناموجود</span>
            ) : (
              `${formatNumber(inventory.stock)} ${unit}`
            )}
          </dd>
        </div>
      </dl>
      {!deleted && <InventoryGallery inventory={inventory} onChange={onChange} />}
    </article>
  );
}
