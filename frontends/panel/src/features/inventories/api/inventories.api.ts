import type {
  Color,
  CreateInventoryBody,
  Design,
  Page,
  Product,
  UpdateInventoryBody,
  VersionedInventory,
} from '@ela/contracts';
import { http } from '@ela/web-kit';
import { FRESH } from '../../../shared/api/fresh';
import type { ProgressListener } from '../../../shared/images/use-upload';

/** GET /products/find-one/{id}: the product whose inventories these are. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const { data } = await http.get<Product>(`/products/find-one/${id}`, { ...FRESH, signal });
  return data;
}

/** GET /products/inventory/by-product-id/{id}: all of a product's inventories, deleted ones too. */
export async function getInventories(productId: string, signal?: AbortSignal): Promise<VersionedInventory[]> {
  const { data } = await http.get<VersionedInventory[]>(`/products/inventory/by-product-id/${productId}`, {
    signal,
  });
  return data;
}

/** One inventory as it is now, from its product's list (an admin read, never cached); null once deleted. */
export async function getInventoryNow(
  inventory: Pick<VersionedInventory, 'id' | 'productId'>,
): Promise<VersionedInventory | null> {
  const all = await getInventories(inventory.productId);
  return all.find((i) => i.id === inventory.id && i.deletedAt === null) ?? null;
}

/** Colours and designs to choose from (the first hundred of each, by name). */
export async function getChoices(signal?: AbortSignal): Promise<{ colors: Color[]; designs: Design[] }> {
  const params = { page: 1, limit: 100, sort: 'name' };
  const [colors, designs] = await Promise.all([
    http.get<Page<Color>>('/products/colors', { ...FRESH, params, signal }),
    http.get<Page<Design>>('/products/designs', { ...FRESH, params, signal }),
  ]);
  return { colors: colors.data.items, designs: designs.data.items };
}

/** POST /products/inventory. */
export async function createInventory(body: CreateInventoryBody): Promise<VersionedInventory> {
  const { data } = await http.post<VersionedInventory>('/products/inventory', body);
  return data;
}

/** PATCH /products/inventory/{id}: fields, or the gallery's order (`imageOrder`). */
export async function updateInventory(id: string, body: UpdateInventoryBody): Promise<VersionedInventory> {
  const { data } = await http.patch<VersionedInventory>(`/products/inventory/${id}`, body);
  return data;
}

/** DELETE /products/inventory/{productId}/{inventoryId}: to the recycle bin. */
export async function deleteInventory(
  inventory: Pick<VersionedInventory, 'id' | 'productId'>,
): Promise<void> {
  await http.delete(`/products/inventory/${inventory.productId}/${inventory.id}`);
}

/** POST /products/inventory/recover/{id}: back from the recycle bin. */
export async function recoverInventory(id: string): Promise<VersionedInventory> {
  const { data } = await http.post<VersionedInventory>(`/products/inventory/recover/${id}`);
  return data;
}

/** POST /products/inventory/upload-image/{id}: one image (`file`) at the end of the gallery. */
export async function uploadInventoryImage(id: string, file: File, onUploadProgress?: ProgressListener) {
  const form = new FormData();
  form.append('file', file);
  const { data } = await http.post<VersionedInventory>(`/products/inventory/upload-image/${id}`, form, {
    onUploadProgress,
    // Uploads on a slow line take longer than the client's usual patience.
    timeout: 120_000,
  });
  return data;
}

/** PATCH /products/inventory/remove-image/{id}. */
export async function removeInventoryImage(id: string, key: string): Promise<VersionedInventory> {
  const { data } = await http.patch<VersionedInventory>(`/products/inventory/remove-image/${id}`, { key });
  return data;
}
