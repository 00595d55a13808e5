import type { StartedTestContainer } from 'testcontainers';
import { CONTAINERS } from './test-infrastructure.setup';

/** jest's globalTeardown: stops the containers the setup started (none without Docker). */
export default async function teardownTestInfrastructure(): Promise<void> {
  const held = (globalThis as Record<symbol, StartedTestContainer[] | undefined>)[CONTAINERS] ?? [];
  await Promise.all(held.splice(0).map((container) => container.stop()));
}
