import { Injectable } from '@nestjs/common';
import { InventorySearchRepository } from './inventory-search.repository';

/** Rankings kept, by text; the oldest used go first. */
const KEPT = 2000;
/** A ranking is worked out at least this deep, so any page 1 of the search reads it. */
const DEPTH = 50;
/** Rankings worked out at once, so the other reads keep connections of the pool. */
const AT_ONCE = 4;

interface Ranking {
  version: string;
  ids: string[];
  total: number;
}

/**
 * The order of the inventories a text matches, worked out once per text and version of what
 * search reads, for every page and page size asked of it: the gateway caches per address, and
 * drops its cache on any change to the catalog (stock sold included), while a ranking only moves
 * when a name, a number or a deletion does. The version is read before the ranking is worked out
 * and again for every request, so an answer never misses a change made before it was asked for.
 * Requests for a text that is being ranked wait for it rather than rank it again.
 */
@Injectable()
export class SearchRankings {
  private readonly known = new Map<string, Ranking>();
  private readonly ranking = new Map<string, Promise<Ranking>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly search: InventorySearchRepository) {}

  async page(folded: string, offset: number, limit: number): Promise<{ ids: string[]; total: number }> {
    const end = offset + limit;
    for (;;) {
      const version = await this.search.version();
      const known = this.known.get(folded);
      if (known && known.version === version && (known.ids.length >= end || known.ids.length === known.total))
        return this.answer(folded, known, offset, end);
      const running = this.ranking.get(folded);
      if (running) {
        // Then the version is read again: what it ranked is used only if nothing moved since.
        await running.catch(() => undefined);
        continue;
      }
      const work = this.rank(folded, version, Math.max(end, DEPTH));
      this.ranking.set(folded, work);
      try {
        return this.answer(folded, await work, offset, end);
      } finally {
        this.ranking.delete(folded);
      }
    }
  }

  /** Keeps the ranking as the most recently used (the first in the map is the one to forget). */
  private answer(folded: string, ranked: Ranking, offset: number, end: number) {
    this.known.delete(folded);
    this.known.set(folded, ranked);
    if (this.known.size > KEPT) this.known.delete(this.known.keys().next().value!);
    const ids = ranked.ids.slice(offset, end);
    // A page past the last match has always said there are none.
    return { ids, total: ids.length ? ranked.total : 0 };
  }

  private async rank(folded: string, version: string, depth: number): Promise<Ranking> {
    if (this.running < AT_ONCE) this.running++;
    // A finished ranking hands its turn straight to the next waiting one.
    else await new Promise<void>((turn) => this.waiting.push(turn));
    try {
      return { version, ...(await this.search.matching(folded, depth, 0)) };
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
