import {
  ROUTES,
  buildOpenApi,
  inputSchema,
  type JsonSchema,
  type OpenApiOperation,
  type RouteDef,
} from '@ela/contracts';

// The document the gateway serves at /docs/openapi.json (`registerSystemRoutes`).
const doc = buildOpenApi(ROUTES);
const rows: readonly RouteDef[] = ROUTES;
const operationOf = (route: RouteDef): OpenApiOperation => doc.paths[route.path][route.method.toLowerCase()];

interface ObjectSchema {
  properties: Record<string, { type?: string; format?: string }>;
  required?: string[];
}
const asObject = (schema: JsonSchema) => schema as unknown as ObjectSchema;

describe('buildOpenApi', () => {
  it('describes every row of the route table', () => {
    for (const route of ROUTES) {
      expect(doc.paths[route.path]?.[route.method.toLowerCase()]).toBeDefined();
    }
  });

  it('marks admin routes as needing a bearer token and documents path parameters', () => {
    const create = doc.paths['/products/create-one'].post;
    expect(create.security).toEqual([{ bearer: [] }]);
    expect(create.requestBody).toBeDefined();
    const findOne = doc.paths['/products/find-one/{id}'].get;
    expect(findOne.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
  });

  it('describes the bank’s form post to Parsian’s callback as a form answered with a 303', () => {
    const callback = doc.paths['/payment/parsian/callback'].post;
    expect(Object.keys(callback.requestBody!.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(callback.responses['303'].headers).toHaveProperty('Location');
  });

  it('documents the optional Idempotency-Key header, and its 422, where a row takes one', () => {
    const merge = doc.paths['/basket/create'].post;
    expect(merge.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    );
    expect(merge.responses).toHaveProperty('422');
    const read = doc.paths['/basket'].get;
    expect(read.parameters.filter((p) => p.in === 'header')).toEqual([]);
  });

  it('gives every operation a unique id', () => {
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the upload rows in the document', () => {
  // Whatever rows take an upload, as the gateway decides (`readUpload`, `refuseMediaType`).
  const uploads = rows.filter((route) => route.upload);

  it('are found in the route table', () => {
    expect(uploads.length).toBeGreaterThan(0);
  });

  it.each(uploads.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s takes multipart/form-data only: its fields, and the image in the binary part `file`',
    (_name, route) => {
      const body = operationOf(route).requestBody!;
      expect(body.required).toBe(true);
      expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
      const form = asObject(body.content['multipart/form-data'].schema);
      expect(form.properties.file).toEqual(expect.objectContaining({ type: 'string', format: 'binary' }));

      // The other fields are the row's body as clients send it, less `upload`, which the gateway sets.
      const row = asObject(inputSchema(route.body!));
      const fields = Object.keys(row.properties).filter((name) => name !== 'upload');
      expect(Object.keys(form.properties).sort()).toEqual([...fields, 'file'].sort());
      for (const name of fields) expect(form.properties[name]).toEqual(row.properties[name]);
      const required = (row.required ?? []).filter((name) => name !== 'upload');
      expect([...(form.required ?? [])].sort()).toEqual(
        [...required, ...(route.upload === 'required' ? ['file'] : [])].sort(),
      );
    },
  );

  it.each(uploads.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s documents the 415 for any body that is not multipart, and the 413 for a too large one',
    (_name, route) => {
      const { responses } = operationOf(route);
      expect(responses['415'].description).toMatch(/multipart\/form-data/);
      expect(responses).toHaveProperty('413');
    },
  );

  it('no other row is described as multipart', () => {
    const others = rows.filter((route) => !route.upload);
    for (const route of others)
      expect(Object.keys(operationOf(route).requestBody?.content ?? {})).not.toContain('multipart/form-data');
  });
});

describe('the rest of the requests and answers in the document', () => {
  it('lets a browser renew a session with `{}` and the refresh cookie', () => {
    const renew = rows.filter((route) => route.session?.step === 'renew');
    expect(renew.length).toBeGreaterThan(0);
    for (const route of renew) {
      const op = operationOf(route);
      const schema = asObject(op.requestBody!.content['application/json'].schema);
      expect(schema.required ?? []).not.toContain('refreshToken');
      expect(op.parameters).toContainEqual(expect.objectContaining({ in: 'cookie', required: false }));
      expect(op.responses['200'].headers).toHaveProperty('Set-Cookie');
    }
  });

  it('takes the analytics beacon’s text/plain as well as JSON', () => {
    const queued = rows.filter((route) => route.queue);
    expect(queued.length).toBeGreaterThan(0);
    for (const route of queued)
      expect(Object.keys(operationOf(route).requestBody!.content)).toEqual([
        'application/json',
        'text/plain',
      ]);
  });

  it('takes whole numbers as numbers or as text in any digits, as the schemas read them', () => {
    const page = doc.paths['/products/get-all'].get.parameters.find((p) => p.name === 'page')!;
    const [number, text] = (page.schema as { anyOf: { type: string; pattern?: string }[] }).anyOf;
    expect(number.type).toBe('integer');
    const digits = new RegExp(text.pattern!, 'u');
    for (const sent of ['2', '۲', '٢', ' 12 ']) expect(digits.test(sent)).toBe(true);
    expect(digits.test('2a')).toBe(false);
  });

  it('answers every error as an ApiError carrying its own status', () => {
    for (const route of ROUTES) {
      for (const [status, answer] of Object.entries(operationOf(route).responses)) {
        if (Number(status) < 400) continue;
        const schema = answer.content!['application/json'].schema;
        expect(schema.allOf).toEqual([
          { $ref: '#/components/schemas/ApiError' },
          { type: 'object', properties: { statusCode: { const: Number(status) } } },
        ]);
      }
    }
  });
});
