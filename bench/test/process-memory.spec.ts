import { memoryTable, nameOf } from '../src/process-memory';

describe('nameOf', () => {
  it.each([
    [['npm start --ignore-scripts'], 'npm'],
    [['/usr/bin/node', '/usr/lib/node_modules/npm/bin/npm-cli.js', 'start'], 'npm'],
    [['sh', '-c', 'node tools/dist/start.js'], 'npm script shell'],
    [['node', 'tools/dist/start.js'], 'orchestrator'],
    [['/usr/bin/node', '/work/main/tools/dist/seed/demo-seed.main.js'], 'seed'],
    [['node', '--require', 'x.js', '/r/services/analytics/dist/worker.main.js'], 'analytics-worker'],
    [['node', '--max-semi-space-size=1', '/r/services/orders/dist/main.js'], 'orders'],
    [['node', '/r/tools/gateway-sim/dist/main.js'], 'gateway-sim'],
    [['node', '/r/gateway/dist/main.js'], 'gateway'],
    [['node', '/r/frontends/shell/server-dist/main.js'], 'shell'],
    [['node', '--require', 'x.js', '/r/libs/stack/dist/app-host.js', 'analytics+worker'], 'analytics+worker'],
    [['/usr/bin/node', '/r/bench/dist/baseline-nest.js'], 'baseline'],
    [['/usr/local/bin/nats-server', '-c', 'nats.conf'], 'nats-server'],
  ])('names %j %s', (argv, name) => {
    expect(nameOf(argv)).toBe(name);
  });
});

describe('memoryTable', () => {
  it('puts each reading in two columns and adds them up', () => {
    const row = (name: string, rssMb: number, pssMb: number) => ({ pid: 1, name, rssMb, pssMb });
    const text = memoryTable([
      { label: 'ready', rows: [row('gateway', 100, 60), row('catalog', 90, 50)] },
      { label: 'after', rows: [row('gateway', 150, 110)] },
    ]);
    const lines = text.split('\n');
    expect(lines[2].split(/\s+/)).toEqual(['gateway', '100', '60', '150', '110']);
    expect(lines[3].split(/\s+/)).toEqual(['catalog', '90', '50', '-', '-']);
    expect(lines[4].split(/\s+/)).toEqual(['total', '(2/1)', '190', '110', '150', '110']);
  });
});
