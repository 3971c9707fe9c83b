import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** Whether `redis-server` is installed, to start throwaway servers that a test can stop mid-run. */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** A loopback port nothing listens on (free a moment ago). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function accepting(port: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true)).once('error', () => resolve(false));
      socket.unref();
      setTimeout(() => socket.destroy(), 100);
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not start on port ${port}`);
}

/**
 * A redis-server of the test's own on a free loopback port, with nothing saved to disk: `stop()`
 * kills it (an outage), `start()` brings it back on the same port.
 */
export async function startRedisServer() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const server = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await accepting(port);
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await server.start();
  return server;
}
