import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  GATEWAY_MINIMUM_RIALS,
  ORDERS_EVENTS,
  type Address,
  type OrderAddress,
  type OrderCustomer,
  type OrderLine,
  type PlaceOrderBody,
  type PlacedOrder,
  type PricedBasket,
  type ShippingQuote,
} from '@ela/contracts';
import { Idempotency, Outbox, ServiceError, asOneStatement, type IdempotentAction } from '@ela/service-kit';
import { BasketService } from '../basket/basket.service';
import { BasketErrors } from '../basket/basket-errors';
import type { BasketEntity } from '../basket/basket.entity';
import { shippingLinesOf } from '../basket/basket-shipping-lines';
import { DiscountRedemptions } from '../discounts/discount-redemptions';
import { ShippingQuoteService } from '../shipping/shipping-quote.service';
import { PaymentsClient } from '../payments/payments.client';
import { AuthClient } from '../auth/auth.client';
import { CatalogClient } from '../catalog/catalog.client';
import { OrderChanges } from './order-changes';
import { OrderClaims } from './order-claims';
import { OrderEntity } from './order.entity';
import { OrderErrors } from './order-errors';
import { OrderPlacementsRepository } from './order-placements.repository';
import { ORDER_SETTINGS, type OrderSettings } from './order-settings';
import { OrdersRepository } from './orders.repository';

/** The action an `Idempotency-Key` on POST /order names. */
const PLACE_SCOPE = 'order.place';

type Offer = ShippingQuote['options'][number];

/** What an order is made of, read before its transaction. */
interface Placing {
  id: string;
  customerId: string;
  customer: OrderCustomer;
  body: PlaceOrderBody;
  priced: PricedBasket;
  address: Address;
  offer: Offer;
  lines: OrderLine[];
  placedAt: Date;
}

/**
 * Places an order from the caller's basket, priced now. No transaction is open over a network
 * call: the placement is recorded (`order_placement`) as the basket is read, the catalog holds the
 * stock and answers the prices it held it at, and then one short transaction closes the basket,
 * redeems the code, checks the total the customer saw, inserts the order with its `placed` event
 * and removes the placement record. Anything that
 * stops it after the stock was held tells the catalog to release it (a `cancelled` event for the
 * order id); a process that dies in between leaves the record, and the expiry sweep does the same.
 * A repeated `Idempotency-Key` answers the first order and releases what its repeat held.
 * Payments is then handed the order's gateway and total to open the bank's session.
 */
@Injectable()
export class OrderPlacementService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly basket: BasketService,
    private readonly shipping: ShippingQuoteService,
    private readonly redemptions: DiscountRedemptions,
    private readonly outbox: Outbox,
    private readonly changes: OrderChanges,
    private readonly placements: OrderPlacementsRepository,
    private readonly idempotency: Idempotency,
    private readonly auth: AuthClient,
    private readonly catalog: CatalogClient,
    @Inject(ORDER_SETTINGS) private readonly settings: OrderSettings,
    private readonly payments: PaymentsClient,
    private readonly claims: OrderClaims,
  ) {}

  async place(
    customerId: string,
    token: string,
    body: PlaceOrderBody,
    idempotencyKey: string | null = null,
  ): Promise<PlacedOrder> {
    const action = {
      caller: customerId,
      scope: PLACE_SCOPE,
      key: idempotencyKey,
      request: body,
      status: 201,
    };
    // A repeat after the first committed: its basket is closed now, so it is answered before reading it.
    const kept = await this.idempotency.kept<PlacedOrder>(action);
    if (kept) return kept;
    try {
      return await this.placeAnew(customerId, token, body, action);
    } catch (error) {
      // A repeat that read the basket after the first closed it (or found the stock it took)
      // fails on what the first changed: the first's order is its answer.
      if (!(error instanceof ServiceError) || error.body.statusCode >= 500) throw error;
      const late = await this.idempotency.kept<PlacedOrder>(action);
      if (late) return late;
      throw error;
    }
  }

  private async placeAnew(
    customerId: string,
    token: string,
    body: PlaceOrderBody,
    action: IdempotentAction,
  ): Promise<PlacedOrder> {
    const id = randomUUID();
    // The payment window and the bank session opened with the order both count from here.
    const placedAt = new Date();
    const { basket, address, customer } = await this.begin(id, customerId, token, body);
    const { priced, offer } = await this.holdAndPrice(token, { id, customerId, basket, address }, body);
    const lines = snapshot(priced);
    let placed: OrderEntity | null = null;
    let answer: PlacedOrder;
    try {
      answer = await this.orders.transaction((tx) =>
        this.idempotency.once(tx, action, async () => {
          placed = await this.insert(tx, {
            id,
            customerId,
            // Who places it, as auth has them now, kept for the panel.
            customer: { phone: customer.phone, firstName: customer.firstName, lastName: customer.lastName },
            body,
            priced,
            address,
            offer,
            lines,
            placedAt,
          });
          return answerOf(placed, null);
        }),
      );
    } catch (error) {
      await this.callOff(id, customerId, false);
      throw error;
    }
    const order = placed as OrderEntity | null;
    // A repeat of the key: the first order answers, and this attempt's hold goes back.
    if (!order) {
      await this.callOff(id, customerId, false);
      return answer;
    }
    if (order.status !== 'placed') return answer;
    const started = await this.payments.start(token, order, placedAt);
    if (started.sessionEndsAt) await this.claims.sessionOpened(order, started.sessionEndsAt);
    return { ...answer, payment: started.payment };
  }

  /**
   * The placement recorded as the basket is read (one statement), while auth finds the address and
   * the customer (one request); the basket's errors come first. Nothing is held yet, so a refusal
   * here only drops the record (left behind, the sweep's release of nothing changes nothing).
   */
  private async begin(id: string, customerId: string, token: string, body: PlaceOrderBody) {
    const [basketRead, authRead] = await Promise.allSettled([
      this.basket.storedWith(customerId, this.placements.beginning(id, customerId)),
      this.auth.addressForOrder(token, body.addressId),
    ]);
    try {
      const basket = settled(basketRead);
      if (!basket || basket.lines.length === 0) throw BasketErrors.empty();
      const { address, customer } = settled(authRead);
      await this.payments.ensureOffered(body.gateway);
      return { basket, address, customer };
    } catch (error) {
      if (basketRead.status === 'fulfilled') await this.placements.drop(id).catch(() => undefined);
      throw error;
    }
  }

  /**
   * The basket's stock held for the order and the basket priced from the same read (the catalog
   * answers the inventories it took stock from), then the shipping method checked against the
   * quote for those lines. Whatever stops it calls the placement off; a line the catalog could not
   * hold is answered with the basket as it stands (`ORDERS.BASKET_NOT_READY` and its lines).
   */
  private async holdAndPrice(
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

  private async insert(tx: EntityManager, o: Placing): Promise<OrderEntity> {
    const { id, customerId, priced } = o;
    const order = await this.build(tx, o).catch(async (error: unknown) => {
      // A basket changed since it was priced (another tab, the order sent twice) explains a refusal.
      if (error instanceof ServiceError && !(await this.basket.closeForOrder(tx, priced)))
        throw OrderErrors.basketChanged();
      throw error;
    });
    const inserting = this.orders.inserting(order);
    const { statement: announcing } = this.outbox.adding(ORDERS_EVENTS.placed, [
      { id, customerId, total: order.total },
    ]);
    // The order, its basket closed, its placement record gone and its event: one round trip.
    const { rows, counts } = await asOneStatement(tx, [
      inserting.statement,
      this.basket.closing(priced),
      this.placements.ending(id),
      announcing,
    ]);
    if (counts[1] !== 1) throw OrderErrors.basketChanged();
    if (counts[2] !== 1) throw OrderErrors.placementTimedOut();
    inserting.readBack(rows[0]);
    // Nothing to pay: the order is paid as placed, and no bank is asked.
    if (order.total === 0) {
      order.markPaid(null, customerId, 'سفارش بدون مبلغ بود و پرداختی لازم نداشت');
      await this.orders.save(tx, order);
      await this.changes.announce(tx, order, 'placed');
    }
    return order;
  }

  /** The order as it will be inserted: its code redeemed, its total checked against what the customer saw. */
  private async build(tx: EntityManager, o: Placing): Promise<OrderEntity> {
    const { id, customerId, body, priced } = o;
    const redeemed = body.discountCode
      ? await this.redemptions.redeem(tx, {
          code: body.discountCode,
          customerId,
          basketTotal: priced.totals.total,
          orderId: id,
        })
      : null;
    const discount = redeemed?.amount ?? 0;
    const { subtotal, saleSavings, total: goods } = priced.totals;
    const breakdown = {
      subtotal,
      saleSavings,
      discount,
      shipping: o.offer.price,
      total: goods - discount + o.offer.price,
    };
    if (body.expectedTotal !== undefined && body.expectedTotal !== breakdown.total)
      throw OrderErrors.totalChanged(breakdown);
    const minimum = GATEWAY_MINIMUM_RIALS[body.gateway];
    if (breakdown.total > 0 && breakdown.total < minimum) throw OrderErrors.totalBelowMinimum(minimum);
    return OrderEntity.place({
      id,
      customerId,
      customer: o.customer,
      addressId: body.addressId,
      shipTo: shipToOf(o.address),
      shippingMethod: body.shippingMethod,
      gateway: body.gateway,
      discountCode: redeemed?.code ?? null,
      breakdown,
      lines: o.lines,
      expiresAt: new Date(o.placedAt.getTime() + this.settings.paymentWindowMs),
    });
  }

  /**
   * The order will not be placed under this id: the catalog is told to release whatever it holds
   * for it (unless nothing was held), and the placement record goes, in one transaction. If the
   * database is away too, the record stays and the expiry sweep does it later.
   */
  private async callOff(id: string, customerId: string, nothingHeld: boolean): Promise<void> {
    await this.orders
      .transaction(async (tx) => {
        if (!nothingHeld) await this.outbox.add(tx, ORDERS_EVENTS.cancelled, { id, customerId });
        await this.placements.end(tx, id);
      })
      // The caller's own error is the one worth answering.
      .catch(() => undefined);
  }
}

function answerOf(order: OrderEntity, url: string | null): PlacedOrder {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    breakdown: order.breakdown,
    payment: { gateway: order.gateway, url },
  };
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

/** A clear refusal (out of stock) means nothing was reserved. */
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
    image: l.image,
  }));
}

/** The lines that keep the basket from being ordered now. */
function notReady(priced: PricedBasket): ServiceError {
  return OrderErrors.basketNotReady(priced.lines.filter((l) => l.stockState !== 'in_stock'));
}
