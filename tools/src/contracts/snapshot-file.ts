import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ContractSnapshot } from './contract-snapshot';

/** The contract as last recorded: what running neighbours may have been built against. */
export const SNAPSHOT_FILE = resolve(__dirname, '../../../libs/contracts/contract-snapshot.json');

export function readSnapshot(): ContractSnapshot {
  return JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8')) as ContractSnapshot;
}

export function writeSnapshot(snapshot: ContractSnapshot): void {
  writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(snapshot, null, 2)}\n`);
}
