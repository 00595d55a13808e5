// First: tracing instruments the PostgreSQL driver as it loads (off unless a collector is set).
import '@ela/service-kit/tracing/register';
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import {
  MAX_UPLOAD_BYTES,
  ROUTES,
  SUBJECTS,
  useFarsiValidationMessages,
  type ListProductsQuery,
  type RouteDef,
} from '@ela/contracts';
import {
  ClientStamper,
  ConfigError,
  NestPinoLogger,
  createLogger,
  loadConfig,
  startHealthServer,
  startMetrics,
  withoutCredentials,
} from '@ela/service-kit';
import { AppModule } from './app.module';
import { gatewayEnv, type GatewayConfig } from './config';
import { NatsBridge } from './nats/nats-bridge';
import { AUTHENTICATOR, type Authenticator } from './auth/authenticator';
import { RefreshCookies } from './auth/refresh-cookie';
import { registerRoutes } from './routes/register-routes';
import { registerSystemRoutes } from './http/system-routes';
import { HttpErrorFilter } from './http/http-error.filter';
import { recordHttpMetrics } from './http/gateway-metrics';
import { registerCompression } from './http/compression';
import { EdgeCache } from './cache/edge-cache';
import { EdgeViews } from './cache/edge-views';
import { catalogListings } from './listings/catalog-listings';
import { EventsQueue } from './events/events-queue';
import { EventLimits } from './events/event-limits';
import { ReadBudgets } from './limits/read-budgets';
import { registerEventRoutes } from './events/events-route';
import { openMediaStore } from './media/media-store.factory';
import { deleteUnused, mediaReleaseConsumers } from './media/media-release.consumer';
import { MediaOwners } from './media/media-owners';
import { UploadsInFlight } from './media/uploads-in-flight';
import { RefusedUploads } from './media/refused-uploads';
import { refuseRepeatedHost } from './input/input-guard';
import { addSecurityHeaders } from './http/security-headers';

/** How often refused uploads are looked at; each waits for its files to settle first. */
const REFUSED_UPLOADS_SWEEP_MS = 2_000;
const REQUEST_ID = /^[\w.-]{1,100}$/;

async function main(config: GatewayConfig): Promise<void> {
  useFarsiValidationMessages();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  startMetrics('gateway');
  const adapter = new FastifyAdapter({
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    disableRequestLogging: true,
    // Keep a caller's request id when it is sane, so one id follows a request through every log.
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), adapter, {
    logger: new NestPinoLogger(logger),
    // Nest would add a form-encoded parser; the API reads JSON only (see below).
    bodyParser: false,
  });
  app.useGlobalFilters(new HttpErrorFilter(logger));
  addSecurityHeaders(app.getHttpAdapter().getInstance());
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    // The plugin allows only simple methods unless told; the panel edits with PATCH, PUT and DELETE.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Retry-After: the shop may wait out a 429 of the limits itself.
    exposedHeaders: ['x-request-id', 'etag', 'traceresponse', 'retry-after'],
    // The refresh cookie: set on logins, sent back only to the refresh paths (SameSite=Strict).
    credentials: true,
    maxAge: 600,
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await registerCompression(app);
  const fastify = app.getHttpAdapter().getInstance();
  // A form on another site can post text/plain without a preflight; any type without a
  // parser is a 415, so only JSON and multipart (upload routes only) are ever read.
  fastify.removeContentTypeParser('text/plain');
  // Hooks that take `done` rather than returning a promise: one promise fewer on every answer.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    const refused = refuseRepeatedHost(request.raw.rawHeaders);
    if (!refused) return done();
    void reply.code(refused.statusCode).header('cache-control', 'no-store').send(refused);
  });
  recordHttpMetrics(fastify);

  const bridge = app.get(NatsBridge);
  await bridge.connect();
  // Provinces and cities never change while the auth service runs; its reads expire on their own.
  const caches = new Map([['auth', new EdgeCache(4 * 1024 * 1024)]]);
  // The catalog's and the blog's public reads are dropped on any change event of their service.
  for (const domain of ['catalog', 'content']) {
    const cache = new EdgeCache(config.EDGE_CACHE_BYTES);
    caches.set(domain, cache);
    await bridge.follow(
      domain,
      () => cache.invalidate(),
      () => caches.forEach((c) => c.invalidate()),
    );
  }
  const events = new EventsQueue(config.REDIS_URL, config.NATS_SUBJECT_PREFIX);
  const media = await openMediaStore(config);
  const uploads = new UploadsInFlight(events.redis, config.NATS_SUBJECT_PREFIX);
  const owners = new MediaOwners(bridge);
  const releases = mediaReleaseConsumers({ media, owners, uploads, config, logger });
  for (const consumer of releases) await consumer.start();
  const refused = new RefusedUploads(
    events.redis,
    config.NATS_SUBJECT_PREFIX,
    (key) =>
      deleteUnused({ media, owners, uploads, logger }, [key], { eventId: 'refused-upload', by: 'gateway' }),
    logger,
  );
  refused.start(REFUSED_UPLOADS_SWEEP_MS);
  fastify.addHook('onClose', async () => {
    await refused.stop();
    for (const consumer of releases) await consumer.stop();
  });
  const auth = app.get<Authenticator>(AUTHENTICATOR);
  const views = new EdgeViews(config.REDIS_URL, config.NATS_SUBJECT_PREFIX);
  fastify.addHook('onClose', () => views.close());
  const listings = catalogListings(bridge, caches.get('catalog')!, logger);
  fastify.addHook('onClose', () => listings.close());
  // Secure outside development and test: production serves the site over https.
  const refreshCookies = new RefreshCookies(ROUTES, config.NODE_ENV === 'production');
  const budgets = new ReadBudgets(
    events.redis,
    {
      reads: config.READ_BUDGET_PER_ADDRESS,
      searches: config.SEARCH_BUDGET_PER_ADDRESS,
      windowSeconds: config.READ_BUDGET_WINDOW_SECONDS,
      exempt: config.READ_BUDGET_EXEMPT,
      prefix: config.NATS_SUBJECT_PREFIX,
    },
    logger,
  );
  registerRoutes(fastify, ROUTES, {
    auth,
    bridge,
    caches,
    views,
    copies: new Map([
      [SUBJECTS.catalog.products.list, (query) => listings.answer(query as ListProductsQuery)],
    ]),
    media,
    uploads,
    refused,
    stamper: new ClientStamper(config.CLIENT_STAMP_KEY),
    refreshCookies,
    budgets,
  });
  const limits = new EventLimits(events.redis, {
    perAddress: config.EVENTS_RATE_PER_ADDRESS,
    perClient: config.EVENTS_RATE_PER_CLIENT,
    prefix: config.NATS_SUBJECT_PREFIX,
  });
  fastify.addHook('onClose', () => events.close());
  registerEventRoutes(
    fastify,
    (ROUTES as readonly RouteDef[]).filter((route) => route.queue),
    { auth, queue: events, limits, logger },
  );
  registerSystemRoutes(fastify, bridge, media);
  app.enableShutdownHooks();
  await app.listen(config.PORT, config.HOST);
  const nats = async () => {
    if (!bridge.connected) throw new Error('nats down');
  };
  startHealthServer(config.METRICS_PORT, { nats }, logger);
  logger.info({ port: config.PORT, nats: withoutCredentials(config.NATS_URL) }, 'gateway ready');
}

try {
  const config = loadConfig(gatewayEnv);
  main(config).catch((error: unknown) => {
    process.stderr.write(
      `gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exit(1);
  });
} catch (error) {
  process.stderr.write(`gateway: ${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}
