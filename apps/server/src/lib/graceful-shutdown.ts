import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on the first shutdown signal: readiness answers 503 so a load balancer stops sending new work. */
    draining: boolean;
  }
}

/**
 * The app's side of a drain. Once draining, every answer closes its connection: a kept-alive client opens
 * a new one (through the load balancer, to another process), and a connection busy when the server closes
 * ends with its last answer instead of idling until its keep-alive timeout.
 */
export function registerDrainState(app: FastifyInstance) {
  app.decorate('draining', false);
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });
}

/** What a shutdown stops: the app once it is built (start-up may still be migrating). */
type Drainable = { draining: boolean; close(): Promise<unknown> };

export type ShutdownOptions = {
  drainMs: number;
  log: FastifyBaseLogger;
  /** The app, or undefined while start-up has not built it yet. */
  app: () => Drainable | undefined;
  /** Closes what outlives the app (the database, which releases the data-directory lock). */
  release: () => Promise<void>;
  exit?: (code: number) => never;
};

/**
 * On SIGTERM or SIGINT: readiness turns 503 at once while requests are still served for `drainMs`, so a
 * load balancer takes the process out of rotation before its port closes; then the app closes (no new
 * connections, idle keep-alive ones closed, requests in flight finished, event streams ended with a
 * retry hint, Redis closed), the rest is released and the process exits 0.
 * A second signal means the operator will not wait: the process exits at once, with 128 + the signal's number.
 */
export function shutDownOnSignals({ drainMs, log, app, release, exit = process.exit }: ShutdownOptions) {
  let started = false;

  const shutDown = async (signal: NodeJS.Signals) => {
    log.info({ signal, drainMs }, 'shutting down');
    const current = app();
    if (current) {
      current.draining = true;
      await sleep(drainMs);
      await current.close();
    }
    await release();
    exit(0);
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (started) {
      log.warn({ signal }, 'second signal: exiting without finishing the shutdown');
      exit(128 + os.constants.signals[signal]);
    }
    started = true;
    shutDown(signal).catch((error: unknown) => {
      log.error({ err: error }, 'shutdown failed');
      exit(1);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // A worker told by its supervisor: the same as a first signal, and never a second one (Ctrl+C
  // reaches the worker itself as well).
  process.on('message', (message) => {
    if (message === SHUTDOWN_MESSAGE && !started) onSignal('SIGTERM');
  });
}

/** What the cluster's supervisor sends its workers to shut down (lib/cluster-supervisor.ts). */
export const SHUTDOWN_MESSAGE = 'suara:shutdown';
