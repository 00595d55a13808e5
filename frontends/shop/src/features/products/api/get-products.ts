import { useCallback, useEffect, useState } from 'react';
import type { Page, Product } from '@ela/contracts';
import { http } from '@ela/web-kit';

export interface ProductsQuery {
  page: number;
  limit: number;
}

/** GET /products/get-all: one page of products, newest first. */
export async function getProducts(query: ProductsQuery, signal?: AbortSignal): Promise<Page<Product>> {
  const { data } = await http.get<Page<Product>>('/products/get-all', { params: query, signal });
  return data;
}

export type ProductsState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; data: Page<Product> };

type Settled = { key: string; data: Page<Product> } | { key: string; data: null };

/** One page of products for a component; failures were already shown as a toast by the HTTP client. */
export function useProducts({ page, limit }: ProductsQuery): ProductsState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled>();
  const key = `${page}:${limit}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    getProducts({ page, limit }, controller.signal).then(
      (data) => setSettled({ key, data }),
      () => controller.signal.aborted || setSettled({ key, data: null }),
    );
    return () => controller.abort();
  }, [page, limit, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (settled?.key !== key) return { status: 'loading', retry };
  return settled.data ? { status: 'success', data: settled.data, retry } : { status: 'error', retry };
}
