import { Injectable } from '@nestjs/common';
import { BasketLinesSource, type ShippingLine } from '../shipping/shipping-settings';
import { BasketService } from './basket.service';

/** Shipping weighs what would be bought: the lines in the totals, by product and category. */
@Injectable()
export class BasketShippingLines extends BasketLinesSource {
  constructor(private readonly basket: BasketService) {
    super();
  }

  async shippingLinesOf(userId: string): Promise<ShippingLine[]> {
    const priced = await this.basket.price(await this.basket.linesOf(userId));
    return priced.lines.flatMap((line) =>
      line.counted && line.productId
        ? [{ productId: line.productId, categoryId: line.categoryId, quantity: line.quantity }]
        : [],
    );
  }
}
