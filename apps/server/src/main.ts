import { buildApp } from './app.ts';
import { ConfigError, parseConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DatabaseUnavailableError, openConfiguredDatabase } from './db/open-database.ts';
import { seedReferenceData } from './db/seed/reference.ts';

/** Problems an operator can fix get one clear line, not a stack trace. */
const EXPECTED = [ConfigError, DataDirLockedError, DatabaseUnavailableError];

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

main().catch((error: unknown) => {
  if (EXPECTED.some((type) => error instanceof type)) {
    console.error(`suara-transit: ${(error as Error).message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
