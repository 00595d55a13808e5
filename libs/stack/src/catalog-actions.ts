import { randomUUID } from 'node:crypto';
import type { ApiClient } from './api-client';
import type { Category, Product, VersionedInventory } from '@ela/contracts';

// Catalog writes through the admin API, shared by tests and benchmarks.

/** A short unique word, so each test file finds only what it made. */
export const tag = () => `t${randomUUID().slice(0, 6)}`;

export async function makeCategory(admin: ApiClient, name: string, parentId?: string): Promise<Category> {
  const res = await admin.upload('POST', '/categories', { name, ...(parentId ? { parentId } : {}) });
  if (res.status !== 201) throw new Error(`category: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function makeProduct(admin: ApiClient, body: Record<string, unknown>): Promise<Product> {
  const res = await admin.call('POST', '/products/create-one', { unitType: 'meter', ...body });
  if (res.status !== 201) throw new Error(`product: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function makeInventory(
  admin: ApiClient,
  body: Record<string, unknown>,
): Promise<VersionedInventory> {
  const res = await admin.call('POST', '/products/inventory', { stock: 10, ...body });
  if (res.status !== 201) throw new Error(`inventory: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
