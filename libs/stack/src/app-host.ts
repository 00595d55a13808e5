/**
 * One Node process for several of `npm start`'s apps, each on its own ports as ever: alone, each
 * held 45 to 150 MB resident, most of it Node and the libraries they share. `npm start` runs three:
 * content with the small servers (the payment simulator, the shop, the panel and the shell),
 * analytics with its worker, and auth with payments. Deployments run each app on its own. Each Nest
 * service keeps its own application, injector and data source; what Node and Nest keep once a
 * process is shared: Nest's own logger and the metrics' `service` label name the process's
 * services together, and Nest's TypeORM module warns, once, that a second data source is named
 * `default` (its registry cannot tell two applications apart; neither replaces the other).
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
