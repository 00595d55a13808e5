import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ShippingRates } from '@ela/contracts';
import { PlainRows, ReusedForAWhile, refusedAs } from '@ela/service-kit';
import { ShippingErrors } from './shipping-errors';
import { ShippingPriceEntity } from './shipping-price.entity';
import { SHIPPING_TABLES_REUSED_MS } from './shipping-settings';

@Injectable()
export class ShippingPricesRepository {
  /** Every shipping quote, an order's placement's included, reads the enabled prices. */
  private readonly plain: PlainRows<ShippingPriceEntity>;
  private readonly enabledNow = new ReusedForAWhile(SHIPPING_TABLES_REUSED_MS, async () =>
    (await this.plain.all({ enabled: true }, { method: 'ASC' })).map((p) => ({
      id: p.id,
      rates: p.toRates(),
    })),
  );

  constructor(@InjectRepository(ShippingPriceEntity) private readonly rows: Repository<ShippingPriceEntity>) {
    this.plain = new PlainRows(rows);
  }

  /** Every price; there are a handful, so no paging. */
  all(): Promise<ShippingPriceEntity[]> {
    return this.rows.find({ order: { method: 'ASC', createdAt: 'ASC', id: 'ASC' } });
  }

  /** The enabled prices as the rules read them, by method. */
  enabled(): Promise<{ id: string; rates: ShippingRates }[]> {
    return this.enabledNow.get();
  }

  find(id: string): Promise<ShippingPriceEntity | null> {
    return this.rows.findOneBy({ id });
  }

  /** A second enabled price for a method is refused by the partial unique index. */
  async save(price: ShippingPriceEntity): Promise<ShippingPriceEntity> {
    const saved = await refusedAs(this.rows.save(price), {
      shipping_price_enabled_method_key: ShippingErrors.shippingMethodTaken,
    });
    this.enabledNow.forget();
    return saved;
  }
}
