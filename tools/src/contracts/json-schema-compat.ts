/** The part of JSON Schema that zod writes, as far as compatibility is concerned. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

const typesOf = (s: Schema): string[] | null => (s.type === undefined ? null : [s.type].flat());
const valuesOf = (s: Schema): unknown[] | null =>
  s.const !== undefined ? [s.const] : s.enum !== undefined ? s.enum : null;
const branchesOf = (s: Schema): Schema[] | null => s.anyOf ?? s.oneOf ?? null;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Where `next` refuses input that `prev` accepted: what breaks a client that sends requests
 * written for `prev` (a new required field, a narrowed type, enum or range, a field removed from
 * a strict object). Empty when every input `prev` accepted is still accepted, as far as can be told.
 */
export function narrowings(prev: Schema, next: Schema, at = '$'): string[] {
  const found: string[] = [];
  const say = (what: string) => found.push(`${at}: ${what}`);
  const prevBranches = branchesOf(prev);
  const nextBranches = branchesOf(next);
  if (prevBranches || nextBranches) {
    for (const [i, branch] of (prevBranches ?? [prev]).entries())
      if (!(nextBranches ?? [next]).some((candidate) => narrowings(branch, candidate).length === 0))
        say(`no longer accepts what alternative ${i} accepted`);
    return found;
  }
  const prevTypes = typesOf(prev);
  const nextTypes = typesOf(next);
  if (nextTypes) {
    const lost = (prevTypes ?? ['any']).filter(
      (t) => !nextTypes.includes(t) && !(t === 'integer' && nextTypes.includes('number')),
    );
    if (lost.length) say(`no longer accepts ${lost.join(', ')}`);
  }
  const prevValues = valuesOf(prev);
  const nextValues = valuesOf(next);
  if (nextValues) {
    if (!prevValues) say('now accepts only listed values');
    else {
      const lost = prevValues.filter((v) => !nextValues.some((n) => same(n, v)));
      if (lost.length) say(`no longer accepts ${lost.map((v) => JSON.stringify(v)).join(', ')}`);
    }
  }
  for (const key of ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'] as const)
    if (next[key] !== undefined && (prev[key] === undefined || next[key]! > prev[key]!))
      say(`${key} raised to ${next[key]}`);
  for (const key of ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'] as const)
    if (next[key] !== undefined && (prev[key] === undefined || next[key]! < prev[key]!))
      say(`${key} lowered to ${next[key]}`);
  for (const key of ['pattern', 'format'] as const)
    if (next[key] !== undefined && next[key] !== prev[key]) say(`${key} is now ${next[key]}`);
  const nextRequired = new Set(next.required ?? []);
  for (const name of nextRequired) if (!(prev.required ?? []).includes(name)) say(`now requires ${name}`);
  for (const [name, prop] of Object.entries(prev.properties ?? {})) {
    const kept = next.properties?.[name];
    if (kept) found.push(...narrowings(prop, kept, `${at}.${name}`));
    else if (next.additionalProperties === false) say(`no longer takes ${name}`);
  }
  if (prev.items && next.items) found.push(...narrowings(prev.items, next.items, `${at}[]`));
  return found;
}

/**
 * Where `next` data may surprise a reader written for `prev`: a field it relied on removed or
 * made optional, a type or list of values widened. Added fields are fine: readers take only the
 * fields they need.
 */
export function surprises(prev: Schema, next: Schema, at = '$'): string[] {
  const found: string[] = [];
  const say = (what: string) => found.push(`${at}: ${what}`);
  const prevBranches = branchesOf(prev);
  const nextBranches = branchesOf(next);
  if (prevBranches || nextBranches) {
    for (const [i, branch] of (nextBranches ?? [next]).entries())
      if (!(prevBranches ?? [prev]).some((known) => surprises(known, branch).length === 0))
        say(`alternative ${i} is new to readers`);
    return found;
  }
  const prevTypes = typesOf(prev);
  const nextTypes = typesOf(next);
  if (prevTypes) {
    const added = (nextTypes ?? ['any']).filter(
      (t) => !prevTypes.includes(t) && !(t === 'integer' && prevTypes.includes('number')),
    );
    if (added.length) say(`may now be ${added.join(', ')}`);
  }
  const prevValues = valuesOf(prev);
  const nextValues = valuesOf(next);
  if (prevValues) {
    const added = (nextValues ?? ['(anything)']).filter((v) => !prevValues.some((p) => same(p, v)));
    if (added.length) say(`may now be ${added.map((v) => JSON.stringify(v)).join(', ')}`);
  }
  for (const name of prev.required ?? [])
    if (!(next.required ?? []).includes(name)) say(`no longer always has ${name}`);
  for (const [name, prop] of Object.entries(prev.properties ?? {})) {
    const kept = next.properties?.[name];
    if (kept) found.push(...surprises(prop, kept, `${at}.${name}`));
  }
  if (prev.items && next.items) found.push(...surprises(prev.items, next.items, `${at}[]`));
  return found;
}
