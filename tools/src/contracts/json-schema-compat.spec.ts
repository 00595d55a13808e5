import { z } from 'zod';
import { narrowings, surprises, type Schema } from './json-schema-compat';

const json = (schema: z.ZodType, io: 'input' | 'output' = 'input') =>
  z.toJSONSchema(schema, { io }) as Schema;

describe('requests: what a client sent before must still pass', () => {
  const body = z
    .object({ name: z.string().min(2).max(60), kind: z.enum(['a', 'b']), note: z.string().optional() })
    .strict();

  it('accepts growth: an optional field, a wider range, a longer list of values', () => {
    const grown = z
      .object({
        name: z.string().min(1).max(120),
        kind: z.enum(['a', 'b', 'c']),
        note: z.string().optional(),
        extra: z.number().optional(),
      })
      .strict();
    expect(narrowings(json(body), json(grown))).toEqual([]);
  });

  it('refuses a new required field, a dropped value, a tighter range and a removed field', () => {
    const narrowed = z
      .object({ name: z.string().min(3).max(60), kind: z.enum(['a']), size: z.number() })
      .strict();
    expect(narrowings(json(body), json(narrowed))).toEqual([
      '$: now requires size',
      '$.name: minLength raised to 3',
      '$.kind: no longer accepts "b"',
      '$: no longer takes note',
    ]);
  });

  it('refuses a type that no longer takes what it took, inside arrays and alternatives too', () => {
    const before = z.object({ ids: z.array(z.union([z.string(), z.number()])) });
    const after = z.object({ ids: z.array(z.string()) });
    expect(narrowings(json(before), json(after))).toEqual(['$.ids[]: no longer accepts number']);
    const box = z.object({ cm: z.number() });
    expect(narrowings(json(z.object({ box: box.nullable() })), json(z.object({ box })))).toEqual([
      '$.box: no longer accepts what alternative 1 accepted',
    ]);
  });
});

describe('events: what a reader relied on must still be there', () => {
  const paid = z.object({ id: z.string(), total: z.number().int(), status: z.enum(['paid', 'failed']) });

  it('lets an event gain fields', () => {
    expect(
      surprises(json(paid, 'output'), json(paid.extend({ lines: z.array(z.string()) }), 'output')),
    ).toEqual([]);
  });

  it('refuses a removed or optional field, a widened type and a new value', () => {
    const changed = z.object({
      id: z.string().optional(),
      total: z.number().int().nullable(),
      status: z.enum(['paid', 'failed', 'refunded']),
    });
    expect(surprises(json(paid, 'output'), json(changed, 'output'))).toEqual([
      '$: no longer always has id',
      '$.total: alternative 1 is new to readers',
      '$.status: may now be "refunded"',
    ]);
  });
});
