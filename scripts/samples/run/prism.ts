import {spawn} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import {describeHit, watchCpu, type CpuLimitHit, type CpuLimits} from '../../lib/cpuLimit';

/** Prism's command line, from its package (a devDependency). */
const prismCli = path.resolve('node_modules/@stoplight/prism-cli/dist/index.js');
/** Loaded into Prism's process and every Node sample: no connection beyond this machine. */
export const noNetworkPreload = path.resolve('scripts/samples/run/noNetwork.cjs');

/**
 * When Prism's start is taken as hung: it loads the description in some seconds of CPU. Neither limit
 * counts time spent waiting for a core (scripts/lib/cpuLimit.ts), so a busy machine fails no start.
 */
const START_LIMITS: CpuLimits = {cpuSeconds: 120, hangSeconds: 300};

/** A port no one listens on now (the kernel picks it). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** True once something accepts connections on the port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export type PrismMock = {
  url: string;
  /** Prism's output when it has stopped on its own (a crash), else undefined. */
  crashed(): string | undefined;
  stop(): Promise<void>;
};

/**
 * Starts Prism's mock of the description on a free port of 127.0.0.1, in its own process with
 * network access removed, and resolves once it listens. Prism validates each request against its
 * operation and answers with the description's examples (static mode). Rejects with Prism's output
 * when it exits first (a description it cannot load), or when its start passes START_LIMITS (no limit on
 * the wall clock: a busy machine made Prism's start outlast the one it had, failing runs that were only
 * slow). A slow start says so as it waits.
 */
export async function startPrism(specFile: string): Promise<PrismMock> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--require',
      noNetworkPreload,
      prismCli,
      'mock',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '-v',
      'error',
      specFile,
    ],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const started = Date.now();
  let reported = started;
  let done = false;
  void exited.then(() => (done = true));
  let stopped: CpuLimitHit | undefined;
  const endWatch = watchCpu(child.pid!, START_LIMITS, (hit) => (stopped = hit));
  while (!done && !(await accepts(port))) {
    if (Date.now() - reported >= 30_000) {
      reported = Date.now();
      console.log(`Prism is still starting, ${((reported - started) / 1000).toFixed(0)} s on.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  endWatch();
  if (stopped) throw new Error(`Prism's start was stopped: it ${describeHit(stopped, START_LIMITS)}\n${output}`);
  if (done) throw new Error(`Prism stopped before it listened:\n${output}`);
  return {
    url: `http://127.0.0.1:${port}`,
    crashed: () => (done ? output || `(exit code ${child.exitCode})` : undefined),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
        await exited;
      }
    },
  };
}
