import { createServer } from 'node:net';
import { answers, missingDependencies } from './infrastructure';

describe('infrastructure checks', () => {
  it('tells a listening port from a closed one', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as { port: number };
    expect(await answers(`tcp://127.0.0.1:${port}`)).toBe(true);
    server.close();
    await new Promise((r) => server.once('close', r));
    const missing = await missingDependencies([
      { name: 'gone', url: `tcp://127.0.0.1:${port}`, hint: 'start it' },
    ]);
    expect(missing.map((d) => d.name)).toEqual(['gone']);
  });
});
