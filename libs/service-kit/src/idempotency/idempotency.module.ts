import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Idempotency } from './idempotency';
import { IdempotencySweep } from './idempotency-sweep';

/** How often a replica deletes the keys past their time. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Gives a service's aggregates the `Idempotency` store and sweeps it. Needs the service's
 * database module and `CreateIdempotentRequests1768200000000` in its migrations.
 */
@Global()
@Module({})
export class IdempotencyModule {
  static forRoot({ sweepEveryMs = SWEEP_EVERY_MS }: { sweepEveryMs?: number } = {}): DynamicModule {
    return {
      module: IdempotencyModule,
      providers: [
        { provide: Idempotency, inject: [DataSource], useFactory: (db: DataSource) => new Idempotency(db) },
        {
          provide: IdempotencySweep,
          inject: [Idempotency],
          useFactory: (store: Idempotency) => new IdempotencySweep(store, sweepEveryMs),
        },
      ],
      exports: [Idempotency],
    };
  }
}
