import { Injectable } from '@nestjs/common';
import type { PricedBasket } from '@ela/contracts';
import { BasketLinesSource, type ShippingLine } from '../shipping/shipping-settings';
import { BasketService } from './basket.service';

/** Shipping weighs what would be bought: the lines in the totals, by product and category. */
export function shippingLinesOf(priced: Pick<PricedBasket, 'lines'>): ShippingLine[] {
  return priced.lines.flatMap((line) =>
    line.counted && line.productId
      ? [{ productId: line.productId, categoryId: line.categoryId, quantity: line.quantity }]
      : [],
  );
}

@Injectable()
export class BasketShippingLines extends BasketLinesSource {
  constructor(private readonly basket: BasketService) {
    super();
  }

  async shippingLinesOf(userId: string): Promise<ShippingLine[]> {
    return shippingLinesOf(await this.basket.price(await this.basket.linesOf(userId)));
  }
}
