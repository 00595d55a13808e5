import { APP_NAMES, type TestStackOptions } from '@ela/stack';

/**
 * Benches run every app in a process of its own, as deployments do (test stacks otherwise share
 * one), so that each process's CPU and memory are one app's.
 */
export const BENCH_PROCESSES: TestStackOptions = { ownProcess: APP_NAMES };
