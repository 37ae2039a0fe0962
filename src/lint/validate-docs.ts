// The markdown half of validate: each SKILL.md, persona and command file named is read once and its rules'
// `markdown` hooks run; packs and marketplaces follow (validate-packs.ts).
import path from 'node:path';
import { AGENT_TOOL_NAMES, BUILTIN_SKILLS } from '../loader/builtins.js';
import { fromBStr, toBStr } from '../go/bytes.js';
import type { RuleArgs, RuleId } from './findings.js';
import type { LoadResult } from '../loader/loader.js';
import { type MdDoc, decodes, parses, readMdDoc } from '../ecosystems/md-doc.js';
import { type NativeSkill, SKILL_SHAPE, nativeSkill } from '../ecosystems/native-skill.js';
import { detectLayout, isOneSkillFolder } from '../ecosystems/pack.js';
import { PERSONA_SHAPE } from '../ecosystems/persona-doc.js';
import type { Escape } from '../source/read-inside.js';
import { escapeArgs } from './rules/run/read-escapes-tree.js';
import type { Profile } from '../ecosystems/profiles.js';
import type { DocKind, EcosystemPick, EcosystemPicker } from '../ecosystems/ecosystem.js';
import { ForeignTally } from './foreign-tally.js';
import type { KnownTools, MarkdownContext, Report, Rule, Severity, SourceFile } from './rule.js';
import { checkMarketplaces, checkPacks } from './validate-packs.js';

export interface DocTargets {
  skills: string[];
  personas: string[];
  packs: string[];
  marketplaces?: string[];
  /** Claude Code command files (docs/ecosystems-profiles.md, "Claude Code plugins"). */
  commands?: string[];
  /** Agents only a plugin.json lists (also in `personas`): the manager's walk never reads them. */
  listedAgents?: string[];
  /** A found document's folder to stay inside (its pack, else the folder named); a named file has none. */
  rootOf?: ReadonlyMap<string, string>;
}

/** How each document's ecosystem is decided when no `--profile` names one for all (docs/ecosystems-profiles.md). */
export interface PerFile {
  picker: EcosystemPicker;
  override(file: string): Profile | undefined;
  /** The folder a foreign document's refusal is counted under when no container holds it: the named path. */
  namedFolder(file: string): string;
  /** Rules the user set a level for (config `rules`, `--rule`): they run on every document at that level. */
  forced: ReadonlySet<string>;
}

export interface CheckedDoc {
  file: string;
  kind: DocKind;
  pick: EcosystemPick;
}

export interface DocInput {
  targets: DocTargets;
  /** The profiles every document is checked under (`--profile`); with `perFile`, each document's own instead. */
  profiles: ReadonlySet<Profile>;
  perFile?: PerFile;
  load: LoadResult;
  rules: readonly Rule[];
  severities: ReadonlyMap<RuleId, Severity>;
  /** A reporter for one rule, defaulting to `file`; `parsesOnly`: the frontmatter parses but does not decode (a refusal found past it is marked). */
  reporter(rule: Rule, file: SourceFile, parsesOnly?: boolean, severity?: Severity): Report<RuleArgs[RuleId]>;
  /** Runs one file's checks so that a failure is a diagnostic on that file (validate.ts). */
  guard(file: SourceFile, step: () => void): void;
}

export interface DocCounts {
  skills: number;
  personas: number;
  /** Agents written for another ecosystem (Claude Code's, mostly), checked under it. */
  agents: number;
  commands: number;
  packs: number;
  marketplaces: number;
}

interface Unreadable {
  path: string;
  message: string;
  escape?: Escape;
}

function read(file: string, kind: DocKind, root: string | undefined): { doc: MdDoc; skill?: NativeSkill } | Unreadable {
  const r = readMdDoc(file, kind === 'persona' ? PERSONA_SHAPE : SKILL_SHAPE, root);
  if (!r.ok) return { path: file, message: r.message, escape: r.escape };
  return kind === 'skill' ? { doc: r.doc, skill: nativeSkill(r.doc) } : { doc: r.doc };
}

/** Which Claude Code or OpenClaw plugin, or Claude Code marketplace, of the targets holds a file. */
export function pluginFinder(targets: DocTargets): (file: string) => MarkdownContext['plugin'] {
  const markets = (targets.marketplaces ?? []).map((f) => path.dirname(path.dirname(f)));
  const layouts = new Map<string, MarkdownContext['plugin']>();
  const packs = new Set(targets.packs);
  // The outermost pack above the file, by its folders (thousands of packs, thousands of files).
  const packOf = (file: string): string | undefined => {
    let found: string | undefined;
    for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) if (packs.has(dir)) found = dir;
    return found;
  };
  return (file) => {
    const root = packOf(file);
    if (root !== undefined && !layouts.has(root)) {
      const layout = detectLayout(root);
      layouts.set(root, layout === 'claude' || layout === 'openclaw' ? layout : undefined);
    }
    const own = root === undefined ? undefined : layouts.get(root);
    return own ?? (markets.some((r) => file.startsWith(r + '/')) ? 'claude' : undefined);
  };
}

/** A rule whose finding is the manager's verdict, not a fault under the file's own ecosystem: persona and struct
 * rules, and an agent's YAML or frontmatter failure. */
function managerVerdict(rule: Rule, kind: DocKind): boolean {
  if (rule.manager) return true;
  return kind === 'persona' && (rule.id === 'frontmatter-yaml' || rule.id === 'frontmatter-missing');
}

/** The tool names personas may refer to: built-ins, agent tools, loaded skills and every native skill's tools. */
function knownTools(input: DocInput, skills: ReadonlyArray<ReturnType<typeof read> | { thrown: unknown }>): () => KnownTools {
  let known: KnownTools | undefined;
  return () => {
    if (known) return known;
    const names = new Set<string>([...BUILTIN_SKILLS, ...AGENT_TOOL_NAMES, ...input.load.skills.map((s) => fromBStr(s.name))]);
    let natives = 0;
    for (const s of skills) {
      if (!('doc' in s) || !s.skill?.name) continue;
      natives++;
      names.add(s.skill.name);
      for (const t of s.skill.toolNames) names.add(t);
    }
    return (known = { names, loaded: input.load.skills.length + natives });
  };
}

/** Each document's ecosystem, the profiles its rules run under, and where a foreign one's refusals are counted. */
function ecosystems(input: DocInput) {
  const explicit: EcosystemPick = { ecosystem: [...input.profiles][0] ?? 'ongrid', by: 'flag', reason: 'named by --profile or the config' };
  const tally = new ForeignTally();
  return {
    tally,
    pick(file: string, kind: DocKind, doc: MdDoc | undefined): EcosystemPick {
      const per = input.perFile;
      if (!per) return explicit;
      const configured = per.override(file);
      if (configured) return { ecosystem: configured, by: 'config', reason: 'a `profiles` entry of the config matches its path' };
      return per.picker.pick(file, kind, doc);
    },
    profiles(pick: EcosystemPick, unwalked: boolean): ReadonlySet<Profile> {
      const own = input.perFile ? new Set<Profile>(pick.ongridToo ? [pick.ecosystem, 'ongrid'] : [pick.ecosystem]) : input.profiles;
      // The manager never reads a file its walk does not reach: no profile asks its question of it.
      return unwalked && own.has('ongrid') ? new Set([...own].filter((p) => p !== 'ongrid')) : own;
    },
    /** The folder a foreign document is counted under: its outermost container inside the named path, else the named path. */
    group(file: string, pick: EcosystemPick): string {
      const named = input.perFile!.namedFolder(file);
      const outer = pick.outermost;
      return outer !== undefined && (outer === named || outer.startsWith(named + '/')) ? outer : named;
    },
  };
}

/** A rule's level on a document of its own ecosystem (Rule.levelFor), unless the user set one. */
function ownLevel(input: DocInput, rule: Rule, ctx: MarkdownContext): Severity | undefined {
  if (!rule.levelFor || input.perFile === undefined || input.perFile.forced.has(rule.id)) return undefined;
  return rule.levelFor(ctx);
}

/** The counts checked, and every document with the ecosystem it was checked under. */
export function validateDocuments(input: DocInput): DocCounts & { documents: CheckedDoc[] } {
  const active = input.rules.filter((r) => input.severities.has(r.id));
  // A read that throws is a bug; it is thrown again where that file's checks are guarded.
  const skills = input.targets.skills.map((f) => {
    try {
      return read(f, 'skill', input.targets.rootOf?.get(f));
    } catch (thrown) {
      return { thrown };
    }
  });
  const tools = knownTools(input, skills);
  const pluginOf = pluginFinder(input.targets);
  const documents: CheckedDoc[] = [];
  const eco = ecosystems(input);
  const listed = new Set(input.targets.listedAgents);
  const skipped = { persona: 0, command: 0 };

  const check = (kind: DocKind, file: string, got: ReturnType<typeof read> | { thrown: unknown }): void => {
    if ('thrown' in got) throw got.thrown;
    if (!('doc' in got) && got.escape) {
      const escapes = active.find((r) => r.id === 'read-escapes-tree');
      if (escapes) input.reporter(escapes, { path: toBStr(got.path) })(escapeArgs(kind === 'skill' ? 'SKILL.md' : kind === 'command' ? 'command file' : 'persona', got.escape));
      return;
    }
    const pick = eco.pick(file, kind, 'doc' in got ? got.doc : undefined);
    const unwalked = kind === 'command' || listed.has(file);
    const own = eco.profiles(pick, unwalked);
    // Only the manager's profile asked, and the manager never reads the file: nothing to check it for.
    if (unwalked && own.size === 0) {
      if (kind !== 'skill') skipped[kind]++;
      return;
    }
    documents.push({ file, kind, pick });
    if (!('doc' in got)) {
      const unreadable = active.find((r) => r.id === 'doc-unreadable');
      if (unreadable) input.reporter(unreadable, { path: toBStr(got.path) })({ message: got.message });
      return;
    }
    const { doc } = got;
    const ctx: MarkdownContext = {
      kind,
      doc,
      decodes: decodes(doc),
      parses: parses(doc),
      profiles: own,
      folder: path.basename(path.dirname(file)),
      plugin: pick.plugin ?? pluginOf(file),
      skill: got.skill,
      tools,
      where: (pointer, key) => ({ pointer, at: doc.front ? doc.front.at(pointer, key) : { line: 1, column: 1 } }),
    };
    const parsesOnly = ctx.parses && !ctx.decodes;
    // Under its own ecosystem, a foreign document's manager refusals are counted, not reported.
    // A file the manager's walk never reads is neither: it is not in the count.
    const group = input.perFile !== undefined && !own.has('ongrid') && !unwalked ? eco.group(file, pick) : undefined;
    if (group !== undefined && kind !== 'command') eco.tally.add(group, pick.ecosystem, kind);
    for (const rule of active) {
      if (!rule.markdown || (rule.profile && !own.has(rule.profile) && !input.perFile?.forced.has(rule.id))) continue;
      if (unwalked && managerVerdict(rule, kind)) continue;
      if (group !== undefined && managerVerdict(rule, kind)) rule.markdown(ctx, () => rule.severity === 'error' && eco.tally.refuse(group, pick.ecosystem, file, rule.id));
      else rule.markdown(ctx, input.reporter(rule, doc.file, parsesOnly, ownLevel(input, rule, ctx)));
    }
  };
  const file = (f: string): SourceFile => ({ path: toBStr(f) });
  input.targets.skills.forEach((f, i) => input.guard(file(f), () => check('skill', f, skills[i])));
  for (const f of input.targets.personas) input.guard(file(f), () => check('persona', f, read(f, 'persona', input.targets.rootOf?.get(f))));
  for (const f of input.targets.commands ?? []) input.guard(file(f), () => check('command', f, read(f, 'command', input.targets.rootOf?.get(f))));
  const walked = documents.filter((d) => d.kind !== 'command' && !listed.has(d.file));
  checkPacks(input, active, new Map(walked.map((d) => [d.file, d.pick.ongridToo ? 'ongrid' : d.pick.ecosystem])));
  checkMarketplaces(input, active);
  const summary = active.find((r) => r.id === 'ongrid-would-refuse');
  if (summary) for (const g of eco.tally.groups()) input.reporter(summary, { path: toBStr(g.folder) })(g.args);
  // A folder that is a pack only by its own SKILL.md is one skill, not counted as a pack.
  const packs = input.targets.packs.filter((root) => !isOneSkillFolder(root)).length;
  const commands = (input.targets.commands?.length ?? 0) - skipped.command;
  const agents = documents.filter((d) => d.kind === 'persona' && d.pick.ecosystem !== 'ongrid' && !d.pick.ongridToo).length;
  const personas = input.targets.personas.length - skipped.persona - agents;
  return { documents, skills: input.targets.skills.length, personas, agents, commands, packs, marketplaces: input.targets.marketplaces?.length ?? 0 };
}
