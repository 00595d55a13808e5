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

  it('gives every operation a unique id', () => {
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((op) => (op as { operationId: string }).operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
