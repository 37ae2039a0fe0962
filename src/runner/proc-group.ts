// The skill's process group (docs/manager.md#running-a-skill). A SIGKILL is delivered, not finished, when kill()
// returns, so "nothing left running" waits for every member; a zombie runs nothing and counts as dead.
import { readdirSync, readFileSync } from 'node:fs';
import { codeOf } from '../go/errno.js';

export type GroupSignal = 'sent' | 'gone' | 'failed';

export function signalGroup(pgid: number, signal: NodeJS.Signals | 0): GroupSignal {
  try {
    process.kill(-pgid, signal);
    return 'sent';
  } catch (e) {
    return codeOf(e) === 'ESRCH' ? 'gone' : 'failed';
  }
}

/** /proc/PID/stat: "pid (comm) state ppid pgrp ..."; comm may hold spaces and parentheses.
 * The fields after comm: [0] state, [1] ppid, [2] pgrp, [19] start time. */
export function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Live (not zombie) members of the group; undefined where /proc cannot tell. */
export function liveMembers(pgid: number): number[] | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return undefined;
  }
  const out: number[] = [];
  for (const pid of pids) {
    const f = statFields(pid);
    if (f && Number(f[2]) === pgid && f[0] !== 'Z' && f[0] !== 'X') out.push(Number(pid));
  }
  return out;
}

export async function killGroup(pgid: number, maxMs = 1000): Promise<void> {
  if (signalGroup(pgid, 'SIGKILL') !== 'sent') return;
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    const live = liveMembers(pgid);
    if (live ? live.length === 0 : signalGroup(pgid, 0) === 'gone') return;
    await new Promise((r) => setTimeout(r, 5));
  }
}
