import type { StartedTestContainer } from 'testcontainers';
import {
  INFRASTRUCTURE_VARIABLES,
  describePlan,
  findDocker,
  localProblems,
  planInfrastructure,
  provideInfrastructure,
  type DependencyName,
} from './test-infrastructure';

/** Where the teardown finds the containers (jest runs setup and teardown in one process). */
export const CONTAINERS = Symbol.for('ela.test-infrastructure.containers');

/**
 * jest's globalSetup: gives every test file PostgreSQL, Redis and NATS through POSTGRES_URL,
 * REDIS_URL and NATS_URL. URLs already set are kept; the others are containers when a Docker
 * engine answers, or the local services otherwise. Test workers start after this and inherit the
 * variables, and so does the next project's setup, which then has nothing left to do.
 */
export default async function setupTestInfrastructure(): Promise<void> {
  const missing = Object.values(INFRASTRUCTURE_VARIABLES).some((variable) => !process.env[variable]);
  const docker = missing ? await findDocker() : null;
  const plan = planInfrastructure(process.env, docker !== null);
  const notice = describePlan(plan, docker);
  if (notice) process.stdout.write(`${notice}\n`);
  for (const problem of await localProblems(plan)) process.stdout.write(`test infrastructure: ${problem}\n`);
  const { urls, containers } = await provideInfrastructure(plan);
  for (const [dependency, url] of Object.entries(urls))
    process.env[INFRASTRUCTURE_VARIABLES[dependency as DependencyName]] = url;
  const held = ((globalThis as Record<symbol, StartedTestContainer[]>)[CONTAINERS] ??= []);
  held.push(...containers);
}
