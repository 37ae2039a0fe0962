// The markdown and pack half of the validate engine: read each SKILL.md
// and persona the targets name, build what the rules' `markdown` and
// `pack` hooks read, and run them. Documents are read once; a persona's
// tool names are checked against everything this run loaded.
import path from 'node:path';
import { AGENT_TOOL_NAMES, BUILTIN_SKILLS } from '../loader/builtins.js';
import { fromBStr, toBStr } from '../go/bytes.js';
import type { RuleArgs, RuleId } from './findings.js';
import type { LoadResult } from '../loader/loader.js';
import { type MdDoc, decodes, parses, readMdDoc } from '../native/md-doc.js';
import { type NativeSkill, SKILL_SHAPE, nativeSkill } from '../native/native-skill.js';
import { inspectMarketplace } from '../native/marketplace.js';
import { detectLayout, inspectPack } from '../native/pack.js';
import { PERSONA_SHAPE } from '../native/persona-doc.js';
import type { Escape } from '../source/read-inside.js';
import { escapeArgs } from './rules/run/read-escapes-tree.js';
import type { Profile } from '../native/profiles.js';
import type { KnownTools, MarkdownContext, MarketplaceContext, PackContext, Report, Rule, Severity, SourceFile } from './rule.js';

export interface DocTargets {
  skills: string[];
  personas: string[];
  packs: string[];
  /** `.claude-plugin/marketplace.json` files (Claude Code marketplaces). */
  marketplaces?: string[];
  /** A found document's folder to stay inside (its pack, else the folder named); a named file has none. */
  rootOf?: ReadonlyMap<string, string>;
}

export interface DocInput {
  targets: DocTargets;
  profiles: ReadonlySet<Profile>;
  load: LoadResult;
  rules: readonly Rule[];
  severities: ReadonlyMap<RuleId, Severity>;
  /** A reporter for one rule, defaulting to `file`; `parsesOnly`: the frontmatter parses but does not decode (a refusal found past it is marked). */
  reporter(rule: Rule, file: SourceFile, parsesOnly?: boolean): Report<RuleArgs[RuleId]>;
  /** Runs one file's checks so that a failure is a diagnostic on that file (validate.ts). */
  guard(file: SourceFile, step: () => void): void;
}

export interface DocCounts {
  skills: number;
  personas: number;
  packs: number;
  marketplaces: number;
}

interface Unreadable {
  path: string;
  message: string;
  escape?: Escape;
}

function read(file: string, kind: 'skill' | 'persona', root: string | undefined): { doc: MdDoc; skill?: NativeSkill } | Unreadable {
  const r = readMdDoc(file, kind === 'skill' ? SKILL_SHAPE : PERSONA_SHAPE, root);
  if (!r.ok) return { path: file, message: r.message, escape: r.escape };
  return kind === 'skill' ? { doc: r.doc, skill: nativeSkill(r.doc) } : { doc: r.doc };
}

/** Which Claude Code or OpenClaw plugin, or Claude Code marketplace, of the targets holds a file. */
export function pluginFinder(targets: DocTargets): (file: string) => MarkdownContext['plugin'] {
  const markets = (targets.marketplaces ?? []).map((f) => path.dirname(path.dirname(f)));
  const layouts = new Map<string, MarkdownContext['plugin']>();
  return (file) => {
    const root = targets.packs.find((r) => file.startsWith(r + '/'));
    if (root !== undefined && !layouts.has(root)) {
      const layout = detectLayout(root);
      layouts.set(root, layout === 'claude' || layout === 'openclaw' ? layout : undefined);
    }
    const own = root === undefined ? undefined : layouts.get(root);
    return own ?? (markets.some((r) => file.startsWith(r + '/')) ? 'claude' : undefined);
  };
}

export function validateDocuments(input: DocInput): DocCounts {
  const active = input.rules.filter((r) => input.severities.has(r.id));
  // A read that throws is a bug; it is thrown again where that file's checks are guarded.
  const skills = input.targets.skills.map((f) => {
    try {
      return read(f, 'skill', input.targets.rootOf?.get(f));
    } catch (thrown) {
      return { thrown };
    }
  });
  let known: KnownTools | undefined;
  const tools = (): KnownTools => {
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

  const pluginOf = pluginFinder(input.targets);

  const check = (kind: 'skill' | 'persona', file: string, got: ReturnType<typeof read> | { thrown: unknown }): void => {
    if ('thrown' in got) throw got.thrown;
    if (!('doc' in got) && got.escape) {
      const escapes = active.find((r) => r.id === 'read-escapes-tree');
      if (escapes) input.reporter(escapes, { path: toBStr(got.path) })(escapeArgs(kind === 'skill' ? 'SKILL.md' : 'persona', got.escape));
      return;
    }
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
      profiles: input.profiles,
      folder: path.basename(path.dirname(file)),
      plugin: pluginOf(file),
      skill: got.skill,
      tools,
      where: (pointer, key) => ({ pointer, at: doc.front ? doc.front.at(pointer, key) : { line: 1, column: 1 } }),
    };
    const parsesOnly = ctx.parses && !ctx.decodes;
    for (const rule of active) if (rule.markdown) rule.markdown(ctx, input.reporter(rule, doc.file, parsesOnly));
  };
  const file = (f: string): SourceFile => ({ path: toBStr(f) });
  input.targets.skills.forEach((f, i) => input.guard(file(f), () => check('skill', f, skills[i])));
  for (const f of input.targets.personas) input.guard(file(f), () => check('persona', f, read(f, 'persona', input.targets.rootOf?.get(f))));

  for (const root of input.targets.packs) {
    const facts = inspectPack(root);
    const ctx: PackContext = { facts, file: (rel) => ({ path: toBStr(path.join(root, rel)) }) };
    const fallback: SourceFile = { path: toBStr(root) };
    input.guard(fallback, () => {
      for (const rule of active) if (rule.pack) rule.pack(ctx, input.reporter(rule, fallback));
    });
  }
  for (const f of input.targets.marketplaces ?? []) {
    const file: SourceFile = { path: toBStr(f) };
    input.guard(file, () => {
      const ctx: MarketplaceContext = { facts: inspectMarketplace(f) };
      for (const rule of active) if (rule.marketplace) rule.marketplace(ctx, input.reporter(rule, ctx.facts.file));
    });
  }
  return { skills: input.targets.skills.length, personas: input.targets.personas.length, packs: input.targets.packs.length, marketplaces: input.targets.marketplaces?.length ?? 0 };
}
