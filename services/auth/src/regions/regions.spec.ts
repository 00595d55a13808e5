import { Regions } from './regions';

describe('Regions', () => {
  const regions = new Regions();

  it("has Iran's 31 provinces, each with cities", () => {
    expect(regions.allProvinces()).toHaveLength(31);
    for (const p of regions.allProvinces()) expect(regions.citiesOf(p.id)?.length).toBeGreaterThan(0);
  });

  it('keeps city ids stable and tied to their province', () => {
    const tehran = regions.allProvinces().find((p) => p.name === 'تهران')!;
    const city = regions.citiesOf(tehran.id)!.find((c) => c.name === 'تهران')!;
    expect(city.provinceId).toBe(tehran.id);
    expect(Math.floor(city.id / 1000)).toBe(tehran.id);
    expect(regions.city(city.id)).toEqual(city);
  });

  it('knows nothing of unknown provinces', () => {
    expect(regions.citiesOf(999)).toBeNull();
  });
});
