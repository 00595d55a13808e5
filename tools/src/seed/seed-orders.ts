import { SUBJECTS, type Category, type Page, type ShippingPrice } from '@ela/contracts';
import { SYSTEM_ADMIN, type ServiceClient } from '@ela/stack';

/** Distance-class rates in Rials: same city, same province, neighbouring province, other. */
const rates = (sameCity: number, sameProvince: number, neighbouringProvince: number, other: number) => ({
  sameCity,
  sameProvince,
  neighbouringProvince,
  other,
});

const POST = {
  method: 'Post',
  title: 'پست پیشتاز',
  bands: [
    { upToGrams: 1000, price: rates(350_000, 450_000, 550_000, 650_000) },
    { upToGrams: 5000, price: rates(600_000, 750_000, 900_000, 1_050_000) },
  ],
  perKgAboveLast: rates(50_000, 70_000, 90_000, 110_000),
};

/** The shop is in Tehran (the orders service's default origin); Peyk reaches Tehran and Karaj. */
const PEYK = {
  method: 'Peyk',
  title: 'پیک موتوری',
  base: 400_000,
  perKm: 15_000,
  cities: [
    { cityId: 7013, km: 0 },
    { cityId: 32008, km: 45 },
  ],
};

/** A folded meter of fabric, or a small item, in its wrapping. */
const PER_STEP = { weightGrams: 300, lengthCm: 30, widthCm: 20, heightCm: 4 };

const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * What a demo shop needs to sell: Post and Peyk prices, a shipping weight for each main
 * category, and a welcome code for everyone. Each part is seeded only while it is empty.
 */
export async function seedOrders(client: ServiceClient): Promise<void> {
  const as = <T>(subject: string, part: Parameters<ServiceClient['request']>[1]) =>
    client.request<T>(subject, part, SYSTEM_ADMIN);
  const { shipping, shippingPrices, discounts } = SUBJECTS.orders;

  const prices = await as<ShippingPrice[]>(shippingPrices.list, {});
  if (prices.length === 0) {
    await as(shippingPrices.create, { body: POST });
    await as(shippingPrices.create, { body: PEYK });
  }

  const weights = await as<Page<unknown>>(shipping.list, { query: {} });
  if (weights.total === 0) {
    const mains = await client.request<Category[]>(SUBJECTS.catalog.categories.mains, {});
    for (const category of mains)
      await as(shipping.create, { body: { categoryId: category.id, ...PER_STEP } });
  }

  const codes = await as<Page<unknown>>(discounts.list, { query: {} });
  if (codes.total === 0) {
    await as(discounts.create, {
      body: {
        code: 'WELCOME10',
        title: 'خوش‌آمد: ۱۰ درصد تخفیف خرید اول',
        kind: 'percent',
        value: 10,
        maxDiscount: 5_000_000,
        minBasket: 10_000_000,
        startsAt: new Date().toISOString(),
        endsAt: new Date(Date.now() + YEAR_MS).toISOString(),
        perCustomerLimit: 1,
      },
    });
  }
}
