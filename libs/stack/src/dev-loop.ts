import { readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AppProcess } from './processes';

/**
 * The process that serves for an app run under `node --watch`: the watcher's child, replaced on
 * each restart. Undefined while none runs (between a stop and the next start). Linux only.
 */
export function servingPid(app: AppProcess): number | undefined {
  const pid = app.child.pid;
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return children ? Number(children.split(' ')[0]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A change to a source file that is put back: by `restore()`, and in any case when the process
 * exits, so that a failed test or an interrupted benchmark leaves the tree as it was.
 */
export class SourceEdit {
  private readonly original: string;
  private readonly putBack = () => writeFileSync(this.file, this.original);

  constructor(readonly file: string) {
    this.original = readFileSync(file, 'utf8');
    process.once('exit', this.putBack);
  }

  /** Saves the original text with `from` replaced by `to`; `from` must be in it. */
  async save(from: string, to: string): Promise<void> {
    if (!this.original.includes(from)) throw new Error(`${this.file} no longer contains "${from}"`);
    writeFileSync(this.file, this.original.replace(from, to));
  }

  async restore(): Promise<void> {
    if ((await readFile(this.file, 'utf8')) !== this.original) this.putBack();
    process.removeListener('exit', this.putBack);
  }
}

/** Polls until `check` resolves true, or fails after `timeoutMs` saying what it waited for. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
}
