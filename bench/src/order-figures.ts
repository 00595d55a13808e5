/** Latencies (ms) and answer statuses of one run of orders. */
export class OrderFigures {
  private readonly latencies: number[] = [];
  private readonly statuses: Record<number, number> = {};

  add(since: number, status: number): void {
    this.latencies.push(performance.now() - since);
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
  }

  get count(): number {
    return this.latencies.length;
  }

  summary(seconds: number): string {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
    return (
      `${sorted.length} orders, ${(sorted.length / seconds).toFixed(1)} orders/s; ` +
      `p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms; statuses ${JSON.stringify(this.statuses)}`
    );
  }
}
