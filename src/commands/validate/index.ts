// `validate [path...]`: the manager's verdict and everything it would not
// say, for authors and CI. stderr: the manager's loader lines, byte for
// byte; stdout: the diagnostics in the chosen format.
import { fromBStr } from '../../go/bytes.js';
import type { Config } from '../../session/config.js';
import { openSession } from '../../session/load-session.js';
import { sayConfig } from '../config-notice.js';
import { type Diagnostic, type SeveritySetting, compareDiagnostics, countDiagnostics, failsRun } from '../../lint/diagnostics.js';
import { ConfigError, EXIT, UsageError } from '../../errors.js';
import type { Provider } from '../../views/providers.js';
import { PROFILE_NAMES, type Profile } from '../../ecosystems/profiles.js';
import { perFile } from '../../lint/per-file.js';
import { closest } from '../../suggest.js';
import { resolveTargets } from '../../lint/validate-targets.js';
import { keepListings } from '../../source/listings.js';
import { type ValidateResult, validateSkills } from '../../lint/validate.js';
import { type FormatName, loadFormatter } from '../../format/formatters.js';
import { paintFor, plain } from '../../io/color.js';
import { guardWorkflowCommands, writeErr, writeErrBytes, writeOut, writeOutCommands } from '../../io/write.js';
import { AtomicWriteError, writeFileAtomic } from '../../io/atomic-write.js';
import type { LoadResult } from '../../loader/loader.js';
import { type Override, type PathPolicy, pathPolicy } from '../../lint/path-settings.js';
import { readBaseline, useBaseline, writeBaseline } from './baseline.js';
import { NOTHING_TO_CHECK_HINT, baselineSummary, baselineWritten, dryRunReport, fixReport, nothingToCheck, reportUnwritable } from './messages.js';
import path from 'node:path';
import { RULES } from '../../lint/rules/index.js';
import { DEFAULT_TARGET, type TargetName } from '../../target/targets.js';
import { type ManagerImage, managerImage } from '../../target/image.js';
import { type ComposeFlags, type ComposeRoots, composeRoots } from '../compose-roots.js';
import { isFolder } from '../../source/read-capped.js';

export interface ValidateFlags extends ComposeFlags {
  format?: FormatName;
  strict?: boolean;
  maxWarnings?: number;
  /** `id=off|warn|error`, as given. */
  rule?: string[];
  root?: string;
  providers?: Provider[];
  /** SKILL.md profiles (`--profile ongrid,agentskills`); absent: each document's own ecosystem. */
  profile?: Profile[];
  /** Say which ecosystem this file is checked under, and why; check nothing. */
  explainProfile?: string;
  builtins?: boolean;
  /** Where skills are judged to run (`--target`; default: config, then the manager's image). */
  target?: TargetName;
  config?: string | false;
  color?: boolean;
  /** Accepted findings: those it holds are not reported; stale entries are. */
  baseline?: string;
  /** Write every current finding to the --baseline file. */
  updateBaseline?: boolean;
  /** Errors only, and only the loader lines of skills that did not register. */
  quiet?: boolean;
  /** Write the report here (atomically) instead of to stdout. */
  output?: string;
  /** Nothing to check is fine (default: exit 2, a mistyped path must not pass). */
  allowEmpty?: boolean;
  /** Apply the fixes rules declare, then report what is left. */
  fix?: boolean;
  /** Print the fixes as a diff; write nothing. */
  fixDryRun?: boolean;
}

const RULE_IDS = RULES.map((r) => r.id);

function unknownRule(id: string): string {
  const near = closest(id, RULE_IDS);
  return `no rule ${JSON.stringify(id)}${near ? ` (did you mean ${near}?)` : ''}`;
}

function cliSettings(values: string[]): Record<string, SeveritySetting> {
  const out: Record<string, SeveritySetting> = {};
  for (const value of values) {
    const m = /^([^=]+)=(off|warn|error)$/.exec(value);
    if (!m) throw new UsageError(`--rule ${value}: expected id=off, id=warn or id=error`);
    if (!(RULE_IDS as string[]).includes(m[1])) throw new UsageError(`--rule ${value}: ${unknownRule(m[1])}`, 'the rules are listed in the README');
    out[m[1]] = m[2] as SeveritySetting;
  }
  return out;
}

function knownRules(rules: Record<string, SeveritySetting>, key: string, file: string | undefined): Record<string, SeveritySetting> {
  for (const id of Object.keys(rules)) {
    if (!(RULE_IDS as string[]).includes(id)) throw new ConfigError(`${file}: key "${key}.${id}": ${unknownRule(id)}`);
  }
  return rules;
}

function configSettings(config: Config, file: string | undefined): Record<string, SeveritySetting> {
  return knownRules(config.rules ?? {}, 'rules', file);
}

function overrideSettings(config: Config, file: string): Override[] {
  return (config.overrides ?? []).map((o, i) => ({ files: o.files, rules: knownRules(o.rules, `overrides[${i}].rules`, file) }));
}

/**
 * The rule levels, profiles and per-path settings of a run, from the config
 * and the flags, for the paths it names (the language server's run too).
 */
export function validationPolicy(
  config: Config,
  file: string | undefined,
  flags: Pick<ValidateFlags, 'providers' | 'profile' | 'rule' | 'target'>,
  named: string[],
): { profiles: Set<Profile>; policy: PathPolicy; image: ManagerImage | undefined; perFile: ReturnType<typeof perFile> | undefined } {
  const providers = new Set<Provider>(flags.providers ?? config.providers ?? []);
  const forAll = flags.profile ?? (config.profiles?.every((p) => typeof p === 'string') ? config.profiles : undefined);
  // Without a profile named for all, every profile's rules are on and each document runs those of its own.
  const profiles = new Set<Profile>(forAll ?? PROFILE_NAMES);
  const overrides = forAll ? [] : ((config.profiles ?? []) as Exclude<Config['profiles'], Profile[] | undefined>);
  const settings = { config: configSettings(config, file), cli: cliSettings(flags.rule ?? []) };
  const policy = pathPolicy(
    RULES,
    { ...settings, providers, profiles },
    file ? { base: path.dirname(file), ignores: config.ignores ?? [], overrides: overrideSettings(config, file) } : undefined,
  );
  const ownEcosystem = forAll ? undefined : perFile(named, overrides, file ? path.dirname(file) : undefined, new Set([...Object.keys(settings.config), ...Object.keys(settings.cli)]));
  // The machine the skills are judged for: the manager's container unless told otherwise.
  const image = (flags.target ?? config.target ?? DEFAULT_TARGET) === 'manager-image' ? managerImage() : undefined;
  return { profiles, policy, image, perFile: ownEcosystem };
}

export function displayPath(file: string, cwd: string): string {
  if (file === cwd) return '.';
  return file.startsWith(cwd + '/') ? file.slice(cwd.length + 1) : file;
}

/** What the engine found, sorted, its paths shown relative to the working directory when inside it. */
export interface Validation extends Omit<ValidateResult, 'load'> {
  /** The manager's log lines to show (byte strings): under --quiet, without those that say a skill registered. */
  lines: string[];
}

/** Everything `validate` decides, without printing: config, targets, rules, diagnostics. */
export async function collectValidation(
  paths: string[],
  flags: ValidateFlags,
  { cwd = process.cwd(), env = process.env, compose }: { cwd?: string; env?: NodeJS.ProcessEnv; compose?: ComposeRoots } = {},
): Promise<Validation> {
  let targets: ReturnType<typeof resolveTargets> | undefined;
  keepListings(); // the document search and the rules reuse the walk's listings
  const session = await openSession([], flags, {
    cwd,
    env,
    keepSources: true,
    confine: true,
    roots: (config) => {
      // --compose: the service's roots, each its host folder; the loader gets them all in the manager's
      // order (one with no folder here is logged as not present), the checks those that are folders.
      if (compose) {
        targets = resolveTargets(compose.dirs.filter((d) => !d.unmounted && isFolder(d.host)).map((d) => d.host), undefined, cwd);
        return compose.dirs.map((d) => d.host);
      }
      targets = resolveTargets(paths.length > 0 ? paths : ['.'], flags.root ?? config.root, cwd);
      return targets.roots.map((r) => r.path);
    },
  });
  sayConfig(session);
  // The paths named: only files under them get findings (with --compose, the service's host folders).
  const named = compose ? compose.dirs.map((d) => d.host) : paths.length > 0 ? paths : ['.'];
  const absPaths = named.map((p) => path.resolve(cwd, p));
  const { profiles, policy, image, perFile: ownEcosystem } = validationPolicy(session.config, session.configFile, flags, absPaths);
  const result = await validateSkills({
    load: session.load,
    roots: targets!.roots,
    scope: targets!.scope,
    docs: targets!.docs,
    profiles,
    perFile: ownEcosystem,
    dirs: session.dirs,
    rules: RULES,
    severities: policy.run,
    fix: flags.fix || flags.fixDryRun,
    image,
  });
  keepListings(false);
  const shown = (d: Diagnostic): Diagnostic => ({ ...d, file: displayPath(d.file, cwd) });
  // Only files under the named paths get diagnostics: a pack or folder above them is context, not a target.
  const underNamed = (d: Diagnostic): boolean => d.file.startsWith('$') || absPaths.some((p) => d.file === p || d.file.startsWith(p + '/'));
  const diagnostics = policy.apply(result.diagnostics.filter(underNamed)).map(shown).sort(compareDiagnostics);
  // A fix is offered only for a finding that is reported (not ignored or switched off for its file).
  const reported = <T extends { diagnostic: Diagnostic }>(items: T[]): T[] =>
    items.filter((f) => policy.apply([f.diagnostic]).length > 0).map((f) => ({ ...f, diagnostic: shown(f.diagnostic) }));
  const documents = result.documents.map((d) => ({ ...d, file: displayPath(d.file, cwd) }));
  const lines = flags.quiet ? unregisteredLines(result.load) : result.load.lines;
  return { lines, diagnostics, checked: result.checked, documents, fixes: reported(result.fixes), skipped: reported(result.skipped) };
}

function unregisteredLines(load: LoadResult): string[] {
  const registered = new Set(load.manifests.filter((m) => m.status === 'registered').map((m) => m.line));
  return load.lines.filter((l) => !registered.has(l));
}

export async function validateCommand(paths: string[], flags: ValidateFlags): Promise<number> {
  if (flags.explainProfile !== undefined) return (await import('./explain-profile.js')).explainProfile(flags.explainProfile, flags);
  if (flags.updateBaseline && !flags.baseline) throw new UsageError('--update-baseline needs --baseline FILE', 'name the file to write, e.g. --baseline .ongrid-skills-baseline.json');
  if (flags.fix && flags.fixDryRun) throw new UsageError('--fix and --fix-dry-run exclude each other', 'preview with --fix-dry-run, then apply with --fix');
  // A GitHub runner reads both streams for workflow commands: only our annotations may be one.
  if (flags.format === 'github') guardWorkflowCommands();
  const cwd = process.cwd();
  // Read first: a broken baseline is a usage error before any work.
  const baseline = flags.baseline && !flags.updateBaseline ? readBaseline(flags.baseline, cwd) : undefined;
  if (flags.root !== undefined && flags.compose) throw new UsageError('--root and --compose exclude each other', 'the compose file names the roots');
  const compose = composeRoots(flags, paths);
  const fixing = flags.fix ? await (await import('./fix.js')).fixAndValidate(() => collectValidation(paths, flags, { compose })) : undefined;
  const validation = fixing?.validation ?? (await collectValidation(paths, flags, { compose }));
  const { lines, checked } = validation;
  let { diagnostics } = validation;
  writeErrBytes(compose ? compose.rewrite(lines) : lines);
  if (!flags.allowEmpty && checked.manifests + checked.skills + checked.personas + checked.agents + checked.commands + checked.packs + checked.marketplaces === 0) {
    throw new UsageError(nothingToCheck(compose ? compose.dirs.map((d) => d.container) : paths.length > 0 ? paths : ['.']), NOTHING_TO_CHECK_HINT);
  }
  if (flags.fixDryRun) return printDryRun(validation, cwd, failsRun(countDiagnostics(diagnostics), flags));
  if (fixing) {
    const left = countDiagnostics(diagnostics);
    writeErr(fixReport(fixing, left.errorCount + left.warningCount));
  }
  if (flags.baseline) {
    if (flags.updateBaseline) {
      const n = writeBaseline(diagnostics, flags.baseline, cwd);
      writeErr(baselineWritten(flags.baseline, n));
    }
    const outcome = useBaseline(diagnostics, baseline ?? readBaseline(flags.baseline, cwd), flags.baseline, cwd);
    diagnostics = outcome.diagnostics;
    writeErr(baselineSummary(flags.baseline, outcome));
  }
  const counts = countDiagnostics(diagnostics);
  if (flags.quiet) diagnostics = diagnostics.filter((d) => d.severity === 'error');
  const warningLimit = flags.strict || flags.maxWarnings !== undefined ? { strict: Boolean(flags.strict), max: flags.maxWarnings } : undefined;
  const format = await loadFormatter(flags.format ?? 'text');
  const toTerminal = flags.output === undefined && (flags.format === undefined || flags.format === 'text');
  const paint = toTerminal ? await paintFor(process.stdout, flags.color) : plain;
  const report = format({ diagnostics, counts, checked, warningLimit, rules: RULES, documents: validation.documents }, paint);
  if (flags.output === undefined) (flags.format === 'github' ? writeOutCommands : writeOut)(report);
  else writeReport(flags.output, report);
  return failsRun(counts, { strict: flags.strict, maxWarnings: flags.maxWarnings }) ? EXIT.failed : EXIT.ok;
}

async function printDryRun(validation: Validation, cwd: string, fails: boolean): Promise<number> {
  const { dryRun } = await import('./fix.js');
  const { diff, plan } = dryRun(validation, (p) => displayPath(fromBStr(p), cwd));
  writeOut(Buffer.from(diff, 'latin1'));
  writeErr(dryRunReport(plan, validation.skipped));
  return fails ? EXIT.failed : EXIT.ok;
}

function writeReport(file: string, report: string | Buffer): void {
  try {
    writeFileAtomic(file, report);
  } catch (e) {
    throw e instanceof AtomicWriteError ? new UsageError(reportUnwritable(file, e.reason), e.hint) : e;
  }
}
