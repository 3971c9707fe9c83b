import type { FastifyBaseLogger } from 'fastify';
import { pino, type DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config.ts';

export type LogFormat = 'pretty' | 'json';

/** A person reads a terminal; everything else (a log shipper, `docker logs`, a file) gets one JSON object a line. */
export const logFormatFor = (isTerminal: boolean): LogFormat => (isTerminal ? 'pretty' : 'json');

/**
 * The process's one logger, shared by start-up and the app. Pretty lines are written synchronously:
 * the last lines before an exit (a fatal error, the end of a shutdown) must not be lost.
 */
export function createLogger(
  level: Config['logLevel'],
  { format = logFormatFor(process.stdout.isTTY === true), destination }: { format?: LogFormat; destination?: DestinationStream } = {},
): FastifyBaseLogger {
  if (format === 'pretty') {
    return pino({ level }, pretty({ destination: destination ?? 1, sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));
  }
  return destination ? pino({ level }, destination) : pino({ level });
}
