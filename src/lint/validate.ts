// The validate engine: boot the loader over the roots exactly like the
// manager (its log lines are part of the result), then run every active
// rule over each manifest in scope and over the run as a whole, and turn
// what they report into positioned, worded, sorted diagnostics.
import { type BStr, fromBStr } from '../go/bytes.js';
import { type Diagnostic, compareDiagnostics } from './diagnostics.js';
import { type FirstFailure, beyondDecode, beyondFirst, beyondText } from './beyond.js';
import type { Finding, RuleArgs, RuleId } from './findings.js';
import checkFailed from './rules/manifest/check-failed.js';
import manifestForeign, { foreignArgs, foreignKeys } from './rules/manifest/manifest-foreign.js';
import { loadSchemaChecker } from '../schema/jsonschema.js';
import { guard, reportFailure } from './guard.js';
import { SUBSET_CHECKER, needsAjv } from './subset-checker.js';
import type { LoadResult } from '../loader/loader.js';
import { entryReads } from '../runner/entry-prefetch.js';
import { manifestContext } from './manifest-context.js';
import { pointerOffset } from '../source/pointer.js';
import { FindingCaps, cappedText } from './finding-caps.js';
import { LineIndex } from '../source/position.js';
import type { Profile } from '../ecosystems/profiles.js';
import { clawhubMarker } from '../ecosystems/ecosystem.js';
import type { DirSetting, ManifestContext, RootFacts, Rule, RunContext, Severity, SourceFile, Where } from './rule.js';
import { type CheckedDoc, type DocCounts, type DocTargets, type PerFile, validateDocuments } from './validate-docs.js';
import type { FixItem, FixSkipped } from './fix/fix-plan.js';
import type { Fix, NotFixed } from './fix/fix.js';
import { BUILTIN_SKILLS } from '../loader/builtins.js';
import type { ManagerImage } from '../target/image.js';

export interface ValidateInput {
  /** The loader's run over the roots (src/session/load-session.ts). */
  load: LoadResult;
  roots: RootFacts[];
  /** Absolute paths (files or folders) to report on; undefined: everything loaded. */
  scope?: BStr[];
  dirs: DirSetting[];
  rules: readonly Rule[];
  severities: ReadonlyMap<RuleId, Severity>;
  /**
   * SKILL.md files, personas and packs to check. A function is called once
   * the entry worker has started, so the search runs while the worker gets ahead.
   */
  docs?: DocTargets | (() => DocTargets);
  /** SKILL.md profiles (default: ongrid). */
  profiles?: ReadonlySet<Profile>;
  /** Each document under its own ecosystem (no `--profile`): how to decide it. */
  perFile?: PerFile;
  /** Ask the rules that fix for their fixes (`--fix`, `--fix-dry-run`). */
  fix?: boolean;
  /** Judge where skills run against the manager's container (docs/target.md); undefined: this machine. */
  image?: ManagerImage;
}

export interface Checked extends DocCounts {
  /** skill.json manifests in scope. */
  manifests: number;
}

export interface ValidateResult {
  load: LoadResult;
  diagnostics: Diagnostic[];
  checked: Checked;
  /** With `fix`: the fixes rules offered, each with its diagnostic (in diagnostic order). */
  fixes: FixItem[];
  /** With `fix`: the findings a rule would fix but cannot, with why. */
  skipped: FixSkipped[];
  /** Every document checked, with its ecosystem and why. */
  documents: CheckedDoc[];
}

interface Offered {
  fixes: FixItem[];
  skipped: FixSkipped[];
}

/** A rule's answer to --fix for one finding: a fix to plan, or why it cannot make one. */
function collectFix(fix: Fix | NotFixed | undefined, diagnostic: Diagnostic, out: Offered): void {
  if (fix && 'notFixed' in fix) out.skipped.push({ diagnostic, reason: fix.notFixed });
  else if (fix) out.fixes.push({ diagnostic, fix });
}

function scopeTest(scope: BStr[] | undefined): (path: BStr) => boolean {
  if (!scope) return () => true;
  const prefixes = scope.map((s) => (s.endsWith('/') ? s : s + '/'));
  return (path) => scope.includes(path) || prefixes.some((p) => path.startsWith(p));
}

export async function validateSkills(input: ValidateInput): Promise<ValidateResult> {
  const load = input.load;
  const active = input.rules.filter((r) => input.severities.has(r.id));
  const inScope = scopeTest(input.scope);
  const needsChecker = active.some((r) => r.needsSchemaChecker);
  let checker: ManifestContext['checker'];

  const sink = new DiagnosticSink();
  const offered: Offered = { fixes: [], skipped: [] };
  // Built on a renaming fix's first question only: most checks rename nothing.
  let claims: ((name: string) => boolean) | undefined;
  const claimName = input.fix ? (name: string) => (claims ??= nameClaims(load))(name) : () => false;
  const failedFiles = new Set<SourceFile>();
  const failed = (file: SourceFile) => (args: RuleArgs['check-failed']) => {
    if (failedFiles.has(file)) return;
    failedFiles.add(file);
    sink.reporter(checkFailed, input.severities.get('check-failed') ?? 'error', file)(args);
  };
  const manifestRules = ruleHooks(active, input);
  // One manifest at a time: its context (bytes, parse tree, line index) is
  // dropped once its rules ran, so 10,000 files never sit in memory at once.
  // A fix keeps them: it rewrites the file from its context later.
  let checked = 0;
  const entries = entryReads(load, inScope, active.some((r) => r.readsEntry));
  let docTargets: DocTargets | undefined;
  try {
    docTargets = typeof input.docs === 'function' ? input.docs() : input.docs;
    for (let k = 0; k < load.manifests.length; k++) {
      const m = load.manifests[k];
      if (!inScope(m.path)) continue;
      checked++;
      const c = manifestContext(m, load, (id) => input.severities.has(id), entries.inspect(k), input.image);
      // ajv only where the subset cannot answer (subset-checker.ts).
      if (needsChecker && c.field('schema')) c.checker = needsAjv(c) ? (checker ??= await loadSchemaChecker()) : SUBSET_CHECKER;
      // One report function for the file, told which rule is running: most
      // rules report nothing, so nothing is made per rule until one does.
      let current = manifestRules[0];
      const report = (args: unknown, where: Where = {}): boolean => {
        const { rule, severity, fixer } = current;
        const offer = fixer
          ? (found: unknown, at: Where, diagnostic: Diagnostic) => collectFix(fixer({ m: c, args: found as never, where: at, claimName }), diagnostic, offered)
          : undefined;
        return sink.report(rule, severity, c.file, args, where, offer, beyondFirst(c.outcome, rule.id));
      };
      const onFailure = failed(c.file);
      const foreign = foreignNote(input, c, sink);
      for (const entry of foreign ? [] : manifestRules) {
        current = entry;
        // The other rules still run; the file gets one check-failed at most.
        try {
          entry.loaded?.call(entry.rule, c, report);
          entry.manifest?.call(entry.rule, c, report);
        } catch (e) {
          reportFailure(e, onFailure);
        }
      }
      if (!input.fix) {
        sink.forget(c.file);
        m.source = undefined;
      }
    }
  } finally {
    entries.close(); // a failure in the loop must not leave the worker reading
  }
  const run: RunContext = { load, roots: input.roots, dirs: input.dirs, inScope };
  for (const rule of active) {
    if (rule.run) rule.run(run, sink.reporter(rule, input.severities.get(rule.id)!, undefined));
  }
  const { documents, ...docs } = checkDocuments(input, docTargets, sink, failed);
  const fixes = offered.fixes.sort((a, b) => compareDiagnostics(a.diagnostic, b.diagnostic));
  const skipped = offered.skipped.sort((a, b) => compareDiagnostics(a.diagnostic, b.diagnostic));
  return { load, diagnostics: sink.summarise().sort(compareDiagnostics), checked: { manifests: checked, ...docs }, fixes, skipped, documents };
}

/**
 * Per rule, fixed for the run: hooks, severity and fixer, read off the rule
 * once since each rule object has its own shape and is slow to look into.
 */
function ruleHooks(active: readonly Rule[], input: ValidateInput) {
  return active
    .filter((rule) => rule.manifest || rule.loaded)
    .map((rule) => ({
      rule,
      loaded: rule.loaded,
      manifest: rule.manifest,
      severity: input.severities.get(rule.id)!,
      fixer: input.fix && rule.fix ? rule.fix.bind(rule) : undefined,
    }));
}

/** The markdown, pack and marketplace half of the run (validate-docs.ts). */
function checkDocuments(input: ValidateInput, targets: DocTargets | undefined, sink: DiagnosticSink, failed: (file: SourceFile) => (args: RuleArgs['check-failed']) => void) {
  return validateDocuments({
    targets: targets ?? { skills: [], personas: [], packs: [] },
    profiles: input.profiles ?? new Set<Profile>(['ongrid']),
    perFile: input.perFile,
    load: input.load,
    rules: input.rules,
    severities: input.severities,
    reporter: (rule, file, parsesOnly = false, severity = input.severities.get(rule.id)!) =>
      sink.reporter(rule, severity, file, undefined, beyondDecode(parsesOnly, rule.id)),
    guard: (file, step) => guard(step, failed(file)),
  });
}

/**
 * Each file under its own ecosystem: another format's skill.json gets one
 * note with what the manager would do, and no other finding. Whether it did.
 */
function foreignNote(input: ValidateInput, c: ManifestContext, sink: DiagnosticSink): boolean {
  if (!input.perFile || !c.file.tree) return false;
  // A ClawHub skill folder is OpenClaw's: its skill.json is that format's metadata, not the manager's concern.
  if (clawhubMarker(fromBStr(c.folder))) return true;
  const keys = input.severities.has('manifest-foreign') ? foreignKeys(c, true) : undefined;
  if (keys) sink.report(manifestForeign, input.severities.get('manifest-foreign')!, c.file, foreignArgs(c, keys), { pointer: '' });
  return keys !== undefined;
}

/** Names a renaming fix may not take: built-ins, every name a manifest in this load gives, and names claimed already. */
function nameClaims(load: LoadResult): (name: string) => boolean {
  const taken = new Set<string>(BUILTIN_SKILLS);
  for (const m of load.manifests) if (m.status === 'registered' || m.status === 'build-error' || m.status === 'duplicate') taken.add(fromBStr(m.status === 'registered' ? m.skill.name : m.name));
  return (name) => !taken.has(name) && Boolean(taken.add(name));
}

class DiagnosticSink {
  readonly diagnostics: Diagnostic[] = [];
  private readonly lines = new Map<SourceFile, LineIndex>();
  private readonly caps = new FindingCaps<SourceFile>((f) => fromBStr(f.path));

  reporter(
    rule: Rule,
    severity: Severity,
    defaultFile: SourceFile | undefined,
    offer?: (args: unknown, where: Where, d: Diagnostic) => void,
    beyond?: FirstFailure,
  ) {
    return (args: unknown, where: Where = {}): boolean => this.report(rule, severity, defaultFile, args, where, offer, beyond);
  }

  report(
    rule: Rule,
    severity: Severity,
    defaultFile: SourceFile | undefined,
    args: unknown,
    where: Where,
    offer?: (args: unknown, where: Where, d: Diagnostic) => void,
    beyond?: FirstFailure,
  ): boolean {
    const file = where.file ?? defaultFile;
    if (!file) throw new Error(`rule ${rule.id} reported without a file`);
    if (!this.caps.admit(file, rule.id, severity)) return false;
    // Field by field, not spread: thousands of reports go through here.
    const at = this.position(file, where);
    const message = rule.message(args as never);
    const diagnostic: Diagnostic = {
      rule: rule.id,
      severity,
      file: fromBStr(file.path),
      line: at.line,
      column: at.column,
      pointer: where.pointer ?? '',
      message: beyond ? beyondText(message, beyond) : message,
      args: args as Finding['args'],
    };
    if (beyond) diagnostic.beyond = true;
    this.diagnostics.push(diagnostic);
    offer?.(args, where, diagnostic);
    return true;
  }

  /** One summary finding for each rule past its cap in a file, at the file's start; call once, at the end. */
  summarise(): Diagnostic[] {
    for (const c of this.caps.capped()) {
      const args = { more: c.more } as unknown as Finding['args'];
      this.diagnostics.push({ rule: c.rule, severity: c.severity, file: c.path, line: 1, column: 1, pointer: '', message: cappedText(c.rule, c.more), args, more: c.more });
    }
    return this.diagnostics;
  }

  /** The file is done: its line index goes (a later report on it builds a new one). */
  forget(file: SourceFile): void {
    this.lines.delete(file);
  }

  private position(file: SourceFile, where: Where): { line: number; column: number } {
    if (where.at) return where.at;
    if (file.src === undefined) return { line: 1, column: 1 };
    let offset = where.offset;
    if (offset === undefined) offset = where.pointer !== undefined && file.tree ? pointerOffset(file.tree, where.pointer, where.key) : 0;
    let index = this.lines.get(file);
    if (!index) this.lines.set(file, (index = new LineIndex(file.src)));
    return index.position(offset);
  }
}
