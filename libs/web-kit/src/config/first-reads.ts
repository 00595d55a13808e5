import { FIRST_VIEW_ELEMENTS } from '@ela/contracts';

/** Path → answer, read from the page once; emptied by the first navigation. */
let reads: Map<string, unknown> | null = null;

function pageReads(): Map<string, unknown> {
  if (reads) return reads;
  reads = new Map();
  const text = document.getElementById(FIRST_VIEW_ELEMENTS.reads)?.textContent;
  if (!text) return reads;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object')
      for (const [path, body] of Object.entries(parsed)) reads.set(path, body);
  } catch {
    // A page whose answers do not parse simply asks the API for them.
  }
  return reads;
}

/**
 * The answer the shell's server wrote into the page for an API read (its exact path), so the first
 * screen renders with its data instead of a skeleton, a request and a second render. Undefined once
 * the visitor has moved on: a later visit to the screen asks the API for fresh data.
 */
export function firstRead<T>(path: string): T | undefined {
  return pageReads().get(path) as T | undefined;
}

/** Called on the first navigation away from the page the visitor landed on. */
export function forgetFirstReads(): void {
  reads = new Map();
}
