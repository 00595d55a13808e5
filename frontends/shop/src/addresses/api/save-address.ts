import type { Address } from '@ela/contracts';
import { http } from '@ela/web-kit';
import type { AddressBody } from '../address-rules';

/** POST /address for a new address, PATCH /address/one/{id} for a changed one. */
export async function saveAddress(body: AddressBody, id?: string): Promise<Address> {
  const { data } = id
    ? await http.patch<Address>(`/address/one/${encodeURIComponent(id)}`, body)
    : await http.post<Address>('/address', body);
  return data;
}
