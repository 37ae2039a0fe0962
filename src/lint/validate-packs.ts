// The pack and marketplace half of validate (run after the documents): each one's facts read once, and the rules'
// `pack` and `marketplace` hooks over them.
import path from 'node:path';
import { toBStr } from '../go/bytes.js';
import { inspectMarketplace } from '../ecosystems/marketplace.js';
import { inspectPack, isOneSkillFolder } from '../ecosystems/pack.js';
import { type ClaudePluginFacts, inspectClaudePlugin } from '../ecosystems/claude-plugin.js';
import type { Profile } from '../ecosystems/profiles.js';
import type { MarketplaceContext, PackContext, Rule, SourceFile } from './rule.js';
import type { DocInput } from './validate-docs.js';

/** The pack rules over each pack under its own ecosystem: a Claude Code or OpenClaw plugin's manager findings are
 * notes, and a one-skill folder gets none. */
export function checkPacks(input: DocInput, active: readonly Rule[], picked: ReadonlyMap<string, Profile>): void {
  const per = input.perFile;
  const elsewhere = per === undefined ? new Set<string>() : packsWrittenElsewhere(input.targets.packs, picked);
  for (const root of input.targets.packs) {
    // A signed pack is signed for the manager's marketplace: its verdict stands at its own levels.
    const holder = per?.picker.container(path.join(root, 'x'));
    const foreign = per !== undefined && holder !== undefined && !holder.c.signed;
    // A one-skill folder is a pack only once an operator installs it as one (`--profile ongrid` asks that):
    // by default only the manager's rules would read it, so unless one is asked for there is nothing to inspect.
    const ownFolder = holder?.dir === root && holder.c.skill === true;
    const oneSkill = per !== undefined && (((!foreign || ownFolder) && picked.has(path.join(root, 'SKILL.md')) && isOneSkillFolder(root)) || (!foreign && elsewhere.has(root)));
    if (oneSkill && !active.some((r) => r.pack && r.manager && per.forced.has(r.id))) continue;
    const facts = inspectPack(root);
    let claude: ClaudePluginFacts | undefined;
    const ctx: PackContext = {
      facts,
      file: (rel) => ({ path: toBStr(path.join(root, rel)) }),
      claude: () => (facts.layout === 'claude' ? (claude ??= inspectClaudePlugin(root)) : undefined),
    };
    const fallback: SourceFile = { path: toBStr(root) };
    input.guard(fallback, () => {
      for (const rule of active) {
        if (!rule.pack || (oneSkill && rule.manager && !per.forced.has(rule.id))) continue;
        const info = foreign && rule.manager && rule.id !== 'pack-manifest-invalid' && !per!.forced.has(rule.id);
        rule.pack(ctx, input.reporter(rule, fallback, false, info ? 'info' : undefined));
      }
    });
  }
}

/** Packs (not plugins) whose every document is written for another ecosystem: the installer is not their question. */
function packsWrittenElsewhere(packs: readonly string[], picked: ReadonlyMap<string, Profile>): Set<string> {
  const roots = new Set(packs);
  const ongrid = new Set<string>();
  const other = new Set<string>();
  for (const [file, ecosystem] of picked) {
    for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      if (roots.has(dir)) (ecosystem === 'ongrid' ? ongrid : other).add(dir);
    }
  }
  return new Set([...other].filter((root) => !ongrid.has(root)));
}

export function checkMarketplaces(input: DocInput, active: readonly Rule[]): void {
  for (const f of input.targets.marketplaces ?? []) {
    const file: SourceFile = { path: toBStr(f) };
    input.guard(file, () => {
      const ctx: MarketplaceContext = { facts: inspectMarketplace(f) };
      for (const rule of active) if (rule.marketplace) rule.marketplace(ctx, input.reporter(rule, ctx.facts.file));
    });
  }
}
