import {
  ApiClient,
  ServiceClient,
  TEST_ADDRESS,
  ensureAdmin,
  freshPhone,
  makeCategory,
  makeInventory,
  makeProduct,
  tag,
} from '@ela/stack';
import { seedOrders } from '@ela/tools/seed-orders';
import type { ChaosStack } from './chaos-stack';
import type { Journal } from './journal';
import type { Random } from './random';

/** The demo's welcome code: 10 % off a first basket of 10,000,000 Rials or more, once per customer. */
export const WELCOME_CODE = 'WELCOME10';
export const WELCOME_MIN_BASKET = 10_000_000;

export interface ShopItem {
  id: string;
  price: number;
}

export interface Shopper {
  token: string;
  addressId: string;
}

export interface ChaosShop {
  adminToken: string;
  items: ShopItem[];
  /** The run's own code: 5 % off, many uses, any number per customer. */
  ownCode: string;
  shoppers: Shopper[];
}

/** Prices (Rials per meter) of the run's inventories: some baskets reach the welcome code's minimum. */
const PRICES = [700_000, 900_000, 1_500_000, 2_500_000, 3_200_000, 4_000_000];
const STOCK = 2000;

/** What the run sells and who buys it, made before any fault starts. */
export async function setUpShop(
  stack: ChaosStack,
  customers: number,
  journal: Journal,
  random: Random,
): Promise<ChaosShop> {
  const api = new ApiClient(stack.urls.api);
  const adminPhone = freshPhone();
  await ensureAdmin(stack, adminPhone);
  const adminToken = (await api.login('admin', adminPhone, stack.config.smsOutboxFile)).access_token;
  const admin = api.as(adminToken);
  const t = tag();
  const categoryId = (await makeCategory(admin, `پارچه ${t}`)).id;
  const productId = (await makeProduct(admin, { name: `مخمل ${t}`, categoryId, unitType: 'meter' })).id;
  const items: ShopItem[] = [];
  for (const [i, price] of PRICES.entries()) {
    const made = await makeInventory(admin, { productId, name: `مخمل ${t} ${i + 1}`, price, stock: STOCK });
    items.push({ id: made.id, price });
    journal.initialStock.set(made.id, made.stock);
  }
  const services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  try {
    await seedOrders(services);
  } finally {
    await services.close();
  }
  const ownCode = `CHAOS${random.token(6)}`;
  const code = await admin.call('POST', '/discount', {
    code: ownCode,
    title: 'تخفیف آزمون خرابی',
    kind: 'percent',
    value: 5,
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
    usageLimit: 1000,
    perCustomerLimit: null,
  });
  if (code.status !== 201) throw new Error(`discount: ${code.status} ${JSON.stringify(code.body)}`);

  const shoppers: Shopper[] = [];
  for (let from = 0; from < customers; from += 10) {
    const batch = Array.from({ length: Math.min(10, customers - from) }, async () => {
      const token = (await api.login('user', freshPhone(), stack.config.smsOutboxFile)).access_token;
      const address = await api.as(token).call<{ id: string }>('POST', '/address', {
        ...TEST_ADDRESS,
        receiverName: 'مشتری آزمون خرابی',
      });
      if (address.status !== 201)
        throw new Error(`address: ${address.status} ${JSON.stringify(address.body)}`);
      return { token, addressId: address.body.id };
    });
    shoppers.push(...(await Promise.all(batch)));
  }
  return { adminToken, items, ownCode, shoppers };
}
