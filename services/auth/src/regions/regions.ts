import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareNames, type City, type Province } from '@ela/contracts';

interface RegionsFile {
  provinces: { id: number; name: string; cities: { id: number; name: string }[] }[];
}

/** Iran's provinces and cities, shipped with the service (see data/iran-regions.LICENSE). */
export class Regions {
  private readonly provinces: Province[];
  private readonly cities = new Map<number, City[]>();
  private readonly cityById = new Map<number, City>();

  constructor(file = join(__dirname, '../../data/iran-regions.json')) {
    const data = JSON.parse(readFileSync(file, 'utf8')) as RegionsFile;
    this.provinces = data.provinces
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => compareNames(a.name, b.name));
    for (const p of data.provinces) {
      const cities = p.cities.map((c) => ({ id: c.id, provinceId: p.id, name: c.name }));
      cities.sort((a, b) => compareNames(a.name, b.name));
      this.cities.set(p.id, cities);
      cities.forEach((c) => this.cityById.set(c.id, c));
    }
  }

  allProvinces(): Province[] {
    return this.provinces;
  }

  citiesOf(provinceId: number): City[] | null {
    return this.cities.get(provinceId) ?? null;
  }

  province(id: number): Province | undefined {
    return this.provinces.find((p) => p.id === id);
  }

  city(id: number): City | undefined {
    return this.cityById.get(id);
  }
}
