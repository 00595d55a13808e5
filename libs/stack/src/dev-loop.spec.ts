import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceEdit, servingPid, waitUntil } from './dev-loop';
import { spawnApp } from './processes';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dev-loop-'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('SourceEdit', () => {
  it('saves a replacement and puts the original back, also when the process exits first', async () => {
    const file = join(dir, 'page.tsx');
    writeFileSync(file, '<h1>old</h1>');
    const exitHooks = process.listenerCount('exit');

    const edit = new SourceEdit(file);
    await edit.save('old', 'new');
    expect(readFileSync(file, 'utf8')).toBe('<h1>new</h1>');
    await expect(edit.save('absent', 'x')).rejects.toThrow('no longer contains "absent"');
    // What runs if the process ends before restore(): the last exit hook is this edit's.
    expect(process.listenerCount('exit')).toBe(exitHooks + 1);
    (process.listeners('exit').at(-1) as () => void)();
    expect(readFileSync(file, 'utf8')).toBe('<h1>old</h1>');

    await edit.save('old', 'newer');
    await edit.restore();
    expect(readFileSync(file, 'utf8')).toBe('<h1>old</h1>');
    expect(process.listenerCount('exit')).toBe(exitHooks);
  });
});

describe('servingPid', () => {
  it('follows the process node --watch runs, which a change to a loaded file replaces', async () => {
    const entry = join(dir, 'main.js');
    writeFileSync(join(dir, 'dep.js'), 'module.exports = 1;\n');
    writeFileSync(entry, "require('./dep.js');\nsetInterval(() => {}, 1000);\n");
    const app = spawnApp({ name: 'watched', entry, nodeArgs: ['--watch'], env: {}, cwd: dir });
    try {
      await waitUntil('it runs', async () => servingPid(app) !== undefined, 10_000);
      const first = servingPid(app)!;
      expect(first).not.toBe(app.child.pid);
      // Saved again until seen: the watcher starts watching a file only once the child reports loading it.
      let saves = 0;
      await waitUntil(
        'it restarted',
        async () => {
          if (![undefined, first].includes(servingPid(app))) return true;
          writeFileSync(join(dir, 'dep.js'), `module.exports = ${++saves};\n`);
          await new Promise((resolve) => setTimeout(resolve, 200));
          return false;
        },
        15_000,
      );
      expect(app.child.exitCode).toBeNull();
    } finally {
      await app.stop();
    }
  }, 30_000);
});
