import { Module, type DynamicModule } from '@nestjs/common';
import { Reconciliation } from './reconciliation.service';
import { ReconciliationQueue } from './reconciliation.queue';

/**
 * Reconciliation: the sweep and the follow-ups of payments left unsettled, run by a BullMQ job.
 * It settles through the settlement module it is given and exports nothing: its queue signs up
 * with `PaymentFollowUps` instead of being reached from below.
 */
@Module({})
export class ReconciliationModule {
  static register(m: {
    core: DynamicModule;
    gateways: DynamicModule;
    settlement: DynamicModule;
  }): DynamicModule {
    return {
      module: ReconciliationModule,
      imports: [m.core, m.gateways, m.settlement],
      providers: [Reconciliation, ReconciliationQueue],
      exports: [],
    };
  }
}
