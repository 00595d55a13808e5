import type { ApiClient } from '@ela/stack';
import type { Address, ShippingPrice } from '@ela/contracts';

/** Distance-class rates in Rials, written in the order of the classes. */
export const rates = (
  sameCity: number,
  sameProvince: number,
  neighbouringProvince: number,
  other: number,
) => ({
  sameCity,
  sameProvince,
  neighbouringProvince,
  other,
});

/** Post: up to 1 kg, up to 5 kg, then a rate per started kilogram. */
export const POST = {
  method: 'Post',
  title: 'پست پیشتاز',
  bands: [
    { upToGrams: 1000, price: rates(100_000, 150_000, 200_000, 250_000) },
    { upToGrams: 5000, price: rates(300_000, 350_000, 400_000, 450_000) },
  ],
  perKgAboveLast: rates(10_000, 20_000, 30_000, 40_000),
} as const;

/** Peyk: Tehran (the shop's city) and Karaj only, base plus 2,000 Rials a kilometre. */
export const PEYK = {
  method: 'Peyk',
  title: 'پیک موتوری',
  base: 60_000,
  perKm: 2_000,
  cities: [
    { cityId: 7013, km: 0 },
    { cityId: 32008, km: 45 },
  ],
} as const;

export async function makePrice(admin: ApiClient, body: Record<string, unknown>): Promise<ShippingPrice> {
  const res = await admin.call<ShippingPrice>('POST', '/shipping-prices/create', body);
  if (res.status !== 201) throw new Error(`price: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** An address of the customer in a province and city of the address book. */
export async function makeAddress(customer: ApiClient, provinceId: number, cityId: number): Promise<Address> {
  const res = await customer.call<Address>('POST', '/address', {
    title: 'خانه',
    receiverName: 'مشتری آزمایشی',
    receiverPhone: '09121234567',
    provinceId,
    cityId,
    street: 'خیابان آزادی، کوچهٔ یکم',
    postalCode: '1234567890',
  });
  if (res.status !== 201) throw new Error(`address: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
