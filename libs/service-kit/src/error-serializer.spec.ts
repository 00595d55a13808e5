import { QueryFailedError } from 'typeorm';
import { createLogger } from './logger';
import { serializeError } from './error-serializer';

const PHONE = '+989121234567';
const NATIONAL_CODE = '0012345679';

/** A unique violation as pg reports it and TypeORM wraps it: SQL, parameters and detail hold the values. */
function duplicatePhone(): QueryFailedError {
  const driverError = Object.assign(
    new Error('duplicate key value violates unique constraint "uq_user_phone"'),
    {
      name: 'error',
      severity: 'ERROR',
      code: '23505',
      detail: `Key (phone)=(${PHONE}) already exists.`,
      schema: 'public',
      table: 'user',
      constraint: 'uq_user_phone',
      routine: '_bt_check_unique',
    },
  );
  return new QueryFailedError(
    'INSERT INTO "user"("phone", "national_code") VALUES ($1, $2)',
    [PHONE, NATIONAL_CODE],
    driverError,
  );
}

describe('serializeError', () => {
  it('keeps the class, SQLSTATE, constraint, table and stack of a database error', () => {
    const out = serializeError(duplicatePhone());
    expect(out).toMatchObject({
      type: 'QueryFailedError',
      code: '23505',
      constraint: 'uq_user_phone',
      table: 'user',
    });
    expect(String(out.stack)).toMatch(/^QueryFailedError\n\s+at /);
  });

  it('drops the SQL, its parameters and the driver detail', () => {
    const text = JSON.stringify(serializeError(duplicatePhone()));
    expect(text).not.toContain('9121234567');
    expect(text).not.toContain(NATIONAL_CODE);
    expect(text).not.toContain('INSERT');
    expect(text).not.toContain('driverError');
  });

  it('drops a message that quotes the value (invalid input syntax)', () => {
    const driverError = Object.assign(new Error(`invalid input syntax for type bigint: "${PHONE}"`), {
      code: '22P02',
      severity: 'ERROR',
      routine: 'pg_strtoint64',
    });
    const text = JSON.stringify(
      serializeError(new QueryFailedError('SELECT $1::bigint', [PHONE], driverError)),
    );
    expect(text).toContain('22P02');
    expect(text).not.toContain('9121234567');
  });

  it('keeps message, code and cause of other errors, but not their other properties', () => {
    const error = Object.assign(new Error('connect failed', { cause: new TypeError('bad') }), {
      code: 'ECONNREFUSED',
      parameters: [PHONE],
    });
    const out = serializeError(error);
    expect(out).toMatchObject({ type: 'Error', message: 'connect failed', code: 'ECONNREFUSED' });
    expect(out.cause).toMatchObject({ type: 'TypeError', message: 'bad' });
    expect(JSON.stringify(out)).not.toContain('9121234567');
  });
});

describe('the service logger', () => {
  it('writes errors through the safe serializer', () => {
    const lines: string[] = [];
    const logger = createLogger('test', 'info', { write: (line: string) => void lines.push(line) });
    logger.error({ err: duplicatePhone() }, 'handler failed');
    logger.error(duplicatePhone());
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(JSON.parse(line).err).toMatchObject({ type: 'QueryFailedError', code: '23505' });
      expect(line).not.toContain('9121234567');
    }
  });
});
