// Checks manifests against the Kubernetes OpenAPI schemas that kubernetes-models ships as compiled
// validators (no cluster, no network), and the Prometheus Operator's CRD schemas likewise.
//
// The schemas allow fields they do not name, and the API server drops such fields without a word,
// so a misspelt `livenessProbe` would quietly remove the probe. Like `kubeconform -strict`, a field
// no schema reads is reported too: the validator walks the manifest through a proxy that records
// every field it looks at, and whatever it never looked at is unknown.
import { createRequire } from 'node:module';

/** Models are looked up by apiVersion and kind, so their modules are loaded by computed path. */
const load = createRequire(__filename);

interface Validatable {
  prototype: { validate(): void };
}

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; [field: string]: unknown };
  [field: string]: unknown;
}

/** Where the schemas of an API group live when kubernetes-models itself has none. */
const CRD_PACKAGES: Record<string, string> = {
  'monitoring.coreos.com': '@kubernetes-models/prometheus-operator',
};

function modelOf(apiVersion: string, kind: string): Validatable | undefined {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const pkg = CRD_PACKAGES[group] ?? 'kubernetes-models';
  const path = [pkg, group, version, kind].filter(Boolean).join('/');
  try {
    return (load(path) as Record<string, Validatable | undefined>)[kind];
  } catch (error) {
    if ((error as { code?: string }).code === 'MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

/** `value`, behind proxies that add the path of every own field read to `read`. */
function tracked<T>(value: T, path: string, read: Set<string>): T {
  if (value === null || typeof value !== 'object') return value;
  return new Proxy(value as object, {
    get(target, key, receiver) {
      const child: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || !Object.hasOwn(target, key)) return child;
      read.add(`${path}/${key}`);
      return tracked(child, `${path}/${key}`, read);
    },
  }) as T;
}

/** The topmost paths in `value` that were never read. */
function unread(value: unknown, path: string, read: Set<string>, found: string[] = []): string[] {
  if (value === null || typeof value !== 'object') return found;
  for (const [key, child] of Object.entries(value)) {
    const at = `${path}/${key}`;
    if (read.has(at)) unread(child, at, read, found);
    else found.push(at);
  }
  return found;
}

/**
 * kustomize folds long base64 values over several lines; the API server's decoder skips line
 * breaks, the schema's `byte` format does not.
 */
function unfolded(manifest: Manifest): Manifest {
  if (manifest.kind !== 'Secret' || !manifest.data) return manifest;
  const data = Object.entries(manifest.data as Record<string, string>).map(([k, v]) => [
    k,
    v.replace(/[\r\n]/g, ''),
  ]);
  return { ...manifest, data: Object.fromEntries(data) };
}

/** What is wrong with a manifest by its schema, one line each; empty when nothing is. */
export function schemaProblems(manifest: Manifest): string[] {
  const name = `${manifest.kind}/${manifest.metadata?.name}`;
  const model = modelOf(manifest.apiVersion, manifest.kind);
  if (!model) return [`${name}: no schema for ${manifest.apiVersion} ${manifest.kind}`];
  const read = new Set<string>();
  const subject = unfolded(manifest);
  const problems: string[] = [];
  try {
    model.prototype.validate.call(tracked(subject, '', read));
  } catch (error) {
    problems.push(`${name}: ${(error as Error).message}`);
  }
  for (const path of unread(subject, '', read)) problems.push(`${name}: unknown field ${path}`);
  return problems;
}
