import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Linux only: CPU time of processes from /proc/<pid>/stat (utime + stime, in clock ticks). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

interface ProcStat {
  readonly pid: number;
  readonly ppid: number;
  /** CPU seconds used so far (user + system). */
  readonly cpu: number;
}

function readStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // gone
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { pid, ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
}

const allStats = (): ProcStat[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== undefined);

const cmdline = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/** The browser host this process started (`node out/main/browser-host.js`): the main core and the demo exchange. */
export function findHostPid(): number {
  const host = allStats().find((s) => s.ppid === process.pid && cmdline(s.pid).includes('browser-host.js'));
  if (!host) throw new Error('No browser host process among this process’s children');
  return host.pid;
}

/** This process's descendants (Chromium: browser, zygotes, renderers, GPU, network), the host's tree left out. */
function descendants(exclude: number): number[] {
  const stats = allStats();
  const children = new Map<number, number[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s.pid]);
  const out: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (child === exclude) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(process.pid);
  return out;
}

/** CPU seconds so far of one process, and of every other descendant of ours (Chromium), per pid. */
export interface CpuReading {
  readonly at: number;
  readonly host: number;
  readonly others: ReadonlyMap<number, number>;
}

export function readCpu(hostPid: number): CpuReading {
  const others = new Map<number, number>();
  for (const pid of descendants(hostPid)) {
    const stat = readStat(pid);
    if (stat) others.set(pid, stat.cpu);
  }
  return { at: performance.now(), host: readStat(hostPid)?.cpu ?? NaN, others };
}

/** Percent of one core between two readings: the host, and the rest (processes new since `from` count whole). */
export function cpuPercent(from: CpuReading, to: CpuReading): { host: number; others: number } {
  const seconds = (to.at - from.at) / 1000;
  let others = 0;
  for (const [pid, cpu] of to.others) others += cpu - (from.others.get(pid) ?? 0);
  return { host: ((to.host - from.host) / seconds) * 100, others: (others / seconds) * 100 };
}
