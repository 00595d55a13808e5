/**
 * One Node process for several of `npm start`'s apps, each on its own ports as ever: alone, each
 * held 45 to 100 MB resident, most of it Node and the libraries they share. `npm start` runs two:
 * content with the small servers (the payment simulator, the shop, the panel and the shell), and
 * analytics with its worker. Deployments run each app on its own. Two Nest services cannot share
 * one: Nest's TypeORM module keeps one registry of data sources per process, and the second's takes
 * the first's name (the worker is no Nest application and has a data source of its own).
 * Every app reads its environment once, synchronously, as it loads, so each is loaded with its own
 * environment in place and the process's restored after it. `ELA_HOSTED` lists them:
 * `[{ "entry": "<built main.js>", "env": { "PORT": "3001" } }, …]`; the first argument names the
 * group, for `ps` and the memory bench.
 */
interface HostedApp {
  entry: string;
  env: Record<string, string>;
}

const hosted = JSON.parse(process.env.ELA_HOSTED ?? '[]') as HostedApp[];
const own = { ...process.env };
for (const app of hosted) {
  Object.assign(process.env, app.env);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(app.entry);
  for (const name of Object.keys(app.env))
    if (own[name] === undefined) delete process.env[name];
    else process.env[name] = own[name];
}
