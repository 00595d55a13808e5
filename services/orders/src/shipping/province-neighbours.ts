import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface NeighboursFile {
  provinces: { id: number; name: string; neighbours: number[] }[];
}

/** Which of Iran's provinces share a land border (data/iran-province-neighbours.json). */
export class ProvinceNeighbours {
  private readonly byId = new Map<number, ReadonlySet<number>>();

  constructor(file = join(__dirname, '../../data/iran-province-neighbours.json')) {
    const data = JSON.parse(readFileSync(file, 'utf8')) as NeighboursFile;
    for (const p of data.provinces) this.byId.set(p.id, new Set(p.neighbours));
  }

  areNeighbours(a: number, b: number): boolean {
    return this.byId.get(a)?.has(b) ?? false;
  }

  /** Every province id the file knows, for checks. */
  provinceIds(): number[] {
    return [...this.byId.keys()];
  }

  neighboursOf(id: number): number[] {
    return [...(this.byId.get(id) ?? [])];
  }
}
