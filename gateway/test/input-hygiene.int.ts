import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import sharp from 'sharp';
import { ERROR_CODES, MESSAGES } from '@ela/contracts';
import { ApiClient, adminApi, customerApi, startTestStack } from '@ela/stack';

jest.setTimeout(60_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let customer: ApiClient;
let anyone: ApiClient;
let png: Buffer;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway']);
  admin = await adminApi(stack);
  customer = await customerApi(stack);
  anyone = new ApiClient(stack.urls.api);
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c3dce9' } })
    .png()
    .toBuffer();
});
afterAll(() => stack?.dispose());

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${stack.urls.api}${path}`, { method: 'POST', body, headers });

describe('bodies other than JSON', () => {
  const unsupported = {
    statusCode: 415,
    message: MESSAGES.unsupportedMediaType,
    error: ERROR_CODES.unsupportedMediaType,
  };

  it.each([
    ['a form-encoded body', 'application/x-www-form-urlencoded', 'phone=09120000001'],
    ['a text body', 'text/plain', '{"phone":"09120000001"}'],
    ['an XML body', 'application/xml', '<phone>09120000001</phone>'],
  ])('are refused with 415: %s (what a form on another site can send)', async (_what, type, body) => {
    const res = await post('/otp/send', body, { 'content-type': type });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual(unsupported);
  });

  it('refuses multipart on a route that takes no upload', async () => {
    const form = new FormData();
    form.append('phone', '09120000001');
    const res = await post('/otp/send', form);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual(unsupported);
  });

  it('still takes JSON, and ignores bodies on GET', async () => {
    expect((await anyone.call('POST', '/otp/send', { phone: '09120000009' })).status).toBe(200);
    // fetch sends no body on GET; a raw request does.
    const status = await new Promise<number>((resolve, reject) => {
      const body = 'phone=09120000001';
      const headers = {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': `${body.length}`,
      };
      const req = request(`${stack.urls.api}/products/get-all`, { method: 'GET', headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(200);
  });
});

describe('control characters', () => {
  it('are a 400 in a path, in a query and in a field, never a 500', async () => {
    expect((await anyone.call('GET', '/products/name/%00abc')).status).toBe(400);
    expect((await anyone.call('GET', '/products/get-all?q=%E2%80%AEabc')).status).toBe(400);
    expect((await anyone.call('GET', '/search/header-search?q=%00')).status).toBe(400);
    // A row with no query schema: the gateway's own guard refuses it.
    const guarded = await anyone.call('GET', '/categories/all-main-categories?x=a%00b');
    expect(guarded.body).toMatchObject({ statusCode: 400, message: MESSAGES.controlCharacters });
    const named = await admin.call('POST', '/products/colors', { name: 'سرمه\u0000ای', hex: '#000000' });
    expect(named.status).toBe(400);
    expect(named.body.details[0].field).toBe('body.name');
  });
});

/** Sends a request as written, byte for byte, and answers the status line and body. */
const rawRequest = (head: string) =>
  new Promise<string>((resolve, reject) => {
    const { hostname, port } = new URL(stack.urls.api);
    const socket = connect(Number(port), hostname, () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });

describe('the Host header', () => {
  it('is refused when sent twice, and taken when sent once', async () => {
    const path = 'GET /categories/all-main-categories HTTP/1.1\r\n';
    const twice = await rawRequest(
      `${path}Host: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
    );
    expect(twice).toMatch(/^HTTP\/1\.1 400 /);
    expect(twice).toContain(MESSAGES.repeatedHost);
    const once = await rawRequest(`${path}Host: localhost\r\nConnection: close\r\n\r\n`);
    expect(once).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('query keys', () => {
  it('are refused on a row that takes no query, so nobody forwards junk or busts the edge cache', async () => {
    const res = await anyone.call('GET', '/categories/tree-mode?nocache=1');
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('query');
    expect((await anyone.call('GET', '/categories/tree-mode')).status).toBe(200);
  });
});

describe('uploads', () => {
  const stored = async () => (await readdir(stack.config.mediaDir).catch(() => [])).length;

  it('check the path and the caller before reading or storing the file', async () => {
    const before = await stored();
    const badId = await admin.upload('POST', '/products/inventory/upload-image/not-an-id', {}, png);
    expect(badId.status).toBe(400);
    expect(badId.body.details[0].field).toBe('params.id');
    const badVariant = await admin.upload(
      'POST',
      `/categories/image/poster/${randomUUID()}/sideways`,
      {},
      png,
    );
    expect(badVariant.status).toBe(400);
    expect(
      (await customer.upload('POST', `/products/inventory/upload-image/${randomUUID()}`, {}, png)).status,
    ).toBe(401);
    expect(await stored()).toBe(before);
  });

  it('do not read a file sent to a malformed address, however large', async () => {
    const tooLarge = Buffer.alloc(11 * 1024 * 1024, 1);
    const res = await admin.upload('POST', '/products/inventory/upload-image/not-an-id', {}, tooLarge);
    expect(res.status).toBe(400);
  });

  it('refuse an empty file with a clear message', async () => {
    const res = await admin.upload('POST', '/products/designs', { name: 'خالی' }, Buffer.alloc(0));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.emptyUpload);
  });

  it('must be multipart', async () => {
    const res = await admin.call('POST', `/products/inventory/upload-image/${randomUUID()}`, { upload: {} });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(MESSAGES.uploadMediaType);
  });
});
