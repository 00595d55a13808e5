import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { latestCode, outboxMessages } from './sms-outbox';

describe('the development SMS outbox, read while it is written', () => {
  const line = (to: string, code: string) => JSON.stringify({ to, code, at: '2026-12-05T00:00:00.000Z' });

  it('reads whole lines only: a line still being appended is left for the next look', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'sms-')), 'outbox.jsonl');
    const phone = '+989120000001';
    await writeFile(file, `${line(phone, '11111')}\n${line(phone, '22222').slice(0, 12)}`);
    expect(await outboxMessages(file, phone)).toEqual([
      { to: phone, code: '11111', at: '2026-12-05T00:00:00.000Z' },
    ]);
    await writeFile(file, `${line(phone, '11111')}\n${line(phone, '22222')}\n`);
    expect(await latestCode(file, phone)).toBe('22222');
  });

  it('answers no message for a number the file does not name, or for a file not yet written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sms-'));
    await writeFile(join(dir, 'outbox.jsonl'), `${line('+989120000001', '11111')}\n`);
    expect(await outboxMessages(join(dir, 'outbox.jsonl'), '+989120000002')).toEqual([]);
    expect(await outboxMessages(join(dir, 'missing.jsonl'), '+989120000001')).toEqual([]);
  });
});
