import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { HTTP_MESSAGES, apiErrorOf, httpErrorMessage, httpFailureKind } from './http-error';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function failed(status: number, data: unknown): AxiosError {
  return new AxiosError(
    'Request failed',
    'ERR_BAD_RESPONSE',
    config,
    {},
    {
      status,
      statusText: '',
      data,
      headers: {},
      config,
    },
  );
}

describe('httpErrorMessage', () => {
  it("shows the server's message from the API error shape", () => {
    const error = failed(404, { statusCode: 404, message: 'محصول مورد نظر پیدا نشد', error: 'NOT_FOUND' });
    expect(httpErrorMessage(error)).toBe('محصول مورد نظر پیدا نشد');
  });

  it('falls back to a generic sentence when the body is not the API error shape', () => {
    expect(httpErrorMessage(failed(502, '<html>Bad gateway</html>'))).toBe(HTTP_MESSAGES.unknown);
    expect(httpErrorMessage(failed(500, { statusCode: 500, message: '  ' }))).toBe(HTTP_MESSAGES.unknown);
  });

  it('names network failures, timeouts and cancellations in Persian', () => {
    const network = new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    const timeout = new AxiosError('timeout of 10ms exceeded', 'ECONNABORTED', config, {});
    const canceled = new AxiosError('canceled', 'ERR_CANCELED', config);
    expect([network, timeout, canceled].map(httpFailureKind)).toEqual(['network', 'timeout', 'canceled']);
    expect(httpErrorMessage(network)).toBe(HTTP_MESSAGES.network);
    expect(httpErrorMessage(timeout)).toBe(HTTP_MESSAGES.timeout);
    expect(httpErrorMessage(canceled)).toBe(HTTP_MESSAGES.canceled);
  });

  it('treats anything that is not an axios error as unknown', () => {
    expect(httpErrorMessage(new Error('boom'))).toBe(HTTP_MESSAGES.unknown);
  });

  it("hands over the API's error body, details included", () => {
    const body = { statusCode: 429, message: 'صبر کنید', details: { retryAfter: 42 } };
    expect(apiErrorOf(failed(429, body))).toEqual(body);
    expect(apiErrorOf(failed(502, '<html>'))).toBeNull();
    expect(apiErrorOf(new Error('boom'))).toBeNull();
  });
});
