import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { natsAuthorization } from '@ela/stack';

const root = resolve(__dirname, '../..');

/** Where deployments read the NATS users and permissions from: compose mounts the first, k8s the second. */
export const PERMISSIONS_FILES = [
  resolve(root, 'docker/nats/permissions.conf'),
  resolve(root, 'k8s/components/in-cluster-datastores/nats/permissions.conf'),
];

/** `npm run nats:config`: writes the permissions generated from the contracts, for no prefix. */
if (require.main === module) {
  for (const file of PERMISSIONS_FILES) {
    writeFileSync(file, natsAuthorization(''));
    process.stdout.write(`Written ${file}\n`);
  }
}
