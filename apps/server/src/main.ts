import { buildApp } from './app.ts';
import { ConfigError, parseConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-database.ts';
import { seedReferenceData } from './db/seed/reference.ts';
import { reportFatal } from './lib/report-fatal.ts';

async function main() {
  const config = parseConfig();
  const database = await openConfiguredDatabase(config, 'server');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const shutdown = async (signal: string) => {
    app?.log.info({ signal }, 'shutting down');
    await app?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await database.migrate();
    await seedReferenceData(database.db);
    app = await buildApp({ config, database });
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

main().catch(reportFatal);
