import { ROUTES } from '@ela/contracts';
import { buildOpenApi } from './openapi-document';

describe('buildOpenApi', () => {
  const doc = buildOpenApi(ROUTES);

  it('describes every row of the route table', () => {
    for (const route of ROUTES) {
      expect(doc.paths[route.path]?.[route.method.toLowerCase()]).toBeDefined();
    }
  });

  it('marks admin routes as needing a bearer token and documents path parameters', () => {
    const create = doc.paths['/products/create-one'].post as { security?: unknown; requestBody?: unknown };
    expect(create.security).toEqual([{ bearer: [] }]);
    expect(create.requestBody).toBeDefined();
    const findOne = doc.paths['/products/find-one/{id}'].get as {
      parameters: { name: string; in: string }[];
    };
    expect(findOne.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
  });

  it('describes the bank’s form post to Parsian’s callback as a form answered with a 303', () => {
    const callback = doc.paths['/payment/parsian/callback'].post as {
      requestBody: { content: Record<string, unknown> };
      responses: Record<string, { headers?: unknown }>;
    };
    expect(Object.keys(callback.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(callback.responses['303'].headers).toHaveProperty('Location');
  });

  it('documents the optional Idempotency-Key header, and its 422, where a row takes one', () => {
    const merge = doc.paths['/basket/create'].post as {
      parameters: { name: string; in: string; required: boolean }[];
      responses: Record<string, unknown>;
    };
    expect(merge.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    );
    expect(merge.responses).toHaveProperty('422');
    const read = doc.paths['/basket'].get as { parameters: { in: string }[] };
    expect(read.parameters.filter((p) => p.in === 'header')).toEqual([]);
  });

  it('gives every operation a unique id', () => {
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((op) => (op as { operationId: string }).operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
