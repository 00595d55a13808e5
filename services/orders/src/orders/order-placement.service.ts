import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ORDERS_EVENTS,
  SUBJECTS,
  type Address,
  type OrderAddress,
  type OrderLine,
  type PlaceOrderBody,
  type PlacedOrder,
  type PricedBasket,
  type StockReservation,
} from '@ela/contracts';
import { Outbox, ServiceError } from '@ela/service-kit';
import { BasketService } from '../basket/basket.service';
import { BasketErrors } from '../basket/basket-errors';
import { shippingLinesOf } from '../basket/basket-shipping-lines';
import { DiscountRedemptions } from '../discounts/discount-redemptions';
import { ShippingQuoteService } from '../shipping/shipping-quote.service';
import { PaymentsClient } from '../payments/payments.client';
import { OrderEntity } from './order.entity';
import { OrderErrors } from './order-errors';
import { ORDER_REQUESTS, ORDER_SETTINGS, type OrderRequests, type OrderSettings } from './order-settings';
import { OrdersRepository } from './orders.repository';
import { PaymentWindowQueue } from './payment-window.queue';

/**
 * Places an order from the caller's basket, priced now. The order, its discount use and its
 * `placed` event are written in one transaction, and the catalog reserves the stock before that
 * transaction commits: a refused reservation rolls everything back. If the reservation may have
 * been made but the order did not commit, a `cancelled` event for the order id is written in a
 * fresh transaction, so the catalog releases whatever it holds for it.
 */
@Injectable()
export class OrderPlacementService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly basket: BasketService,
    private readonly shipping: ShippingQuoteService,
    private readonly redemptions: DiscountRedemptions,
    private readonly outbox: Outbox,
    @Inject(ORDER_REQUESTS) private readonly requests: OrderRequests,
    @Inject(ORDER_SETTINGS) private readonly settings: OrderSettings,
    private readonly paymentWindow: PaymentWindowQueue,
    private readonly payments: PaymentsClient,
  ) {}

  async place(customerId: string, token: string, body: PlaceOrderBody): Promise<PlacedOrder> {
    // The basket is priced once, while auth finds the address; its errors come first.
    const [basketRead, addressRead] = await Promise.allSettled([
      this.basket.open(customerId),
      this.shipping.addressOf(token, body.addressId),
    ]);
    const priced = settled(basketRead);
    if (priced.lines.length === 0) throw BasketErrors.empty();
    if (!priced.ready)
      throw OrderErrors.basketNotReady(priced.lines.filter((l) => l.stockState !== 'in_stock'));
    const address = settled(addressRead);
    const quote = await this.shipping.quoteLines(address, shippingLinesOf(priced));
    const offer = quote.options.find((o) => o.method === body.shippingMethod);
    if (!offer) throw OrderErrors.shippingNotOffered();
    await this.payments.ensureOffered(body.gateway);

    const id = randomUUID();
    let reserving = false;
    let order: OrderEntity;
    try {
      order = await this.orders.transaction(async (tx) => {
        if (!(await this.basket.closeForOrder(tx, priced))) throw OrderErrors.basketChanged();
        const redeemed = body.discountCode
          ? await this.redemptions.redeem(tx, body.discountCode, customerId, priced.totals.total)
          : null;
        const discount = redeemed?.amount ?? 0;
        const { subtotal, saleSavings, total: goods } = priced.totals;
        const placed = OrderEntity.place({
          id,
          customerId,
          addressId: body.addressId,
          shipTo: shipToOf(address),
          shippingMethod: body.shippingMethod,
          gateway: body.gateway,
          discountCode: redeemed?.code ?? null,
          breakdown: {
            subtotal,
            saleSavings,
            discount,
            shipping: offer.price,
            total: goods - discount + offer.price,
          },
          lines: snapshot(priced),
          expiresAt: new Date(Date.now() + this.settings.paymentWindowMs),
        });
        await this.orders.insert(tx, placed);
        await this.outbox.add(tx, ORDERS_EVENTS.placed, { id, customerId, total: placed.total });
        reserving = true;
        await this.reserve(token, placed);
        return placed;
      });
    } catch (error) {
      if (reserving && !isRefusal(error)) await this.releaseLater(id, customerId);
      throw error;
    }
    if (order.expiresAt) await this.paymentWindow.schedule(order.id, order.expiresAt);
    const payment = await this.payments.start(token, order);
    return { id, status: order.status, breakdown: order.breakdown, payment };
  }

  private reserve(token: string, order: OrderEntity): Promise<StockReservation> {
    return this.requests.request<StockReservation>(SUBJECTS.catalog.stock.reserve, {
      token,
      params: {},
      body: {
        orderId: order.id,
        lines: order.lines.map((l) => ({ inventoryId: l.inventoryId, quantity: l.quantity })),
      },
    });
  }

  /** The catalog may hold stock for an order that never committed: tell it the order is off. */
  private async releaseLater(id: string, customerId: string): Promise<void> {
    await this.orders
      .transaction((tx) => this.outbox.add(tx, ORDERS_EVENTS.cancelled, { id, customerId }))
      // With the database gone too, the caller's own error is the one worth answering.
      .catch(() => undefined);
  }
}

/** The address as it stands now, kept on the order. */
function shipToOf(a: Address): OrderAddress {
  return {
    title: a.title,
    receiverName: a.receiverName,
    receiverPhone: a.receiverPhone,
    provinceId: a.provinceId,
    provinceName: a.provinceName,
    cityId: a.cityId,
    cityName: a.cityName,
    street: a.street,
    plaque: a.plaque,
    unit: a.unit,
    postalCode: a.postalCode,
  };
}

function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/** A clear refusal (out of stock, a discount rule) means nothing was reserved. */
function isRefusal(error: unknown): boolean {
  return error instanceof ServiceError && error.body.statusCode < 500;
}

/** The lines as bought: prices are a snapshot, later catalog changes do not touch the order. */
function snapshot(priced: PricedBasket): OrderLine[] {
  return priced.lines.map((l) => ({
    inventoryId: l.inventoryId,
    productId: l.productId!,
    name: l.name!,
    productName: l.productName!,
    categoryId: l.categoryId,
    unitType: l.unitType!,
    quantity: l.quantity,
    pricePerStep: l.pricePerStep!,
    effectivePricePerStep: l.effectivePricePerStep!,
    lineTotal: l.lineTotal!,
  }));
}
