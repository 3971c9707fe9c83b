import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerDrainState } from './lib/graceful-shutdown.ts';
import { createLogger } from './lib/logger.ts';
import { createResponseSerializerCompiler } from './lib/response-serializer.ts';
import { registerApiCompression } from './plugins/api-compression.ts';
import { registerErrorEnvelope } from './plugins/error-envelope.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { registerUnstorableTextGuard } from './plugins/unstorable-text.ts';
import { connectRedis } from './lib/redis.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerNotFound } from './plugins/not-found.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import type { ModuleDeps } from './modules/module-deps.ts';
import { publicConfigRoutes } from './modules/public-config/public-config.routes.ts';
import { oauthRoutes } from './modules/oauth/oauth.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { createMailer } from './plugins/mailer.ts';
import { RateLimiter, memoryCounterStore, redisCounterStore } from './plugins/rate-limiter.ts';
import { createStorage } from './plugins/storage/create-storage.ts';
import { reviewOptionRoutes } from './modules/reviews/review-options.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { reviewBrowseRoutes } from './modules/reviews/reviews-browse.routes.ts';
import { reviewSearchRoutes } from './modules/reviews/reviews-search.routes.ts';
import { reviewTrendingRoutes } from './modules/reviews/reviews-trending.routes.ts';
import { posterRoutes } from './modules/content/posters.routes.ts';
import { pollRoutes } from './modules/polls/polls.routes.ts';
import { createConfiguredPollsService } from './modules/polls/polls.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { adminPosterRoutes } from './modules/content/admin-posters.routes.ts';
import { meTooRoutes } from './modules/community/me-too.routes.ts';
import { reactionRoutes } from './modules/community/reactions.routes.ts';
import { commentRoutes } from './modules/community/comments.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { INSIGHTS_CHANNEL, insightsRoutes } from './modules/insights/insights.routes.ts';
import { openDataRoutes } from './modules/open-data/open-data.routes.ts';
import { transitRoutes } from './modules/transit/transit.routes.ts';
import { createTransitService } from './modules/transit/transit.service.ts';
import { adminCheckRoutes } from './modules/admin/admin.routes.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import { adminReportRoutes } from './modules/admin/admin-reports.routes.ts';
import { adminAuditRoutes } from './modules/admin/admin-audit.routes.ts';
import { teamRoutes } from './modules/teams/teams.routes.ts';
import { operatorLoopRoutes } from './modules/operator/operator.routes.ts';
import { queueDigest } from './modules/digest/digest-queue.ts';
import { scheduleDigest } from './modules/digest/digest-schedule.ts';
import { digestRoutes } from './modules/digest/digest.routes.ts';
import { createDigestService } from './modules/digest/digest.service.ts';
import { adminUsersRoutes } from './modules/admin/admin-users.routes.ts';
import { adminOperatorRoutes, operatorRoutes } from './modules/operators/operators.routes.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';

/** `log`: the process's logger when start-up already made one; otherwise the app makes its own. */
export type AppDeps = { config: Config; database: DatabaseHandle; log?: FastifyBaseLogger };

const REQUEST_ID_PATTERN = /^[\w-]{1,64}$/;

export async function buildApp({ config, database, log }: AppDeps) {
  const app = Fastify({
    loggerInstance: log ?? createLogger(config.logLevel),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Honour a caller's request id (from a load balancer) when it is sane; otherwise make one.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // The router's and Node's HTTP parser's refusals answer in the error envelope too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkResponses: config.env !== 'production' }));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerDrainState(app);

  registerErrorEnvelope(app);
  registerUnstorableTextGuard(app);
  registerNotFound(app, config.webDistDir);
  await registerApiCompression(app);
  registerSecurityHeaders(app, config);
  await registerOpenApi(app, config.publicUrl);
  registerMetrics(app, config, database);

  // Before anything needs it: an unreachable REDIS_URL stops the start with one line.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, config.redisKeyPrefix, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', () => redis.close());
    app.metrics.gauge('redis_connected', 'Whether every Redis client is connected (1) or one is reconnecting (0)', () => (redis.state() === 'ready' ? 1 : 0));
  }
  const counters = redis ? redisCounterStore(redis) : memoryCounterStore();
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
  });
  app.addHook('onClose', async () => {
    await counters.close();
    mailer.close();
  });
  const limiter = new RateLimiter(counters, app.metrics.rateLimitRejected);
  const accounts = createAccountsService({ db: database.db, config, limiter, mailer, log: app.log });
  const storage = createStorage(config);
  app.addHook('onClose', async () => storage.close());
  // A wrong bucket or key stops the start with one line, not a 500 on the first upload.
  await storage.check();
  const uploads = createUploadsService({ db: database.db, storage, limiter, log: app.log });
  const notifications = createNotificationsService({ db: database.db, redis, limiter, log: app.log });
  app.decorate('notifications', notifications);
  app.addHook('onClose', () => notifications.close());
  const polls = createConfiguredPollsService({ db: database.db, limiter, config });
  const deps: ModuleDeps = { db: database.db, config, limiter, redis, mailer, storage, accounts, transit: createTransitService(database.db), uploads, notifications, polls };
  registerAuth(app, accounts);

  await app.register(healthRoutes(database, redis));
  await app.register(publicConfigRoutes(config));
  await app.register(accountRoutes(accounts));
  await app.register(oauthRoutes(deps));
  await app.register(userRoutes(deps));
  await app.register(reportRoutes(deps));
  await app.register(reviewOptionRoutes(database.db));
  await app.register(uploadRoutes(deps));
  await app.register(reviewRoutes(deps));
  await app.register(reviewBrowseRoutes(deps));
  await app.register(reviewSearchRoutes(deps));
  await app.register(reviewTrendingRoutes(deps));
  await app.register(posterRoutes(deps));
  await app.register(pollRoutes(deps));
  await app.register(contactRoutes(deps));
  await app.register(adminPosterRoutes(deps));
  await app.register(reactionRoutes(deps));
  await app.register(meTooRoutes(deps));
  await app.register(commentRoutes(deps));
  await app.register(notificationRoutes(deps));
  await app.register(transitRoutes(deps.transit));
  await app.register(geoRoutes(deps));
  await app.register(openDataRoutes(deps));
  const insightsChanges = await database.watch(INSIGHTS_CHANNEL);
  app.decorate('insightsChanges', insightsChanges);
  app.addHook('onClose', () => insightsChanges.close());
  await app.register(insightsRoutes(deps, insightsChanges));
  await app.register(adminCheckRoutes());
  await app.register(moderationRoutes(deps));
  await app.register(adminReportRoutes(deps));
  await app.register(adminUsersRoutes(deps));
  await app.register(adminAuditRoutes(deps));
  await app.register(teamRoutes(deps));
  await app.register(operatorLoopRoutes(deps));
  const digest = createDigestService({ db: database.db, mailer, publicUrl: config.publicUrl, log: app.log });
  // With Redis, BullMQ runs the week's job once for every process; alone, a timer (the claims keep mails single).
  const stopDigestSchedule = config.redisUrl
    ? await queueDigest(digest, { redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix }, app.log)
    : scheduleDigest(digest, app.log);
  app.addHook('onClose', async () => stopDigestSchedule());
  await app.register(digestRoutes(digest));
  await app.register(operatorRoutes(database.db));
  await app.register(adminOperatorRoutes(database.db));
  await registerWebApp(app, config.webDistDir);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
