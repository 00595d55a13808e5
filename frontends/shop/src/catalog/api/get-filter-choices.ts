import type { Color, Design, Page } from '@ela/contracts';
import { http } from '@ela/web-kit';

/** GET /products/colors: the colours a listing can be narrowed to, by name. */
export async function getColors(_key: string, signal: AbortSignal): Promise<Color[]> {
  const { data } = await http.get<Page<Color>>('/products/colors', {
    params: { limit: 100, sort: 'name' },
    signal,
  });
  return data.items;
}

/** GET /products/designs: the designs a listing can be narrowed to, by name. */
export async function getDesigns(_key: string, signal: AbortSignal): Promise<Design[]> {
  const { data } = await http.get<Page<Design>>('/products/designs', {
    params: { limit: 100, sort: 'name' },
    signal,
  });
  return data.items;
}
