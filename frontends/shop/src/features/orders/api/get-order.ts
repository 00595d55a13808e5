import type { Address, Order } from '@ela/contracts';
import { http } from '@ela/web-kit';

export interface OrderView {
  order: Order;
  /**
   * Where it goes, as the address book has it now (the order keeps only the address id); null when
   * the address has since been deleted.
   */
  address: Address | null;
}

/** GET /order/one/{id} (someone else's is a 404) and the address it ships to. */
export async function getOrder(id: string, signal: AbortSignal): Promise<OrderView> {
  const { data: order } = await http.get<Order>(`/order/one/${encodeURIComponent(id)}`, { signal });
  let address: Address | null = null;
  try {
    const { data } = await http.get<Address>(`/address/one/${encodeURIComponent(order.addressId)}`, {
      signal,
      quiet: true,
    });
    address = data;
  } catch {
    // Deleted since (a 404) or not readable now: the order still shows without it.
  }
  return { order, address };
}
