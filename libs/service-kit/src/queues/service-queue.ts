import { watchQueue } from '../metrics/metrics';

/** BullMQ's blocking commands need retries off; nothing connects before the first command. */
const CONNECTION = { maxRetriesPerRequest: null, lazyConnect: true } as const;

// What the kit uses of an ioredis client and of BullMQ's queue and worker, by structure: the
// service hands in the classes it depends on, so the kit needs no BullMQ of its own.
interface Connection<C> {
  duplicate(): C;
  disconnect(): void;
}
interface JobQueue {
  getJobCounts(): Promise<Record<string, number>>;
  close(): Promise<void>;
}
interface JobWorker {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'failed', listener: () => void): unknown;
  close(): Promise<void>;
}

export interface ServiceQueueOptions<C extends Connection<C>, Q extends JobQueue, W extends JobWorker, P> {
  /** The service's own ioredis and BullMQ classes. */
  bullmq: {
    Redis: new (url: string, options: typeof CONNECTION) => C;
    Queue: new (name: string, options: { connection: C }) => Q;
    Worker: new (name: string, processor: P, options: { connection: C; concurrency: number }) => W;
  };
  /**
   * Where Redis is, and the NATS subject prefix put before the queue's name: copies of the shop
   * sharing one Redis stay apart.
   */
  redis: { redisUrl: string; queuePrefix: string };
  /** `<service>-<queue>`: the queue's name after the prefix, and its name in the metrics. */
  name: string;
  worker: { process: P; concurrency: number };
  /** Where the worker's Redis errors are told, as `<label> worker: …`. */
  logger: { warn(message: string): unknown };
  label: string;
}

/** A service's BullMQ queue, its worker and their Redis connection, opened and closed together. */
export interface ServiceQueue<Q> {
  /** Takes jobs from the start; the worker runs them once started. */
  readonly queue: Q;
  /** Starts the worker (from the owner's `onApplicationBootstrap`) and reports the queue's sizes. */
  start(): void;
  /** From the owner's `onApplicationShutdown`: the worker finishes its jobs, then all is closed. */
  close(): Promise<void>;
}

export function serviceQueue<C extends Connection<C>, Q extends JobQueue, W extends JobWorker, P>(
  o: ServiceQueueOptions<C, Q, W, P>,
): ServiceQueue<Q> {
  const name = `${o.redis.queuePrefix.replace(/[^\w-]/g, '_')}${o.name}`;
  // One connection serves the queue; the worker blocks on a duplicate of it.
  const connection = new o.bullmq.Redis(o.redis.redisUrl, CONNECTION);
  const queue = new o.bullmq.Queue(name, { connection });
  let worker: W | null = null;
  let unwatch: () => void = () => undefined;
  return {
    queue,
    start() {
      worker = new o.bullmq.Worker(name, o.worker.process, {
        connection: connection.duplicate(),
        concurrency: o.worker.concurrency,
      });
      worker.on('error', (error) => o.logger.warn(`${o.label} worker: ${String(error)}`));
      unwatch = watchQueue(o.name, queue, worker);
    },
    async close() {
      unwatch();
      await worker?.close();
      await queue.close();
      connection.disconnect();
    },
  };
}
