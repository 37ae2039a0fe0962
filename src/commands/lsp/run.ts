// The Run lens: the manifest's skill run through runner/call.ts as `run` does, args from its examples/ (the first
// .json) or {}, behind the permission gate: a mutating or dangerous skill runs only when the user says so.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fromBStr, toBStr } from '../../go/bytes.js';
import { readCapped } from '../../go/readfile.js';
import { callSkill, prepareCall } from '../../runner/call.js';
import { chooseMode } from '../../runner/gate.js';
import { passGate } from '../run/gate.js';
import { rawEnv } from '../../session/raw-process.js';
import { DOCUMENT_CAP } from '../../source/caps.js';
import type { Engine } from './engine.js';

export interface RunAnswer {
  ok: boolean;
  message: string;
  log: string;
}

export interface RunHooks {
  ask(question: string): Promise<boolean>;
  stderr(text: string): void;
}

function exampleArgs(dir: string): { args: Buffer; from: string } {
  let names: string[] = [];
  try {
    names = readdirSync(path.join(dir, 'examples')).filter((n) => n.endsWith('.json')).sort();
  } catch {
    // No examples/: the empty object.
  }
  for (const name of names) {
    const file = path.join(dir, 'examples', name);
    const read = readCapped(toBStr(file), { cap: DOCUMENT_CAP, regularOnly: true });
    if (read.kind === 'bytes') return { args: Buffer.from(read.bytes), from: `examples/${name}` };
  }
  return { args: Buffer.from('{}'), from: '{}' };
}

export async function runFromEditor(engine: Engine, manifest: string, hooks: RunHooks): Promise<RunAnswer> {
  const outcome = await engine.manifestAt(manifest);
  if (!outcome || outcome.status !== 'registered') {
    return { ok: false, message: `ongrid-skills: ${manifest} does not register a skill (see its diagnostics); nothing ran`, log: '' };
  }
  const skill = outcome.skill;
  const name = fromBStr(skill.name);
  const { args, from } = exampleArgs(path.dirname(manifest));
  const prepared = await prepareCall(skill, args, 'direct');
  if (prepared.kind !== 'ready') return { ok: false, message: `ongrid-skills: ${name}: the args from ${from} are refused (${prepared.kind}); nothing ran`, log: JSON.stringify(prepared) };
  const gate = await passGate({
    name,
    skillClass: skill.class,
    mode: chooseMode(undefined, undefined, engine.permissionMode),
    yes: false,
    approvers: [],
    sent: prepared.stdin,
    ask: async (question) => ((await hooks.ask(question)) ? 'yes' : ''),
  });
  if (!gate.ok) return { ok: false, message: `ongrid-skills: ${name} did not run (${gate.refusal})`, log: '' };
  const call = await callSkill({ skill, stdin: prepared.stdin, env: rawEnv(), onStderr: (chunk) => hooks.stderr(chunk.toString('utf8')) });
  const result = call.outcome.ok ? call.outcome.stdout.toString('utf8') : fromBStr(call.outcome.error);
  return { ok: call.outcome.ok, message: `ongrid-skills: ${name} (${from}): ${call.outcome.ok ? 'ok' : 'failed'}: ${result.slice(0, 200)}`, log: result };
}

/** The skill's test files (tests/*.test.json beside the manifest, as `test` finds them). */
export function testFiles(manifest: string): string[] {
  try {
    return readdirSync(path.join(path.dirname(manifest), 'tests')).filter((n) => n.endsWith('.test.json'));
  } catch {
    return [];
  }
}

/** The Test lens: this program's `test` on the skill's folder, --yes only when the user said yes to a mutating or dangerous skill. */
export async function testFromEditor(engine: Engine, manifest: string, hooks: RunHooks): Promise<RunAnswer> {
  const outcome = await engine.manifestAt(manifest);
  const skillClass = outcome?.status === 'registered' ? outcome.skill.class : 'safe';
  const name = outcome?.status === 'registered' ? fromBStr(outcome.skill.name) : path.basename(path.dirname(manifest));
  const yes = skillClass !== 'safe' && (await hooks.ask(`${name} is ${skillClass}: its tests run it. Run them?`));
  if (skillClass !== 'safe' && !yes) return { ok: false, message: `ongrid-skills: ${name}: tests not run (declined)`, log: '' };
  const argv = [process.argv[1], 'test', path.dirname(manifest), '--reporter', 'text', ...(yes ? ['--yes'] : [])];
  return new Promise((resolve) => {
    execFile(process.execPath, argv, { cwd: engine.root, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } }, (err, stdout, stderr) => {
      if (stderr) hooks.stderr(stderr);
      const ok = !err;
      const last = stdout.trim().split('\n').pop() ?? '';
      resolve({ ok, message: `ongrid-skills: ${name} tests: ${ok ? 'passed' : 'failed'}${last ? `: ${last}` : ''}`, log: stdout });
    });
  });
}
