// Renders every overlay in k8s/overlays with `kubectl kustomize` and checks what a cluster would be
// given: each manifest against the Kubernetes schemas (offline), and the references between them.
// deploy-files.spec.ts checks the files themselves.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import {
  BACKEND_APPS,
  DATASTORE_VARIABLES,
  clientsOf,
  datastoreVariables,
  type Datastore,
} from './app-datastores';
import { schemaProblems, type Manifest } from './kubernetes-schemas';
import { securityHeaders } from '../../libs/web-kit/server/security-headers';

const root = resolve(__dirname, '../..');
const KUBECTL = process.env.KUBECTL ?? 'kubectl';

type Labels = Record<string, string>;
interface Selector {
  matchLabels?: Labels;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string }[];
  envFrom?: {
    configMapRef?: { name: string; optional?: boolean };
    secretRef?: { name: string; optional?: boolean };
  }[];
  livenessProbe?: Probe;
  readinessProbe?: Probe;
}
interface PodTemplate {
  metadata: { labels: Labels; annotations?: Record<string, string> };
  spec: {
    containers: Container[];
    volumes?: { configMap?: { name: string }; secret?: { secretName: string } }[];
  };
}
interface Workload extends Manifest {
  spec: { selector: Selector; template: PodTemplate };
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(posix.join(dir, entry.name)) : [posix.join(dir, entry.name)],
  );
}

function dirsIn(folder: string): string[] {
  return readdirSync(join(root, folder)).filter((name) => statSync(join(root, folder, name)).isDirectory());
}

function render(overlay: string): Manifest[] {
  let out: string;
  try {
    out = execFileSync(KUBECTL, ['kustomize', posix.join('k8s/overlays', overlay)], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`kubectl kustomize k8s/overlays/${overlay} failed:\n${stderr}`);
  }
  return parseAllDocuments(out).map((doc) => doc.toJS() as Manifest);
}

function selects(selector: Selector, labels: Labels): boolean {
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return values.includes(labels[key]);
    if (operator === 'NotIn') return !values.includes(labels[key]);
    if (operator === 'Exists') return key in labels;
    return !(key in labels); // DoesNotExist
  });
  return byLabel && byExpression;
}

/** Secrets a pod reads that no overlay renders: docs/deploy.md tells operators to create them. */
const deployDoc = readFileSync(join(root, 'docs/deploy.md'), 'utf8');

const overlays = dirsIn('k8s/overlays');
const kubectlFound = spawnSync(KUBECTL, ['version', '--client'], { stdio: 'ignore' }).error === undefined;
/** Rendered once, when the tests are collected: a failure to render fails the whole file, loudly. */
const rendered: Record<string, Manifest[]> = kubectlFound
  ? Object.fromEntries(overlays.map((o) => [o, render(o)]))
  : {};
const workloadsOf = (manifests: Manifest[]) =>
  manifests.filter((m): m is Workload => ['Deployment', 'StatefulSet'].includes(m.kind));

it('has overlays, and every component is used by one of them', () => {
  expect(overlays.length).toBeGreaterThan(0);
  const used = new Set(
    overlays.flatMap((overlay) => {
      const k = parse(readFileSync(join(root, 'k8s/overlays', overlay, 'kustomization.yaml'), 'utf8')) as {
        components?: string[];
      };
      return (k.components ?? []).map((c) => posix.basename(c));
    }),
  );
  expect([...used].sort()).toEqual(dirsIn('k8s/components').sort());
});

if (kubectlFound) {
  describe.each(overlays)('k8s/overlays/%s, rendered', (overlay) => {
    const manifests = rendered[overlay];
    const workloads = workloadsOf(manifests);
    const ofKind = (kind: string) => manifests.filter((m) => m.kind === kind);
    const named = (kind: string, name: string) => ofKind(kind).some((m) => m.metadata.name === name);
    const podsOf = (w: Workload) => w.spec.template;
    const monitors = ofKind('ServiceMonitor') as (Manifest & {
      spec: { selector: Selector; endpoints: { port: string; path: string }[] };
    })[];

    it('matches the Kubernetes schemas, with no field they do not know', () => {
      expect(manifests.length).toBeGreaterThan(0);
      expect(manifests.flatMap(schemaProblems)).toEqual([]);
    });

    it('gives every pod the ConfigMaps it reads, and Secrets that are rendered or documented', () => {
      const missing = workloads.flatMap((w) => {
        const pod = podsOf(w).spec;
        const configMaps = [
          ...pod.containers.flatMap((c) => (c.envFrom ?? []).flatMap((s) => s.configMapRef ?? [])),
          ...(pod.volumes ?? []).flatMap((v) => v.configMap ?? []),
        ];
        const secrets = [
          ...pod.containers.flatMap((c) => (c.envFrom ?? []).flatMap((s) => s.secretRef ?? [])),
          ...(pod.volumes ?? []).flatMap((v) => (v.secret ? [{ name: v.secret.secretName }] : [])),
        ];
        return [
          ...configMaps
            .filter((c) => !named('ConfigMap', c.name))
            .map((c) => `${w.metadata.name}: ConfigMap ${c.name}`),
          ...secrets
            .filter((s) => !named('Secret', s.name) && !deployDoc.includes(`\`${s.name}\``))
            .map((s) => `${w.metadata.name}: Secret ${s.name} is neither rendered nor in docs/deploy.md`),
        ];
      });
      expect(missing).toEqual([]);
    });

    it('selects pods that exist: Services, autoscalers, disruption budgets and network policies', () => {
      const podLabels = workloads.map((w) => podsOf(w).metadata.labels);
      const empty: string[] = [];
      for (const m of manifests) {
        const spec = m.spec as Record<string, unknown> | undefined;
        const selector =
          m.kind === 'Service'
            ? { matchLabels: spec?.selector as Labels }
            : m.kind === 'PodDisruptionBudget'
              ? (spec?.selector as Selector)
              : m.kind === 'NetworkPolicy'
                ? (spec?.podSelector as Selector)
                : undefined;
        if (selector && !podLabels.some((labels) => selects(selector, labels)))
          empty.push(`${m.kind}/${m.metadata.name}`);
        if (m.kind === 'HorizontalPodAutoscaler') {
          const target = spec?.scaleTargetRef as { kind: string; name: string };
          if (!named(target.kind, target.name)) empty.push(`${m.kind}/${m.metadata.name}`);
        }
      }
      expect(empty).toEqual([]);
    });

    it('keeps liveness on the process alone (/healthz) and readiness on what it needs (/readyz)', () => {
      const probes = workloads
        .filter(
          (w) =>
            w.metadata.labels && (w.metadata.labels as Labels)['app.kubernetes.io/part-of'] === 'ela-shop',
        )
        .flatMap((w) =>
          podsOf(w).spec.containers.map((c) => ({
            app: w.metadata.name,
            liveness: c.livenessProbe?.httpGet?.path,
            readiness: c.readinessProbe?.httpGet?.path,
          })),
        );
      expect(probes.length).toBeGreaterThan(0);
      for (const probe of probes) {
        const frontend = ['shell', 'shop', 'panel'].includes(probe.app);
        // The frontends' servers depend on nothing: alive is ready.
        expect(probe).toEqual({
          ...probe,
          liveness: '/healthz',
          readiness: frontend ? '/healthz' : '/readyz',
        });
      }
    });

    it('has the gateway and every service annotated for scraping /metrics on a port they declare', () => {
      const apps = workloads.filter((w) => BACKEND_APPS.includes(w.metadata.name));
      expect(apps.map((w) => w.metadata.name).sort()).toEqual([...BACKEND_APPS].sort());
      for (const w of apps) {
        const { annotations = {}, labels } = podsOf(w).metadata;
        const ports = podsOf(w).spec.containers.flatMap((c) =>
          (c.ports ?? []).map((p) => String(p.containerPort)),
        );
        expect({ app: labels.app, ...annotations }).toMatchObject({
          app: w.metadata.name,
          'prometheus.io/scrape': 'true',
          'prometheus.io/path': '/metrics',
          'prometheus.io/port': expect.stringMatching(new RegExp(`^(${ports.join('|')})$`)),
        });
      }
    });

    it("has every public path carry the apps' own security headers, the panel's never framed", () => {
      const ingresses = ofKind('Ingress') as (Manifest & {
        metadata: { namespace?: string; annotations?: Record<string, string> };
        spec: {
          rules: {
            host: string;
            http: { paths: { path: string; backend: { service: { name: string } } }[] };
          }[];
        };
      })[];
      expect(ingresses.length).toBeGreaterThan(0);
      const seen = ingresses.flatMap((ingress) => {
        // ingress-nginx reads `<namespace>/<name>` and takes only a ConfigMap of the Ingress's namespace.
        const named = ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/custom-headers'] ?? '';
        const [namespace, name] = named.split('/');
        const headers = ofKind('ConfigMap').find(
          (m) => m.metadata.name === name && (m.metadata as { namespace?: string }).namespace === namespace,
        );
        return ingress.spec.rules.flatMap((rule) =>
          rule.http.paths.map(({ path, backend }) => ({
            at: `${rule.host}${path}`,
            namespace: namespace === ingress.metadata.namespace,
            headers: headers?.data,
            // The storefront frames itself; the panel, the remotes' files and the API are never framed.
            expected: securityHeaders({
              framing: backend.service.name === 'shell' && path === '/' ? 'self' : 'none',
              https: false,
            }),
          })),
        );
      });
      for (const { at, namespace, headers, expected } of seen)
        expect({ at, namespace, headers }).toEqual({ at, namespace: true, headers: expected });
      expect(
        seen.map(({ at }) => at.replace(/^[^/]*/, '')).filter((path) => path.startsWith('/panel')),
      ).toEqual(['/panel']);
    });

    // Only in overlays that render one (the monitoring component); `it.each` refuses an empty table.
    for (const monitor of monitors)
      it(`ServiceMonitor ${monitor.metadata.name} reaches the gateway and every service, and nothing else`, () => {
        const scrapedPorts = monitor.spec.endpoints.map((e) => e.port);
        const reached = (
          ofKind('Service') as (Manifest & {
            metadata: { labels?: Labels };
            spec: { ports: { name: string }[] };
          })[]
        )
          .filter((s) => selects(monitor.spec.selector, s.metadata.labels ?? {}))
          .filter((s) => s.spec.ports.some((p) => scrapedPorts.includes(p.name)))
          .map((s) => s.metadata.name);
        const serving = workloads
          .filter((w) => podsOf(w).metadata.annotations?.['prometheus.io/scrape'] === 'true')
          .map((w) => w.metadata.name);
        expect(reached.sort()).toEqual(serving.sort());
        expect(monitor.spec.endpoints.every((e) => e.path === '/metrics')).toBe(true);
      });
  });

  // --- the trial cluster's datastores -------------------------------------------------------------

  describe('k8s/overlays/dev: in-cluster datastores', () => {
    const manifests = rendered.dev ?? [];
    const workloads = workloadsOf(manifests).filter((w) => w.kind === 'Deployment');
    const byName = (kind: string, name: string) =>
      manifests.find((m) => m.kind === kind && m.metadata.name === name);

    /** The variables a container is given: its env, and every ConfigMap or Secret rendered for it. */
    function envOf(w: Workload): Record<string, string> {
      return Object.assign(
        {},
        ...w.spec.template.spec.containers.flatMap((c) => [
          ...(c.envFrom ?? []).map((source) => {
            const ref = source.configMapRef ?? source.secretRef;
            const found = ref && byName(source.configMapRef ? 'ConfigMap' : 'Secret', ref.name);
            const data = (found?.data ?? {}) as Record<string, string>;
            return source.configMapRef
              ? data
              : Object.fromEntries(
                  Object.entries(data).map(([k, v]) => [k, Buffer.from(v, 'base64').toString()]),
                );
          }),
          Object.fromEntries((c.env ?? []).map((e) => [e.name, e.value ?? ''])),
        ]),
      );
    }

    it.each(BACKEND_APPS)(
      '%s is given every datastore URL its configuration reads, at the in-cluster datastore',
      (app) => {
        const deployment = workloads.find((w) => w.metadata.name === app);
        expect(deployment).toBeDefined();
        const env = envOf(deployment!);
        const variables = datastoreVariables(app);
        expect(variables.length).toBeGreaterThan(0);
        for (const variable of variables) {
          const host = URL.canParse(env[variable]) ? new URL(env[variable]).hostname : undefined;
          expect({ variable, host }).toEqual({ variable, host: DATASTORE_VARIABLES[variable] });
        }
        // Each app is its own NATS user, with only its own permissions (docker/nats/permissions.conf).
        if (variables.includes('NATS_URL')) expect(new URL(env.NATS_URL).username).toBe(app);
      },
    );

    it.each(Object.values(DATASTORE_VARIABLES))(
      '%s takes connections only from the apps whose configuration names it, on its client port',
      (datastore: Datastore) => {
        const policy = byName('NetworkPolicy', datastore) as
          | (Manifest & {
              spec: {
                podSelector: Selector;
                policyTypes: string[];
                ingress: { from: { podSelector: Selector }[]; ports: { port: string }[] }[];
                egress?: unknown[];
              };
            })
          | undefined;
        expect(policy).toBeDefined();
        const { podSelector, policyTypes, ingress, egress } = policy!.spec;
        expect(podSelector).toEqual({ matchLabels: { app: datastore } });
        // Both directions isolated; no egress rule, so the datastore opens no connection.
        expect([...policyTypes].sort()).toEqual(['Egress', 'Ingress']);
        expect(egress ?? []).toEqual([]);
        const allowed = workloads
          .filter((w) =>
            ingress.some((rule) =>
              rule.from.some((f) => selects(f.podSelector, w.spec.template.metadata.labels)),
            ),
          )
          .map((w) => w.metadata.name)
          .sort();
        expect(allowed).toEqual(clientsOf(datastore));
        const statefulSet = byName('StatefulSet', datastore) as Workload;
        const portNames = statefulSet.spec.template.spec.containers.flatMap((c) =>
          (c.ports ?? []).map((p) => p.name),
        );
        for (const rule of ingress) for (const { port } of rule.ports) expect(portNames).toContain(port);
      },
    );
  });
} else {
  // Not skipped: without kubectl nothing can be rendered, so each manifest file is checked against
  // the schemas as it is written, and the test's name says why.
  it(`checks each manifest file under k8s/ against the schemas, since ${KUBECTL} is not installed to render the overlays`, () => {
    const files = filesUnder('k8s').filter((f) => f.endsWith('.yaml') && !f.endsWith('/kustomization.yaml'));
    // Patches are partial manifests, merged into others by kustomize.
    const patches = new Set(
      filesUnder('k8s')
        .filter((f) => f.endsWith('/kustomization.yaml'))
        .flatMap((f) =>
          ((parse(readFileSync(join(root, f), 'utf8')) as { patches?: { path?: string }[] }).patches ?? [])
            .flatMap((patch) => patch.path ?? [])
            .map((path) => posix.join(posix.dirname(f), path)),
        ),
    );
    const manifests = files
      .filter((f) => !patches.has(f))
      .flatMap((f) =>
        parseAllDocuments(readFileSync(join(root, f), 'utf8')).map((d) => d.toJS() as Manifest),
      );
    expect(manifests.length).toBeGreaterThan(0);
    expect(manifests.flatMap(schemaProblems)).toEqual([]);
    process.stdout.write(
      `k8s/: ${KUBECTL} not installed, so the overlays were not rendered; each file was checked alone.\n`,
    );
  });
}
