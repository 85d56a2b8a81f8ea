import {spawnSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import os from 'node:os';

/**
 * Limits on a child process that a busy machine cannot trip. A wall-clock limit fails correct work
 * when other jobs share the cores; these count what the work itself does instead:
 * - `cpuSeconds`: the CPU time of the process and every process under it (threads, children, and the
 *   children it has reaped). Work that loops reaches it however slow the machine is; work that waits,
 *   or waits for a core, does not. Read from /proc (Linux); elsewhere only the next limit applies.
 * - `hangSeconds`: the hang guard, for work that waits on something that never comes. Its clock runs
 *   slower as the machine gets busier: each second of wall time counts 1 / (load average per core), or
 *   1 on an idle machine, so it stays as far above the work's own time on a loaded machine as on an idle one.
 */
export type CpuLimits = {cpuSeconds: number; hangSeconds: number};

/** Which limit stopped the process, with the CPU time and the wall time it had used. */
export type CpuLimitHit = {limit: 'cpu' | 'hang'; cpuSeconds: number; wallSeconds: number};

/** What the process did, as a clause to follow the name of the work ("the sample ..."). */
export function describeHit(hit: CpuLimitHit, limits: CpuLimits): string {
  const wall = `${hit.wallSeconds.toFixed(0)} s of wall time`;
  return hit.limit === 'cpu'
    ? `used ${limits.cpuSeconds} s of CPU time (in ${wall}) without finishing: does it loop?`
    : `did not finish in ${limits.hangSeconds} s of time counted on an idle machine (${wall}, ${hit.cpuSeconds.toFixed(1)} s of CPU): does it wait on something that never comes?`;
}

const POLL_MS = 500;

/**
 * How many times slower than idle the machine runs work now: its load average per core, or 1 when it
 * has cores to spare. The hang guards count each second of wall time as 1 / this.
 */
export function machineSlowdown(): number {
  return Math.max(1, os.loadavg()[0]! / os.availableParallelism());
}
const hasProc = (() => {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
})();
let clockTicks: number | undefined;
const ticksPerSecond = () =>
  (clockTicks ??= Number(spawnSync('getconf', ['CLK_TCK'], {encoding: 'utf8'}).stdout?.trim()) || 100);

type ProcStat = {ppid: number; ticks: number};

/** Every process's parent and CPU ticks (its own and its reaped children's), from one pass over /proc. */
function readProcesses(): Map<number, ProcStat> {
  const processes = new Map<number, ProcStat>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let text: string;
    try {
      text = readFileSync(`/proc/${name}/stat`, 'latin1');
    } catch {
      continue; // it exited between the listing and the read
    }
    // The command name (field 2) is in parentheses and may hold spaces: the fields after it are split.
    // Counted from there (proc(5)): 1 is the parent; 11 and 12 the process's user and system ticks, 13 and 14
    // those of the children it has reaped.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    processes.set(Number(name), {ppid: Number(fields[1]), ticks});
  }
  return processes;
}

/** The processes of `root`'s tree, itself first, or [] once it has exited. */
function treeOf(processes: Map<number, ProcStat>, root: number): number[] {
  if (!processes.has(root)) return [];
  const children = new Map<number, number[]>();
  for (const [pid, {ppid}] of processes) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree: number[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    tree.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Stops every process of the tree at once (a parent stopped first would leave its children to init). */
function killAll(pids: readonly number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // it exited meanwhile
    }
  }
}

type Watch = {
  root: number;
  limits: CpuLimits;
  started: number;
  cpu: number;
  /** Seconds on the hang guard's clock. */
  counted: number;
  onHit: (hit: CpuLimitHit) => void;
};
const watches = new Set<Watch>();
let timer: NodeJS.Timeout | undefined;
let lastPoll = Date.now();

/** One pass over /proc for every watched process, however many there are. */
function poll(): void {
  const now = Date.now();
  const slowdown = machineSlowdown();
  const elapsed = (now - lastPoll) / 1000;
  lastPoll = now;
  const processes = hasProc ? readProcesses() : undefined;
  for (const watch of watches) {
    const tree = processes ? treeOf(processes, watch.root) : [watch.root];
    // A child reaped by its parent counts in the parent's ticks: the sum does not drop when it exits,
    // but one that exits unreaped leaves the tree with its time, so the highest sum seen stands.
    const ticks = tree.reduce((sum, pid) => sum + (processes?.get(pid)?.ticks ?? 0), 0);
    watch.cpu = Math.max(watch.cpu, ticks / ticksPerSecond());
    watch.counted += elapsed / slowdown;
    const limit =
      watch.cpu > watch.limits.cpuSeconds ? 'cpu' : watch.counted > watch.limits.hangSeconds ? 'hang' : undefined;
    if (limit) {
      watches.delete(watch);
      killAll(tree);
      watch.onHit({limit, cpuSeconds: watch.cpu, wallSeconds: (now - watch.started) / 1000});
    }
  }
  if (watches.size === 0) {
    clearInterval(timer);
    timer = undefined;
  }
}

/**
 * Watches the process `pid` and its descendants; if they pass a limit, kills them all (SIGKILL) and
 * calls `onHit`. Returns the function that ends the watch; it gives the CPU seconds last seen.
 */
export function watchCpu(pid: number, limits: CpuLimits, onHit: (hit: CpuLimitHit) => void): () => number {
  const watch: Watch = {root: pid, limits, started: Date.now(), cpu: 0, counted: 0, onHit};
  if (!timer) {
    lastPoll = Date.now();
    timer = setInterval(poll, POLL_MS).unref();
  }
  watches.add(watch);
  return () => {
    watches.delete(watch);
    return watch.cpu;
  };
}
