import { readFileSync } from 'node:fs';
import { INTERNAL_ROUTES, ROUTES, SUBJECTS } from '@ela/contracts';
import { natsAuthorization, natsPermissions } from '@ela/stack';
import { PERMISSIONS_FILES } from '../src/nats-config.main';

describe('NATS permissions generated from the contracts', () => {
  const rights = natsPermissions('');

  it('are what compose and the cluster run with (npm run nats:config)', () => {
    for (const file of PERMISSIONS_FILES) expect(readFileSync(file, 'utf8')).toBe(natsAuthorization(''));
    const config = (dir: string) => readFileSync(`${__dirname}/../../${dir}/nats.conf`, 'utf8');
    expect(config('k8s/components/in-cluster-datastores/nats')).toBe(config('docker/nats'));
  });

  it('let each service hear the subjects of its own rows and nothing of another service', () => {
    for (const row of [...ROUTES, ...INTERNAL_ROUTES].filter((r) => !('queue' in r && r.queue))) {
      expect(rights[row.service as 'catalog'].subscribe).toContain(row.subject);
      for (const other of ['auth', 'catalog', 'orders', 'payments', 'content', 'analytics'] as const)
        if (other !== row.service) expect(rights[other].subscribe).not.toContain(row.subject);
    }
  });

  it('keep what only operators may do away from the gateway', () => {
    expect(rights.gateway.publish).not.toContain(SUBJECTS.auth.admins.ensure);
    expect(rights.gateway.publish).not.toContain(SUBJECTS.catalog.stock.reserve);
    expect(rights.gateway.publish).toContain(SUBJECTS.catalog.colors.create);
    expect(rights.gateway.subscribe).toEqual(['_INBOX_gateway.>']);
    expect(rights.cli.publish).toContain(SUBJECTS.auth.admins.ensure);
  });

  it('put the subject prefix of a copy of the shop on every subject and stream', () => {
    const prefixed = natsPermissions('test-1.');
    expect(prefixed.orders.publish).toContain(`test-1.${SUBJECTS.catalog.stock.reserve}`);
    expect(prefixed.catalog.publish).toContain('$JS.API.CONSUMER.MSG.NEXT.test-1_events-orders.>');
    expect(prefixed.catalog.publish).toContain('test-1.catalog.*.*.*');
  });
});
