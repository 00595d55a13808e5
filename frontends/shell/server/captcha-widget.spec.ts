/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CaptchaWidget } from './captcha-widget';

let server: Server;
let api: string;
let answer: { status: number; body: unknown };

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = req.url === '/auth/captcha' ? answer.body : { error: 'NOT_FOUND' };
    res.writeHead(req.url === '/auth/captcha' ? answer.status : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
});

describe('CaptchaWidget', () => {
  it("allows the provider's widget while the captcha is on, and nothing while it is off", async () => {
    answer = {
      status: 200,
      body: { provider: 'recaptcha', siteKey: 'k', scriptUrl: 'https://www.google.com/recaptcha/api.js' },
    };
    const on = await new CaptchaWidget(api).origins();
    expect(on?.script).toContain('https://www.gstatic.com');
    expect(on?.frame).toContain('https://www.google.com');
    answer = { status: 200, body: { provider: 'none' } };
    expect(await new CaptchaWidget(api).origins()).toEqual({
      script: [],
      frame: [],
      connect: [],
      style: [],
      img: [],
    });
  });

  it('allows no widget while the API has never answered', async () => {
    answer = { status: 503, body: { error: 'UNAVAILABLE' } };
    expect(await new CaptchaWidget(api).origins()).toBeUndefined();
    expect(await new CaptchaWidget('http://127.0.0.1:9').origins()).toBeUndefined();
  });
});
