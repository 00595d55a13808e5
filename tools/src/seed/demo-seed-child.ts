import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { StackConfig } from '@ela/stack/orchestrator';

/**
 * Seeds the demo data in a child process (demo-seed.main.ts) and waits for it to exit, so the
 * memory seeding takes (sharp, the drawn pictures) is returned when it is done instead of staying
 * with the orchestrator for the whole run. Its lines go to this process's terminal as they come.
 */
export async function seedInChild(config: Pick<StackConfig, 'natsUrl' | 'natsPrefix' | 'mediaDir'>) {
  const child = fork(join(__dirname, 'demo-seed.main.js'), [], {
    env: {
      ...process.env,
      NATS_URL: config.natsUrl,
      NATS_SUBJECT_PREFIX: config.natsPrefix,
      MEDIA_DIR: config.mediaDir,
    },
    // Node's own flags of this process are not the seed's (a debugger's port, profiling).
    execArgv: [],
  });
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', fail);
    child.once('exit', done);
  });
  if (code !== 0) throw new Error(`seeding the demo data failed (exit code ${code})`);
}
