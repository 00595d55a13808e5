import { chaosReport } from './chaos-report';
import { runChaos } from './chaos-run';
import { chaosSettingsFromEnv } from './chaos-settings';

/**
 * `npm run chaos -w bench`: customers, an admin, killed processes, a paused and restarted NATS
 * and slow banks; then the money invariants (docs/decisions/money-state-machine.md). Exit code 1
 * on any violation.
 */
async function main(): Promise<void> {
  const result = await runChaos(chaosSettingsFromEnv(), (line) => console.log(line), {
    stopOnInterrupt: true,
  });
  for (const line of chaosReport(result)) console.log(line);
  if (result.violations > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
