import { useState } from 'react';
import type { Inventory } from '@ela/contracts';
import { formatToman } from '@ela/web-kit';
import { Price, discountPercent } from '../../../catalog/components/price';
import { perStepLabel } from '../../../catalog/unit-types';
import { QuantityStepper } from '../../../catalog/components/quantity-stepper';
import { lineTotal, quantityLabel } from '../../../catalog/quantity';
import { AddToBasketButton } from './add-to-basket-button';
import './purchase-box.css';

/** Price per unit step, stock, the quantity wanted, what it comes to, and the way into the basket. */
export function PurchaseBox({ inventory }: { inventory: Inventory }) {
  const { unitType, stock, effectivePrice, price, onSale, salePrice } = inventory;
  const [steps, setSteps] = useState(1);
  const soldOut = stock < 1;
  return (
    <section className="purchase-box" aria-label="قیمت و مقدار">
      <div className="purchase-box__price">
        <span className="purchase-box__per">{perStepLabel(unitType)}</span>
        <Price amount={effectivePrice} before={onSale ? price : null} className="purchase-box__amount" />
        {onSale && salePrice !== null && (
          <span className="purchase-box__discount">{discountPercent(price, salePrice)} تخفیف</span>
        )}
      </div>
      {soldOut ? (
        <p className="purchase-box__sold-out" role="status">
          ناموجود؛ این مورد فعلاً در انبار نیست.
        </p>
      ) : (
        <p className="purchase-box__stock">موجودی: {quantityLabel(unitType, stock)}</p>
      )}
      {/* On phones this part is a bar fixed to the bottom, where the hidden bottom navigation would be. */}
      <div className="buy-bar">
        <div className="purchase-box__quantity">
          <label htmlFor="quantity">مقدار</label>
          <QuantityStepper
            id="quantity"
            unitType={unitType}
            stock={stock}
            value={steps}
            onChange={setSteps}
          />
        </div>
        {!soldOut && (
          <>
            <p className="purchase-box__total" aria-live="polite" data-testid="line-total">
              <span>جمع برای {quantityLabel(unitType, steps)}:</span>
              <strong>{formatToman(lineTotal(steps, effectivePrice))}</strong>
            </p>
            <AddToBasketButton
              inventoryId={inventory.id}
              steps={steps}
              label={quantityLabel(unitType, steps)}
            />
          </>
        )}
      </div>
    </section>
  );
}
