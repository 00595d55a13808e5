import { spawnSync } from 'node:child_process';
import { CpuMeter } from '../src/process-cpu';

describe('CpuMeter', () => {
  it('counts a child that ended in between, once its parent has waited for it', () => {
    const meter = new CpuMeter();
    meter.start();
    // Busy until it has used 200 ms of CPU, then prints what it used; spawnSync waits for it, as
    // PostgreSQL's main process waits for a connection's process that ended.
    const child = spawnSync(
      process.execPath,
      [
        '-e',
        'const ms = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }; while (ms() < 200); console.log(ms())',
      ],
      { encoding: 'utf8' },
    );
    const childMs = Number(child.stdout.trim());
    const spent = new Map(meter.stop());
    // Clock ticks are 10 ms: the child's time, rounded down to ticks, at the least.
    expect(spent.get('this bench')).toBeGreaterThanOrEqual(childMs - 20);
  });
});
