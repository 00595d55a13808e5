import type { databaseModule } from '@ela/service-kit';
import { CreateOutbox1764400000000 } from '@ela/service-kit';
import { DeadLetterEntity } from './dead-letters/dead-letter.entity';
import { CreateEvents1767000000000 } from './migrations/1767000000000-create-events';
import { CreateSales1767000000001 } from './migrations/1767000000001-create-sales';

/** The tables the service maps; the service and the worker share one database. */
export const ENTITIES: Parameters<typeof databaseModule>[1] = [DeadLetterEntity];
/** In timestamp order; whichever process starts first runs them, under the migration lock. */
export const MIGRATIONS: Parameters<typeof databaseModule>[2] = [
  CreateOutbox1764400000000,
  CreateEvents1767000000000,
  CreateSales1767000000001,
];
