import { KavenegarSmsSender } from './kavenegar-sms.sender';

describe('KavenegarSmsSender', () => {
  it('calls the HTTPS lookup endpoint with the local number, the code and the template', async () => {
    const calls: string[] = [];
    const fetcher = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ return: { status: 200, message: 'ok' } }), { status: 200 });
    }) as unknown as typeof fetch;
    await new KavenegarSmsSender('KEY', 'ela-login', fetcher).sendLoginCode('+989121234567', '042199');
    const url = new URL(calls[0]);
    expect(url.protocol).toBe('https:');
    expect(url.pathname).toBe('/v1/KEY/verify/lookup.json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      receptor: '09121234567',
      token: '042199',
      template: 'ela-login',
    });
  });

  it('fails loudly when the provider refuses', async () => {
    const fetcher = (async () =>
      new Response(JSON.stringify({ return: { status: 418, message: 'credit' } }), {
        status: 200,
      })) as unknown as typeof fetch;
    await expect(
      new KavenegarSmsSender('KEY', 't', fetcher).sendLoginCode('+989121234567', '1'),
    ).rejects.toThrow(/credit/);
  });
});
