import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { join } from 'node:path';

/**
 * Starts a server of the bench's own (a baseline, a skeleton's service) in its own process, once it
 * printed its first line: the URL it listens on, or that it is ready.
 */
export async function startChild(
  script: string,
  args: string[] = [],
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(__dirname, script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return { url: line.trim().replace('[::1]', '127.0.0.1'), child };
}
