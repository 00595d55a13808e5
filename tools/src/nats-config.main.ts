import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { natsAuthorization } from '@ela/stack';

/** Where deployments read the NATS users and permissions from (compose mounts it, k8s too). */
export const PERMISSIONS_FILE = resolve(__dirname, '../../docker/nats/permissions.conf');

/** `npm run nats:config`: writes the permissions generated from the contracts, for no prefix. */
if (require.main === module) {
  writeFileSync(PERMISSIONS_FILE, natsAuthorization(''));
  process.stdout.write(`Written ${PERMISSIONS_FILE}\n`);
}
