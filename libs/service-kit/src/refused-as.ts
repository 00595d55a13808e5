import { databaseErrorFacts, isDatabaseError } from './database-error';
import type { ServiceError } from './service-error';

/**
 * Runs one write and answers a constraint it broke as the outcome that constraint stands for
 * (a unique code, a reference), by the constraint's name. The constraint is the check: no
 * look-before-write that two concurrent requests could both pass.
 */
export async function refusedAs<T>(
  work: Promise<T>,
  outcomes: Readonly<Record<string, () => ServiceError>>,
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const constraint = isDatabaseError(error) ? databaseErrorFacts(error as Error).constraint : undefined;
    const known = constraint === undefined ? undefined : outcomes[constraint];
    throw known ? known() : error;
  }
}
