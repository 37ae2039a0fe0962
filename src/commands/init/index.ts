// `init [DIR]`: a skill folder whose `validate` is clean and whose `test` and `run` work at once. Every file is checked
// before any is written (one that exists stops all, exit 2, unless --force); each written atomically.
import { lstatSync, mkdirSync } from 'node:fs';
import { isatty } from '../../io/isatty.js';
import path from 'node:path';
import { UsageError } from '../../errors.js';
import { AGENT_TOOL_NAMES, BUILTIN_SKILLS } from '../../loader/builtins.js';
import { writeFileAtomic } from '../../io/atomic-write.js';
import { writeErr } from '../../io/write.js';
import { terminalPrompter } from '../run/input.js';
import * as say from './messages.js';
import { type Answers, ENTRY, EXAMPLE, SCRIPT, readme, skillJson, skillMd, testFile } from './templates.js';
import { type PlannedFile, ciFile } from './ci.js';
import { CLASSES, type CiKind, LANGS, type Lang, type SkillClass } from './choices.js';

export interface InitFlags {
  name?: string;
  description?: string;
  lang?: Lang;
  class?: SkillClass;
  native?: boolean;
  ci?: CiKind;
  /** The install spec the CI file's npx starts (default: this exact version). */
  from?: string;
  yes?: boolean;
  force?: boolean;
}

const LOWER_SNAKE = /^[a-z0-9_]+$/;

export function suggestedName(dir: string): string {
  const s = path.basename(dir).toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return s || 'my_skill';
}

function checkName(name: string): void {
  if (!LOWER_SNAKE.test(name)) throw new UsageError(say.nameInvalid(name), say.NAME_HINT);
  if (BUILTIN_SKILLS.includes(name)) throw new UsageError(say.nameTaken(name, 'a manager built-in skill (the manager would skip yours)'));
  if (AGENT_TOOL_NAMES.includes(name)) throw new UsageError(say.nameTaken(name, 'a manager agent tool (yours would replace it)'));
}

async function answers(dir: string, flags: InitFlags): Promise<Answers> {
  const d: Answers = {
    name: flags.name ?? suggestedName(dir),
    description: flags.description ?? '',
    lang: flags.lang ?? 'sh',
    skillClass: flags.class ?? 'safe',
  };
  const interactive = !flags.yes && isatty(0) && isatty(2);
  if (interactive) {
    const p = await terminalPrompter();
    try {
      if (flags.name === undefined) d.name = (await p.ask(say.questions.name(d.name))) || d.name;
      if (flags.description === undefined) d.description = await p.ask(say.questions.description(say.defaultDescription(d.name)));
      if (flags.class === undefined) d.skillClass = pick('class', (await p.ask(say.questions.skillClass(d.skillClass))) || d.skillClass, CLASSES);
      if (flags.lang === undefined && !flags.native) d.lang = pick('language', (await p.ask(say.questions.lang(d.lang))) || d.lang, LANGS);
    } finally {
      p.close();
    }
  }
  if (d.description.trim() === '') d.description = say.defaultDescription(d.name);
  checkName(d.name);
  return d;
}

function pick<T extends string>(what: string, answer: string, from: readonly T[]): T {
  if (!(from as readonly string[]).includes(answer)) throw new UsageError(say.answerInvalid(what, answer));
  return answer as T;
}

function plan(dir: string, a: Answers, flags: InitFlags): PlannedFile[] {
  const f = (rel: string, text: string, mode = 0o644): PlannedFile => ({ file: path.join(dir, rel), text, mode });
  if (flags.native) return [f('SKILL.md', skillMd(a))];
  return [
    f('skill.json', skillJson(a)),
    f(ENTRY[a.lang], SCRIPT[a.lang], 0o755),
    f('examples/greet.json', EXAMPLE),
    f(`tests/${a.name}.test.json`, testFile(a)),
    f('README.md', readme(a)),
  ];
}

function exists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

export async function initCommand(dirArg: string | undefined, flags: InitFlags): Promise<number> {
  if (flags.from !== undefined && flags.ci === undefined) throw new UsageError(say.FROM_WITHOUT_CI, say.FROM_HINT);
  const cwd = process.cwd();
  const show = (p: string): string => path.relative(cwd, p) || '.';
  const files: PlannedFile[] = [];
  const ciOnly = dirArg === undefined && flags.name === undefined && flags.ci !== undefined;
  const dir = path.resolve(cwd, dirArg ?? '.');
  let a: Answers | undefined;
  if (!ciOnly) {
    if (exists(dir) && !lstatSync(dir).isDirectory()) throw new UsageError(say.notAFolder(show(dir)));
    a = await answers(dir, flags);
    files.push(...plan(dir, a, flags));
  }
  if (flags.ci) files.push(ciFile(flags.ci, cwd, flags.from));
  const present = files.filter((p) => exists(p.file));
  if (present.length > 0 && !flags.force) throw new UsageError(say.fileExists(show(present[0].file)), say.FORCE_HINT);
  for (const p of files) {
    mkdirSync(path.dirname(p.file), { recursive: true });
    const had = exists(p.file);
    writeFileAtomic(p.file, p.text, { mode: p.mode, exclusive: !flags.force });
    writeErr((had ? say.replaced(show(p.file)) : say.wrote(show(p.file))) + '\n');
  }
  if (a && flags.native && !/^[a-z0-9]+$/.test(a.name) || (a && flags.native && path.basename(dir) !== a.name)) {
    writeErr(say.nativeConflict(a.name, path.basename(dir)) + '\n');
  }
  if (a && !flags.native) {
    const gate = a.skillClass === 'mutating' ? ' --yes' : a.skillClass === 'dangerous' ? ' --permission-mode dual-sign-required --approver A --approver B' : '';
    writeErr(say.nextSteps(show(dir), gate));
  }
  return 0;
}
