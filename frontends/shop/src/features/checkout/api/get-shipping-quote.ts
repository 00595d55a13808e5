import type { ShippingQuote } from '@ela/contracts';
import { http } from '@ela/web-kit';

/** GET /shipping/calculate-price/{addressId}: every enabled method that reaches the address, priced. */
export async function getShippingQuote(addressId: string, signal: AbortSignal): Promise<ShippingQuote> {
  const { data } = await http.get<ShippingQuote>(
    `/shipping/calculate-price/${encodeURIComponent(addressId)}`,
    {
      signal,
    },
  );
  return data;
}
