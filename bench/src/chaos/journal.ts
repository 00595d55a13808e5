/** A verify answer telling the customer their order is paid. */
export interface PaidAnswer {
  orderId: string;
  /** The payment as the shop's answer named it, when it did. */
  paymentId: string | null;
  gateway: string;
  reference: string;
  /** When the verify call that was answered so was sent. */
  askedAt: number;
}

/** An admin's cancel: `status` 0 when no answer came (it may or may not have happened). */
export interface AdminCancel {
  orderId: string;
  /** When its answer came (or the browser gave up). */
  doneAt: number;
  status: number;
}

/** An admin's stock change, as the admin knows it: applied, refused, or no answer. */
export interface StockMove {
  inventoryId: string;
  delta: number;
  result: 'applied' | 'refused' | 'unknown';
}

/** What the run did and what it was told, for the checks and the breakdown. */
export class Journal {
  readonly tallies = new Map<string, number>();
  readonly paidAnswers: PaidAnswer[] = [];
  readonly adminCancels: AdminCancel[] = [];
  readonly stockMoves: StockMove[] = [];
  /** Each inventory the run made, with the stock it was made with. */
  readonly initialStock = new Map<string, number>();
  /** Codes customers of the run used: the demo's welcome code and the run's own. */
  readonly codes = new Set<string>();
  /** Orders customers placed (by what they were answered or found in their list). */
  readonly orders = new Set<string>();
  kills = 0;

  constructor(private readonly say: ((line: string) => void) | null = null) {}

  count(what: string, by = 1): void {
    this.tallies.set(what, (this.tallies.get(what) ?? 0) + by);
  }

  tally(what: string): number {
    return this.tallies.get(what) ?? 0;
  }

  note(line: string): void {
    this.say?.(`${new Date().toISOString().slice(11, 23)} ${line}`);
  }

  /** The tallies whose names start with `prefix`, as `name n` pairs sorted by name. */
  summary(prefix: string): string {
    return [...this.tallies]
      .filter(([name]) => name.startsWith(prefix))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, n]) => `${name.slice(prefix.length)} ${n}`)
      .join(', ');
  }
}
