import { join } from 'node:path';
import { spawnApp, type AppProcess } from './processes';
import type { StackConfig } from './stack-config';

const WATCHING = /Watching for file changes/;

/**
 * `tsc -b --watch` over the backend (services, gateway, libraries, the frontends' servers): a save
 * rewrites the built files of the projects it touches, and `node --watch` restarts the apps that
 * loaded them. Resolves once the first pass has brought every build up to date.
 */
export async function startCompilerWatch(config: Pick<StackConfig, 'root' | 'onLine'>): Promise<AppProcess> {
  let caughtUp!: () => void;
  const firstPass = new Promise<void>((resolve) => (caughtUp = resolve));
  const compiler = spawnApp({
    name: 'tsc',
    entry: join(config.root, 'node_modules/typescript/bin/tsc'),
    args: ['-b', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'],
    env: {},
    cwd: config.root,
    onLine: (name, line) => {
      if (WATCHING.test(line)) caughtUp();
      config.onLine?.(name, line);
    },
  });
  const ended = await Promise.race([firstPass.then(() => null), compiler.exited.then((code) => ({ code }))]);
  if (ended) throw new Error(`tsc --watch exited (${ended.code}) before its first pass ended`);
  return compiler;
}
