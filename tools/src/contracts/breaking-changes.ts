import { narrowings, surprises } from './json-schema-compat';
import type { ContractSnapshot, RequestContract } from './contract-snapshot';

const STRICTNESS = ['public', 'optional-user', 'user', 'admin'];

/** `catalog.product.changed.v2` → [`catalog.product.changed`, 2]. */
function versioned(subject: string): [string, number] {
  const at = subject.lastIndexOf('.v');
  return [subject.slice(0, at), Number(subject.slice(at + 2))];
}

function requestChanges(name: string, prev: RequestContract, next: RequestContract | undefined): string[] {
  if (!next) return [`${name}: removed`];
  const found: string[] = [];
  if (next.subject !== prev.subject) found.push(`${name}: now sent to ${next.subject}, not ${prev.subject}`);
  if (STRICTNESS.indexOf(next.access) > STRICTNESS.indexOf(prev.access))
    found.push(`${name}: access tightened from ${prev.access} to ${next.access}`);
  for (const where of ['params', 'query', 'body'] as const) {
    const before = prev[where];
    if (!before) {
      if (next[where]?.required?.length) found.push(`${name} ${where}: now required`);
      continue;
    }
    const after = next[where] ?? { type: 'object', additionalProperties: false, properties: {} };
    found.push(...narrowings(before, after).map((n) => `${name} ${where} ${n}`));
  }
  return found;
}

/**
 * What in `next` would break a neighbour built against `prev`: a route or internal subject gone,
 * moved or tightened, a request that used to pass now refused, an event's data that a reader
 * could no longer rely on. An event may change only under a raised version: its old subject may
 * go once a higher version of it is declared.
 */
export function breakingChanges(prev: ContractSnapshot, next: ContractSnapshot): string[] {
  const found: string[] = [];
  for (const [name, contract] of Object.entries(prev.routes))
    found.push(...requestChanges(name, contract, next.routes[name]));
  for (const [name, contract] of Object.entries(prev.internal))
    found.push(...requestChanges(name, contract, next.internal[name]));
  for (const [subject, data] of Object.entries(prev.events)) {
    const kept = next.events[subject];
    if (kept) {
      found.push(...surprises(data, kept).map((s) => `${subject} ${s}`));
      continue;
    }
    const [family, version] = versioned(subject);
    const raised = Object.keys(next.events).some((s) => {
      const [f, v] = versioned(s);
      return f === family && v > version;
    });
    if (!raised) found.push(`${subject}: removed without a higher version`);
  }
  return found;
}
