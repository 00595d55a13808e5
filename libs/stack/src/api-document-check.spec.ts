import { randomUUID } from 'node:crypto';
import { ROUTES, buildOpenApi } from '@ela/contracts';
import { ApiDocument } from './api-document';
import { exchangeProblems, type ReceivedAnswer, type SentRequest } from './api-document-check';

// The document as the gateway serves it, without a gateway.
const document = new ApiDocument(JSON.parse(JSON.stringify(buildOpenApi(ROUTES))));

const json = (status: number, body: unknown, headers: Record<string, string> = {}): ReceivedAnswer => ({
  status,
  headers: new Headers({ 'content-type': 'application/json; charset=utf-8', ...headers }),
  text: JSON.stringify(body),
  body,
});
const error = (status: number) => json(status, { statusCode: status, message: 'پیام', error: 'CODE' });
const request = (method: string, path: string, body?: SentRequest['body'], headers = {}): SentRequest => ({
  method,
  path,
  headers: { ...headers },
  body,
});
const admin = { authorization: 'Bearer token' };
// Public reads are answered through the edge cache, with an ETag.
const read = (body: unknown) => json(200, body, { etag: '"v1"' });
const id = randomUUID();

describe('checking a test call against the API document', () => {
  it('passes an exchange the document describes', () => {
    expect(exchangeProblems(document, request('GET', `/products/find-one/${id}`), read({}))).toEqual([]);
    expect(
      exchangeProblems(
        document,
        request(
          'POST',
          '/products/colors',
          { type: 'application/json', value: { name: 'سرمه‌ای', hex: '#000000' } },
          admin,
        ),
        json(201, { id }),
      ),
    ).toEqual([]);
  });

  it('finds the fixed path before a templated one', () => {
    expect(document.match('GET', '/products/inventory/onSale')?.template).toBe('/products/inventory/onSale');
    expect(document.match('GET', `/products/inventory/${id}`)?.template).toBe('/products/inventory/{id}');
  });

  it('refuses an accepted request whose body the document would refuse, naming the field', () => {
    const sent = request(
      'POST',
      '/products/colors',
      { type: 'application/json', value: { name: 7, hex: '#000000' } },
      admin,
    );
    const [problem] = exchangeProblems(document, sent, json(201, {}));
    expect(problem).toMatch(/^request body\/name must be string/);
    // The same body refused by the API is the test's business, not the document's.
    expect(exchangeProblems(document, sent, error(400))).toEqual([]);
  });

  it('refuses an accepted request with a query parameter, or a path value, the document does not have', () => {
    expect(exchangeProblems(document, request('GET', '/products/get-all?colour=red'), read({}))).toEqual([
      'query parameter “colour” is not in the document',
    ]);
    expect(exchangeProblems(document, request('GET', '/products/find-one/7'), read({}))[0]).toMatch(
      /^path parameter “id” must match/,
    );
  });

  it('reads query and form values as text: a number is the text of one', () => {
    expect(exchangeProblems(document, request('GET', '/products/get-all?page=2&limit=10'), read({}))).toEqual(
      [],
    );
    const form = { type: 'multipart/form-data', value: { name: 'Ali', ageMonths: '14', file: 'a.png' } };
    expect(exchangeProblems(document, request('POST', '/toddler', form, admin), json(201, {}))).toEqual([]);
  });

  it('wants the file on an upload that requires one, and no JSON there', () => {
    const noFile = { type: 'multipart/form-data', value: { name: 'Ali' } };
    expect(exchangeProblems(document, request('POST', '/toddler', noFile, admin), json(201, {}))[0]).toMatch(
      /must have required property 'file'/,
    );
    const asJson = { type: 'application/json', value: { name: 'Ali' } };
    expect(exchangeProblems(document, request('POST', '/toddler', asJson, admin), json(201, {}))).toEqual([
      'the request body is application/json, the document describes multipart/form-data',
    ]);
  });

  it('refuses an accepted call without the token the document says the operation needs', () => {
    expect(exchangeProblems(document, request('GET', '/products/deleted-products'), read({}))).toContain(
      'the request carried no token, yet the document says the operation needs one',
    );
  });

  it('refuses a status the operation does not list, but not the generic ones', () => {
    expect(exchangeProblems(document, request('GET', `/products/find-one/${id}`), error(418))[0]).toMatch(
      /^status 418 is not among the answers it lists \(200, 304, 400/,
    );
    for (const status of [401, 403, 429, 500, 502])
      expect(exchangeProblems(document, request('GET', `/products/find-one/${id}`), error(status))).toEqual(
        [],
      );
  });

  it('refuses an error body that is not the API’s error shape, or carries another status', () => {
    expect(
      exchangeProblems(document, request('GET', `/products/find-one/${id}`), json(404, { oops: 1 }))[0],
    ).toMatch(/^answer body must have required property 'statusCode'/);
    expect(
      exchangeProblems(
        document,
        request('GET', `/products/find-one/${id}`),
        json(404, { statusCode: 400, message: 'x' }),
      ),
    ).toEqual([expect.stringMatching(/^answer body\/statusCode must be equal to constant/)]);
  });

  it('wants the headers the document promises', () => {
    const redirect = request('POST', '/payment/parsian/callback', {
      type: 'application/x-www-form-urlencoded',
      value: {},
    });
    const noLocation: ReceivedAnswer = { status: 303, headers: new Headers(), text: '', body: null };
    expect(exchangeProblems(document, redirect, noLocation)).toContain('the answer has no Location header');
  });

  it('takes an unknown path answered 404 and the gateway’s own paths, nothing else outside the document', () => {
    expect(exchangeProblems(document, request('GET', '/nothing/here'), error(404))).toEqual([]);
    expect(exchangeProblems(document, request('GET', '/docs/openapi.json'), read({}))).toEqual([]);
    expect(exchangeProblems(document, request('GET', '/nothing/here'), read({}))).toEqual([
      'the document has no operation GET /nothing/here',
    ]);
  });
});
