// The CI file `init --ci KIND` writes, starting the CLI with npx at this exact version (a bare name would run whatever
// is published later) or the `--from` install spec (docs/commands/init.md).
import path from 'node:path';
import { UsageError } from '../../errors.js';
import { packageInfo, pinnedSpec } from '../../package-info.js';
import type { CiKind } from './choices.js';
import * as say from './messages.js';
import { githubWorkflow, preCommitConfig } from './templates.js';

/** Characters a shell takes as part of a word without quotes. */
const SHELL_SAFE = /^[\w@%+=:,./~#-]+$/;

/** The spec as one shell word: as given when nothing in it is special, else single-quoted. */
function shellWord(s: string): string {
  return SHELL_SAFE.test(s) && !s.startsWith('~') && !s.startsWith('#') ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/** A YAML scalar for the command: plain when YAML reads it back unchanged, else double-quoted (JSON's form is YAML's). */
function yamlScalar(s: string): string {
  const plain = /^[\w./-]/.test(s) && !/: |\s#|[\s:]$/.test(s);
  return plain ? s : JSON.stringify(s);
}

/** The command a generated file runs: `npx --yes ongrid-skills@VERSION`, or npx with the `--from` package. */
export function cliCommand(from: string | undefined): string {
  if (from === undefined) return `npx --yes ${pinnedSpec()}`;
  if (from.trim() === '' || /[\0-\x1f\x7f]/.test(from)) throw new UsageError(say.fromInvalid(from), say.FROM_HINT);
  return `npx --yes --package ${shellWord(from)} ${packageInfo().name}`;
}

export interface PlannedFile {
  file: string;
  text: string;
  mode: number;
}

export function ciFile(kind: CiKind, cwd: string, from: string | undefined): PlannedFile {
  const start = cliCommand(from);
  const cli = (args: string): string => yamlScalar(`${start} ${args}`);
  return kind === 'github'
    ? { file: path.join(cwd, '.github/workflows/ongrid-skills.yml'), text: githubWorkflow(cli), mode: 0o644 }
    : { file: path.join(cwd, '.pre-commit-config.yaml'), text: preCommitConfig(cli), mode: 0o644 };
}
