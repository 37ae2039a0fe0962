// `test [PATH...]`: golden run tests (docs/commands/test.md) loaded like `validate` and run through the runner, one
// skill's cases in order, skills in parallel (--jobs), reported in a stable order.
import path from 'node:path';
import { EXIT, UsageError } from '../../errors.js';
import { fromBStr, toBStr } from '../../go/bytes.js';
import { ARGS_FILE_CAP, TEST_FILE_CAP, type TestFile, parseTestFile } from '../../golden/test-file.js';
import { textHolds, textMatch } from '../../golden/text-match.js';
import { updateTestFile } from '../../golden/update.js';
import { managerPlace, sandboxTools } from '../../target/place.js';
import type { TargetName } from '../../target/targets.js';
import type { LoadResult, Skill } from '../../loader/loader.js';
import { LineIndex } from '../../source/position.js';
import { formatTestGithub } from '../../format/test-github.js';
import { formatTestJunit } from '../../format/test-junit.js';
import { type CaseReport, type FileReport, type TestReport, formatTestJson, formatTestText, totals } from '../../format/test-report.js';
import { writeFileAtomic } from '../../io/atomic-write.js';
import { paintFor } from '../../io/color.js';
import { guardWorkflowCommands, writeErr, writeErrBytes, writeOut, writeOutCommands } from '../../io/write.js';
import { type LoadSession, type SessionFlags, openSession } from '../../session/load-session.js';
import { sayConfig } from '../config-notice.js';
import { type GateFlags, permissionMode } from '../run/gate.js';
import { parseJobs } from '../jobs.js';
import { type Found, findTestFiles, skillFolderOf } from './discover.js';
import { readCappedInside } from '../../source/read-capped.js';
import { escapeText } from '../../source/read-inside.js';
import { INTERRUPTED, NO_TESTS, argsFileUnreadable, envNotAllowed, notRecorded, skillNotFound, unreadable, updatedFile } from './messages.js';
import { type CaseRun, type CaseSettings, runCase } from './run-case.js';
import { untilInterrupted } from '../../runner/interrupts.js';
import type { ArgsPath } from '../../runner/skill-args.js';
import type { Reporter } from './reporters.js';


export interface TestFlags extends SessionFlags, GateFlags {
  reporter?: Reporter;
  update?: boolean;
  filter?: string;
  jobs?: string;
  as?: ArgsPath;
  color?: boolean;
  /** Where the skills run: this machine (default) or the manager's container (docs/target.md). */
  target?: TargetName;
  targetDir?: string;
  network?: boolean;
}


interface Loaded {
  found: Found;
  shown: string;
  parsed?: TestFile;
  skill?: Skill;
  lines: LineIndex;
  report: FileReport;
  /** Cases to run: index into parsed.cases, with their args bytes. */
  todo: Array<{ index: number; args: Buffer }>;
  runs: Map<number, CaseRun>;
}

export async function testCommand(paths: string[], flags: TestFlags): Promise<number> {
  const t0 = performance.now();
  // A GitHub runner reads both streams for workflow commands: only our annotations may be one.
  if (flags.reporter === 'github') guardWorkflowCommands();
  const jobs = parseJobs(flags.jobs, 8);
  const filter = flags.filter !== undefined ? textMatch(flags.filter) : undefined;
  if (filter && 'error' in filter) throw new UsageError(`--filter ${filter.error}`);
  // Each test file's own root is loaded (loadRoots below), not the configured folders.
  const ctx = await openSession([], flags, { roots: () => [], confine: true });
  sayConfig(ctx);
  const found = findTestFiles(paths, ctx.cwd);
  if (found.length === 0) throw new UsageError(NO_TESTS);
  const gate = await permissionMode(flags.permissionMode, flags.persona, ctx.config);

  const byRoot = loadRoots(found, ctx);
  const files = found.map((f) => readOne(f, ctx.cwd, byRoot.get(f.root)!, flags, filter));
  const ac = new AbortController();
  if (flags.target === 'manager-image') sandboxTools({ dir: flags.targetDir }); // what is missing, said before any case runs
  const place = flags.target === 'manager-image' ? (skill: Skill) => managerPlace(skill, { dir: flags.targetDir, network: flags.network }) : undefined;
  const settings: CaseSettings = { gate, yes: Boolean(flags.yes), approvers: flags.approver ?? [], interrupt: ac.signal, place };
  await untilInterrupted(ac, () => runAll(files, settings, jobs));
  if (ac.signal.aborted) {
    writeErr(INTERRUPTED + '\n');
    return EXIT.interrupted;
  }
  if (flags.update) record(files);
  for (const f of files) f.report.cases = caseReports(f, Boolean(flags.update));
  const report: TestReport = { files: files.map((f) => f.report), totals: totals(files.map((f) => f.report), performance.now() - t0) };
  (flags.reporter === 'github' ? writeOutCommands : writeOut)(await render(report, flags));
  const t = report.totals;
  return t.badFiles ? EXIT.usage : t.failed ? EXIT.failed : t.refused ? EXIT.refused : EXIT.ok;
}

function loadRoots(found: Found[], session: LoadSession): Map<string, LoadResult> {
  const byRoot = new Map<string, LoadResult>();
  for (const root of new Set(found.map((f) => f.root))) {
    const loaded = session.loadRoots([toBStr(root)]);
    writeErrBytes(loaded.lines);
    byRoot.set(root, loaded);
  }
  return byRoot;
}

function readOne(found: Found, cwd: string, loaded: LoadResult, flags: TestFlags, filter: ReturnType<typeof textMatch> | undefined): Loaded {
  const rel = path.relative(cwd, found.file);
  const shown = rel.startsWith('..') || path.isAbsolute(rel) ? found.file : rel;
  const report: FileReport = { file: shown, cases: [], problems: [] };
  const out: Loaded = { found, shown, lines: new LineIndex(''), report, todo: [], runs: new Map() };
  const bytes = readCappedInside(toBStr(skillFolderOf(found.file)), toBStr(found.file), TEST_FILE_CAP);
  if (!Buffer.isBuffer(bytes)) {
    report.problems.push({ line: 1, column: 1, message: unreadable(shown, typeof bytes === 'string' ? bytes : `not read: it ${escapeText(bytes)}`) });
    return out;
  }
  const parsed = parseTestFile(bytes.toString('latin1'));
  out.parsed = parsed;
  out.lines = new LineIndex(parsed.src);
  const problem = (offset: number, message: string): void => void report.problems.push({ ...out.lines.position(offset), message });
  for (const p of parsed.problems) problem(p.offset, p.message);
  const folder = skillFolderOf(found.file);
  const manifest = toBStr(path.join(folder, 'skill.json'));
  out.skill = loaded.skills.find((s) => (parsed.skill !== undefined ? fromBStr(s.name) === parsed.skill : s.manifestPath === manifest));
  report.skill = out.skill ? fromBStr(out.skill.name) : parsed.skill;
  parsed.cases.forEach((c, index) => {
    if (filter && !('error' in filter) && !textHolds(filter, c.name, false)) return;
    if (flags.as && !c.caseNode.members.some((m) => m.key === 'as')) c.as = flags.as;
    let args: Buffer = Buffer.from(c.args ?? '', 'latin1');
    if (c.argsFile !== undefined) {
      // Only inside the skill's folder: a path out of it is refused, never read (read-escapes-tree).
      const read = readCappedInside(toBStr(skillFolderOf(found.file)), toBStr(path.resolve(path.dirname(found.file), c.argsFile)), ARGS_FILE_CAP);
      if (typeof read === 'string') return problem(c.offset, argsFileUnreadable(c.argsFile, read));
      if (!Buffer.isBuffer(read)) return problem(c.offset, argsFileUnreadable(c.argsFile, `not read: it ${escapeText(read)}`));
      args = read;
    }
    if (out.skill) {
      const allowed = new Set(out.skill.envAllow.map((n) => fromBStr(n).trim()));
      for (const name of Object.keys(c.env)) if (!allowed.has(name)) problem(c.offset, envNotAllowed(name, fromBStr(out.skill.name)));
    }
    out.todo.push({ index, args });
  });
  if (report.problems.length > 0) out.todo = [];
  return out;
}

/** Cases of one skill run one after another; skills run side by side, at most `jobs` at a time. */
async function runAll(files: Loaded[], s: CaseSettings, jobs: number): Promise<void> {
  const groups = new Map<Skill, Loaded[]>();
  for (const f of files) {
    if (!f.skill || f.report.problems.length > 0 || !f.parsed) continue;
    groups.set(f.skill, [...(groups.get(f.skill) ?? []), f]);
  }
  const queue = [...groups.entries()];
  const worker = async (): Promise<void> => {
    for (let next = queue.shift(); next && !s.interrupt.aborted; next = queue.shift()) {
      const [skill, mine] = next;
      for (const f of mine) {
        for (const t of f.todo) {
          if (s.interrupt.aborted) return;
          f.runs.set(t.index, await runCase(skill, f.parsed!.cases[t.index], t.args, f.parsed!.src, s));
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, worker));
}

function caseReports(f: Loaded, update: boolean): CaseReport[] {
  if (!f.parsed || f.report.problems.length > 0) return [];
  return f.todo.map(({ index }) => {
    const c = f.parsed!.cases[index];
    const { line, column } = f.lines.position(c.offset);
    const run = f.runs.get(index);
    if (!run) return { name: c.name, line, column, status: 'fail', ms: 0, failures: [], note: skillNotFound(f.parsed!.skill, path.relative(process.cwd(), skillFolderOf(f.found.file)) || '.') };
    const status = update && run.observed && run.status === 'fail' ? 'updated' : run.status;
    return { name: c.name, line, column, status, ms: run.ms, failures: status === 'updated' ? [] : run.failures, diff: status === 'updated' ? undefined : run.diff, note: run.note };
  });
}

/** --update: every file with failing cases that ran gets their current results recorded; a case that never ran says why. */
function record(files: Loaded[]): void {
  for (const f of files) {
    if (!f.parsed) continue;
    for (const { index } of f.todo) {
      const run = f.runs.get(index);
      if (run && run.status !== 'pass' && !run.observed) writeErr(notRecorded(f.shown, f.parsed.cases[index].name, (run.note ?? run.status).split('\n')[0]) + '\n');
    }
    const results = f.todo
      .map(({ index }) => ({ testCase: f.parsed!.cases[index], run: f.runs.get(index) }))
      .filter((r) => r.run?.status === 'fail' && r.run.observed)
      .map((r) => ({ testCase: r.testCase, got: r.run!.observed! }));
    if (results.length === 0) continue;
    writeFileAtomic(f.found.file, Buffer.from(updateTestFile(f.parsed.src, results), 'latin1'));
    writeErr(updatedFile(f.shown, results.length) + '\n');
  }
}

async function render(report: TestReport, flags: TestFlags): Promise<string> {
  switch (flags.reporter ?? 'text') {
    case 'json':
      return formatTestJson(report);
    case 'junit':
      return formatTestJunit(report);
    case 'github':
      return formatTestGithub(report);
    default:
      return formatTestText(report, await paintFor(process.stdout, flags.color));
  }
}

