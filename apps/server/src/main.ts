import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, parseConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-database.ts';
import { seedReferenceData } from './db/seed/reference.ts';
import { superviseWorkers } from './lib/cluster-supervisor.ts';
import { shutDownOnSignals } from './lib/graceful-shutdown.ts';
import { createLogger } from './lib/logger.ts';
import { reportFatal } from './lib/report-fatal.ts';

async function main() {
  const config = parseConfig();
  const log = createLogger(config.logLevel);
  if (config.webConcurrency > 1 && cluster.isPrimary) return superviseWorkers(config.webConcurrency, log);
  const database = await openConfiguredDatabase(config, 'server');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  shutDownOnSignals({ drainMs: config.shutdownDrainMs, log, app: () => app, release: () => database.close() });

  try {
    await step(log, 'Database schema is up to date', () => database.migrate());
    await step(log, 'Reference data is up to date', () => seedReferenceData(database.db));
    app = await buildApp({ config, database, log });
    await app.listen({ port: config.port, host: config.host });
    app.log.info(`Suara Transit is running at ${config.publicUrl} (${database.kind})`);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new ConfigError(`PORT ${config.port} is already in use by another program: stop it or set PORT to a free port.`);
    }
    throw error;
  }
}

/** Runs a start-up step and says in one line that it is done, and how long it took. */
async function step(log: FastifyBaseLogger, done: string, run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  log.info(`${done} (${Math.round(performance.now() - started)} ms)`);
}

main().catch(reportFatal);
