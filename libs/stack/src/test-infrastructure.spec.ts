import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LOCAL_INFRASTRUCTURE,
  describePlan,
  dockerEndpoints,
  dockerPing,
  findDocker,
  localProblems,
  planInfrastructure,
  provideInfrastructure,
} from './test-infrastructure';
import setupTestInfrastructure from './test-infrastructure.setup';

const GIVEN = {
  POSTGRES_URL: 'postgres://ci@db:5432/postgres',
  REDIS_URL: 'redis://cache:6379',
  NATS_URL: 'nats://bus:4222',
};

describe('planInfrastructure', () => {
  it('uses the URLs given, whether or not Docker answers, and has nothing to say', () => {
    for (const docker of [true, false]) {
      const plan = planInfrastructure(GIVEN, docker);
      expect(plan).toEqual({
        postgres: { from: 'given', url: GIVEN.POSTGRES_URL },
        redis: { from: 'given', url: GIVEN.REDIS_URL },
        nats: { from: 'given', url: GIVEN.NATS_URL },
      });
      expect(describePlan(plan, null)).toBeNull();
    }
  });

  it('without URLs or Docker uses the local services, and says so', () => {
    const plan = planInfrastructure({}, false);
    expect(plan).toEqual({
      postgres: { from: 'local', url: LOCAL_INFRASTRUCTURE.postgres },
      redis: { from: 'local', url: LOCAL_INFRASTRUCTURE.redis },
      nats: { from: 'local', url: LOCAL_INFRASTRUCTURE.nats },
    });
    expect(describePlan(plan, null)).toBe(
      'test infrastructure: no Docker engine answers, so using the local postgres ' +
        'postgres://postgres@127.0.0.1:5432/postgres, redis redis://127.0.0.1:6379, nats nats://127.0.0.1:4222',
    );
  });

  it('without URLs but with Docker starts containers, and says where Docker is', () => {
    const plan = planInfrastructure({}, true);
    expect(plan).toEqual({
      postgres: { from: 'container' },
      redis: { from: 'container' },
      nats: { from: 'container' },
    });
    expect(describePlan(plan, { label: 'unix:///var/run/docker.sock' })).toBe(
      'test infrastructure: starting postgres, redis, nats in containers (Docker at unix:///var/run/docker.sock)',
    );
  });

  it('decides each dependency on its own: a given database, containers for the rest', () => {
    const plan = planInfrastructure({ POSTGRES_URL: GIVEN.POSTGRES_URL }, true);
    expect(plan).toEqual({
      postgres: { from: 'given', url: GIVEN.POSTGRES_URL },
      redis: { from: 'container' },
      nats: { from: 'container' },
    });
  });

  it('without containers to start answers the URLs as planned, with no container', async () => {
    expect(await provideInfrastructure(planInfrastructure(GIVEN, true))).toEqual({
      urls: { postgres: GIVEN.POSTGRES_URL, redis: GIVEN.REDIS_URL, nats: GIVEN.NATS_URL },
      containers: [],
    });
  });
});

describe('finding a Docker engine', () => {
  let dir: string;
  let server: Server | undefined;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'docker-'))));
  afterEach(async () => {
    await new Promise((r) => (server ? server.close(r) : r(undefined)));
    server = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  /** An engine's API on a unix socket, answering its ping as given. */
  async function engine(status: number, body: string): Promise<string> {
    const socketPath = join(dir, 'docker.sock');
    server = createServer((req, res) => {
      res.writeHead(req.url === '/_ping' ? status : 404).end(req.url === '/_ping' ? body : '');
    });
    await new Promise<void>((r) => server!.listen(socketPath, r));
    return socketPath;
  }

  it('reads DOCKER_HOST as a unix socket or a TCP address', () => {
    expect(dockerEndpoints({ DOCKER_HOST: 'unix:///run/user/1000/docker.sock' })).toEqual([
      { label: 'unix:///run/user/1000/docker.sock', socketPath: '/run/user/1000/docker.sock' },
    ]);
    expect(dockerEndpoints({ DOCKER_HOST: 'tcp://10.0.0.5:2376' })).toEqual([
      { label: 'tcp://10.0.0.5:2376', host: '10.0.0.5', port: 2376 },
    ]);
  });

  it('takes an engine that answers its ping with OK, and nothing else', async () => {
    const socketPath = await engine(200, 'OK');
    expect(await findDocker({ DOCKER_HOST: `unix://${socketPath}` })).toEqual({
      label: `unix://${socketPath}`,
      socketPath,
    });
    await new Promise((r) => server!.close(r));
    server = undefined;
    const failing = await engine(500, 'daemon is starting');
    expect(await dockerPing({ label: 'x', socketPath: failing })).toBe(false);
  });

  it('finds none where the socket is missing or a port is closed', async () => {
    expect(await findDocker({ DOCKER_HOST: `unix://${join(dir, 'none.sock')}` })).toBeNull();
    const closed = createTcpServer().listen(0, '127.0.0.1');
    await new Promise((r) => closed.once('listening', r));
    const { port } = closed.address() as { port: number };
    await new Promise((r) => closed.close(r));
    expect(await findDocker({ DOCKER_HOST: `tcp://127.0.0.1:${port}` })).toBeNull();
  });
});

describe('the jest setup', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.restoreAllMocks();
  });

  it('without URLs or Docker sets the local URLs for the test files, and says so', async () => {
    for (const variable of Object.keys(GIVEN)) delete process.env[variable];
    process.env.DOCKER_HOST = 'unix:///nonexistent/docker.sock';
    const printed: string[] = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((line) => {
      printed.push(String(line));
      return true;
    });
    await setupTestInfrastructure();
    expect(process.env.POSTGRES_URL).toBe(LOCAL_INFRASTRUCTURE.postgres);
    expect(process.env.REDIS_URL).toBe(LOCAL_INFRASTRUCTURE.redis);
    expect(process.env.NATS_URL).toBe(LOCAL_INFRASTRUCTURE.nats);
    expect(printed[0]).toMatch(/^test infrastructure: no Docker engine answers, so using the local postgres/);
  });

  it('names a local service that does not answer, with how to start it', async () => {
    const closed = createTcpServer().listen(0, '127.0.0.1');
    await new Promise((r) => closed.once('listening', r));
    const { port } = closed.address() as { port: number };
    await new Promise((r) => closed.close(r));
    const plan = planInfrastructure({ REDIS_URL: 'redis://x:1', NATS_URL: 'nats://x:1' }, false);
    const problems = await localProblems({
      ...plan,
      postgres: { from: 'local', url: `postgres://p@127.0.0.1:${port}/p` },
    });
    expect(problems).toEqual([
      expect.stringMatching(/^PostgreSQL does not answer at .*; start it with: pg_ctlcluster/),
    ]);
  });
});
