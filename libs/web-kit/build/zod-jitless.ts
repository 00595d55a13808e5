/**
 * Runs first in every app's page. zod probes whether it may compile its parsers with `Function(…)`,
 * which the pages' Content-Security-Policy refuses (no 'unsafe-eval') and reports as a violation;
 * told it is jitless, it parses without trying. zod keeps its settings on globalThis, so every copy
 * on the page (the shell's and the remotes') reads this one.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
