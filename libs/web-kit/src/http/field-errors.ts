import type { FieldProblem } from '@ela/contracts';
import { apiErrorOf } from './http-error';

/**
 * A 400's field problems keyed by the field's own name (`body.postalCode` → `postalCode`), so a
 * form can show each one under its input. Only the first problem of a field is kept.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const details = apiErrorOf(error)?.details;
  if (!Array.isArray(details)) return {};
  const errors: Record<string, string> = {};
  for (const problem of details as Partial<FieldProblem>[]) {
    if (typeof problem?.field !== 'string' || typeof problem.message !== 'string') continue;
    const name = problem.field.replace(/^(body|query|params)\./, '');
    errors[name] ??= problem.message;
  }
  return errors;
}
