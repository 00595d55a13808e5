import { setTimeout as sleep } from 'node:timers/promises';
import type { Order, Page, PaymentGateway, PaymentResult, PlacedOrder, StartedPayment } from '@ela/contracts';
import type { GatewaySim, SimAction, SimReturn } from '@ela/stack';
import { pathOf, type Browser } from './browser';
import type { Journal } from './journal';
import type { Random } from './random';
import { WELCOME_CODE, WELCOME_MIN_BASKET, type ChaosShop, type Shopper } from './shop-setup';

/**
 * What a customer does at the bank with one order: pay; cancel or fail there (and perhaps pay
 * again); pay and never come back (`lost`); pay and come back more than once (`replay`); have a
 * forged Parsian cancel posted for their session first, then pay (`forged-cancel`); or never go
 * to the bank at all (`never-pay`).
 */
export const PLANS = ['pay', 'cancel', 'fail', 'lost', 'replay', 'forged-cancel', 'never-pay'] as const;
export type Plan = (typeof PLANS)[number];

const PLAN_WEIGHTS: Record<Plan, number> = {
  pay: 6,
  cancel: 2,
  fail: 2,
  lost: 1,
  replay: 1,
  'forged-cancel': 1,
  'never-pay': 1,
};
const GATEWAYS: readonly PaymentGateway[] = ['Zarinpal', 'Parsian', 'MockTest'];

export interface CustomerRun {
  index: number;
  shop: ChaosShop;
  shopper: Shopper;
  browser: Browser;
  sim: GatewaySim;
  journal: Journal;
  random: Random;
  /** No new order is started after this instant. */
  until: number;
}

/**
 * One customer buying until the run's time is up. The first plan is dealt by the customer's number
 * and kept until it has been carried out, so a short run still sees every plan; later ones are drawn.
 */
export async function shop(run: CustomerRun): Promise<void> {
  let first: Plan | null = PLANS[run.index % PLANS.length];
  let welcomeUsed = false;
  while (Date.now() < run.until) {
    const plan = first ?? run.random.weighted(PLAN_WEIGHTS);
    const discount = run.random.weighted({ none: 6, welcome: welcomeUsed ? 0 : 2, own: 2 });
    const done = await buyOnce(run, plan, discount).catch((error: unknown) => {
      run.journal.count('customer:error');
      run.journal.note(`customer ${run.index}: ${String(error)}`);
      return false;
    });
    // Once per customer; a refused try is not tried again either.
    if (discount === 'welcome') welcomeUsed = true;
    if (done) first = null;
    await sleep(run.random.int(300, 2500));
  }
}

type Discount = 'none' | 'welcome' | 'own';

/** One order through its plan; answers whether the plan was carried out. */
async function buyOnce(run: CustomerRun, plan: Plan, discount: Discount): Promise<boolean> {
  const { random, journal } = run;
  const gateway = plan === 'forged-cancel' ? 'Parsian' : random.pick(GATEWAYS);
  const order = await place(run, gateway, discount);
  if (!order) return false;
  if (plan === 'never-pay') {
    journal.count('plan:never-pay');
    return true;
  }
  const url = order.url ?? (await startPayment(run, order.id));
  if (!url) return false;
  const reference = referenceOf(url);
  await sleep(random.int(200, 2500));

  if (plan === 'forged-cancel') {
    const forged = await run.sim.forgedCancel(reference);
    if (forged.method !== 'POST') throw new Error('a forged cancel is a posted form');
    const posted = await run.browser.call('POST', pathOf(forged.url), undefined, {
      form: forged.form,
      tries: 3,
    });
    journal.count(`forged:posted ${posted.status}`);
  }
  const action: SimAction = plan === 'cancel' ? 'cancel' : plan === 'fail' ? 'fail' : 'pay';
  const ret = await atBank(run, reference, action);
  if (!ret) return false;
  if (plan === 'lost') {
    // Parsian's form may still reach the shop, with the return page never opened.
    if (ret.method === 'POST' && random.chance(0.5)) {
      await run.browser.call('POST', pathOf(ret.url), undefined, { form: ret.form });
      journal.count('plan:lost after the callback');
    } else journal.count('plan:lost');
    return true;
  }
  await comeBack(run, order.id, gateway, reference, ret);
  if (plan === 'replay') {
    for (let again = random.int(1, 2); again > 0; again--) {
      await sleep(random.int(0, 1500));
      await comeBack(run, order.id, gateway, reference, ret);
    }
  }
  journal.count(`plan:${plan}`);
  if ((plan === 'cancel' || plan === 'fail') && random.chance(0.6)) await payAgain(run, order.id, gateway);
  return true;
}

/** Fills the basket and places the order; after a lost answer, finds the order in the customer's list. */
async function place(
  run: CustomerRun,
  gateway: PaymentGateway,
  discount: Discount,
): Promise<{ id: string; url: string | null } | null> {
  const { random, journal, shop: theShop, browser } = run;
  const lines =
    discount === 'welcome'
      ? [
          {
            inventoryId: biggest(theShop).id,
            quantity: Math.ceil(WELCOME_MIN_BASKET / biggest(theShop).price),
          },
        ]
      : random
          .shuffle(theShop.items)
          .slice(0, random.int(1, 2))
          .map((item) => ({ inventoryId: item.id, quantity: random.int(1, 3) }));
  const basket = await browser.call(
    'POST',
    '/basket/create',
    { lines, mode: 'replace' },
    { idempotencyKey: random.token(20) },
  );
  if (basket.status >= 300) {
    journal.count(`basket:${basket.status}`);
    return null;
  }
  const code = discount === 'welcome' ? WELCOME_CODE : discount === 'own' ? theShop.ownCode : undefined;
  // The storefront sends a key; an API client may not, and an order with neither a key nor a code
  // commits as its one statement, outside a transaction: both kinds go through the faults.
  const key = random.chance(0.5) ? random.token(24) : undefined;
  const since = Date.now();
  const placed = await browser.call<PlacedOrder>(
    'POST',
    '/order',
    {
      addressId: run.shopper.addressId,
      shippingMethod: 'Post',
      gateway,
      ...(code && { discountCode: code }),
    },
    { idempotencyKey: key },
  );
  let order: { id: string; url: string | null } | null = null;
  if (placed.status === 201) order = { id: placed.body.id, url: placed.body.payment?.url ?? null };
  else {
    const error = (placed.body as { error?: string } | null)?.error;
    journal.count(`place:${placed.status}${error ? ` ${error}` : ''}`);
    // No answer, or an empty basket on a retry: the first try may have placed it. The customer looks.
    if (placed.status === 0 || placed.status >= 500 || error === 'ORDERS.BASKET_EMPTY')
      order = await newestSince(run, since);
  }
  if (!order) return null;
  journal.count('place:placed');
  if (!key && !code) journal.count('place:placed without a key or a code');
  journal.orders.add(order.id);
  if (code) {
    journal.codes.add(code);
    journal.count(`code:${discount}`);
  }
  return order;
}

const biggest = (s: ChaosShop) => s.items.reduce((a, b) => (b.price > a.price ? b : a));

/** The customer's newest order, if it was placed after `since` (the answer to placing it was lost). */
async function newestSince(run: CustomerRun, since: number): Promise<{ id: string; url: null } | null> {
  const mine = await run.browser.call<Page<Order>>('GET', '/order/all?sort=newest&limit=1');
  const newest = mine.status === 200 ? mine.body.items[0] : undefined;
  if (!newest || run.journal.orders.has(newest.id) || Date.parse(newest.createdAt) < since - 2000)
    return null;
  run.journal.count('place:found after a lost answer');
  return { id: newest.id, url: null };
}

async function startPayment(run: CustomerRun, orderId: string): Promise<string | null> {
  const started = await run.browser.call<StartedPayment>('POST', '/payment/start', { orderId }, { tries: 3 });
  run.journal.count(`start:${started.status}`);
  return started.status === 201 ? started.body.url : null;
}

/** The bank page's button; the simulator is never faulted, so its refusal means the session is closed. */
async function atBank(run: CustomerRun, reference: string, action: SimAction): Promise<SimReturn | null> {
  try {
    const ret = await run.sim.act(reference, action);
    run.journal.count(`bank:${action}`);
    return ret;
  } catch {
    run.journal.count(`bank:${action} refused`);
    return null;
  }
}

/** After a cancel or a failure at the bank: "pay again" on the order's page, and this time pay. */
async function payAgain(run: CustomerRun, orderId: string, gateway: PaymentGateway): Promise<void> {
  const url = await startPayment(run, orderId);
  if (!url) {
    run.journal.count('pay-again:refused');
    return;
  }
  const reference = referenceOf(url);
  const ret = await atBank(run, reference, 'pay');
  if (!ret) return;
  run.journal.count('pay-again:paid at the bank');
  await comeBack(run, orderId, gateway, reference, ret);
}

/**
 * Back from the bank as the browser and the shop's return page are: Parsian's form posted to a
 * gateway first, then the page's verify call; a `pending` answer is asked again a few times, as
 * the page does while the bank's answer is checked.
 */
async function comeBack(
  run: CustomerRun,
  orderId: string,
  gateway: PaymentGateway,
  reference: string,
  ret: SimReturn,
): Promise<void> {
  const { browser, journal, random } = run;
  let verify: () => ReturnType<typeof browser.call<PaymentResult>>;
  if (ret.method === 'POST') {
    const posted = await browser.call('POST', pathOf(ret.url), undefined, { form: ret.form });
    journal.count(`return:callback ${posted.status}`);
    verify = () => browser.call<PaymentResult>('POST', '/payment/parsian/verify', { token: ret.form.Token });
  } else {
    const query = new URL(ret.url).searchParams;
    verify = query.has('Authority')
      ? () =>
          browser.call<PaymentResult>('POST', '/order/verify-zarinpal', {
            authority: query.get('Authority'),
            status: query.get('Status'),
          })
      : () =>
          browser.call<PaymentResult>('POST', '/payment/mock/verify', {
            reference: query.get('reference'),
            status: query.get('status'),
          });
  }
  for (let look = 0; look < 4; look++) {
    const askedAt = Date.now();
    const answer = await verify();
    const outcome = answer.status === 200 ? answer.body.outcome : `http ${answer.status}`;
    journal.count(`answer:${outcome}`);
    if (outcome === 'paid')
      journal.paidAnswers.push({ orderId, paymentId: answer.body.id ?? null, gateway, reference, askedAt });
    if (outcome !== 'pending') return;
    await sleep(random.int(2000, 4000));
  }
}

/** The gateway's reference in a bank page's address. */
export function referenceOf(url: string): string {
  const u = new URL(url);
  return u.searchParams.get('Token') ?? u.pathname.split('/').pop()!;
}
