import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { ServiceRequests, type ServiceCaller, type ServiceRequestsOptions } from './service-requests';

/** A typed client of one called service, and how long its answers may take. */
export interface ServiceClientSpec {
  client: Type<unknown> & (new (caller: ServiceCaller) => unknown);
  timeoutMs: number;
}

/**
 * The one way a service calls another: one request connection per process, and one typed client
 * per called service (e.g. orders' `CatalogClient`), each built here with its own time limit and
 * injectable anywhere in the app by its class. The connection drains when the app closes.
 */
@Module({})
export class ServiceClientsModule {
  static forRoot(options: ServiceRequestsOptions & { clients: ServiceClientSpec[] }): DynamicModule {
    const { clients, ...connection } = options;
    return {
      module: ServiceClientsModule,
      global: true,
      providers: [
        { provide: ServiceRequests, useFactory: () => new ServiceRequests(connection) },
        ...clients.map(({ client, timeoutMs }) => ({
          provide: client,
          useFactory: (requests: ServiceRequests) => new client(requests.withTimeout(timeoutMs)),
          inject: [ServiceRequests],
        })),
      ],
      exports: clients.map((c) => c.client),
    };
  }
}
