import { BlockList, isIP } from 'node:net';
import type IORedis from 'ioredis';
import { readBudgetOf, type ApiError, type Caller, type ReadBudget, type RouteDef } from '@ela/contracts';
import { RedisBudget, type Logger } from '@ela/service-kit';

export interface ReadBudgetSettings {
  /** Public reads one address may send per window (those the edge cache answers are free). */
  reads: number;
  /** Searches one address may send per window. */
  searches: number;
  windowSeconds: number;
  /** Addresses or CIDRs that spend no budget: the shell's own server, which reads for every visitor. */
  exempt: readonly string[];
  /** Keys carry the NATS prefix, so copies of the shop sharing one Redis keep their own counts. */
  prefix: string;
}

/**
 * Per-address budgets of the public reads, in Redis so every gateway replica shares them: one
 * generous for reading, one tight for searching. Each request not answered by the edge cache
 * takes one point in one round trip; an address over its budget is refused from memory until its
 * window ends. Redis away lets every read through (fail open), logged and counted: the budgets
 * protect the shop, they must not be what takes it down.
 */
export class ReadBudgets {
  private readonly budgets: Record<ReadBudget, RedisBudget>;
  private readonly exempt = new BlockList();
  private lastWarning = 0;

  constructor(
    redis: IORedis,
    settings: ReadBudgetSettings,
    private readonly logger: Logger,
  ) {
    const budget = (name: string, points: number) =>
      new RedisBudget(redis, {
        name,
        points,
        seconds: settings.windowSeconds,
        prefix: settings.prefix,
        blockInMemory: true,
        failFast: true,
      });
    this.budgets = { read: budget('reads', settings.reads), search: budget('searches', settings.searches) };
    for (const entry of settings.exempt) addTo(this.exempt, entry);
  }

  /**
   * Spends this request's point, when its row has a budget and the address is not exempt; the
   * 429 to answer when the address has spent it. `admin` says whether the caller is an admin,
   * asked only for budgeted reads that carry a token: the panel reads the same public rows.
   */
  async spend(
    row: RouteDef,
    query: unknown,
    ip: string,
    admin: () => Promise<Caller | null>,
  ): Promise<ApiError | null> {
    const kind = readBudgetOf(row, query);
    if (!kind || this.isExempt(ip)) return null;
    if ((await admin())?.role === 'admin') return null;
    return this.budgets[kind].orPass(
      (b) => b.take(ip),
      (error) => this.warn(error),
    );
  }

  private isExempt(ip: string): boolean {
    const family = isIP(ip);
    return family !== 0 && this.exempt.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  }

  /** One line a minute at most: every request would log while Redis is away. */
  private warn(error: unknown): void {
    if (Date.now() - this.lastWarning < 60_000) return;
    this.lastWarning = Date.now();
    this.logger.warn({ err: error }, 'read budgets unavailable (Redis), letting reads through');
  }
}

/** An address (`10.0.0.7`) or a block (`10.0.0.0/8`, `fd00::/8`). */
function addTo(list: BlockList, entry: string): void {
  const [address, bits] = entry.split('/');
  const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (bits === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(bits), type);
}
