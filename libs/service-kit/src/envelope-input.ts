import type { z } from 'zod';
import { parseInput, type InputLocation } from '@ela/contracts';
import { ServiceError } from './service-error';

/** Validates one part of an envelope with the contract's schema; a bad part is a 400. */
export function input<S extends z.ZodType>(schema: S, value: unknown, location: InputLocation): z.infer<S> {
  const result = parseInput(schema, value ?? {}, location);
  if (!result.ok) throw new ServiceError(result.error);
  return result.value;
}
