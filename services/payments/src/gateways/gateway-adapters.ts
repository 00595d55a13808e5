import type { PaymentGateway } from '@ela/contracts';
import type { GatewaySettings } from '../config';
import type { GatewayAdapter } from './gateway-adapter';
import { MockTestAdapter } from './mock-test.adapter';
import { ParsianAdapter } from './parsian.adapter';
import { ZarinpalAdapter } from './zarinpal.adapter';

/** The gateways offered now, each by its adapter; a gateway without settings is not offered. */
export class GatewayAdapters {
  private readonly byGateway = new Map<PaymentGateway, GatewayAdapter>();

  constructor(settings: GatewaySettings) {
    const { timeoutMs } = settings;
    if (settings.zarinpal) this.add(new ZarinpalAdapter(settings.zarinpal, timeoutMs));
    if (settings.parsian) this.add(new ParsianAdapter(settings.parsian, timeoutMs));
    if (settings.mockTest) this.add(new MockTestAdapter(settings.mockTest, timeoutMs));
  }

  private add(adapter: GatewayAdapter<never>): void {
    this.byGateway.set(adapter.gateway, adapter as GatewayAdapter);
  }

  /** In the order customers are shown them. */
  get offered(): PaymentGateway[] {
    return [...this.byGateway.keys()];
  }

  get(gateway: PaymentGateway): GatewayAdapter | undefined {
    return this.byGateway.get(gateway);
  }

  /** The adapter of a gateway whose return is being read; its route row has parsed the input. */
  of<R>(gateway: PaymentGateway): GatewayAdapter<R> | undefined {
    return this.byGateway.get(gateway) as GatewayAdapter<R> | undefined;
  }
}
