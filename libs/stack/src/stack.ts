import { join } from 'node:path';
import { replicaSpecs, specs, type AppSpec } from './app-specs';
import { startCompilerWatch } from './compiler-watch';
import { spawnApp, waitForHttp, type AppProcess, type SpawnOptions } from './processes';
import { APP_NAMES, STARTS_AFTER, type AppName, type StackConfig } from './stack-config';

type Launch = Pick<SpawnOptions, 'entry' | 'nodeArgs' | 'args'>;

/**
 * A restart on save need not wait the full grace a deployed service gives in-flight messages:
 * a message cut short is not answered, and what was committed stays committed.
 */
const DEV_SERVICE_ENV = { SHUTDOWN_GRACE_MS: '300' };

/**
 * How an app is run: its built entry; in development a frontend through its rspack dev server
 * (same port, same answers as its own server), any other app under `node --watch`, which restarts
 * that one process when a file it loaded is rewritten, on the same port.
 */
function launch(spec: AppSpec, config: StackConfig): Launch {
  const entry = join(config.root, spec.entry);
  const own = spec.nodeArgs ?? [];
  if (!config.dev) return { entry, nodeArgs: own };
  if (spec.frontend) {
    // The dev server rebuilds the app's own code itself; it restarts only when what it runs
    // changes: its rspack config, the preset, and the server code it answers pages with.
    const runs = [
      join(spec.frontend, 'rspack.config.ts'),
      join(spec.frontend, 'server'),
      ...WEB_KIT_DEV_INPUTS,
    ];
    return {
      entry: join(config.root, 'node_modules/@rspack/cli/bin/rspack.js'),
      args: ['serve', '--config', join(config.root, spec.frontend, 'rspack.config.ts')],
      nodeArgs: [...runs.map((path) => `--watch-path=${join(config.root, path)}`), '--watch-preserve-output'],
    };
  }
  return { entry, nodeArgs: [...own, '--watch', '--watch-preserve-output'] };
}

const WEB_KIT_DEV_INPUTS = ['libs/web-kit/build', 'libs/web-kit/server'];

export interface Stack {
  config: StackConfig;
  /** `api` is the first gateway; `gateways` every gateway, the first included. */
  urls: { shell: string; api: string; gatewaySim: string; gateways: string[] };
  apps: Map<AppName, AppProcess>;
  /** The copies beyond the first (`catalog#2`, `gateway#2`…), in start order. */
  replicas: AppProcess[];
  start(name: AppName): Promise<void>;
  /**
   * Starts one process again by its name, a copy (`catalog#2`) included, on its own ports; the
   * one running under that name is expected to have been killed or stopped first.
   */
  restart(processName: string): Promise<void>;
  stopApp(name: AppName): Promise<void>;
  stop(): Promise<void>;
}

/** The front doors, stopped first so nothing new reaches a service that is stopping. */
const FRONT_DOORS: readonly AppName[] = ['shell', 'panel', 'shop', 'gateway'];

/**
 * A shared process, started once all of its apps are due (the shell waits for the others, the
 * analytics worker for analytics). Each of its apps counts as started at once for the apps that
 * wait for it, since one waiting for another in the same process would wait for ever; the stack
 * itself is ready only when every app answers. A host that holds a front door stops with them.
 */
interface Host {
  name: string;
  apps: readonly AppName[];
}
/** `npm start`'s shared processes (`StackConfig.hosted`). */
const HOSTS: readonly Host[] = [
  { name: 'content+sites', apps: ['content', 'gateway-sim', 'shop', 'panel', 'shell'] },
  { name: 'analytics+worker', apps: ['analytics', 'analytics-worker'] },
  { name: 'auth+payments', apps: ['auth', 'payments'] },
];
const APP_HOST = 'libs/stack/dist/app-host.js';

/**
 * Starts the chosen apps, each as soon as what it waits for (STARTS_AFTER) is ready, and waits
 * until every one says it is ready.
 */
export async function startStack(config: StackConfig, only: readonly AppName[] = APP_NAMES): Promise<Stack> {
  const all = specs(config);
  const apps = new Map<AppName, AppProcess>();
  const replicas: AppProcess[] = [];
  const spawn = async (name: string, spec: AppSpec, extraEnv: Record<string, string> | undefined) => {
    const devEnv = config.dev && !spec.frontend ? DEV_SERVICE_ENV : {};
    const env = { ...spec.env, ...devEnv, ...extraEnv };
    const app = spawnApp({ name, ...launch(spec, config), env, cwd: config.root, onLine: config.onLine });
    await readyOrStopped(app, spec.ready);
    return app;
  };
  const hosts = hostsFor(config, only);
  const hostOf = (name: AppName) => hosts.find((host) => host.apps.includes(name));
  /** How many of each host's apps are due: the host starts once all are. */
  const due = new Map<Host, number>();
  /** One process for the host's apps, each with its own environment and first step. */
  const startHost = async (host: Host) => {
    for (const name of host.apps) await all[name].before?.();
    const hosted = host.apps.map((name) => ({
      entry: join(config.root, all[name].entry),
      env: { ...all[name].env, ...config.extraEnv?.[name] },
    }));
    const app = spawnApp({
      name: host.name,
      entry: join(config.root, APP_HOST),
      args: [host.name],
      // The apps of one host share their Node flags: the small young generation of the service first.
      nodeArgs: all[host.apps[0]].nodeArgs,
      env: { ELA_HOSTED: JSON.stringify(hosted) },
      cwd: config.root,
      onLine: config.onLine,
    });
    for (const name of host.apps) {
      await readyOrStopped(app, all[name].ready);
      apps.set(name, app);
    }
  };
  const start = async (name: AppName) => {
    const host = hostOf(name);
    if (host) {
      if (apps.has(name)) throw new Error(`${name} runs in ${host.name}: it cannot be started alone`);
      due.set(host, (due.get(host) ?? 0) + 1);
      return due.get(host) === host.apps.length ? startHost(host) : undefined;
    }
    const spec = all[name];
    await spec.before?.();
    apps.set(name, await spawn(name, spec, config.extraEnv?.[name]));
    // A restart of the first copy (a test stopping and starting it) leaves the others running.
    if (replicas.some((r) => r.name.startsWith(`${name}#`))) return;
    for (const [i, copy] of replicaSpecs(config, name, spec).entries())
      replicas.push(await spawn(`${name}#${i + 2}`, copy, config.extraEnv?.[name]));
  };
  // Built files up to date before anything loads them; afterwards each save rebuilds what it touched.
  const compiler = config.dev ? await startCompilerWatch(config) : undefined;
  const stack: Stack = {
    config,
    urls: {
      shell: `http://localhost:${config.ports.shell}`,
      api: `http://localhost:${config.ports.gateway}`,
      gatewaySim: `http://localhost:${config.ports.gatewaySim}`,
      gateways: [config.ports.gateway, ...(config.replicas?.gateway ?? []).map((r) => r.port)].map(
        (port) => `http://localhost:${port}`,
      ),
    },
    apps,
    replicas,
    start,
    async restart(processName) {
      const [name, copy] = processName.split('#') as [AppName, string | undefined];
      if (!copy) return start(name);
      const at = replicas.findIndex((r) => r.name === processName);
      const spec = replicaSpecs(config, name, all[name])[Number(copy) - 2];
      if (at < 0 || !spec) throw new Error(`no process ${processName} in this stack`);
      replicas[at] = await spawn(processName, spec, config.extraEnv?.[name]);
    },
    async stopApp(name) {
      const host = hostOf(name);
      if (host) throw new Error(`${name} runs in ${host.name} with other apps: give it a process of its own`);
      await apps.get(name)?.stop();
      apps.delete(name);
    },
    async stop() {
      // A host runs under the names of all its apps: it is a front door if one of them is.
      const doors = new Set(FRONT_DOORS.map((name) => apps.get(name)));
      const running = [...new Set([...replicas.splice(0), ...apps.values()])];
      apps.clear();
      const door = (app: AppProcess) =>
        doors.has(app) || FRONT_DOORS.includes(app.name.split('#')[0] as AppName);
      await Promise.all(running.filter(door).map((app) => app.stop()));
      await Promise.all(running.filter((app) => !door(app)).map((app) => app.stop()));
      await compiler?.stop();
    },
  };
  try {
    await startInOrder(only, start);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}

/**
 * The shared processes of this start: `npm start`'s groups whose apps are all chosen, or for a
 * test stack one process for every chosen app it does not keep apart; none in development.
 */
function hostsFor(config: StackConfig, only: readonly AppName[]): Host[] {
  if (config.dev) return [];
  if (config.hosted) return HOSTS.filter((host) => host.apps.every((name) => only.includes(name)));
  if (!config.sharedExcept) return [];
  // An app run in copies keeps each copy in a process of its own, the first included.
  const copied = Object.entries(config.replicas ?? {}).filter(([, copies]) => copies?.length);
  const apart: readonly string[] = [...config.sharedExcept, ...copied.map(([name]) => name)];
  const apps = APP_NAMES.filter((name) => only.includes(name) && !apart.includes(name));
  return apps.length > 1 ? [{ name: 'shared', apps }] : [];
}

/** Waits until the app answers at `url`; one that never does is stopped, not left half-started. */
async function readyOrStopped(app: AppProcess, url: string): Promise<void> {
  await waitForHttp(url, app).catch(async (error: unknown) => {
    await app.stop();
    throw error;
  });
}

/**
 * Runs `start` for each chosen app once the chosen apps it waits for have started; every start
 * is awaited (settled) before a failure is reported, so none is left half-started.
 */
async function startInOrder(
  only: readonly AppName[],
  start: (name: AppName) => Promise<void>,
): Promise<void> {
  const chosen = APP_NAMES.filter((name) => only.includes(name));
  const started = new Map<AppName, Promise<void>>();
  for (const name of chosen) {
    const waits = (STARTS_AFTER[name] ?? []).filter((before) => chosen.includes(before));
    started.set(
      name,
      Promise.all(waits.map((before) => started.get(before))).then(() => start(name)),
    );
  }
  const results = await Promise.allSettled(started.values());
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
