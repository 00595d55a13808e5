import { Writable } from 'node:stream';
import { NestPinoLogger, createLogger } from './logger';

function capture(): { lines: Record<string, unknown>[]; nest: NestPinoLogger } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, nest: new NestPinoLogger(createLogger('test', 'trace', sink)) };
}

describe('Nest log calls written through pino', () => {
  it('keep an object’s fields as fields and the words as the message', () => {
    const { lines, nest } = capture();
    nest.warn({ paymentId: 'p1', code: -60 }, 'the bank cannot send the money back', 'PaymentSteps');
    expect(lines[0]).toMatchObject({
      paymentId: 'p1',
      code: -60,
      context: 'PaymentSteps',
      msg: 'the bank cannot send the money back',
    });
  });

  it('keep a plain message with its class’s context, and an error’s trace', () => {
    const { lines, nest } = capture();
    nest.log('ready', 'NestFactory');
    nest.error('failed', 'Error: at x', 'Worker');
    expect(lines[0]).toMatchObject({ msg: 'ready', context: 'NestFactory' });
    expect(lines[1]).toMatchObject({ msg: 'failed', context: 'Worker', trace: 'Error: at x' });
  });
});
