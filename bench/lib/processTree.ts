import {spawn, type SpawnOptions} from 'node:child_process';
import {mkdtempSync, openSync, readFileSync, readdirSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What one command cost: wall and CPU seconds of its whole process tree, and the tree's peak resident memory. */
export type TreeCost = {wallSeconds: number; cpuSeconds: number; peakRssBytes: number; exitCode: number};

const PAGE_SIZE = 4096;
const CLOCK_TICKS = 100;

/**
 * The /proc/<pid>/stat fields of every process in the group, from the state field on (a process that
 * ends meanwhile is left out).
 */
function groupStatFields(group: number): string[][] {
  const members: string[][] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which sits in parentheses and may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === group) members.push(fields);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return members;
}

/** Resident bytes of every process in the group, read from /proc. */
function groupRss(group: number): number {
  return groupStatFields(group).reduce((bytes, fields) => bytes + Number(fields[21]) * PAGE_SIZE, 0);
}

/**
 * CPU seconds so far of every process in the group: its own and those of the children it waited for
 * (a process that ended without being waited for is missed).
 */
export function groupCpuSeconds(group: number): number {
  // Its user and system time, then those of the children it waited for.
  const ticks = groupStatFields(group).reduce(
    (sum, fields) => sum + Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
    0,
  );
  return ticks / CLOCK_TICKS;
}

/**
 * Runs a command in a process group of its own under /usr/bin/time, which reports the CPU time of the
 * tree (every process a parent waited for, worker threads included), and samples the group's resident
 * memory from /proc every `sampleMs` for the peak. Output goes to `logFile`.
 */
export async function measureTree(
  command: string,
  args: readonly string[],
  options: SpawnOptions & {logFile: string; sampleMs?: number; onSample?: (rssBytes: number) => void},
): Promise<TreeCost> {
  const timeFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'tree-cost-')), 'time.txt');
  const log = openSync(options.logFile, 'w');
  const started = performance.now();
  const child = spawn('/usr/bin/time', ['-f', '%U %S', '-o', timeFile, command, ...args], {
    ...options,
    detached: true,
    stdio: ['ignore', log, log],
  });
  let peak = 0;
  const sampler = setInterval(() => {
    const rss = groupRss(child.pid!);
    peak = Math.max(peak, rss);
    options.onSample?.(rss);
  }, options.sampleMs ?? 250);
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
  clearInterval(sampler);
  const wallSeconds = (performance.now() - started) / 1000;
  const [user, system] = readFileSync(timeFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
  return {wallSeconds, cpuSeconds: (user ?? NaN) + (system ?? NaN), peakRssBytes: peak, exitCode};
}
