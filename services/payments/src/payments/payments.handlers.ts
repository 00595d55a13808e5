import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { PaymentReturns } from '../settlement/payment-returns.service';
import { PaymentStartService } from '../start/payment-start.service';
import { PaymentsService } from './payments.service';

const s = SUBJECTS.payments;

@Controller()
export class PaymentsHandlers {
  constructor(
    private readonly starts: PaymentStartService,
    private readonly returns: PaymentReturns,
    private readonly payments: PaymentsService,
  ) {}

  @Handles(s.gateways.list)
  gateways() {
    return this.payments.gateways();
  }

  @Handles(s.payments.start)
  start(@Payload() req: RouteRequest<typeof s.payments.start>) {
    return this.starts.start(req.caller.id, req.body.orderId, { gateway: req.body.gateway });
  }

  @Handles(s.payments.startPlaced)
  startPlaced(@Payload() req: RouteRequest<typeof s.payments.startPlaced>) {
    return this.starts.startPlaced(req.caller.id, req.body);
  }

  @Handles(s.parsian.open)
  openParsian(@Payload() req: RouteRequest<typeof s.parsian.open>) {
    return this.starts.start(req.caller.id, req.body.orderId, { only: 'Parsian' });
  }

  @Handles(s.parsian.callback)
  parsianCallback(@Payload() req: RouteRequest<typeof s.parsian.callback>) {
    return this.returns.parsianCallback(req.body);
  }

  @Handles(s.parsian.verify)
  parsianVerify(@Payload() req: RouteRequest<typeof s.parsian.verify>) {
    return this.returns.parsianVerify(req.body.token, req.caller?.id ?? null);
  }

  @Handles(s.zarinpal.verify)
  zarinpalVerify(@Payload() req: RouteRequest<typeof s.zarinpal.verify>) {
    return this.returns.zarinpal(req.body, req.caller?.id ?? null);
  }

  @Handles(s.mockTest.verify)
  mockTestVerify(@Payload() req: RouteRequest<typeof s.mockTest.verify>) {
    return this.returns.mockTest(req.body, req.caller?.id ?? null);
  }

  @Handles(s.payments.list)
  list(@Payload() req: RouteRequest<typeof s.payments.list>) {
    return this.payments.list(req.query);
  }

  @Handles(s.payments.reconcile)
  reconcile(@Payload() req: RouteRequest<typeof s.payments.reconcile>) {
    return this.payments.reconcile(req.params.id);
  }

  @Handles(s.payments.refunded)
  refunded(@Payload() req: RouteRequest<typeof s.payments.refunded>) {
    return this.payments.refunded(req.caller.id, req.params.id);
  }

  @Handles(s.payments.check)
  check(@Payload() req: RouteRequest<typeof s.payments.check>) {
    return this.payments.check(req.body.id);
  }
}
