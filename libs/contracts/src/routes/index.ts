import type { RouteDef } from '../route';
import { authRoutes } from './auth.routes';
import { catalogRoutes } from './catalog.routes';

/** The whole public API: every row is registered by the gateway and described in OpenAPI. */
export const ROUTES: readonly RouteDef[] = [...authRoutes, ...catalogRoutes];
