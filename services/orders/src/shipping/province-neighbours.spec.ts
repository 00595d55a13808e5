import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ProvinceNeighbours } from './province-neighbours';

const regions = JSON.parse(readFileSync(join(__dirname, '../../../auth/data/iran-regions.json'), 'utf8')) as {
  provinces: { id: number; name: string }[];
};
const file = JSON.parse(
  readFileSync(join(__dirname, '../../data/iran-province-neighbours.json'), 'utf8'),
) as { provinces: { id: number; name: string }[] };

describe('province neighbours', () => {
  const neighbours = new ProvinceNeighbours();

  it('names every province of the address book, by the same id and name', () => {
    const byId = (list: { id: number; name: string }[]) =>
      list.map(({ id, name }) => [id, name]).sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(byId(file.provinces)).toEqual(byId(regions.provinces));
  });

  it('gives every province at least one neighbour, all of them known provinces', () => {
    const ids = new Set(neighbours.provinceIds());
    for (const id of ids) {
      expect(neighbours.neighboursOf(id).length).toBeGreaterThan(0);
      for (const n of neighbours.neighboursOf(id)) expect(ids.has(n)).toBe(true);
    }
  });

  it('is symmetric and no province borders itself', () => {
    for (const a of neighbours.provinceIds()) {
      expect(neighbours.areNeighbours(a, a)).toBe(false);
      for (const b of neighbours.neighboursOf(a)) expect(neighbours.areNeighbours(b, a)).toBe(true);
    }
  });

  it('knows Tehran borders Alborz and Qom but not Fars', () => {
    expect(neighbours.areNeighbours(7, 32)).toBe(true);
    expect(neighbours.areNeighbours(7, 26)).toBe(true);
    expect(neighbours.areNeighbours(7, 14)).toBe(false);
  });
});
