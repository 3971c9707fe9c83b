import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { SHUTDOWN_MESSAGE } from './graceful-shutdown.ts';

/** A worker that stops after it served is started again this long after, so a crash loop cannot spin. */
const RESTART_DELAY_MS = 1000;

/**
 * WEB_CONCURRENCY above 1 (issue #19): this process forks `count` workers that each run the whole
 * server on the same port (node:cluster shares it) and the same PostgreSQL, and watches them. A
 * worker that stops after it was listening is started again; one that stops before (a bad setting,
 * an unreachable database) stops them all with its exit code, as a single process would. SIGTERM or
 * SIGINT asks every worker to drain and shut down (each as it would alone), and this process exits
 * with the last of them; a second signal ends them at once.
 */
export function superviseWorkers(count: number, log: FastifyBaseLogger) {
  const listening = new Set<Worker>();
  let stopping = false;
  let exitCode = 0;

  const workers = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
  const stopAll = () => {
    stopping = true;
    for (const worker of workers()) if (worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
  };

  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    const served = listening.delete(worker);
    if (!stopping && served) {
      log.warn({ pid: worker.process.pid, code, signal }, 'a worker stopped: starting another');
      // Not unref'd: with every worker gone, this timer is what keeps the supervisor for the restart.
      setTimeout(() => stopping || cluster.fork(), RESTART_DELAY_MS);
      return;
    }
    if (!stopping) {
      // Not a crash of a running server: the start itself failed, and would fail again.
      exitCode = code || 1;
      stopAll();
    }
    if (workers().length === 0) process.exit(exitCode);
  });

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: ending the workers at once');
      for (const worker of workers()) worker.process.kill('SIGKILL');
      process.exit(128 + os.constants.signals[signal]);
    }
    log.info({ signal, workers: workers().length }, 'shutting down the workers');
    stopAll();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  for (let i = 0; i < count; i++) cluster.fork();
  log.info(`Suara Transit starts ${count} workers (WEB_CONCURRENCY)`);
}
