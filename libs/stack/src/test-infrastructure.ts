import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { StartedTestContainer } from 'testcontainers';
import { infrastructure, missingDependencies } from './infrastructure';

export type DependencyName = 'postgres' | 'redis' | 'nats';

/** The variable that names each dependency, read by the stack and the tests. */
export const INFRASTRUCTURE_VARIABLES: Record<DependencyName, string> = {
  postgres: 'POSTGRES_URL',
  redis: 'REDIS_URL',
  nats: 'NATS_URL',
};

/** The services a development machine runs (README: PostgreSQL 15, Redis 7, NATS with JetStream). */
export const LOCAL_INFRASTRUCTURE: Record<DependencyName, string> = {
  postgres: 'postgres://postgres@127.0.0.1:5432/postgres',
  redis: 'redis://127.0.0.1:6379',
  nats: 'nats://127.0.0.1:4222',
};

export type Source = { from: 'given'; url: string } | { from: 'local'; url: string } | { from: 'container' };
export type InfrastructurePlan = Record<DependencyName, Source>;

const DEPENDENCIES = Object.keys(INFRASTRUCTURE_VARIABLES) as DependencyName[];

/**
 * Where the tests find each dependency: the URL the environment gives; else a container when a
 * Docker engine answers; else the local service at its usual address.
 */
export function planInfrastructure(env: NodeJS.ProcessEnv, dockerAnswers: boolean): InfrastructurePlan {
  const source = (dependency: DependencyName): Source => {
    const given = env[INFRASTRUCTURE_VARIABLES[dependency]];
    if (given) return { from: 'given', url: given };
    return dockerAnswers ? { from: 'container' } : { from: 'local', url: LOCAL_INFRASTRUCTURE[dependency] };
  };
  return Object.fromEntries(DEPENDENCIES.map((d) => [d, source(d)])) as InfrastructurePlan;
}

/** What the plan does, in a line; null when every URL was given (nothing to say). */
export function describePlan(plan: InfrastructurePlan, docker: DockerEndpoint | null): string | null {
  const local = DEPENDENCIES.filter((d) => plan[d].from === 'local');
  const containers = DEPENDENCIES.filter((d) => plan[d].from === 'container');
  const parts: string[] = [];
  if (containers.length)
    parts.push(`starting ${containers.join(', ')} in containers (Docker at ${docker?.label})`);
  if (local.length) {
    const urls = local.map((d) => `${d} ${(plan[d] as { url: string }).url}`);
    parts.push(`no Docker engine answers, so using the local ${urls.join(', ')}`);
  }
  return parts.length ? `test infrastructure: ${parts.join('; ')}` : null;
}

export interface DockerEndpoint {
  label: string;
  socketPath?: string;
  host?: string;
  port?: number;
}

/** Where a Docker engine would be: DOCKER_HOST, else the usual sockets that exist. */
export function dockerEndpoints(env: NodeJS.ProcessEnv = process.env): DockerEndpoint[] {
  const host = env.DOCKER_HOST;
  if (host?.startsWith('unix://')) return [{ label: host, socketPath: host.slice('unix://'.length) }];
  if (host?.startsWith('tcp://')) {
    const url = new URL(host.replace(/^tcp:/, 'http:'));
    return [{ label: host, host: url.hostname, port: Number(url.port || 2375) }];
  }
  return ['/var/run/docker.sock', join(homedir(), '.docker/run/docker.sock')]
    .filter((path) => existsSync(path))
    .map((path) => ({ label: `unix://${path}`, socketPath: path }));
}

/** Whether the engine answers its `/_ping` with OK within the time given. */
export function dockerPing(endpoint: DockerEndpoint, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(
      {
        socketPath: endpoint.socketPath,
        host: endpoint.host,
        port: endpoint.port,
        path: '/_ping',
        timeout: timeoutMs,
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(res.statusCode === 200 && body.trim() === 'OK'));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** The first Docker engine that answers, or null. */
export async function findDocker(env: NodeJS.ProcessEnv = process.env): Promise<DockerEndpoint | null> {
  for (const endpoint of dockerEndpoints(env)) if (await dockerPing(endpoint)) return endpoint;
  return null;
}

interface Image {
  image: string;
  port: number;
  command?: string[];
  env?: Record<string, string>;
  /** The log line that says it is ready, and how many times it comes. */
  ready: RegExp;
  times?: number;
  url: (host: string, port: number) => string;
}

/** The same images as docker-compose.yml. */
const IMAGES: Record<DependencyName, Image> = {
  postgres: {
    image: 'postgres:15-bookworm',
    port: 5432,
    env: { POSTGRES_HOST_AUTH_METHOD: 'trust' },
    // Once for the server that runs the init scripts, once for the real one.
    ready: /database system is ready to accept connections/,
    times: 2,
    url: (host, port) => `postgres://postgres@${host}:${port}/postgres`,
  },
  redis: {
    image: 'redis:7-alpine',
    port: 6379,
    ready: /Ready to accept connections/,
    url: (host, port) => `redis://${host}:${port}`,
  },
  nats: {
    image: 'nats:2-alpine',
    port: 4222,
    command: ['nats-server', '--jetstream'],
    ready: /Server is ready/,
    url: (host, port) => `nats://${host}:${port}`,
  },
};

/**
 * Starts a container for each dependency the plan gives to Docker, and answers every URL. The
 * testcontainers package is loaded only then: most machines running these tests have no engine,
 * and some versions of it fail to load at all on Node 20.
 */
export async function provideInfrastructure(
  plan: InfrastructurePlan,
): Promise<{ urls: Record<DependencyName, string>; containers: StartedTestContainer[] }> {
  const wanted = DEPENDENCIES.filter((d) => plan[d].from === 'container');
  const started = new Map<DependencyName, StartedTestContainer>();
  if (wanted.length) {
    const { GenericContainer, Wait } = await import('testcontainers');
    await Promise.all(
      wanted.map(async (d) => {
        const spec = IMAGES[d];
        let container = new GenericContainer(spec.image)
          .withExposedPorts(spec.port)
          .withEnvironment(spec.env ?? {})
          .withWaitStrategy(Wait.forLogMessage(spec.ready, spec.times ?? 1));
        if (spec.command) container = container.withCommand(spec.command);
        started.set(d, await container.start());
      }),
    );
  }
  const urlOf = (d: DependencyName): string => {
    const source = plan[d];
    if (source.from !== 'container') return source.url;
    const container = started.get(d)!;
    return IMAGES[d].url(container.getHost(), container.getMappedPort(IMAGES[d].port));
  };
  return {
    urls: { postgres: urlOf('postgres'), redis: urlOf('redis'), nats: urlOf('nats') },
    containers: [...started.values()],
  };
}

/** Local services that do not answer, each with how to start it; empty when all do. */
export async function localProblems(plan: InfrastructurePlan): Promise<string[]> {
  const url = (d: DependencyName) => (plan[d].from === 'local' ? (plan[d] as { url: string }).url : '');
  const local = infrastructure({ postgres: url('postgres'), redis: url('redis'), nats: url('nats') }).filter(
    (dep) => dep.url,
  );
  const missing = await missingDependencies(local);
  return missing.map((dep) => `${dep.name} does not answer at ${dep.url}; start it with: ${dep.hint}`);
}
