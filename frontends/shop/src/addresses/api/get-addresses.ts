import type { Address } from '@ela/contracts';
import { http } from '@ela/web-kit';

/** GET /address/all: the customer's address book. */
export async function getAddresses(_key: string, signal?: AbortSignal): Promise<Address[]> {
  const { data } = await http.get<Address[]>('/address/all', { signal });
  return data;
}
