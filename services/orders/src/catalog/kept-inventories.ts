import { CATALOG_EVENTS, type EventMessage, type Inventory } from '@ela/contracts';

/** The longest an inventory is reused, should the event that drops it never come. */
export const KEPT_INVENTORY_MS = 60_000;
/** At most this many inventories are kept; the longest kept go first. */
const KEPT_AT_MOST = 2_000;

type Read = (ids: string[]) => Promise<Map<string, Inventory>>;

/**
 * Inventories as the catalog last answered them, reused to price a basket change until a catalog
 * event says they may have changed: an inventory's own event drops it, any other (a product,
 * category, colour or design, whose names an inventory carries) drops them all, and so does a
 * gap in the events. Nothing is kept before the events are followed, and a read under way when
 * an event came is not kept. What a basket shows may so lag the catalog by an event's delay; an
 * order is priced and its stock held by the catalog's own answer to the reservation.
 */
export class KeptInventories {
  private readonly kept = new Map<string, { inventory: Inventory; until: number }>();
  private following = false;
  /** Counts the events heard, so a read can tell whether one came while it was under way. */
  private heardSoFar = 0;

  /** From now on the catalog's events reach `heard`, and answers may be kept. */
  followed(): void {
    this.following = true;
  }

  /** The inventories of `ids` the catalog has, kept ones as kept and the others read now. */
  async of(ids: readonly string[], read: Read): Promise<Map<string, Inventory>> {
    const found = new Map<string, Inventory>();
    const missing: string[] = [];
    const now = Date.now();
    for (const id of new Set(ids)) {
      const kept = this.kept.get(id);
      if (kept && kept.until > now) found.set(id, kept.inventory);
      else missing.push(id);
    }
    if (!missing.length) return found;
    for (const [id, inventory] of await this.fresh(missing, read)) found.set(id, inventory);
    return found;
  }

  /** Reads `ids` now, and keeps the answer (an id it leaves out is deleted: not kept). */
  async fresh(ids: readonly string[], read: Read): Promise<Map<string, Inventory>> {
    const keepable = this.following;
    const heard = this.heardSoFar;
    const until = Date.now() + KEPT_INVENTORY_MS;
    const found = await read([...new Set(ids)]);
    if (keepable && heard === this.heardSoFar)
      for (const id of ids) {
        this.kept.delete(id);
        const inventory = found.get(id);
        if (inventory) this.keep(id, inventory, until);
      }
    return found;
  }

  heard(event: EventMessage): void {
    this.heardSoFar++;
    const id = (event.data as { id?: unknown } | null)?.id;
    if (event.subject === CATALOG_EVENTS.inventoryChanged.subject && typeof id === 'string')
      this.kept.delete(id);
    else this.kept.clear();
  }

  /** Events may have been missed (NATS went away and came back). */
  gap(): void {
    this.heardSoFar++;
    this.kept.clear();
  }

  private keep(id: string, inventory: Inventory, until: number): void {
    if (this.kept.size >= KEPT_AT_MOST) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(id, { inventory, until });
  }
}
