import type { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * What a schema that reads text first (a `z.preprocess`) takes, in JSON Schema, for the API
 * document: left to itself, the document would describe only what the text turns into, and a
 * client sending the text the API reads would be told it may not.
 */
const textInputs = new WeakMap<object, JsonSchema>();

/** Marks `schema` as taking `input` (JSON Schema), and returns it. */
export function readsText<S extends z.ZodType>(schema: S, input: JsonSchema): S {
  textInputs.set(schema, input);
  return schema;
}

/** What a marked schema takes, or undefined. */
export function textInputOf(schema: object): JsonSchema | undefined {
  return textInputs.get(schema);
}

/** Text of a whole number in Western, Persian or Arabic-Indic digits. */
export const ANY_DIGITS_PATTERN = '^\\s*-?[0-9\\u06F0-\\u06F9\\u0660-\\u0669]+\\s*$';
