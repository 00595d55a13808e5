import { Injectable } from '@nestjs/common';
import type { CreateShippingPriceBody, ShippingPrice, UpdateShippingPriceBody } from '@ela/contracts';
import { ShippingErrors } from './shipping-errors';
import { ShippingPriceEntity } from './shipping-price.entity';
import { ShippingPricesRepository } from './shipping-prices.repository';

@Injectable()
export class ShippingPricesService {
  constructor(private readonly prices: ShippingPricesRepository) {}

  async list(): Promise<ShippingPrice[]> {
    return (await this.prices.all()).map((p) => p.toContract());
  }

  async create(body: CreateShippingPriceBody): Promise<ShippingPrice> {
    const { enabled, ...rates } = body;
    return (await this.prices.save(ShippingPriceEntity.create(rates, enabled))).toContract();
  }

  update(id: string, body: UpdateShippingPriceBody): Promise<ShippingPrice> {
    return this.change(id, (price) => price.replace(body));
  }

  enable(id: string): Promise<ShippingPrice> {
    return this.change(id, (price) => price.enable());
  }

  disable(id: string): Promise<ShippingPrice> {
    return this.change(id, (price) => price.disable());
  }

  private async change(id: string, work: (price: ShippingPriceEntity) => void): Promise<ShippingPrice> {
    const price = await this.prices.find(id);
    if (!price) throw ShippingErrors.shippingPriceNotFound();
    work(price);
    return (await this.prices.save(price)).toContract();
  }
}
