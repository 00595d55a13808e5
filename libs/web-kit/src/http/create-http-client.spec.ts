import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from './create-http-client';
import { HTTP_MESSAGES } from './http-error';

type Reply = { status: number; data: unknown } | 'network' | 'timeout' | 'cancel';

/** An adapter that answers with the given replies in order and counts the requests. */
function scripted(...replies: Reply[]): AxiosAdapter & { calls: number } {
  const adapter = (async (config: InternalAxiosRequestConfig) => {
    const reply = replies[Math.min(adapter.calls++, replies.length - 1)];
    if (reply === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    if (reply === 'timeout') throw new AxiosError('timeout', 'ECONNABORTED', config, {});
    if (reply === 'cancel') throw new AxiosError('canceled', 'ERR_CANCELED', config);
    const response: AxiosResponse = { ...reply, statusText: '', headers: {}, config };
    if (reply.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  }) as AxiosAdapter & { calls: number };
  adapter.calls = 0;
  return adapter;
}

function client(adapter: AxiosAdapter) {
  const notify = jest.fn();
  const http = createHttpClient({ baseURL: 'http://api.test', notify, retryDelayMs: 0 });
  http.defaults.adapter = adapter;
  return { http, notify };
}

describe('createHttpClient', () => {
  it("rejects with the server's message and shows it once", async () => {
    const adapter = scripted({ status: 400, data: { statusCode: 400, message: 'نام محصول لازم است' } });
    const { http, notify } = client(adapter);
    await expect(http.post('/products/create-one', {})).rejects.toThrow('نام محصول لازم است');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('نام محصول لازم است');
    expect(adapter.calls).toBe(1);
  });

  it('retries a read once on a retried status and succeeds quietly', async () => {
    const adapter = scripted(
      { status: 503, data: { statusCode: 503, message: 'x' } },
      { status: 200, data: 'ok' },
    );
    const { http, notify } = client(adapter);
    await expect(http.get('/products/get-all')).resolves.toMatchObject({ data: 'ok' });
    expect(adapter.calls).toBe(2);
    expect(notify).not.toHaveBeenCalled();
  });

  it('gives up on a read after one retry and tells once', async () => {
    const adapter = scripted('network');
    const { http, notify } = client(adapter);
    await expect(http.get('/products/get-all')).rejects.toThrow(HTTP_MESSAGES.network);
    expect(adapter.calls).toBe(2);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('never retries a write nor a status outside the list', async () => {
    const write = scripted({ status: 503, data: { statusCode: 503, message: 'سرویس در دسترس نیست' } });
    await expect(client(write).http.post('/order', {})).rejects.toThrow('سرویس در دسترس نیست');
    expect(write.calls).toBe(1);
    const notFound = scripted({ status: 404, data: { statusCode: 404, message: 'پیدا نشد' } });
    await expect(client(notFound).http.get('/products/find-one/x')).rejects.toThrow('پیدا نشد');
    expect(notFound.calls).toBe(1);
  });

  it('reports a timeout in Persian and stays silent about a cancellation', async () => {
    const timedOut = client(scripted('timeout'));
    await expect(timedOut.http.get('/slow')).rejects.toThrow(HTTP_MESSAGES.timeout);
    expect(timedOut.notify).toHaveBeenCalledWith(HTTP_MESSAGES.timeout);
    const canceled = client(scripted('cancel'));
    await expect(canceled.http.get('/gone')).rejects.toThrow(HTTP_MESSAGES.canceled);
    expect(canceled.notify).not.toHaveBeenCalled();
  });
});
