import { Injectable } from '@nestjs/common';
import {
  ORDERS_EVENTS,
  type Address,
  type PlaceOrderBody,
  type PricedBasket,
  type ShippingQuote,
} from '@ela/contracts';
import { Outbox, ServiceError } from '@ela/service-kit';
import { CustomerAddresses } from '../auth/customer-addresses';
import { BasketErrors } from '../basket/basket-errors';
import type { BasketEntity } from '../basket/basket.entity';
import { BasketService } from '../basket/basket.service';
import { shippingLinesOf } from '../basket/basket-shipping-lines';
import { CatalogClient } from '../catalog/catalog.client';
import { PaymentsClient } from '../payments/payments.client';
import { ShippingQuoteService } from '../shipping/shipping-quote.service';
import { OrderErrors } from './order-errors';
import { OrderPlacementsRepository } from './order-placements.repository';
import { OrdersRepository } from './orders.repository';

/** A shipping method the quote of an order's lines offers, with its price. */
export type Offer = ShippingQuote['options'][number];

/**
 * An order's placement before its transaction: its record, the stock the catalog holds for it and
 * the prices it held it at, and calling it all off when the order will not be placed.
 */
@Injectable()
export class OrderHolds {
  constructor(
    private readonly basket: BasketService,
    private readonly placements: OrderPlacementsRepository,
    private readonly addresses: CustomerAddresses,
    private readonly payments: PaymentsClient,
    private readonly catalog: CatalogClient,
    private readonly shipping: ShippingQuoteService,
    private readonly orders: OrdersRepository,
    private readonly outbox: Outbox,
  ) {}

  /**
   * The placement recorded as the basket is read (one statement), while the address and the
   * customer are found; the basket's errors come first. Nothing is held yet, so a refusal here only
   * calls the record off (left behind, the sweep's release of nothing changes nothing).
   */
  async begin(id: string, customerId: string, token: string, body: PlaceOrderBody) {
    const [basketRead, customerRead] = await Promise.allSettled([
      this.basket.storedWith(customerId, this.placements.beginning(id, customerId)),
      this.addresses.forOrder(customerId, token, body.addressId),
    ]);
    try {
      const basket = settled(basketRead);
      if (!basket || basket.lines.length === 0) throw BasketErrors.empty();
      const { address, customer } = settled(customerRead);
      await this.payments.ensureOffered(body.gateway);
      return { basket, address, customer };
    } catch (error) {
      if (basketRead.status === 'fulfilled') await this.callOff(id, customerId, true);
      throw error;
    }
  }

  /**
   * The basket's stock held for the order and the basket priced from the same read (the catalog
   * answers the inventories it took stock from), then the shipping method checked against the
   * quote for those lines. Whatever stops it calls the placement off; a line the catalog could not
   * hold is answered with the basket as it stands (`ORDERS.BASKET_NOT_READY` and its lines).
   */
  async holdAndPrice(
    token: string,
    o: { id: string; customerId: string; basket: BasketEntity; address: Address },
    body: PlaceOrderBody,
  ): Promise<{ priced: PricedBasket; offer: Offer }> {
    let held = false;
    try {
      const reservation = await this.catalog.reserveStock(token, o.id, o.basket.lines);
      held = true;
      const priced = await this.basket.pricedWith(o.basket, reservation.inventories);
      if (!priced.ready) throw notReady(priced);
      const quote = await this.shipping.quoteLines(o.address, shippingLinesOf(priced));
      const offer = quote.options.find((option) => option.method === body.shippingMethod);
      if (!offer) throw OrderErrors.shippingNotOffered();
      return { priced, offer };
    } catch (error) {
      // A clear refusal of the reservation held nothing; anything else may have held the stock.
      await this.callOff(o.id, o.customerId, !held && isRefusal(error));
      if (!held && isRefusal(error)) {
        const now = await this.basket.pricedWith(o.basket);
        if (!now.ready) throw notReady(now);
      }
      throw error;
    }
  }

  /**
   * The order will not be placed under this id: the catalog is told to release whatever it holds
   * for it (unless nothing was held), and the placement record goes, in one transaction. If the
   * database is away too, the record stays and the expiry sweep does it later.
   */
  async callOff(id: string, customerId: string, nothingHeld: boolean): Promise<void> {
    await this.orders
      .transaction(async (tx) => {
        if (!nothingHeld) await this.outbox.add(tx, ORDERS_EVENTS.cancelled, { id, customerId });
        await this.placements.end(tx, id);
      })
      // The caller's own error is the one worth answering.
      .catch(() => undefined);
  }
}

function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/** A clear refusal (out of stock) means nothing was reserved. */
function isRefusal(error: unknown): boolean {
  return error instanceof ServiceError && error.body.statusCode < 500;
}

/** The lines that keep the basket from being ordered now. */
function notReady(priced: PricedBasket): ServiceError {
  return OrderErrors.basketNotReady(priced.lines.filter((l) => l.stockState !== 'in_stock'));
}
