import type { CreateProductBody, Page, Product, UpdateProductBody } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { FRESH } from '../../../shared/api/fresh';

/** GET /products/get-all: one page, with the listing's sort, text and filters. */
export async function getProducts(query: Record<string, string | number>, signal?: AbortSignal) {
  const { data } = await http.get<Page<Product>>('/products/get-all', { ...FRESH, params: query, signal });
  return data;
}

/** GET /products/find-one/{id} (live products only). */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const { data } = await http.get<Product>(`/products/find-one/${id}`, { ...FRESH, signal });
  return data;
}

/** The products marked similar to, or sold with, a product: GET /products/similarProducts|setProducts/{id}. */
export async function getRelatedProducts(id: string, kind: 'similar' | 'set', signal?: AbortSignal) {
  const path = kind === 'similar' ? 'similarProducts' : 'setProducts';
  const { data } = await http.get<Product[]>(`/products/${path}/${id}`, { ...FRESH, signal });
  return data;
}

/** POST /products/create-one. */
export async function createProduct(body: CreateProductBody): Promise<Product> {
  const { data } = await http.post<Product>('/products/create-one', body);
  return data;
}

/** PATCH /products/update-one/{id}. */
export async function updateProduct(id: string, body: UpdateProductBody): Promise<Product> {
  const { data } = await http.patch<Product>(`/products/update-one/${id}`, body);
  return data;
}

/** DELETE /products/delete-one/{id}: the product and its inventories go to the recycle bin. */
export async function deleteProduct(id: string): Promise<void> {
  await http.delete(`/products/delete-one/${id}`);
}

/** GET /products/deleted-products: the recycle bin, newest deletion first. */
export async function getDeletedProducts(query: { page: number; limit: number }, signal?: AbortSignal) {
  const { data } = await http.get<Page<Product>>('/products/deleted-products', {
    ...FRESH,
    params: query,
    signal,
  });
  return data;
}

/** POST /products/undo-delete/{id}: back from the recycle bin, with the inventories deleted with it. */
export async function restoreProduct(id: string): Promise<Product> {
  const { data } = await http.post<Product>(`/products/undo-delete/${id}`);
  return data;
}
