import type { CustomerDiscount } from '@ela/contracts';
import { http } from '@ela/web-kit';

/** GET /discount/userDiscounts: the codes the caller may use now, for everyone or given to them. */
export async function getGifts(_key: string, signal: AbortSignal): Promise<CustomerDiscount[]> {
  const { data } = await http.get<CustomerDiscount[]>('/discount/userDiscounts', { signal });
  return data;
}
