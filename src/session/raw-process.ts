// The command line and environment as the kernel gave them: Node decodes both as UTF-8 and hides names such as "10",
// while the manager sees bytes, so /proc/self/cmdline and environ are read (capped), Node's view the fallback.
import { type BStr, escapeBytes, toBStr } from '../go/bytes.js';
import { type GoEnv, goEnvTable } from '../go/environ.js';
import { readProc } from '../platform/read-all.js';

/** The kernel caps argv plus environ well below this (a quarter of the stack limit). */
const PROC_CAP = 64 * 1024 * 1024;

function entries(b: Buffer): BStr[] {
  const list = b.toString('latin1').split('\0');
  if (list[list.length - 1] === '') list.pop();
  return list;
}

/** The arguments with every byte kept (non-UTF-8 surrogate-escaped, go/bytes.ts escapeBytes); read only when one holds
 * U+FFFD, the mark of an undecodable byte. */
export function rawArgs(args: string[]): string[] {
  if (!args.some((a) => a.includes('\ufffd'))) return args;
  const cmdline = readProc('/proc/self/cmdline', PROC_CAP);
  if (!cmdline) return args;
  // cmdline is node, its options, the script, then the arguments: the last ones are ours.
  const tail = entries(cmdline).slice(-args.length);
  const lineUp = tail.length === args.length && tail.every((raw, i) => Buffer.from(raw, 'latin1').toString('utf8') === args[i]);
  return lineUp ? tail.map(escapeBytes) : args;
}

let environ: GoEnv | undefined;

/** The environment this process started with, as Go's os.LookupEnv sees it. */
export function rawEnv(): GoEnv {
  if (environ) return environ;
  const bytes = readProc('/proc/self/environ', PROC_CAP);
  environ = goEnvTable(bytes ? entries(bytes) : Object.entries(process.env).map(([k, v]) => toBStr(`${k}=${v ?? ''}`)));
  return environ;
}
