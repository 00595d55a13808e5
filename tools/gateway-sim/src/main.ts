import { buildSimulator } from './server';
import { simEnv } from './sim-config';

/** Development and tests only: stands in for Zarinpal, Parsian and MockTest on one local port. */
async function main(): Promise<void> {
  const parsed = simEnv.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    process.stderr.write(`gateway-sim: invalid configuration:\n${problems}\n`);
    process.exit(1);
  }
  const config = parsed.data;
  const { app } = buildSimulator(config);
  await app.listen({ port: config.PORT, host: config.HOST });
  process.stdout.write(`gateway simulator ready on port ${config.PORT}\n`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`gateway-sim failed to start: ${String(error)}\n`);
  process.exit(1);
});
