/**
 * `npm start`'s one process for its small servers (the shell, the shop, the panel and the payment
 * simulator), each on its own port as ever: alone, each held 45 to 90 MB resident, most of it Node
 * itself. Deployments run each of the three sites on its own. Each server reads its environment once, as it loads, so each is
 * loaded with its own environment in place and the process's restored after it. `ELA_SITES` lists
 * them: `[{ "entry": "<built main.js>", "env": { "PORT": "3001" } }, …]`.
 */
interface HostedSite {
  entry: string;
  env: Record<string, string>;
}

const sites = JSON.parse(process.env.ELA_SITES ?? '[]') as HostedSite[];
const own = { ...process.env };
for (const site of sites) {
  Object.assign(process.env, site.env);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(site.entry);
  for (const name of Object.keys(site.env))
    if (own[name] === undefined) delete process.env[name];
    else process.env[name] = own[name];
}
