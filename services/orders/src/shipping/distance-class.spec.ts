import { distanceClass } from './distance-class';
import { ProvinceNeighbours } from './province-neighbours';

const tehran = { provinceId: 7, cityId: 7013 };
const neighbours = new ProvinceNeighbours();
const classOf = (to: { provinceId: number; cityId: number }) =>
  distanceClass(tehran, to, (a, b) => neighbours.areNeighbours(a, b));

describe('distanceClass', () => {
  it('is sameCity for the shop city', () => expect(classOf(tehran)).toBe('sameCity'));
  it('is sameProvince for another city of the province', () =>
    expect(classOf({ provinceId: 7, cityId: 7001 })).toBe('sameProvince'));
  it('is neighbouringProvince across a border (Karaj, Alborz)', () =>
    expect(classOf({ provinceId: 32, cityId: 32008 })).toBe('neighbouringProvince'));
  it('is other further away (Fars)', () => expect(classOf({ provinceId: 14, cityId: 14001 })).toBe('other'));
});
