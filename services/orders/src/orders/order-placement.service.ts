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
} from '@ela/contracts';
import {
  Idempotency,
  Outbox,
  ServiceError,
  StatementRefused,
  asOneStatement,
  type IdempotentAction,
} from '@ela/service-kit';
import { BasketService } from '../basket/basket.service';
import { DiscountRedemptions } from '../discounts/discount-redemptions';
import { PaymentsClient } from '../payments/payments.client';
import { OrderChanges } from './order-changes';
import { OrderHolds, type Offer } from './order-holds';
import { OrderClaims } from './order-claims';
import { OrderEntity } from './order.entity';
import { OrderErrors } from './order-errors';
import { OrderPlacementsRepository } from './order-placements.repository';
import { ORDER_SETTINGS, type OrderSettings } from './order-settings';
import { OrdersRepository } from './orders.repository';

/** The action an `Idempotency-Key` on POST /order names. */
const PLACE_SCOPE = 'order.place';
/** Why the order's statement was refused: its basket changed, or the sweep ended its placement. */
const BASKET_CHANGED = 'orders.basket_changed';
const PLACEMENT_ENDED = 'orders.placement_ended';

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
 * stock and answers the prices it held it at (`OrderHolds`), and then one short transaction closes
 * the basket, redeems the code, checks the total the customer saw, inserts the order with its
 * `placed` event and removes the placement record. Anything that stops it after the stock was held
 * tells the catalog to release it (a `cancelled` event for the order id); a process that dies in
 * between leaves the record, and the expiry sweep does the same.
 * A repeated `Idempotency-Key` answers the first order and releases what its repeat held.
 * Payments is then handed the order's gateway and total to open the bank's session.
 */
@Injectable()
export class OrderPlacementService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly basket: BasketService,
    private readonly holds: OrderHolds,
    private readonly redemptions: DiscountRedemptions,
    private readonly outbox: Outbox,
    private readonly changes: OrderChanges,
    private readonly placements: OrderPlacementsRepository,
    private readonly idempotency: Idempotency,
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
    const { basket, address, customer } = await this.holds.begin(id, customerId, token, body);
    const { priced, offer } = await this.holds.holdAndPrice(token, { id, customerId, basket, address }, body);
    const placing: Placing = {
      id,
      customerId,
      // Who places it, as auth has them now, kept for the panel.
      customer: { phone: customer.phone, firstName: customer.firstName, lastName: customer.lastName },
      body,
      priced,
      address,
      offer,
      lines: snapshot(priced),
      placedAt,
    };
    let order: OrderEntity | null;
    let answer: PlacedOrder;
    try {
      ({ order, answer } = await this.record(placing, action));
    } catch (error) {
      await this.holds.callOff(id, customerId, false);
      throw error;
    }
    // A repeat of the key: the first order answers, and this attempt's hold goes back.
    if (!order) {
      await this.holds.callOff(id, customerId, false);
      return answer;
    }
    if (order.status !== 'placed') return answer;
    const started = await this.payments.start(token, order, placedAt);
    if (started.sessionEndsAt) await this.claims.sessionOpened(order, started.sessionEndsAt);
    return { ...answer, payment: started.payment };
  }

  /**
   * The order written, and its answer; `order` is null when the key's first order answers. An order
   * with no code to redeem and no key to claim, and a total to pay, is one statement that commits
   * alone; any other takes a transaction (a refusal there is explained inside it).
   */
  private async record(
    o: Placing,
    action: IdempotentAction,
  ): Promise<{ order: OrderEntity | null; answer: PlacedOrder }> {
    const alone = !action.key && !o.body.discountCode ? await this.build(null, o).catch(() => null) : null;
    if (alone && alone.total > 0) {
      await this.write(this.orders.manager(), alone, o);
      return { order: alone, answer: answerOf(alone, null) };
    }
    let order: OrderEntity | null = null;
    const answer = await this.orders.transaction((tx) =>
      this.idempotency.once(tx, action, async () => {
        order = await this.insert(tx, o);
        return answerOf(order, null);
      }),
    );
    return { order, answer };
  }

  private async insert(tx: EntityManager, o: Placing): Promise<OrderEntity> {
    const order = await this.build(tx, o).catch(async (error: unknown) => {
      // A basket changed since it was priced (another tab, the order sent twice) explains a refusal.
      if (error instanceof ServiceError && !(await this.basket.closeForOrder(tx, o.priced)))
        throw OrderErrors.basketChanged();
      throw error;
    });
    await this.write(tx, order, o);
    // Nothing to pay: the order is paid as placed, and no bank is asked.
    if (order.total === 0) {
      order.markPaid(null, o.customerId, 'سفارش بدون مبلغ بود و پرداختی لازم نداشت');
      await this.orders.save(tx, order);
      await this.changes.announce(tx, order, 'placed');
    }
    return order;
  }

  /**
   * The order, its basket closed, its placement record gone and its event: one round trip. A basket
   * changed since it was read, or a record the sweep took, refuses the statement and nothing stands.
   */
  private async write(db: EntityManager, order: OrderEntity, o: Placing): Promise<void> {
    const inserting = this.orders.inserting(order);
    const { statement: announcing } = this.outbox.adding(ORDERS_EVENTS.placed, [
      { id: o.id, customerId: o.customerId, total: order.total },
    ]);
    const { rows } = await asOneStatement(db, [
      inserting.statement,
      { ...this.basket.closing(o.priced), refusal: BASKET_CHANGED },
      { ...this.placements.ending(o.id), refusal: PLACEMENT_ENDED },
      announcing,
    ]).catch((error: unknown) => {
      if (!(error instanceof StatementRefused)) throw error;
      throw error.refusal === BASKET_CHANGED ? OrderErrors.basketChanged() : OrderErrors.placementTimedOut();
    });
    inserting.readBack(rows[0]);
  }

  /**
   * The order as it will be inserted: its code redeemed, its total checked against what the customer
   * saw. Outside a transaction (`tx` null) there is no code to redeem.
   */
  private async build(tx: EntityManager | null, o: Placing): Promise<OrderEntity> {
    const { id, customerId, body, priced } = o;
    if (body.discountCode && !tx) throw new Error('a code is redeemed inside the order’s transaction');
    const redeemed =
      body.discountCode && tx
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
