// A CLI snapshot document: the command, exit code, stdout and stderr together,
// with machine-specific paths replaced by stable names.
import type { CliResult } from './cli.js';

export function cliDocument(command: string, r: Pick<CliResult, 'code' | 'stdout' | 'stderr'>, paths: Record<string, string> = {}): string {
  const clean = (s: string): string => Object.entries(paths).reduce((acc, [from, to]) => acc.split(from).join(to), s);
  return `$ ${clean(command)}\n\nExit code: ${r.code}\n\n## stdout\n\n${clean(r.stdout)}\n## stderr\n\n${clean(r.stderr)}`;
}
