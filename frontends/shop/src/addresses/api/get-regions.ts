import type { City, Province } from '@ela/contracts';
import { http } from '@ela/web-kit';

// Iran's provinces and cities do not change while a page is open: each list is fetched once.
let provinces: Promise<Province[]> | undefined;
const cities = new Map<number, Promise<City[]>>();

function once<T>(request: () => Promise<T>, forget: () => void): Promise<T> {
  return request().catch((error: unknown) => {
    forget();
    throw error;
  });
}

/** GET /address/provinces: the 31 provinces. */
export function getProvinces(): Promise<Province[]> {
  provinces ??= once(
    async () => (await http.get<Province[]>('/address/provinces')).data,
    () => (provinces = undefined),
  );
  return provinces;
}

/** GET /address/cities/{provinceId}: the cities of one province (the key is its id). */
export function getCities(provinceId: string): Promise<City[]> {
  const id = Number(provinceId);
  if (!cities.has(id)) {
    cities.set(
      id,
      once(
        async () => (await http.get<City[]>(`/address/cities/${id}`)).data,
        () => cities.delete(id),
      ),
    );
  }
  return cities.get(id)!;
}
