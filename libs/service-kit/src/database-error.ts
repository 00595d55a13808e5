/**
 * PostgreSQL errors as TypeORM (`QueryFailedError`) and pg (`DatabaseError`) throw them. They
 * carry the SQL, its parameters and the server's `detail` ("Key (phone)=(+98912…) already
 * exists"), so they are recognised here to be logged and answered without any of that.
 */
export interface DatabaseErrorFacts {
  type: string;
  /** SQLSTATE, e.g. 23505 for a unique violation. */
  code?: string;
  constraint?: string;
  table?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

export function isDatabaseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'QueryFailedError' ||
    'driverError' in error ||
    ('severity' in error && 'routine' in error && typeof (error as { code?: unknown }).code === 'string')
  );
}

/** The facts about a database error that hold no values from any row or request. */
export function databaseErrorFacts(error: Error): DatabaseErrorFacts {
  const own = error as { code?: unknown; constraint?: unknown; table?: unknown; driverError?: unknown };
  const driver = (typeof own.driverError === 'object' && own.driverError !== null ? own.driverError : {}) as {
    code?: unknown;
    constraint?: unknown;
    table?: unknown;
  };
  const pick = (a: unknown, b: unknown) =>
    typeof a === 'string' ? a : typeof b === 'string' ? b : undefined;
  const code = pick(own.code, driver.code);
  return {
    type: error.constructor?.name || error.name,
    code: code && SQLSTATE.test(code) ? code : undefined,
    constraint: pick(own.constraint, driver.constraint),
    table: pick(own.table, driver.table),
  };
}

/** The SQLSTATE of a database error, or undefined for anything else. */
export function sqlStateOf(error: unknown): string | undefined {
  return isDatabaseError(error) ? databaseErrorFacts(error as Error).code : undefined;
}
