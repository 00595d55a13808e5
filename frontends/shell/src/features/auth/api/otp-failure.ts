import { apiErrorOf } from '@ela/web-kit';

/** What the login screens act on in a failed OTP call; the message itself was shown as a toast. */
export interface OtpFailure {
  status: number | null;
  /** Seconds until another code may be asked for (a 429). */
  retryAfter: number | null;
  /** Tries left with this code (a wrong code). */
  attemptsLeft: number | null;
  /** The problem with the phone or code field of a 400, if it named one. */
  fieldMessage: string | null;
}

function numberIn(details: unknown, key: string): number | null {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return null;
  const value = (details as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function otpFailureOf(error: unknown): OtpFailure {
  const body = apiErrorOf(error);
  const problems = Array.isArray(body?.details)
    ? (body.details as { field?: unknown; message?: unknown }[])
    : [];
  const field = problems.find((problem) => problem.field === 'body.phone' || problem.field === 'body.code');
  return {
    status: body?.statusCode ?? null,
    retryAfter: numberIn(body?.details, 'retryAfter'),
    attemptsLeft: numberIn(body?.details, 'attemptsLeft'),
    fieldMessage: typeof field?.message === 'string' ? field.message : null,
  };
}
