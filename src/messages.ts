// All prose the commands print besides the manager's own log lines.
// Keeping it here keeps wording consistent and the commands thin.
import type { Notice } from './session/notices.js';
import type { Finding, MissingEffect, ProviderFinding, RuleArgs, RuleId } from './lint/findings.js';
import type { ToolVerdict } from './views/agent-tool.js';
import { fromBStr } from './go/bytes.js';
import { PROFILES, type Profile } from './native/profiles.js';

const q = (s: string): string => JSON.stringify(s);

/** One line (no newline) for each notice; warnings say what the manager does and the fix. */
export function noticeText(n: Notice): string {
  switch (n.kind) {
    case 'cwd-fallback':
      return `note: no skill folders given; scanning the current directory ${n.dir} (pass folders, --dir, a config "dirs" list or ONGRID_SKILLS_EXTERNAL_DIRS)`;
    case 'env-colon':
      return `warning: ONGRID_SKILLS_EXTERNAL_DIRS part ${q(n.part)} contains ":", but the manager splits on "," and ";" only, so it is one folder; separate folders with ","`;
    case 'env-empty':
      return `warning: ONGRID_SKILLS_EXTERNAL_DIRS=${q(n.value)} names no folder, so the manager loads no external skills`;
    case 'relative-root':
      return `hint: the manager skips relative folders; give an absolute path, e.g. ${n.absolute}`;
    case 'symlink-root':
      return n.hasSkillJson
        ? `warning: ${n.root} is a symbolic link to a folder; the manager does not descend into a linked root and tries to read it as a manifest`
        : `warning: ${n.root} is a symbolic link; the manager does not descend into a linked root, so nothing under it loads (name the real folder, or add a trailing "/")`;
    case 'builtin-name':
      return `warning: ${q(n.name)} is the name of a manager built-in skill, so ${n.path} is skipped; rename the skill (or pass --no-builtins when testing outside a manager)`;
    case 'agent-tool-name':
      return `warning: ${q(n.name)} (${n.path}) is the name of a manager agent tool; the skill loads and silently shadows that tool; rename the skill`;
    case 'blocked-fifo':
      return `warning: ${n.path} is a FIFO; the manager's open() blocks on it and its boot hangs there (skipped here)`;
  }
}

export interface ScanCounts {
  manifests: number;
  registered: number;
  rejected: number;
  duplicates: number;
  walkErrors: number;
  roots: number;
  rootsSkipped: number;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

export function scanSummary(c: ScanCounts): string {
  const parts = [`${c.registered} registered`, `${c.rejected} rejected`, `${c.duplicates} skipped as already registered`];
  let line = `${plural(c.manifests, 'skill.json file')} found in ${plural(c.roots, 'folder')}: ${parts.join(', ')}`;
  if (c.walkErrors > 0) line += `; ${plural(c.walkErrors, 'walk error')}`;
  if (c.rootsSkipped > 0) line += `; ${plural(c.rootsSkipped, 'folder')} skipped`;
  return line;
}

export const NO_SKILLS = 'no skills registered';

export const NATIVE_HEADING = "native skills (SKILL.md, in packs; the manager's skill.json loader does not load these, marketplace packs install them):";

export function nativeSummary(loaded: number, refused: number, packs: number): string {
  return `${plural(loaded + refused, 'SKILL.md file')} in ${plural(packs, 'pack')}: ${loaded} would load, ${refused} refused`;
}

export function errorLine(message: string): string {
  return `error: ${message}`;
}

export function hintLine(hint: string): string {
  return `hint: ${hint}`;
}

// ---- run (cli.md "run") ------------------------------------------------

export function argsFileUnreadable(file: string, reason: string): string {
  return `cannot read args file ${file}: ${reason}`;
}

export function argsBreakLine(source: string, b: { message: string; offset: number; line: number; column: number }): string {
  return `args (${source}) are not valid JSON: ${b.message}, at byte ${b.offset} (line ${b.line}, column ${b.column})`;
}

export function agentArgsRefused(reason: string): string {
  return `the agent path cannot pass these args: ${reason} (the bridge decodes them into a JSON object)`;
}

export function schemaIssuesText(name: string, issues: Array<{ pointer: string; message: string }>): string {
  const head = `args do not match the schema of ${q(name)} (${plural(issues.length, 'problem')}); nothing was started`;
  return [head, ...issues.map((i) => `  ${i.pointer === '' ? '(the args)' : i.pointer}: ${i.message}`)].join('\n');
}

export function schemaUnusable(name: string, reason: string): string {
  return `cannot check the args: the schema of ${q(name)} is ${reason}`;
}

export const SCHEMA_UNUSABLE_HINT = 'fix the schema (ongrid-skills validate points at it) or pass --no-validate-args to run without the check';

export function timeoutInvalid(value: string): string {
  return `--timeout needs a positive number of seconds, not ${q(value)}`;
}

export function personaProblem(file: string, problem: string): string {
  return `persona ${file}: ${problem}`;
}

export interface UnknownSkill {
  name: string;
  registered: number;
  closest: string[];
  rejected: boolean;
  builtin: boolean;
}

export function unknownSkillText(u: UnknownSkill): string {
  if (u.builtin) return `${q(u.name)} is one of the manager's built-in skills, not a skill.json skill; run executes skill.json skills only`;
  if (u.rejected) return `skill ${q(u.name)} did not register: the loader rejected it (see its "skill loader:" line above)`;
  const mean = u.closest.length > 0 ? `; did you mean ${u.closest.map(q).join(', ')}?` : '';
  return `no skill named ${q(u.name)} is registered (${plural(u.registered, 'skill')} loaded)${mean}`;
}

export const UNKNOWN_SKILL_HINT = 'ongrid-skills scan lists what registers, and why the rest does not';

export type ModeSource = 'flag' | 'persona' | 'config' | 'default';

const MODE_FROM: Record<ModeSource, string> = {
  flag: '--permission-mode',
  persona: 'the persona',
  config: 'the config file',
  default: 'the default',
};

export function refusalText(refusal: string, name: string, mode: string, source: ModeSource, skillClass: string): string {
  const from = `the permission mode ${mode} (from ${MODE_FROM[source]})`;
  switch (refusal) {
    case 'mutating-read-only':
      return `refused: ${q(name)} is a mutating skill, and ${from} allows only safe skills; --permission-mode mutating-with-confirm with --yes would allow it`;
    case 'dangerous-mode':
      return `refused: ${q(name)} is a dangerous skill, and ${from} does not allow those; --permission-mode dual-sign-required with two different --approver names would (the manager's REST API refuses dangerous skills always)`;
    case 'not-confirmed':
      return `refused: ${q(name)} is a mutating skill and needs a yes; pass --yes, or run it on a terminal to be asked`;
    case 'approvers-missing':
      return `refused: ${q(name)} is a dangerous skill and needs two different approvers; pass --approver NAME twice, or run it on a terminal to be asked`;
    case 'approvers-same':
      return `refused: ${q(name)} needs two different approvers, and both names are the same person; name a second approver with --approver`;
    default:
      return skillClass === 'dangerous'
        ? `refused: ${q(name)} was not approved; two different approver names (at the prompts, or --approver twice) would allow it`
        : `refused: ${q(name)} was not confirmed; answering "y" at the prompt, or passing --yes, would allow it`;
  }
}

export function confirmQuestion(name: string, skillClass: string): string {
  return `${q(name)} is a ${skillClass} skill and may change state. Run it? [y/N] `;
}

export function approverQuestion(name: string, n: number): string {
  return `${q(name)} is a dangerous skill and needs two different approvers. Approver ${n} of 2 (name, empty to stop): `;
}

/** The entry resolves elsewhere now than at load (`now` undefined: not at all). */
export function entryChangedNote(name: string, before: string, now: string | undefined): string {
  const after = now === undefined ? 'now it does not resolve' : `now to ${now}`;
  return `note: the entry of ${q(name)} changed after it was loaded: it resolved to ${before}, ${after}; nothing was started (the manager resolves it once, at boot, and would judge it anew at its next boot)`;
}

export function entryChangedError(name: string): string {
  return `error: the entry of ${q(name)} changed after it was loaded; run it again to load it anew`;
}

export const PROMPT_INTERRUPTED = 'interrupted at the prompt; nothing was started';

export function interruptedText(name: string): string {
  return `interrupted: killed the process group of ${q(name)}; nothing of it is left running`;
}

const MIB = 1024 * 1024;
const size = (n: number): string => (n >= MIB ? `${(n / MIB).toFixed(1)} MiB` : n >= 1024 ? `${(n / 1024).toFixed(1)} KiB` : `${n} B`);

const strays = (pids: number[]): string => `${pids.length === 1 ? 'process' : `${pids.length} processes`} ${pids.join(', ')}`;

export type RunNote =
  | { kind: 'stdout-dropped'; seen: number }
  | { kind: 'stderr-cut'; seen: number }
  | { kind: 'group-killed' }
  | { kind: 'group-left' }
  | { kind: 'strays-killed'; pids: number[] }
  | { kind: 'strays-left'; pids: number[] }
  | { kind: 'wait-delay' }
  | { kind: 'signal'; signal: string }
  | { kind: 'no-shebang'; entry: string; empty: boolean }
  | { kind: 'missing-interpreter'; entry: string }
  | { kind: 'agent-cap' }
  | { kind: 'agent-hidden'; skillClass: string }
  | { kind: 'agent-no-tool' };

export function runNoteText(n: RunNote): string {
  switch (n.kind) {
    case 'stdout-dropped':
      return `note: the skill wrote ${n.seen} bytes to stdout; the manager keeps the first 16 MiB (16777216 bytes) and drops the rest`;
    case 'stderr-cut':
      return `note: the skill wrote ${n.seen} bytes to stderr; the manager keeps only the first 16 KiB, so the tail it quotes is not the real end`;
    case 'group-killed':
      return 'note: processes the skill started were still running after it ended; killed them (the manager leaves them running; --leave-running does the same)';
    case 'group-left':
      return 'note: processes the skill started are still running (left running, as the manager does)';
    case 'strays-killed':
      return `note: ${strays(n.pids)} the skill started outside its process group (setsid or setpgid) ${n.pids.length === 1 ? 'was' : 'were'} still running after it ended; killed (the manager leaves them running and never kills them, not even at the timeout; --leave-running does the same)`;
    case 'strays-left':
      return `note: ${strays(n.pids)} the skill started outside its process group (setsid or setpgid) ${n.pids.length === 1 ? 'is' : 'are'} still running (left running, as the manager does)`;
    case 'wait-delay':
      return 'note: the skill exited, but a process it started kept stdout or stderr open; the manager waits 1 s for them (exec WaitDelay), then fails the call';
    case 'signal':
      return `note: the skill was killed by ${n.signal}; the manager reports that as exit -1`;
    case 'no-shebang':
      return n.empty
        ? `hint: ${n.entry} is empty; the kernel cannot execute it and the manager does not fall back to /bin/sh`
        : `hint: ${n.entry} has no "#!" line and is not a binary; the manager does not fall back to /bin/sh: start it with "#!/bin/sh" (or your interpreter)`;
    case 'missing-interpreter':
      return `hint: the interpreter named on the "#!" line of ${n.entry} does not exist on this machine (nor, most likely, in the manager's image)`;
    case 'agent-cap':
      return 'note: the legacy agent kernel stops every tool call after 15 s, whatever timeout_seconds says; its error still names timeout_seconds';
    case 'agent-hidden':
      return `note: the agent never sees ${n.skillClass} skills (only safe ones become tools, manager.md 8); this is what a safe skill would hand the model`;
    case 'agent-no-tool':
      return 'note: the schema is not a JSON object, so the manager drops this agent tool; the model can never call it';
  }
}

export interface RunStatus {
  name: string;
  ok: boolean;
  elapsedMs: number;
  exitCode: number | null;
  timedOut: boolean;
  resultBytes: number;
}

export function runStatusLine(s: RunStatus): string {
  const how = s.timedOut ? 'killed at the deadline' : s.exitCode === null ? 'did not start' : `exit ${s.exitCode}`;
  return `${s.name}: ${s.ok ? 'ok' : 'failed'} in ${(s.elapsedMs / 1000).toFixed(2)} s, ${how}, stdout ${size(s.resultBytes)}`;
}

// ---- validate: one message per rule (src/lint/rules/), saying what the manager
// does and how to fix it. Built from the rule's data only.

const code = (s: string): string => '`' + s + '`';

const MISSING_EFFECT: Record<MissingEffect, (field: string) => string> = {
  required: (f) => `, so ${code(f)} is missing and the skill is rejected (${f} required)`,
  timeout: () => ' and uses 30 s',
  env: () => ' and the skill runs with an empty environment (no PATH, HOME, LANG)',
  schema: () => ' and the model gets an empty parameter schema',
  class: () => ' and the class defaults to safe',
  category: () => ' and the category defaults to external',
};

function typeHint(message: string): string {
  if (message.includes('skill.SkillManifest')) return 'the top level must be a JSON object';
  const m = /SkillManifest\.(\w+) of type (\S+)$/.exec(message);
  if (!m) return 'give each field the type the manager expects';
  if (m[1] === 'timeout_seconds') return 'write timeout_seconds as a whole number of seconds';
  if (m[1] === 'env_allow') return m[2] === 'string' ? 'env_allow may only hold strings' : 'write env_allow as a list of variable names';
  return `write ${m[1]} as a string`;
}

const PROVIDER_NAME: Record<string, string> = {
  'provider-openai-strict': 'OpenAI (strict mode)',
  'provider-anthropic': 'Anthropic',
  'provider-gemini': 'Gemini',
};

function providerText(rule: string, f: ProviderFinding): string {
  switch (f.problem) {
    case 'name':
      return rule === 'provider-gemini'
        ? `tool name ${q(f.name!)} must start with a letter or "_" and have at most 64 of [a-zA-Z0-9_.:-]`
        : `tool name ${q(f.name!)} is longer than ${f.limit} characters`;
    case 'root-not-object':
      return 'the parameters schema must have an object root; the request is refused';
    case 'additional-properties':
      return 'every object needs "additionalProperties": false';
    case 'not-required':
      return `property ${q(f.property!)} must be listed in "required" (make its type nullable to keep it optional)`;
    case 'keyword':
      return rule === 'provider-gemini'
        ? `${code(f.keyword!)} is outside the OpenAPI subset Gemini takes; the request fails with 400`
        : `${code(f.keyword!)} is not supported`;
    case 'depth':
      return `schemas may nest at most ${f.limit} levels`;
    case 'property-count':
      return `at most ${f.limit} properties in total`;
    case 'type-array':
      return 'a list of types is not supported; use one type and "nullable": true';
    case 'strict-keyword':
      return `${code(f.keyword!)} is refused with strict tool use`;
    case 'strict-recursion':
      return 'a recursive $ref is refused with strict tool use';
  }
}

function interpreterText(a: RuleArgs['interpreter-missing']): string {
  const target = a.command ?? a.interpreter;
  switch (a.problem) {
    case 'missing':
      return `the #! interpreter ${target} does not exist on this machine; every run fails (start: fork/exec ${a.entry}: no such file or directory); install it or point #! at one that exists`;
    case 'directory':
    case 'not-executable':
      return `the #! interpreter ${target} is ${a.problem === 'directory' ? 'a directory' : 'not executable'}; every run fails (start: fork/exec ${a.entry}: permission denied); point #! at a program`;
    case 'carriage-return':
      return `the #! line ends in a carriage return (Windows line endings), so the kernel looks for "${target}\\r", which does not exist; every run fails; save the script with LF line endings`;
    case 'env-fallback':
      return `#!${a.interpreter} ${target}: env_allow has no PATH, so env searches only glibc's fallback /bin:/usr/bin, and there is no ${target} there; every run fails (env exits 127); add "PATH" to env_allow or use the interpreter's absolute path`;
  }
}

/** The message of a validate diagnostic: what the manager does, and the fix. */
export function diagnosticMessage(f: Finding): string {
  switch (f.rule) {
    case 'manifest-unreadable':
      return `the manager cannot read this manifest (${f.args.message}) and skips it; make skill.json a regular, readable file`;
    case 'manifest-blocks':
      return "skill.json is a FIFO: the manager's open() waits for a writer and its boot hangs here; replace it with a regular file";
    case 'walk-error':
      return `the manager cannot read this folder (${f.args.message}); it logs that and every skill below it is missing; fix the permissions or remove it`;
    case 'bom':
      return "the file starts with a UTF-8 byte order mark; Go's decoder rejects it (invalid character 'ï' looking for beginning of value), so the skill is not loaded; save it as UTF-8 without BOM";
    case 'json-syntax':
      return `not valid JSON for the manager (${f.args.message}); the skill is not loaded`;
    case 'json-type':
      return `${f.args.message}; the manager rejects the whole manifest; ${typeHint(f.args.message)}`;
    case 'name-required':
      return `${f.args.present ? `${code('name')} is empty` : `no ${code('name')}`}; the manager rejects the skill (name required); add a lower_snake name`;
    case 'name-format':
      return `name ${q(f.args.name)} is not lower_snake [a-z0-9_]; the manager rejects the skill; rename it, e.g. ${q(f.args.suggestion)}`;
    case 'description-required':
      return `${f.args.present ? `${code('description')} is empty` : `no ${code('description')}`}; the manager rejects the skill (description required); say what the skill does, the model reads it`;
    case 'entry-required':
      return `${f.args.present ? `${code('entry')} is empty` : `no ${code('entry')}`}; the manager rejects the skill (entry required); point it at the executable, relative to this folder`;
    case 'entry-unresolvable':
      return `entry ${q(f.args.entry)} does not resolve (${f.args.message}); the manager rejects the skill; fix the path (relative paths start at the folder of skill.json)`;
    case 'root-unresolvable':
      return `the allowlist root does not resolve (${f.args.message}); the manager rejects every skill under it`;
    case 'entry-escapes-root':
      return `entry resolves to ${f.args.resolved}, outside the allowlist root ${f.args.root}; the manager rejects the skill (escapes allowlist root); keep the executable inside the root (links are resolved first)`;
    case 'dotdot-prefixed-path':
      return `entry resolves to ${f.args.resolved}, inside the root, but its path from the root (${f.args.rel}) starts with "..", and the manager's test (the relative path starts with "..") rejects it as escaping the root; rename the folder so it does not start with ".."`;
    case 'class-invalid':
      return `class ${q(f.args.value)} is not safe, mutating or dangerous (exact case); the manager rejects the skill${f.args.suggestion ? `. Did you mean ${q(f.args.suggestion)}?` : ''}`;
    case 'duplicate-name':
      return `a skill named ${q(f.args.name)} is already registered from ${f.args.first}; the manager skips this one; give it another name`;
    case 'builtin-name':
      return `${q(f.args.name)} is the name of a manager built-in skill, so the manager skips this one as already registered; rename it (or pass --no-builtins when testing outside a manager)`;
    case 'entry-is-directory':
      return `entry ${f.args.entry} is a directory; the skill loads but every run fails (entry ... is a directory); point entry at the executable inside it`;
    case 'entry-not-executable':
      return `entry ${f.args.entry} has no execute bit (mode ${f.args.mode}); the skill loads but every run fails (entry ... not executable); chmod +x it`;
    case 'entry-no-shebang':
      return f.args.empty
        ? `entry ${f.args.entry} is empty; the skill loads but every run fails with exec format error; write the program, starting with a #! line`
        : `entry ${f.args.entry} has no #! line naming an interpreter and is not a binary this machine runs; execve refuses it, so every run fails with exec format error (a shell would have run it); add a first line such as #!/bin/sh`;
    case 'interpreter-missing':
      return interpreterText(f.args);
    case 'env-shebang-no-path':
      return `#!/usr/bin/env ${f.args.command} works by accident: env_allow has no PATH, so env falls back to glibc's default /bin:/usr/bin and finds ${f.args.found}; add "PATH" to env_allow or write #!${f.args.found}`;
    case 'unknown-key': {
      const { key, suggestion, effect, foreign } = f.args;
      const list = 'name, description, schema, entry, env_allow, timeout_seconds, class, category';
      if (foreign) {
        const shown = foreign.keys.slice(0, 6).map(code).join(', ') + (foreign.keys.length > 6 ? `, and ${foreign.keys.length - 6} more` : '');
        const fate = foreign.registered ? 'the manager loads it and ignores them' : "the manager does not load it (its loader line says why)";
        return `this skill.json is not an ongrid manifest: ${shown} are another format's keys, and it has none of entry, schema, env_allow, timeout_seconds, class, category; ${fate}; move it out of the skills folder, or write an ongrid manifest`;
      }
      if (!suggestion) return `${code(key)} is not a manifest key; the manager ignores it (the keys are ${list})`;
      return `${code(key)} is not a manifest key; the manager ignores it${effect ? MISSING_EFFECT[effect](suggestion) : ''}. Did you mean ${code(suggestion)}?`;
    }
    case 'case-insensitive-key':
      return `${code(f.args.key)} fills ${code(f.args.field)} only because Go's decoder ignores case; other tools reading the manifest will not; write ${code(f.args.field)}`;
    case 'repeated-key':
      return f.args.inSchema
        ? `${code(f.args.key)} appears again in this object; the manager (a Go map) and validators keep the one at line ${f.args.keptLine}, so this one is ignored; remove one`
        : `${code(f.args.key)} is given more than once; the manager uses the value at line ${f.args.keptLine} and ignores this one; remove one`;
    case 'agent-tool-name':
      return `${q(f.args.name)} is the name of a manager agent tool; the skill loads and silently replaces that tool for the model; rename it`;
    case 'symlinked-root':
      return `${f.args.root} is a symbolic link to ${f.args.target}; the manager does not descend into a linked root, so nothing under it loads; configure the real folder (or add a trailing "/"); checked here as ${f.args.root}/`;
    case 'colon-joined-dirs':
      return `${f.args.source === 'env' ? 'ONGRID_SKILLS_EXTERNAL_DIRS part' : 'config folder'} ${q(f.args.part)} contains ":", but the manager splits on "," and ";" only, so it is one folder, which probably does not exist; separate folders with ","`;
    case 'schema-not-object':
      return `schema is a${/^[aeiou]/.test(f.args.kind) ? 'n' : ''} ${f.args.kind}, not a JSON object; the skill loads, but the agent bridge cannot decode it and drops the tool, so the model never sees the skill; write an object such as {"type":"object","properties":{}}`;
    case 'schema-number-range':
      return `${f.args.literal} does not fit a float64; the agent bridge fails to decode the schema and drops the tool; use a smaller number`;
    case 'schema-invalid':
      return `not a valid JSON Schema: ${f.args.detail}; the manager passes it on unchecked, and model providers reject or misread it`;
    case 'schema-dialect-unknown':
      return `$schema ${q(f.args.uri)} is neither draft 2020-12 nor draft-07, so it is not checked against a meta-schema, and providers read it as 2020-12; use "https://json-schema.org/draft/2020-12/schema" or drop $schema`;
    case 'schema-type-not-object':
      return `the top-level type is ${f.args.type}, not "object"; the manager hands it to the model as written, but a model's args are always an object and providers want an object root; use "type": "object"`;
    case 'schema-unknown-keyword':
      return `${code(f.args.keyword)} is not a JSON Schema keyword, so validators and models ignore it. Did you mean ${code(f.args.suggestion)}?`;
    case 'provider-openai-strict':
    case 'provider-anthropic':
    case 'provider-gemini':
      return `${PROVIDER_NAME[f.rule]}: ${providerText(f.rule, f.args)}`;
    case 'agent-invisible-class':
      return `class ${f.args.class}: the model never sees this skill (only safe skills become agent tools); it runs over REST only${f.args.class === 'dangerous' ? ', and the REST API refuses dangerous skills' : ''}`;
    case 'timeout-legacy-cap':
      return `timeout_seconds ${f.args.seconds}: the legacy chat kernel cuts every agent call at 15 s (REST runs get the full time); keep agent-facing work under 15 s`;
    case 'timeout-default':
      return `${f.args.given === undefined ? 'no timeout_seconds' : `timeout_seconds ${f.args.given} means the default`}: the manager uses 30 s, and agent calls are cut at 15 s; set the time the skill needs`;
    case 'timeout-overflow':
      return `timeout_seconds ${f.args.seconds} overflows Go's int64 nanoseconds, so the manager's timeout becomes ${f.args.effective}; use a realistic number of seconds`;
    case 'description-blank':
      return 'description is only whitespace; the manager accepts it, but the model is told nothing about the tool; say what the skill does';
    case 'description-long':
      return `description has ${f.args.length} characters (${f.args.total} with the manager's "Returns:" suffix); OpenAI refuses tool descriptions over ${f.args.limit}; shorten it`;
    case 'example-invalid':
      if (f.args.unreadable) return `example cannot be read (${f.args.detail}), so it is not checked against the schema; make it readable`;
      return f.args.syntax ? `example is not valid JSON (${f.args.detail})` : `example does not match the schema: ${f.args.detail}`;
    case 'test-file-invalid':
      return `${f.args.detail}; \`ongrid-skills test\` refuses this test file (exit 2)`;
    case 'test-unknown-key':
      return `${code(f.args.key)} is not a key of ${f.args.in}; \`ongrid-skills test\` refuses this test file${f.args.suggestion ? `. Did you mean ${code(f.args.suggestion)}?` : ` (the keys are ${f.args.keys.join(', ')})`}`;
    case 'test-args-invalid':
      return `the args of case ${q(f.args.case)} do not match the skill's schema: ${f.args.detail}; \`ongrid-skills test\` checks them like \`run\` and fails the case before the skill starts`;
    case 'doc-unreadable':
    case 'frontmatter-missing':
    case 'frontmatter-unclosed':
    case 'frontmatter-line-too-long':
    case 'frontmatter-yaml':
    case 'frontmatter-duplicate-key':
    case 'frontmatter-type':
      return frontmatterMessage(f);
    case 'native-required':
    case 'native-name-normalized':
    case 'activation-conflict':
    case 'activation-mode-unknown':
    case 'activation-keyword-empty':
    case 'native-tool-class':
    case 'native-tool-impl':
    case 'metadata-os-unknown':
    case 'requires-bin-missing':
    case 'min-version-syntax':
    case 'native-scope-invalid':
      return nativeMessage(f);
    case 'agentskills-name':
    case 'agentskills-description':
    case 'agentskills-key':
    case 'agentskills-field':
    case 'claude-code-name':
    case 'claude-code-field':
    case 'openclaw-field':
      return profileMessage(f);
    case 'persona-required':
    case 'persona-permission-mode':
    case 'persona-name-non-snake':
    case 'persona-tool-unknown':
    case 'persona-tool-pattern':
      return personaMessage(f);
    case 'pack-layout-unknown':
    case 'pack-manifest-invalid':
    case 'pack-id-missing':
    case 'pack-id-fallback':
    case 'pack-skills-path':
    case 'pack-escapes-root':
    case 'pack-hooks-ignored':
    case 'pack-mcp-ignored':
    case 'pack-skill-json':
    case 'pack-id-derived':
    case 'pack-unsigned':
    case 'pack-signature-failed':
    case 'pack-signature-coverage':
      return packMessage(f);
  }
}

// ---- validate: SKILL.md, personas and packs (ecosystem.md 1-3)

type FindingOf<K extends RuleId> = Extract<Finding, { rule: K }>;

const profileList = (ps: readonly Profile[]): string => {
  const titles = ps.map((p) => PROFILES[p].title);
  return titles.length <= 1 ? (titles[0] ?? '') : `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;
};

function frontmatterMessage(
  f: FindingOf<'doc-unreadable' | 'frontmatter-missing' | 'frontmatter-unclosed' | 'frontmatter-line-too-long' | 'frontmatter-yaml' | 'frontmatter-duplicate-key' | 'frontmatter-type'>,
): string {
  switch (f.rule) {
    case 'doc-unreadable':
      return `cannot read this file (${f.args.message}); the manager cannot load it either; make it a regular, readable file`;
    case 'frontmatter-missing': {
      const what = f.args.kind === 'persona' ? 'the persona' : 'the skill';
      const why = f.args.bom
        ? "the file starts with a UTF-8 byte order mark, so its first line is not exactly --- and there is no frontmatter; save it as UTF-8 without BOM"
        : 'the first line that is not blank must be exactly --- (a YAML block closed by another --- line); add one';
      const who = f.args.kind === 'persona' || f.args.profiles.includes('ongrid') ? `the manager refuses ${what} (${f.args.manager})` : `${profileList(f.args.profiles)} need${f.args.profiles.length === 1 ? 's' : ''} a name and a description from it`;
      return `no frontmatter: ${who}; ${why}`;
    }
    case 'frontmatter-unclosed':
      return `the frontmatter opens with --- but no later line is exactly --- ("..." does not close it); the manager refuses the file (${f.args.manager}); add the closing --- line`;
    case 'frontmatter-line-too-long':
      return `a line longer than 1 MiB: the manager's line reader gives up (${f.args.manager}) and refuses the file; break the line`;
    case 'frontmatter-yaml':
      return `the frontmatter is not valid YAML; the manager refuses the file (${f.args.manager}); fix the YAML`;
    case 'frontmatter-duplicate-key':
      return `${code(f.args.key)} is given twice in one mapping: the manager's YAML decoder refuses the whole file (${f.args.manager}), where most other readers keep the last value silently; remove one`;
    case 'frontmatter-type':
      return `a value the manager's struct cannot hold; it refuses the whole file (${f.args.manager}); give the field the type it takes`;
  }
}

function nativeMessage(
  f: FindingOf<
    | 'native-required' | 'native-name-normalized' | 'activation-conflict' | 'activation-mode-unknown' | 'activation-keyword-empty'
    | 'native-tool-class' | 'native-tool-impl' | 'metadata-os-unknown' | 'requires-bin-missing' | 'min-version-syntax' | 'native-scope-invalid'
  >,
): string {
  switch (f.rule) {
    case 'native-required': {
      const state = f.args.present ? `${code(f.args.field)} is blank` : `no ${code(f.args.field)}`;
      const manager = f.args.manager ? `the manager refuses the skill (${f.args.manager})` : '';
      const others = f.args.profiles.filter((p) => p !== 'ongrid');
      const rest = others.length > 0 ? `${manager ? '; ' : ''}${profileList(others)} require${others.length === 1 ? 's' : ''} it too` : '';
      return `${state}: ${manager}${rest}; ${f.args.field === 'name' ? 'name the skill' : 'say what the skill does and when to use it'}`;
    }
    case 'native-name-normalized': {
      const base = `name ${q(f.args.name)} is not snake_case; normalized to ${q(f.args.normalized)} (the manager's name_normalized warning: the skill registers as ${q(f.args.normalized)})`;
      if (f.args.kebab.length === 0) return `${base}; write the name in lower_snake case`;
      return `${base}; ${profileList(f.args.kebab)} want${f.args.kebab.length === 1 ? 's' : ''} kebab-case, the manager snake_case: only a name of [a-z0-9] alone (e.g. ${q(f.args.normalized.replaceAll('_', ''))}) satisfies both`;
    }
    case 'activation-conflict':
      return `metadata.ongrid.activation.mode is ${q(f.args.ongrid)} but activation.mode is ${q(f.args.top)}: the manager warns activation_conflict and uses ${q(f.args.ongrid)}; set one of them`;
    case 'activation-mode-unknown':
      return `activation mode ${q(f.args.mode)} is neither "always" nor "keyword"; the manager silently treats it as "always"${f.args.suggestion ? `. Did you mean ${q(f.args.suggestion)}?` : ''}`;
    case 'activation-keyword-empty':
      return `activation mode "keyword" with no keywords: the skill never activates${f.args.otherHasKeywords ? '; the keywords in the other activation block are not the ones the manager reads' : ''}; list its keywords, or use mode "always"`;
    case 'native-tool-class': {
      const tool = f.args.tool ? `tool ${q(f.args.tool)}: ` : '';
      const allowed = f.args.field === 'class' ? 'read, write or destructive (empty means read)' : '"required" or empty';
      return `${tool}${f.args.field} ${q(f.args.value)} is not ${allowed}; the manager does not check it, so the tool is not gated the way it says${f.args.suggestion ? `. Did you mean ${q(f.args.suggestion)}?` : ''}`;
    }
    case 'native-tool-impl':
      if (f.args.problem === 'name-missing') return 'a tools[] entry without a name: the model cannot call it; give it one';
      if (f.args.problem === 'impl-missing') return `tool ${q(f.args.tool ?? '')} has no impl: it loads, and nothing runs when it is called; set impl to builtin:pkg.Func or edge:pkg.Func`;
      return `tool ${q(f.args.tool ?? '')}: impl ${q(f.args.impl!)} is not builtin:pkg.Func or edge:pkg.Func; the manager does not check it, and the call finds nothing to run`;
    case 'metadata-os-unknown':
      return `${q(f.args.value)} is not a Go GOOS value (linux, darwin, windows, ...); the manager does not check metadata.os, so it means nothing${f.args.openclaw ? '; "win32" is the OpenClaw spelling, which belongs in metadata.openclaw.os' : ''}${f.args.suggestion ? `. Did you mean ${q(f.args.suggestion)}?` : ''}`;
    case 'requires-bin-missing':
      return `${q(f.args.bin)} (metadata.requires.bins) is not on this machine's PATH; the manager does not check it, so a missing program shows up only when the skill's tools run; make sure the manager's image has it`;
    case 'min-version-syntax':
      return `min_ongrid_version ${q(f.args.value)} is not a version constraint like ">=0.7.30" (types.go's form); the manager never compares it, and nothing can; write an optional >=, >, <=, < or = and MAJOR.MINOR.PATCH`;
    case 'native-scope-invalid':
      return `metadata.ongrid.scope ${q(f.args.value)} is neither "manager" nor "edge"; the manager does not check it; pick one`;
  }
}

const AGENTSKILLS_KEYS = 'name, description, license, compatibility, metadata, allowed-tools';

/** "fork" alone, or "one of low, medium, high". */
const oneOf = (list: string): string => (list.includes(', ') ? `one of ${list}` : q(list));

function profileMessage(
  f: FindingOf<'agentskills-name' | 'agentskills-description' | 'agentskills-key' | 'agentskills-field' | 'claude-code-name' | 'claude-code-field' | 'openclaw-field'>,
): string {
  switch (f.rule) {
    case 'agentskills-name': {
      const { name, problems, folder, suggestion } = f.args;
      const why = problems.map((p) =>
        p === 'format' ? 'it must be lowercase letters, digits and single hyphens (kebab-case)' : p === 'length' ? 'it must be at most 64 characters' : `it must equal the folder name ${q(folder)}`,
      );
      const base = `Agent Skills spec: name ${q(name)}: ${why.join('; ')}`;
      if (f.args.ongrid && problems.includes('format') && /^[a-z0-9][a-z0-9_]*$/.test(name)) {
        return `${base}. The manager wants this snake_case name and would turn ${q(suggestion)} into ${q(suggestion.replaceAll('-', '_'))} (name_normalized); only a name of [a-z0-9] alone (e.g. ${q(name.replaceAll('_', ''))}) in a folder of that name satisfies both`;
      }
      const fixed = problems.includes('format') || problems.includes('length') ? suggestion : name;
      return `${base}; e.g. ${q(fixed)}${problems.includes('folder') ? ` in a folder of that name` : ''}`;
    }
    case 'agentskills-description':
      return `Agent Skills spec: description has ${f.args.length} characters, over the limit of 1024; shorten it`;
    case 'agentskills-key': {
      const base = `Agent Skills spec: ${code(f.args.key)} is not one of its keys (${AGENTSKILLS_KEYS}); spec validators refuse the file`;
      if (f.args.alternative) return `${base}; the manager also reads it as ${f.args.alternative} (which wins), a place that satisfies both`;
      if (f.args.ongrid) return `${base}, while the manager reads it only here: a SKILL.md for both cannot have it and pass the spec`;
      return `${base}; move it under metadata`;
    }
    case 'agentskills-field': {
      if (f.args.problem === 'length') return `Agent Skills spec: ${f.args.field} has ${f.args.length} characters, over the limit of 500; shorten it`;
      if (f.args.problem === 'nested') {
        const base = `Agent Skills spec: ${f.args.field} is not a string (metadata maps strings to strings); strict readers of the spec refuse it`;
        return f.args.ongrid ? `${base}, but the manager reads ${f.args.field} as a list or mapping: a SKILL.md for both has to pick one` : `${base}; write it as a string`;
      }
      return `Agent Skills spec: ${f.args.field} must be ${f.args.field === 'metadata' ? 'a mapping of strings' : f.args.field === 'allowed-tools' ? 'one space-separated string' : 'a string'}`;
    }
    case 'claude-code-name': {
      const base = `Claude Code: name ${q(f.args.name)} ${f.args.problem === 'format' ? 'must be lowercase letters, numbers and hyphens' : 'is longer than 64 characters'} (it becomes the /command)`;
      if (f.args.ongrid && f.args.problem === 'format' && /^[a-z0-9][a-z0-9_]*$/.test(f.args.name)) {
        return `${base}; the manager wants this snake_case name and rewrites ${q(f.args.suggestion)} to ${q(f.args.suggestion.replaceAll('-', '_'))}: only a name of [a-z0-9] alone (e.g. ${q(f.args.name.replaceAll('_', ''))}) satisfies both`;
      }
      return `${base}; e.g. ${q(f.args.suggestion)}`;
    }
    case 'claude-code-field':
      switch (f.args.problem) {
        case 'missing':
          return 'Claude Code: no description; it falls back to the first paragraph of the body to decide when to use the skill; write one';
        case 'truncated':
          return `Claude Code: description and when_to_use together have ${f.args.length} characters; the skill listing cuts them at 1536; shorten them`;
        case 'type':
          return `Claude Code: ${code(f.args.field)} must be ${f.args.want}`;
        case 'value':
          return `Claude Code: ${code(f.args.field)} ${q(f.args.value!)} is not ${oneOf(f.args.want!)}`;
      }
      break;
    case 'openclaw-field':
      switch (f.args.problem) {
        case 'type':
          return `OpenClaw: ${code(f.args.field)} must be ${f.args.want}`;
        case 'value':
          return `OpenClaw: ${code(f.args.field)} ${q(f.args.value!)} is not ${oneOf(f.args.want!)}`;
        case 'dispatch-tool':
          return 'OpenClaw: command-dispatch "tool" needs command-tool, the tool the slash command calls; add it';
        case 'requires-elsewhere':
          return "OpenClaw: metadata.requires is the manager's place for requirements; OpenClaw gates on metadata.openclaw.requires only, so these do not gate the skill there; repeat them under metadata.openclaw.requires";
      }
  }
  return '';
}

function personaMessage(
  f: FindingOf<'persona-required' | 'persona-permission-mode' | 'persona-name-non-snake' | 'persona-tool-unknown' | 'persona-tool-pattern'>,
): string {
  switch (f.rule) {
    case 'persona-required':
      return `${f.args.present ? `${code(f.args.field)} is blank` : `no ${code(f.args.field)}`}: the manager refuses the persona (${f.args.manager}); add it`;
    case 'persona-permission-mode':
      return `permission_mode ${q(f.args.value)} is not read-only, mutating-with-confirm or dual-sign-required; the manager stores it unchecked, and run --persona refuses it${f.args.suggestion ? `. Did you mean ${q(f.args.suggestion)}?` : ''}`;
    case 'persona-name-non-snake':
      return `persona name ${q(f.args.name)} is not snake_case; the manager keeps it as it is, with its name_non_snake warning; write it in lower_snake case`;
    case 'persona-tool-unknown': {
      const loaded =
        f.args.loaded === 0
          ? '(this run loaded no skills besides the built-ins: validate the skill folders together with the persona)'
          : `(${plural(f.args.loaded, 'skill')} loaded in this run besides the built-ins)`;
      const mean = f.args.suggestion ? ` Did you mean ${q(f.args.suggestion)}?` : '';
      return f.args.list === 'tools'
        ? `tools lists ${q(f.args.name)}, which no loaded skill or built-in tool is called ${loaded}; the persona's agent can never call it.${mean}`
        : `disallowed_tools entry ${q(f.args.name)} matches no loaded skill or built-in tool ${loaded}; if it is a typo, the tool meant to be blocked is not.${mean}`;
    }
    case 'persona-tool-pattern':
      return f.args.list === 'tools'
        ? `tools takes exact names, so ${q(f.args.pattern)} only allows a tool with that literal name; list the names, or leave tools empty to allow all and block with disallowed_tools`
        : `disallowed_tools takes an exact name, "*suffix", "prefix*" or "*"; ${q(f.args.pattern)} is none of these and is compared as a literal name`;
  }
}

function packMessage(
  f: FindingOf<
    | 'pack-layout-unknown' | 'pack-manifest-invalid' | 'pack-id-missing' | 'pack-id-fallback' | 'pack-skills-path' | 'pack-escapes-root'
    | 'pack-hooks-ignored' | 'pack-mcp-ignored' | 'pack-skill-json' | 'pack-id-derived' | 'pack-unsigned' | 'pack-signature-failed' | 'pack-signature-coverage'
  >,
): string {
  switch (f.rule) {
    case 'pack-layout-unknown':
      return `this folder looks meant as a pack, but the manager refuses it: ${f.args.manager}`;
    case 'pack-manifest-invalid':
      return f.args.key ? `${code(f.args.key)} must be ${f.args.want === 'array' || f.args.want === 'object' ? 'an' : 'a'} ${f.args.want}; the manager cannot decode the manifest and refuses the pack` : `the manager cannot decode the pack manifest (${f.args.message}) and refuses the pack`;
    case 'pack-id-missing':
      return 'the manifest has neither "id" nor "name": the pack has no id to install under, and the manager refuses it; add "id"';
    case 'pack-id-fallback':
      return `no "id": the manager installs the pack under its name ${q(f.args.name)} (id_fallback_from_name); add "id" to fix it`;
    case 'pack-skills-path':
      return f.args.problem === 'missing'
        ? `skills entry ${q(f.args.entry)} is not a folder of the pack; no skill loads from it`
        : `skills entry ${q(f.args.entry)} is ${f.args.problem === 'absolute' ? 'absolute' : 'a path containing ".."'}: the manager rejects it (skills_path_rejected) and its skills are not installed; give a path inside the pack, relative to its root`;
    case 'pack-escapes-root':
      return f.args.problem === 'dangling'
        ? `${f.args.rel} is a symbolic link that does not resolve (the manager's symlink_error); remove it or point it inside the pack`
        : `${f.args.rel} is a symbolic link to ${f.args.target}, outside the pack (escapes_root): the manager refuses to install the pack; copy the file in instead`;
    case 'pack-hooks-ignored':
      return f.args.code === 'hooks_unsupported'
        ? 'packs cannot bring hooks: the manager ignores this folder (hooks_unsupported)'
        : 'packs cannot bring hooks: the manager drops the hooks the manifest declares (hooks_dropped)';
    case 'pack-mcp-ignored':
      return `packs cannot bring MCP servers: the manager ignores ${f.args.from === 'file' ? 'this .mcp.json' : 'mcpServers'} (mcp_unsupported)`;
    case 'pack-skill-json':
      return `packs carry SKILL.md skills only: this skill.json is not loaded from the pack (only if an operator adds its folder to ONGRID_SKILLS_EXTERNAL_DIRS, and then at the next restart)`;
    case 'pack-id-derived':
      return `a bare pack's id comes from its folder name: ${q(f.args.folder)} installs as ${q(f.args.id)} (/var/lib/ongrid/skills/${f.args.id})`;
    case 'pack-unsigned':
      return `no signature.json: the manager installs ${f.args.id ? `pack ${q(f.args.id)}` : 'the pack'} as unsigned; sign it with ongrid-skills pack sign`;
    case 'pack-signature-failed':
      return `the signature does not hold: the manager's verdict is failed (${f.args.reason}); re-sign the pack after the last change (ongrid-skills pack sign)`;
    case 'pack-signature-coverage': {
      const shown = f.args.files.join(', ') + (f.args.count > f.args.files.length ? `, and ${f.args.count - f.args.files.length} more` : '');
      return `the signature covers .md and .json files only: ${plural(f.args.count, 'file')} can change without breaking it (${shown}); scripts and binaries are not covered`;
    }
  }
}

/** One line per rule: what it finds (SARIF rule help, README table, --help). */
export const RULE_HELP: Record<RuleId, string> = {
  'manifest-unreadable': 'skill.json cannot be read (dangling link, link to a folder, permissions): the manager skips it',
  'manifest-blocks': "skill.json is a FIFO: the manager's boot hangs opening it",
  'walk-error': 'a folder the walk cannot read: every skill below it is missing',
  bom: "a UTF-8 byte order mark: Go's decoder rejects the manifest",
  'json-syntax': "not JSON by Go's reading: the manager's exact error, at its byte",
  'json-type': 'a field of the wrong type (or a top level that is not an object): the manifest is rejected',
  'name-required': 'no name: rejected',
  'name-format': 'a name that is not lower_snake [a-z0-9_]: rejected',
  'description-required': 'no description: rejected',
  'entry-required': 'no entry: rejected',
  'entry-unresolvable': 'the entry path does not resolve: rejected',
  'root-unresolvable': 'the allowlist root does not resolve: every skill under it rejected',
  'entry-escapes-root': 'the resolved entry is outside the allowlist root: rejected',
  'dotdot-prefixed-path': "an entry under a folder whose name starts with '..' trips the manager's escape test: rejected",
  'class-invalid': 'a class other than safe, mutating, dangerous: rejected',
  'duplicate-name': 'a name registered earlier in the walk: skipped',
  'builtin-name': 'the name of a manager built-in skill: skipped',
  'entry-is-directory': 'the entry is a folder: loads, every run fails',
  'entry-not-executable': 'the entry has no execute bit: loads, every run fails',
  'entry-no-shebang': 'the entry has no #! line and is not a binary: exec format error on every run',
  'interpreter-missing': 'the #! interpreter (or env\'s command) cannot be found: every run fails',
  'env-shebang-no-path': "#!/usr/bin/env without PATH in env_allow: works only through glibc's /bin:/usr/bin fallback",
  'unknown-key': 'a key the manager ignores, with "did you mean"',
  'case-insensitive-key': 'a key that matches a field only case-insensitively',
  'repeated-key': 'a key given twice: one value is silently lost',
  'agent-tool-name': "the name of a manager agent tool: the skill silently replaces it",
  'symlinked-root': 'a root that is a symbolic link: the manager loads nothing under it',
  'colon-joined-dirs': 'folders joined with ":": the manager splits on "," and ";" only',
  'schema-not-object': 'a schema that is not a JSON object: the agent tool is dropped',
  'schema-number-range': 'a schema number beyond float64: the agent tool is dropped',
  'schema-invalid': 'not a valid JSON Schema (meta-schema of its $schema dialect, 2020-12 by default), or a regular expression that does not compile',
  'schema-dialect-unknown': 'a $schema other than 2020-12 or draft-07',
  'schema-type-not-object': 'a top-level type other than object',
  'schema-unknown-keyword': 'a schema keyword that is a likely typo of a real one',
  'provider-openai-strict': 'what OpenAI strict mode refuses (with --providers openai)',
  'provider-anthropic': 'what Anthropic tool use refuses (with --providers anthropic)',
  'provider-gemini': "what Gemini's OpenAPI subset refuses (with --providers gemini)",
  'agent-invisible-class': 'mutating and dangerous skills never reach the model',
  'timeout-legacy-cap': 'a safe skill with more than 15 s: the legacy kernel cuts agent calls at 15 s',
  'timeout-default': 'no timeout_seconds (or 0): the manager uses 30 s',
  'timeout-overflow': "timeout_seconds that overflows Go's nanoseconds: the timeout becomes something else",
  'description-blank': 'a description of only whitespace: the model is told nothing',
  'description-long': "a description over OpenAI's 1024 characters with the manager's suffix",
  'example-invalid': 'examples/*.json next to skill.json that do not satisfy the schema',
  'test-file-invalid': 'a golden test file (tests/*.test.json) that `test` refuses: not JSON, a value of the wrong type, a bad matcher, an unreadable args_file, an env name env_allow does not pass',
  'test-unknown-key': 'a key a golden test file does not know, with "did you mean"',
  'test-args-invalid': "a golden test case whose args do not satisfy the skill's schema: the case fails before the skill starts",
  'doc-unreadable': 'a SKILL.md or persona that cannot be read',
  'frontmatter-missing': 'no frontmatter (a BOM counts as none): the manager finds no name',
  'frontmatter-unclosed': 'frontmatter opened with --- and never closed: the file is refused',
  'frontmatter-line-too-long': "a line over 1 MiB: the manager's line reader fails",
  'frontmatter-yaml': 'frontmatter that is not YAML: the file is refused',
  'frontmatter-duplicate-key': "a key repeated in one mapping: yaml.v3 refuses the file",
  'frontmatter-type': "a value of the wrong type for the manager's struct: the file is refused",
  'native-required': 'SKILL.md without name or description (per profile)',
  'native-name-normalized': 'a name that is not snake_case: registered under a normalised name',
  'activation-conflict': 'activation.mode and metadata.ongrid.activation.mode differ: the ongrid block wins',
  'activation-mode-unknown': 'an activation mode other than always or keyword: behaves as always',
  'activation-keyword-empty': 'keyword activation without keywords: never activates',
  'native-tool-class': 'tools[].class or confirmation outside the documented values',
  'native-tool-impl': 'a tools[] entry without name or impl, or an impl that is not builtin:/edge:',
  'metadata-os-unknown': 'metadata.os values that are not Go GOOS names',
  'requires-bin-missing': "metadata.requires.bins not found on this machine's PATH",
  'min-version-syntax': 'min_ongrid_version that is not a version',
  'native-scope-invalid': 'metadata.ongrid.scope other than manager or edge',
  'agentskills-name': 'Agent Skills: name not kebab-case, over 64 characters, or not the folder name',
  'agentskills-description': 'Agent Skills: description over 1024 characters',
  'agentskills-key': 'Agent Skills: a top-level key outside the six the spec allows',
  'agentskills-field': 'Agent Skills: license, compatibility, allowed-tools or metadata of the wrong form',
  'claude-code-name': 'Claude Code: name not lowercase letters, numbers and hyphens, or over 64 characters',
  'claude-code-field': 'Claude Code: fields of the wrong type or value, missing or truncated description',
  'openclaw-field': 'OpenClaw: invocation fields and metadata.openclaw gating of the wrong form',
  'persona-required': 'a persona without name, description or when_to_use: refused',
  'persona-permission-mode': 'a permission_mode other than the three documented ones',
  'persona-name-non-snake': 'a persona name that is not snake_case (kept, with a warning)',
  'persona-tool-unknown': 'tools or disallowed_tools naming no tool loaded in this run',
  'persona-tool-pattern': 'a * the tool lists do not take as a pattern',
  'pack-layout-unknown': 'a folder meant as a pack with no layout the manager recognises',
  'pack-manifest-invalid': 'a pack manifest the manager cannot decode',
  'pack-id-missing': 'a pack manifest with neither id nor name',
  'pack-id-fallback': 'a pack manifest without id: installed under its name',
  'pack-skills-path': 'openclaw skills[] entries that are absolute, contain "..", or name no folder',
  'pack-escapes-root': 'a symbolic link leading out of the pack: installation refused',
  'pack-hooks-ignored': 'hooks in a pack: ignored',
  'pack-mcp-ignored': '.mcp.json or mcpServers in a pack: ignored',
  'pack-skill-json': 'skill.json inside a pack: not loaded from it',
  'pack-id-derived': "a bare pack's id derived from a folder name that differs from it",
  'pack-unsigned': 'a pack without signature.json: installed as unsigned',
  'pack-signature-failed': "a signature that does not verify: the manager's verdict is failed",
  'pack-signature-coverage': 'a signed pack with scripts or binaries the signature does not cover',
};


/** What a validate run looked at: "3 skill.json files, 2 SKILL.md files and 1 persona". */
function checkedText(c: { manifests: number; skills: number; personas: number; packs: number }): string {
  const parts = [plural(c.manifests, 'skill.json file')];
  if (c.skills > 0) parts.push(plural(c.skills, 'SKILL.md file'));
  if (c.personas > 0) parts.push(plural(c.personas, 'persona'));
  if (c.packs > 0) parts.push(plural(c.packs, 'pack'));
  if (c.manifests === 0 && parts.length > 1) parts.shift();
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The last line of `validate` (text and github formats). */
export function validateSummary(
  c: { errorCount: number; warningCount: number; infoCount: number },
  checked: { manifests: number; skills: number; personas: number; packs: number },
  limit?: { strict: boolean; max?: number },
): string {
  const files = checkedText(checked);
  const nothing = checked.manifests + checked.skills + checked.personas + checked.packs === 0;
  const problems = c.errorCount + c.warningCount;
  let line =
    problems === 0
      ? nothing
        ? 'no skill.json files found'
        : `no problems in ${files}`
      : `${plural(problems, 'problem')} (${plural(c.errorCount, 'error')}, ${plural(c.warningCount, 'warning')}) in ${files}`;
  if (c.infoCount > 0) line += `; ${plural(c.infoCount, 'note')}`;
  if (c.errorCount === 0 && c.warningCount > 0 && limit) {
    if (limit.strict) line += '; warnings fail the run (--strict)';
    else if (limit.max !== undefined && c.warningCount > limit.max) line += `; more than --max-warnings ${limit.max}`;
  }
  return line;
}

// ---- list

/** The AGENT column: whether the legacy chat kernel offers the skill as a tool, and if not why. */
export function agentColumn(v: ToolVerdict, timeoutNanos: bigint): string {
  if (v.visible) return timeoutNanos > 15_000_000_000n ? 'yes (cut at 15s)' : 'yes';
  if (v.reason === 'class') return `no: ${v.class}`;
  return v.reason === 'schema-not-object' ? 'no: schema not an object' : 'no: schema number too large';
}

export function listSummary(skills: number, visible: number): string {
  return `${plural(skills, 'skill')}, ${visible} visible to the agent (legacy chat kernel only; the default graph kernel offers no skill.json skill)`;
}

/** stderr note for `list --tools` when the manager would drop a safe skill's tool. */
export function droppedToolText(name: string, v: ToolVerdict & { visible: false }): string {
  const why =
    v.reason === 'schema-number-range'
      ? `its schema holds ${v.literal}, which does not fit a float64`
      : v.reason === 'schema-not-object'
        ? `its schema is ${v.kind === 'bool' ? 'a boolean' : `a${/^[aeiou]/.test(v.kind) ? 'n' : ''} ${v.kind}`}, not an object`
        : `its class is ${v.class}`;
  return `warning: no tool for ${q(fromBStr(name))}: ${why}; the manager logs a warning and the model never sees the skill`;
}

// ---- pack signatures (ecosystem.md 3)

export function packVerdictText(
  dir: string,
  v: { state: 'verified' | 'unsigned' | 'failed'; reason?: string; covered: string[] },
): string {
  if (v.state === 'verified') return `verified: ${dir} (${v.covered.length} signed files)`;
  if (v.state === 'unsigned') return `unsigned: ${dir} has no signature.json; the manager installs it as unsigned`;
  return `failed: ${v.reason}`;
}

export function packSignedText(dir: string, files: number): string {
  return `signed ${files} files of ${dir} into ${dir.replace(/\/$/, '')}/signature.json`;
}

export function packUncoveredText(files: string[]): string {
  const shown = files.slice(0, 5).join(', ') + (files.length > 5 ? `, and ${files.length - 5} more` : '');
  return `warning: the signature does not cover scripts or binaries; ${files.length} file(s) can change without breaking it: ${shown}`;
}
