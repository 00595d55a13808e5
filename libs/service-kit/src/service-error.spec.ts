import { QueryFailedError } from 'typeorm';
import { ERROR_CODES } from '@ela/contracts';
import { ServiceError, toApiError } from './service-error';

const failed = (code: string, detail = 'Key (phone)=(+989121234567) already exists.') =>
  new QueryFailedError('SELECT 1', ['+989121234567'], Object.assign(new Error('failed'), { code, detail }));

describe('toApiError', () => {
  it('passes a ServiceError on as it is', () => {
    expect(toApiError(ServiceError.notFound('نیست'))).toMatchObject({ statusCode: 404, message: 'نیست' });
  });

  it('answers a unique violation with 409', () => {
    expect(toApiError(failed('23505'))).toMatchObject({ statusCode: 409, error: ERROR_CODES.conflict });
  });

  it.each(['22021', '22001', '22003', '22P02', '23502', '23514', '23503'])(
    'answers SQLSTATE %s with 400',
    (code) => {
      expect(toApiError(failed(code))).toMatchObject({ statusCode: 400, error: ERROR_CODES.validation });
    },
  );

  it('keeps other database errors and anything else a 500', () => {
    expect(toApiError(failed('40P01')).statusCode).toBe(500);
    expect(toApiError(Object.assign(new Error('x'), { code: '23505' })).statusCode).toBe(500);
    expect(toApiError(new Error('boom')).statusCode).toBe(500);
  });

  it('never passes the database’s message or detail on', () => {
    expect(JSON.stringify(toApiError(failed('23505')))).not.toContain('9121234567');
  });
});
