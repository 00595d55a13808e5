import { z } from 'zod';
import {
  ANALYTICS_LIMITS,
  ERROR_CODES,
  MESSAGES,
  analyticsEventSchema,
  eventIntakeProblem,
  parseInput,
  type AnalyticsEvent,
  type AnalyticsEventInput,
  type ApiError,
  type Caller,
  type RefusedEvent,
} from '@ela/contracts';

/** The batch's frame; each event is then checked on its own, so a refusal can name its index. */
const batchFrame = z.object({ events: z.array(z.unknown()).min(1).max(ANALYTICS_LIMITS.batchSize) }).strict();

export type Intake = { ok: true; events: AnalyticsEvent[] } | { ok: false; error: ApiError };

/**
 * Checks a batch of browser events: its size, each event's schema, size and timestamp. Any bad
 * event refuses the batch (400) with every bad event's index and reason. The user id of every
 * event becomes the verified customer's, or null: a body cannot claim to be someone.
 */
export function checkEventBatch(body: unknown, caller: Caller | null, now: number): Intake {
  const frame = parseInput(batchFrame, body ?? {}, 'body');
  if (!frame.ok) return frame;
  const userId = caller?.role === 'user' ? caller.id : null;
  const refused: RefusedEvent[] = [];
  const events: AnalyticsEvent[] = [];
  frame.value.events.forEach((raw, index) => {
    const field = `body.events.${index}`;
    const parsed = analyticsEventSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        refused.push({ index, field: [field, ...issue.path.map(String)].join('.'), message: issue.message });
      return;
    }
    const problem = eventIntakeProblem(raw as AnalyticsEventInput, now);
    if (problem) refused.push({ index, field, message: problem });
    else events.push({ ...parsed.data, client: { ...parsed.data.client, userId } });
  });
  if (refused.length === 0) return { ok: true, events };
  const first = refused[0];
  return {
    ok: false,
    error: {
      statusCode: 400,
      error: ERROR_CODES.validation,
      message: `${MESSAGES.validation}: رویداد ${first.index} پذیرفته نشد؛ «${first.field}» ${first.message}`,
      details: refused,
    },
  };
}
