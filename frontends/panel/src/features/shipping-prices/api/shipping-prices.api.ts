import type { City, CreateShippingPriceBody, Province, ShippingPrice, ShippingRates } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { FRESH } from '../../../shared/api/fresh';

/** GET /shipping-prices/find-all: every price, enabled or not (one enabled per method). */
export async function getShippingPrices(signal?: AbortSignal): Promise<ShippingPrice[]> {
  const { data } = await http.get<ShippingPrice[]>('/shipping-prices/find-all', { ...FRESH, signal });
  return data;
}

export async function createShippingPrice(body: CreateShippingPriceBody): Promise<ShippingPrice> {
  const { data } = await http.post<ShippingPrice>('/shipping-prices/create', body);
  return data;
}

/** PUT /shipping-prices/update/{id}: the whole price again. */
export async function updateShippingPrice(id: string, body: ShippingRates): Promise<ShippingPrice> {
  const { data } = await http.put<ShippingPrice>(`/shipping-prices/update/${id}`, body);
  return data;
}

/** Enabling a price of a method that already has an enabled one is the server's 409. */
export async function setShippingPriceEnabled(id: string, enabled: boolean): Promise<ShippingPrice> {
  const { data } = await http.put<ShippingPrice>(`/shipping-prices/${enabled ? 'enable' : 'disable'}/${id}`);
  return data;
}

export async function getProvinces(signal?: AbortSignal): Promise<Province[]> {
  const { data } = await http.get<Province[]>('/address/provinces', { signal });
  return data;
}

export async function getCities(provinceId: number, signal?: AbortSignal): Promise<City[]> {
  const { data } = await http.get<City[]>(`/address/cities/${provinceId}`, { signal });
  return data;
}
