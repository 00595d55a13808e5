import type {
  CreateVolumetricWeightBody,
  Page,
  Product,
  UpdateVolumetricWeightBody,
  VolumetricWeight,
} from '@ela/contracts';
import { http } from '@ela/web-kit';
import { FRESH } from '../../../shared/api/fresh';

/** GET /shipping: volumetric weights, newest first. */
export async function getVolumetricWeights(query: { page: number; limit: number }, signal?: AbortSignal) {
  const { data } = await http.get<Page<VolumetricWeight>>('/shipping', { ...FRESH, params: query, signal });
  return data;
}

export async function createVolumetricWeight(body: CreateVolumetricWeightBody): Promise<VolumetricWeight> {
  const { data } = await http.post<VolumetricWeight>('/shipping', body);
  return data;
}

/** PATCH /shipping/{id}: the measures only; another target is another entry. */
export async function updateVolumetricWeight(id: string, body: UpdateVolumetricWeightBody) {
  const { data } = await http.patch<VolumetricWeight>(`/shipping/${id}`, body);
  return data;
}

export async function deleteVolumetricWeight(id: string): Promise<void> {
  await http.delete(`/shipping/${id}`);
}

/** Products by name, for choosing the one an entry is for. */
export async function findProducts(q: string, signal?: AbortSignal): Promise<Product[]> {
  const { data } = await http.get<Page<Product>>('/products/get-all', {
    ...FRESH,
    params: { q, page: 1, limit: 8, sort: 'name' },
    signal,
  });
  return data.items;
}

export async function getProductName(id: string, signal?: AbortSignal): Promise<string> {
  const { data } = await http.get<Product>(`/products/find-one/${id}`, { ...FRESH, signal });
  return data.name;
}
