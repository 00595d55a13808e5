import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROUTES, buildOpenApi } from '@ela/contracts';
import { ApiClient } from './api-client';

// A stand-in for a gateway that has drifted from its own document: it serves the real document,
// and answers a product read with a status the document does not list.
let server: Server;
let baseUrl: string;
let documentFetches = 0;

beforeAll(async () => {
  const document = JSON.stringify(buildOpenApi(ROUTES));
  server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/docs/openapi.json') {
      documentFetches++;
      response.end(document);
    } else response.writeHead(418).end(JSON.stringify({ statusCode: 418, message: 'چای' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const path = '/products/find-one/6f1c2b9e-3f4a-4c1d-8e2f-0a1b2c3d4e5f';

describe('ApiClient', () => {
  it('fails a call whose answer the gateway’s document does not describe, naming method, path and status', async () => {
    await expect(new ApiClient(baseUrl).call('GET', path)).rejects.toThrow(
      `GET ${path} answered 418, which ${baseUrl}/docs/openapi.json does not describe:\n  - status 418 is not among the answers it lists`,
    );
  });

  it('lets a call opted out with unchecked() through, and fetches the document once per gateway', async () => {
    const res = await new ApiClient(baseUrl).unchecked().call('GET', path);
    expect(res.status).toBe(418);
    await expect(new ApiClient(baseUrl).as('token').call('GET', path)).rejects.toThrow(/answered 418/);
    expect(documentFetches).toBe(1);
  });
});
