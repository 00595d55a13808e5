import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { refusedAs } from '@ela/service-kit';
import { ShippingErrors } from './shipping-errors';
import { ShippingPriceEntity } from './shipping-price.entity';

@Injectable()
export class ShippingPricesRepository {
  constructor(
    @InjectRepository(ShippingPriceEntity) private readonly rows: Repository<ShippingPriceEntity>,
  ) {}

  /** Every price; there are a handful, so no paging. */
  all(): Promise<ShippingPriceEntity[]> {
    return this.rows.find({ order: { method: 'ASC', createdAt: 'ASC', id: 'ASC' } });
  }

  enabled(): Promise<ShippingPriceEntity[]> {
    return this.rows.find({ where: { enabled: true }, order: { method: 'ASC' } });
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
