// Processes the skill started that left its group (setsid, setpgid), which a group kill misses: followed through /proc's
// parent links, each known by pid and start time so a recycled pid is never taken. Its limits: docs/commands/run.md.
import { readdirSync, readFileSync } from 'node:fs';
import { signalGroup, statFields } from './proc-group.js';

const POLL_MS = 20;
/** Past this many it is a fork bomb: the group kill still reaches those in the group. */
const MAX_TRACKED = 4096;
const START = 19;

const startTime = (pid: number): string | undefined => statFields(pid)?.[START];

function childrenOf(pid: number): number[] {
  const out: number[] = [];
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tasks) {
    try {
      for (const c of readFileSync(`/proc/${pid}/task/${tid}/children`, 'latin1').split(' ')) if (c !== '') out.push(Number(c));
    } catch {
      // the task is gone
    }
  }
  return out;
}

export class Descendants {
  /** pid -> start time, the skill itself included. */
  private readonly known = new Map<number, string>();
  private readonly timer: NodeJS.Timeout;

  constructor(root: number) {
    const start = startTime(root);
    if (start !== undefined) this.known.set(root, start);
    this.poll();
    this.timer = setInterval(() => this.poll(), POLL_MS);
    this.timer.unref();
  }

  /** One walk down the parent links from every known process that is still itself. */
  poll(): void {
    const queue: number[] = [];
    for (const [pid, start] of this.known) if (startTime(pid) === start) queue.push(pid);
    const seen = new Set(queue);
    for (let i = 0; i < queue.length && this.known.size < MAX_TRACKED; i++) {
      for (const child of childrenOf(queue[i]!)) {
        if (seen.has(child)) continue;
        seen.add(child);
        const start = startTime(child);
        if (start === undefined) continue;
        if (!this.known.has(child)) this.known.set(child, start);
        queue.push(child);
      }
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** `pid` was reaped (the skill itself): it runs no more, and its pid may soon be another's. */
  reaped(pid: number): void {
    this.known.delete(pid);
  }

  /** Known processes still running (zombies count as gone) outside the group `pgid`. */
  outside(pgid: number): number[] {
    const out: number[] = [];
    for (const [pid, start] of this.known) {
      const f = statFields(pid);
      if (!f || f[START] !== start || f[0] === 'Z' || f[0] === 'X' || Number(f[2]) === pgid) continue;
      out.push(pid);
    }
    return out;
  }

  /** SIGKILL each (and the group each leads: its own children), then wait (up to `maxMs`) until none runs. */
  async kill(pids: number[], maxMs = 1000): Promise<void> {
    this.killNow(pids);
    const until = Date.now() + maxMs;
    while (Date.now() < until && this.stillRunning(pids)) await new Promise((r) => setTimeout(r, 5));
  }

  /** The same without waiting (at our own exit). */
  killNow(pids: number[]): void {
    for (const pid of pids) {
      const f = statFields(pid);
      if (f?.[START] !== this.known.get(pid)) continue; // gone, its pid maybe taken by another
      if (f?.[2] === String(pid)) signalGroup(pid, 'SIGKILL');
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }

  private stillRunning(pids: number[]): boolean {
    return pids.some((pid) => {
      const f = statFields(pid);
      return f !== undefined && f[START] === this.known.get(pid) && f[0] !== 'Z' && f[0] !== 'X';
    });
  }
}
