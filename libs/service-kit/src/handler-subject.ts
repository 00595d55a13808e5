import type { ExecutionContext } from '@nestjs/common';

/** Where `@MessagePattern` keeps its pattern (Nest's `PATTERN_METADATA`). */
const PATTERN_METADATA = 'microservices:pattern';

/** The subject a handler was declared for, without the deployment's prefix (few label values). */
export function handlerSubject(context: ExecutionContext): string {
  const declared = Reflect.getMetadata(PATTERN_METADATA, context.getHandler()) as unknown;
  if (Array.isArray(declared) && typeof declared[0] === 'string') return declared[0];
  return context.switchToRpc().getContext<{ getSubject?: () => string }>().getSubject?.() ?? 'unknown';
}
