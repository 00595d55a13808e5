import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One registry per process, served at `/metrics` (a service's health port, the gateway's own
 * port). Names are `ela_…`; every series carries `service` so one scrape config fits all.
 */
export const registry = new Registry();

/** The services this process runs: one when deployed, several in `npm start`'s shared hosts. */
const services: string[] = [];

/**
 * Process metrics (CPU, memory, event-loop lag, GC) and the `service` label on everything: the
 * process's services joined by `+` when it runs more than one, since they share its figures.
 * Returns that label.
 */
export function startMetrics(service: string): string {
  if (services.length === 0) collectDefaultMetrics({ register: registry });
  services.push(service);
  const label = services.join('+');
  registry.setDefaultLabels({ service: label });
  return label;
}

/** Latency buckets from 1 ms to 10 s: NATS hops are milliseconds, a slow database seconds. */
const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A service's handling of one request, by subject and the status it answered. */
export const handlerDuration = new Histogram({
  name: 'ela_handler_duration_seconds',
  help: 'Time a service took to answer a NATS request, by subject and status',
  labelNames: ['subject', 'status'] as const,
  buckets: SECONDS,
  registers: [registry],
});

/** Round trip of a request this process sent over NATS, by subject and outcome status. */
export const natsRoundTrip = new Histogram({
  name: 'ela_nats_request_duration_seconds',
  help: 'Round trip of a NATS request this process sent, by subject and status',
  labelNames: ['subject', 'status'] as const,
  buckets: SECONDS,
  registers: [registry],
});

/** Events written but not yet on JetStream, and how old the oldest is. */
export const outboxPending = new Gauge({
  name: 'ela_outbox_pending_events',
  help: 'Events in the outbox not yet published',
  registers: [registry],
});
export const outboxLag = new Gauge({
  name: 'ela_outbox_lag_seconds',
  help: 'Age of the oldest event in the outbox not yet published (0 when none)',
  registers: [registry],
});

/** BullMQ queues: jobs by state, read at scrape time, and failures as they happen. */
export const queueJobs = new Gauge({
  name: 'ela_queue_jobs',
  help: 'Jobs in a BullMQ queue, by state',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
});
export const queueFailures = new Counter({
  name: 'ela_queue_job_failures_total',
  help: 'Jobs of a BullMQ queue that failed an attempt',
  labelNames: ['queue'] as const,
  registers: [registry],
});

/**
 * Work done only when Prometheus scrapes (a count in the database, a queue's sizes), so an idle
 * process costs nothing. A failing reader leaves its gauges as they were.
 */
const readers = new Set<() => Promise<void>>();
/** Adds a reader; the function it returns removes it (a closing module must not be read). */
export function onScrape(read: () => Promise<void>): () => void {
  readers.add(read);
  return () => readers.delete(read);
}

/**
 * Sizes and failures of a BullMQ queue, by structure so the kit needs no BullMQ of its own.
 * Returns the function that stops reading it.
 */
export function watchQueue(
  name: string,
  queue: { getJobCounts(): Promise<Record<string, number>> },
  worker?: { on(event: 'failed', listener: () => void): unknown },
): () => void {
  worker?.on('failed', () => queueFailures.inc({ queue: name }));
  return onScrape(async () => {
    for (const [state, count] of Object.entries(await queue.getJobCounts()))
      queueJobs.set({ queue: name, state }, count);
  });
}

/** The text Prometheus reads. */
export async function scrape(): Promise<{ contentType: string; body: string }> {
  await Promise.allSettled([...readers].map((read) => read()));
  return { contentType: registry.contentType, body: await registry.metrics() };
}
