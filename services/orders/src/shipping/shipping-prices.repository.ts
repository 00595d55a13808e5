import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PlainRows, refusedAs } from '@ela/service-kit';
import { ShippingErrors } from './shipping-errors';
import { ShippingPriceEntity } from './shipping-price.entity';

@Injectable()
export class ShippingPricesRepository {
  /** Every shipping quote, an order's placement's included, reads the enabled prices. */
  private readonly plain: PlainRows<ShippingPriceEntity>;

  constructor(@InjectRepository(ShippingPriceEntity) private readonly rows: Repository<ShippingPriceEntity>) {
    this.plain = new PlainRows(rows);
  }

  /** Every price; there are a handful, so no paging. */
  all(): Promise<ShippingPriceEntity[]> {
    return this.rows.find({ order: { method: 'ASC', createdAt: 'ASC', id: 'ASC' } });
  }

  enabled(): Promise<ShippingPriceEntity[]> {
    return this.plain.all({ enabled: true }, { method: 'ASC' });
  }

  find(id: string): Promise<ShippingPriceEntity | null> {
    return this.rows.findOneBy({ id });
  }

  /** A second enabled price for a method is refused by the partial unique index. */
  save(price: ShippingPriceEntity): Promise<ShippingPriceEntity> {
    return refusedAs(this.rows.save(price), {
      shipping_price_enabled_method_key: ShippingErrors.shippingMethodTaken,
    });
  }
}
