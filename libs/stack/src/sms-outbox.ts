import { readFile } from 'node:fs/promises';

interface OutboxLine {
  to: string;
  code: string;
  at: string;
}

/**
 * Every message the development SMS driver wrote to a number, oldest first. Only whole lines: one
 * being appended as the file is read is read on the next look.
 */
export async function outboxMessages(file: string, phone: string): Promise<OutboxLine[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine)
    .filter((line) => line.to === phone);
}

/** The newest code sent to a number (+989…), waiting briefly for it to be written. */
export async function latestCode(file: string, phone: string, timeoutMs = 3000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await outboxMessages(file, phone);
    if (messages.length) return messages[messages.length - 1].code;
    if (Date.now() > deadline) throw new Error(`no code was sent to ${phone}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
