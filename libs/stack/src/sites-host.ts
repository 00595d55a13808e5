/**
 * `npm start`'s one process for the storefront's three small servers (shell, shop and panel), each
 * on its own port as ever: alone, each held about 45 MB resident, most of it Node itself.
 * Deployments run each on its own. Each server reads its environment once, as it loads, so each is
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
