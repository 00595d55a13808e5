import type { OfferedGateway } from '@ela/contracts';
import { http } from '@ela/web-kit';

/** GET /payment/gateways: the gateways customers can pay with now (never MockTest in production). */
export async function getGateways(signal?: AbortSignal): Promise<OfferedGateway[]> {
  const { data } = await http.get<OfferedGateway[]>('/payment/gateways', { signal });
  return data;
}
