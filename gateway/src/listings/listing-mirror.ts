import {
  LISTING_GONE_MAX,
  type ListProductsQuery,
  type ListedProductRow,
  type ListingChanges,
  type ListingChangesBody,
} from '@ela/contracts';
import type { Logger } from '@ela/service-kit';
import { ListingIndex } from './listing-index';

/** Reads a page of listing changes from the catalog. */
export type AskChanges = (body: ListingChangesBody) => Promise<ListingChanges>;

/** Least time between two reads of changes: under a stream of sales, one read covers many. */
const SYNC_GAP_MS = 50;
const RETRY_MS = 1_000;
/**
 * How often it reads the changes when told of none: rows written behind the service's back (a
 * seed, a fill at the catalog's start) announce nothing, and appear within this.
 */
const POLL_MS = 5_000;

/**
 * The gateway's copy of the product listings. It answers only while it holds every change it has
 * been told of: a catalog event (or this gateway's own write, or a lost connection) marks it
 * behind until a read of the changes that began after it has been applied, and meanwhile
 * listings go to the catalog as before. So no listing is answered from before a change once the
 * change's event has arrived, the same promise the edge cache keeps.
 */
export class ListingMirror {
  private index: ListingIndex | null = null;
  private since: string | null = null;
  private told = 0;
  private current = false;
  private running = false;
  private closed = false;
  private lastSync = 0;
  private timer: NodeJS.Timeout | null = null;
  /** Whether the last read failed: a catalog that is away is logged once, not every second. */
  private failing = false;
  private readonly poll = setInterval(() => this.catchUp(), POLL_MS).unref();

  constructor(
    private readonly ask: AskChanges,
    private readonly logger: Logger,
  ) {}

  /**
   * Something in the catalog changed: stop answering until the change has been read. It is read
   * when a listing is next asked for (or at the next poll): a stream of sales with no one
   * browsing costs the catalog nothing more.
   */
  changed(): void {
    this.told++;
    this.current = false;
  }

  /** The listing from the copy, or null (and the changes read, when it is behind). */
  answer(query: ListProductsQuery): Buffer | null {
    if (!this.current || !this.index) {
      this.catchUp();
      return null;
    }
    try {
      return this.index.answer(query);
    } catch (error) {
      // A fault of the copy's own costs a trip to the catalog, never the listing.
      this.logger.error(`listing copy failed to answer, the catalog answers: ${String(error)}`);
      return null;
    }
  }

  /** Reads what changed, unless a read is already on its way or waiting to be tried again. */
  catchUp(): void {
    if (!this.running && !this.timer && !this.closed) void this.run();
  }

  close(): void {
    this.closed = true;
    clearInterval(this.poll);
    if (this.timer) clearTimeout(this.timer);
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      for (;;) {
        const wait = this.lastSync + SYNC_GAP_MS - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (this.closed) return;
        const told = this.told;
        this.lastSync = Date.now();
        await this.sync();
        if (this.failing) this.logger.info("listing copy reads the catalog's changes again");
        this.failing = false;
        if (this.told === told) {
          this.current = true;
          return;
        }
      }
    } catch (error) {
      // Behind, listings go to the catalog; current (a poll that failed), the copy goes on answering:
      // nothing changes the catalog while it cannot be asked.
      if (!this.failing)
        this.logger.warn(`listing copy could not read the catalog's changes: ${String(error)}`);
      this.failing = true;
      if (!this.closed)
        this.timer = setTimeout(() => {
          this.timer = null;
          this.catchUp();
        }, RETRY_MS);
    } finally {
      this.running = false;
    }
  }

  private async sync(): Promise<void> {
    if (!this.index || this.since === null) return this.load();
    const first = await this.ask({ since: this.since, after: null });
    if (first.gone.length >= LISTING_GONE_MAX) return this.load();
    const { rows, last } = await this.rest(first, this.since);
    // Applied at once, after every page has come: no answer sees half of it.
    this.index.apply({ gone: first.gone, rows, categories: last.categories });
    this.since = first.next;
  }

  /** Every row again, into a new copy that replaces the old one once it is whole. */
  private async load(): Promise<void> {
    const first = await this.ask({ since: null, after: null });
    const { rows, last } = await this.rest(first, null);
    this.index = ListingIndex.of({ nameCollation: first.nameCollation, categories: last.categories }, rows);
    this.since = first.next;
    this.logger.info(`listing copy loaded: ${rows.length} products`);
  }

  /** The first page's rows and those of every page after it. */
  private async rest(
    first: ListingChanges,
    since: string | null,
  ): Promise<{ rows: ListedProductRow[]; last: ListingChanges }> {
    const rows = [...first.rows];
    let last = first;
    while (last.more) {
      last = await this.ask({ since, after: last.rows[last.rows.length - 1].id });
      rows.push(...last.rows);
    }
    return { rows, last };
  }
}
