// Reads the deployment files (docker-compose.yml, docker/, k8s/) and checks that they fit together:
// no Docker engine or cluster is needed, so this runs everywhere.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { DATASTORE_VARIABLES, DEPLOYED_APPS, datastoreVariables } from './app-datastores';

const root = resolve(__dirname, '../..');
const DOCKERFILE = 'docker/node-app.Dockerfile';
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const exists = (file: string) => existsSync(join(root, file));
const isDir = (file: string) => exists(file) && statSync(join(root, file)).isDirectory();

interface ComposeService {
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> };
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
  environment?: Record<string, string>;
}

interface Probe {
  httpGet?: { path: string; port: string | number };
  exec?: { command: string[] };
}
interface Container {
  name: string;
  image: string;
  ports?: { name?: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { runAsNonRoot?: boolean; readOnlyRootFilesystem?: boolean };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodSpec {
  serviceAccountName?: string;
  automountServiceAccountToken?: boolean;
  securityContext?: { runAsNonRoot?: boolean };
  containers: Container[];
  volumes?: { name: string; emptyDir?: object }[];
}
interface Manifest {
  kind: string;
  metadata: { name: string };
  automountServiceAccountToken?: boolean;
  [field: string]: unknown;
}
type Labels = Record<string, string>;
interface Deployment {
  metadata: { name: string };
  spec: { selector: { matchLabels: Labels }; template: { metadata: { labels: Labels }; spec: PodSpec } };
}
interface Service {
  spec: { selector: Labels; ports: { port: number; targetPort?: string | number }[] };
}
interface Kustomization {
  resources?: string[];
  components?: string[];
  patches?: { path?: string }[];
  configMapGenerator?: Generator[];
  secretGenerator?: Generator[];
  images?: { name: string; newName?: string; newTag?: string }[];
}
interface Generator {
  name: string;
  files?: string[];
  envs?: string[];
  literals?: string[];
}

// --- docker-compose.yml --------------------------------------------------------------------------

// `merge`: the file shares its patterns through YAML anchors and `<<` merge keys.
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = Object.entries(compose.services);
const built = services.filter(([, service]) => service.build);
const arg = (service: ComposeService, name: string) => service.build?.args?.[name] ?? '';
const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;

/** Where each build output folder is compiled from, inside a workspace. */
const SOURCE_DIRS: Record<string, string | undefined> = { dist: 'src', 'server-dist': 'server' };

/** The TypeScript file an entry is compiled from: `<ws>/dist/x.js` ⇐ `<ws>/src/x.ts`, `server-dist` ⇐ `server`. */
function sourceOf(workspace: string, entry: string): string {
  const [outDir, ...rest] = posix.relative(workspace, entry).split('/');
  const srcDir = SOURCE_DIRS[outDir];
  if (!srcDir) throw new Error(`${entry}: expected ${workspace}/dist/… or ${workspace}/server-dist/…`);
  return posix.join(workspace, srcDir, ...rest).replace(/\.js$/, '.ts');
}

/** `docker compose config` needs the compose plugin, and is run only where a Docker engine answers. */
const dockerInfo = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], {
  encoding: 'utf8',
  timeout: 20_000,
});
const engine = dockerInfo.status === 0;
const noEngine = (dockerInfo.error?.message ?? dockerInfo.stderr?.trim().split('\n').pop()) || 'no answer';

describe('docker-compose.yml', () => {
  it('runs the datastores and every app', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['postgres', 'redis', 'nats', ...DEPLOYED_APPS]),
    );
  });

  if (engine) {
    it('is accepted by `docker compose config`', () => {
      const result = spawnSync('docker', ['compose', 'config', '--quiet'], { cwd: root, encoding: 'utf8' });
      expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    });
  } else {
    // Not skipped: this machine has no Docker engine, which the test confirms, and the file is
    // checked by reading it (the tests around this one) instead.
    it(`is read by these tests instead of \`docker compose config\`, since \`docker info\` fails here (${noEngine})`, () => {
      expect(spawnSync('docker', ['info'], { timeout: 20_000 }).status).not.toBe(0);
      process.stdout.write(
        `docker-compose.yml: \`docker compose config\` not run, no Docker engine answers (${noEngine}); the file was checked by reading it.\n`,
      );
    });
  }

  it.each(DEPLOYED_APPS.filter((app) => datastoreVariables(app).length))(
    '%s is given every datastore URL its configuration reads, at the compose service of that datastore',
    (app) => {
      const environment = compose.services[app]?.environment ?? {};
      for (const variable of datastoreVariables(app)) {
        const value = environment[variable];
        const host = value && URL.canParse(value) ? new URL(value).hostname : undefined;
        expect({ variable, host }).toEqual({ variable, host: DATASTORE_VARIABLES[variable] });
        expect(Object.keys(compose.services[app]?.depends_on ?? {})).toContain(DATASTORE_VARIABLES[variable]);
      }
    },
  );

  it.each(services)('%s has a health check', (_name, service) => {
    const test = service.healthcheck?.test;
    expect(service.healthcheck?.disable).not.toBe(true);
    // Either ['CMD' | 'CMD-SHELL', command…] or a shell command line.
    if (Array.isArray(test)) {
      expect(test[0]).toMatch(/^CMD(-SHELL)?$/);
      expect(test.slice(1).join(' ').trim()).not.toBe('');
    } else {
      expect(test?.trim()).toBeTruthy();
    }
  });

  it(`builds every Node app from ${DOCKERFILE}, which takes WORKSPACE and ENTRY`, () => {
    expect(built.map(([name]) => name)).toEqual(expect.arrayContaining(DEPLOYED_APPS));
    for (const [, { build }] of built) {
      expect(posix.join(build?.context ?? '.', build?.dockerfile ?? 'Dockerfile')).toBe(DOCKERFILE);
    }
    expect(exists(DOCKERFILE)).toBe(true);
    expect(read(DOCKERFILE)).toMatch(/^ARG WORKSPACE$/m);
    expect(read(DOCKERFILE)).toMatch(/^ARG ENTRY$/m);
  });

  it.each(built)('%s: WORKSPACE is an npm workspace with a package.json', (_name, service) => {
    const workspace = arg(service, 'WORKSPACE');
    expect(workspaces).toContain(workspace);
    expect(exists(`${workspace}/package.json`)).toBe(true);
  });

  it.each(built)('%s: ENTRY is compiled from a TypeScript source that exists', (_name, service) => {
    const workspace = arg(service, 'WORKSPACE');
    const entry = arg(service, 'ENTRY');
    expect(entry.startsWith(`${workspace}/`)).toBe(true);
    const source = sourceOf(workspace, entry);
    expect({ source, exists: exists(source) }).toEqual({ source, exists: true });
  });

  it.each(built)('%s: health check calls the port the app listens on', (_name, service) => {
    const test = [service.healthcheck?.test ?? []].flat().join(' ');
    const port = service.environment?.PORT ?? service.environment?.HEALTH_PORT;
    expect(port).toMatch(/^\d+$/);
    expect(test).toMatch(new RegExp(`http://127\\.0\\.0\\.1:${port}/(healthz|readyz)`));
  });

  it.each(services.filter(([, service]) => service.depends_on))(
    '%s: depends only on services that exist, once they are healthy',
    (_name, service) => {
      const deps = service.depends_on ?? [];
      // The short (list) form has no condition, so it fails the second check on purpose.
      const byTarget: Record<string, { condition?: string }> = Array.isArray(deps)
        ? Object.fromEntries(deps.map((target) => [target, {}]))
        : deps;
      for (const [target, { condition }] of Object.entries(byTarget)) {
        expect(Object.keys(compose.services)).toContain(target);
        expect({ target, condition }).toEqual({ target, condition: 'service_healthy' });
      }
    },
  );
});

// --- k8s/ --------------------------------------------------------------------------------------

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(posix.join(dir, entry.name)) : [posix.join(dir, entry.name)],
  );
}

const manifestsIn = (folder: string): Manifest[] =>
  readdirSync(join(root, folder))
    .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
    .flatMap((file) =>
      parseAllDocuments(read(posix.join(folder, file))).map((doc) => doc.toJS() as Manifest),
    );

const kustomizations = filesUnder('k8s').filter((file) => file.endsWith('/kustomization.yaml'));
const kustomization = (folder: string) => parse(read(`${folder}/kustomization.yaml`)) as Kustomization;

/** Every path a kustomization refers to (generator `files` may be written `key=path`). */
function referencedPaths(k: Kustomization): string[] {
  const generated = [...(k.configMapGenerator ?? []), ...(k.secretGenerator ?? [])].flatMap((g) => [
    ...(g.files ?? []).map((file) => file.split('=').pop() ?? file),
    ...(g.envs ?? []),
  ]);
  return [
    ...(k.resources ?? []),
    ...(k.components ?? []),
    ...(k.patches ?? []).flatMap((p) => p.path ?? []),
    ...generated,
  ];
}

const baseApps = readdirSync(join(root, 'k8s/base')).filter((name) => isDir(`k8s/base/${name}`));
const deployments = baseApps.flatMap((app) =>
  manifestsIn(`k8s/base/${app}`)
    .filter((m) => m.kind === 'Deployment')
    .map((m): [string, Deployment] => [`k8s/base/${app}`, m as unknown as Deployment]),
);

describe('k8s/', () => {
  it.each(kustomizations)('%s lists only files that exist', (file) => {
    const folder = dirname(file);
    for (const path of referencedPaths(kustomization(folder))) {
      const target = posix.join(folder, path);
      const found = isDir(target) ? exists(`${target}/kustomization.yaml`) : exists(target);
      expect({ path, found }).toEqual({ path, found: true });
    }
  });

  it('k8s/base/kustomization.yaml includes every app folder, and each holds one Deployment', () => {
    expect([...(kustomization('k8s/base').resources ?? [])].sort()).toEqual([...baseApps].sort());
    expect(deployments.map(([folder]) => folder).sort()).toEqual(
      baseApps.map((app) => `k8s/base/${app}`).sort(),
    );
  });

  it('has a base folder for every app that docker-compose.yml builds, but its development tools', () => {
    // The payment-gateway simulator (tools/) stands in for the banks on a laptop only; a cluster runs
    // in production mode and talks to the real gateways.
    const deployed = built.filter(([, service]) => !arg(service, 'WORKSPACE').startsWith('tools/'));
    expect(deployed.length).toBeLessThan(built.length);
    expect([...baseApps].sort()).toEqual(deployed.map(([name]) => name).sort());
  });

  describe.each(deployments)('%s', (folder, deployment) => {
    const pod = deployment.spec.template.spec;
    const podLabels = deployment.spec.template.metadata.labels;
    const others = manifestsIn(folder);

    it('selects its own pods', () => {
      expect(podLabels).toEqual(expect.objectContaining(deployment.spec.selector.matchLabels));
    });

    it.each(pod.containers.map((c) => [c.name, c]))('container %s has probes on declared ports', (_n, c) => {
      const ports = (c.ports ?? []).flatMap((p) => [p.name, p.containerPort]);
      for (const probe of [c.livenessProbe, c.readinessProbe]) {
        expect(probe?.httpGet ?? probe?.exec).toBeDefined();
        if (probe?.httpGet) expect(ports).toContain(probe.httpGet.port);
      }
    });

    it.each(pod.containers.map((c) => [c.name, c]))(
      'container %s has resource requests and limits',
      (_n, c) => {
        for (const amounts of [c.resources?.requests, c.resources?.limits]) {
          expect(amounts).toEqual(
            expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }),
          );
        }
      },
    );

    it.each(pod.containers.map((c) => [c.name, c]))('container %s runs as non-root, read-only', (_n, c) => {
      expect(c.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot).toBe(true);
      expect(c.securityContext?.readOnlyRootFilesystem).toBe(true);
      const tmp = c.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
      expect(pod.volumes?.find((volume) => volume.name === tmp?.name)?.emptyDir).toBeDefined();
    });

    it('takes its config from env: ConfigMaps generated beside it, image named ela-shop/<app>:latest', () => {
      const k = kustomization(folder);
      const generated = (k.configMapGenerator ?? []).map((g) => g.name);
      for (const c of pod.containers) {
        expect(c.envFrom?.length).toBeGreaterThan(0);
        for (const source of c.envFrom ?? []) {
          if (source.configMapRef) expect(generated).toContain(source.configMapRef.name);
        }
        expect(k.images).toContainEqual({ name: c.image, newName: `ela-shop/${c.image}`, newTag: 'latest' });
      }
    });

    it('has its ServiceAccount beside it and mounts no token', () => {
      expect(pod.automountServiceAccountToken).toBe(false);
      const account = others.find(
        (m) => m.kind === 'ServiceAccount' && m.metadata.name === pod.serviceAccountName,
      );
      expect(account).toBeDefined();
      expect(account?.automountServiceAccountToken).toBe(false);
    });

    it('has its Service beside it, selecting its pods and targeting its ports', () => {
      const found = others.find((m) => m.kind === 'Service' && m.metadata.name === deployment.metadata.name);
      const service = found as Service | undefined;
      expect(service).toBeDefined();
      expect(podLabels).toEqual(expect.objectContaining(service?.spec.selector));
      const ports = pod.containers.flatMap((c) => (c.ports ?? []).flatMap((p) => [p.name, p.containerPort]));
      for (const port of service?.spec.ports ?? []) expect(ports).toContain(port.targetPort ?? port.port);
    });
  });

  it.each(['catalog', 'gateway'])(
    'scales %s on CPU with a HorizontalPodAutoscaler (2..10) and keeps one replica up',
    (app) => {
      const manifests = manifestsIn(`k8s/base/${app}`);
      const hpa = manifests.find((m) => m.kind === 'HorizontalPodAutoscaler');
      expect(hpa).toMatchObject({
        apiVersion: 'autoscaling/v2',
        spec: {
          scaleTargetRef: { kind: 'Deployment', name: app },
          minReplicas: 2,
          maxReplicas: 10,
          metrics: [{ type: 'Resource', resource: { name: 'cpu' } }],
        },
      });
      const pdb = manifests.find((m) => m.kind === 'PodDisruptionBudget');
      expect(pdb).toMatchObject({
        apiVersion: 'policy/v1',
        spec: { selector: { matchLabels: { app } } },
      });
      // The autoscaler owns the count: a fixed one in the Deployment would fight it at every apply.
      const deployment = manifests.find((m) => m.kind === 'Deployment') as unknown as {
        spec: { replicas?: number };
      };
      expect(deployment.spec.replicas).toBeUndefined();
    },
  );

  it('creates the same databases in the cluster as in docker-compose.yml', () => {
    expect(read('k8s/components/in-cluster-datastores/postgres/01-databases.sql')).toBe(
      read('docker/postgres-init/01-databases.sql'),
    );
  });
});

// --- secrets -----------------------------------------------------------------------------------

describe('secrets', () => {
  // Production refuses any key committed to the repository, so none may be written in these files.
  const ASSIGNED_SECRET = /\b(ACCESS_TOKEN_SIGNING_KEY|ACCESS_TOKEN_PUBLIC_KEYS|OTP_SECRET|JWT_\w+)\s*[:=]/;

  it.each(['docker-compose.yml', ...filesUnder('k8s')])('%s sets no token key or OTP secret', (file) => {
    expect(read(file)).not.toMatch(ASSIGNED_SECRET);
  });

  // Whatever answers callers verifies their tokens: the gateway and each service's main entry. A
  // queue worker (analytics-worker) serves no caller and gets no keys.
  const verifiers = built
    .filter(([, service]) => /^(gateway|services\/)/.test(arg(service, 'WORKSPACE')))
    .filter(([, service]) => arg(service, 'ENTRY').endsWith('/dist/main.js'))
    .map(([name]) => name);

  it.each(verifiers)('%s gets the public token keys in Kubernetes', (name) => {
    const deployment = deployments.find(([folder]) => folder === `k8s/base/${name}`)?.[1];
    const secrets = deployment?.spec.template.spec.containers.flatMap((c) =>
      (c.envFrom ?? []).flatMap((source) => source.secretRef?.name ?? []),
    );
    expect(secrets).toContain('access-token-keys');
  });

  it.each(verifiers)('%s runs in development mode in docker-compose.yml, on the dev keys', (name) => {
    expect(compose.services[name].environment?.NODE_ENV).toBe('development');
  });
});
