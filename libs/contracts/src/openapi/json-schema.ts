import { z } from 'zod';
import { textInputOf } from '../text-input';

export type JsonSchema = Record<string, unknown>;

/**
 * What a client may send for one part of a request, in JSON Schema 2020-12 (OpenAPI 3.1's
 * dialect): the input side of the row's schema, before its defaults and transforms.
 */
export function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    // A schema that reads text first says what text it reads (`readsText`), not what it makes of it.
    override: ({ zodSchema, jsonSchema }) => {
      const input = textInputOf(zodSchema);
      if (!input) return;
      for (const key of TYPE_KEYWORDS) delete jsonSchema[key];
      Object.assign(jsonSchema, input);
    },
  });
  return rest;
}

/** What the schema after a preprocess says of its value, which the text it reads replaces. */
const TYPE_KEYWORDS = [
  'type',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'enum',
  'const',
  'anyOf',
] as const;

/** An object schema's properties and required names, empty when it has none. */
export function objectParts(schema: JsonSchema): {
  properties: Record<string, JsonSchema>;
  required: string[];
} {
  return {
    properties: (schema.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: (schema.required as string[] | undefined) ?? [],
  };
}

/** The same object schema with other required names; `required` left out when none is. */
export function withRequired(schema: JsonSchema, required: string[]): JsonSchema {
  const { required: _old, ...rest } = schema;
  return required.length ? { ...rest, required } : rest;
}
