import { http } from '@ela/web-kit';

/** DELETE /address/one/{id}. */
export async function deleteAddress(id: string): Promise<void> {
  await http.delete(`/address/one/${encodeURIComponent(id)}`);
}
