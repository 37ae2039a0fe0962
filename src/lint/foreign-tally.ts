// Per folder and ecosystem, the foreign documents checked and those the manager would refuse, for the one
// `ongrid-would-refuse` note a folder gets (docs/ecosystems-profiles.md).
import type { Profile } from '../ecosystems/profiles.js';
import type { RuleArgs } from './findings.js';

interface Group {
  folder: string;
  ecosystem: Profile;
  kinds: Set<'skill' | 'persona'>;
  total: number;
  refused: Set<string>;
  example?: string;
}

export class ForeignTally {
  private readonly tallies = new Map<string, Group>();

  add(folder: string, ecosystem: Profile, kind: 'skill' | 'persona'): void {
    const k = key(folder, ecosystem);
    let g = this.tallies.get(k);
    if (!g) this.tallies.set(k, (g = { folder, ecosystem, kinds: new Set(), total: 0, refused: new Set() }));
    g.kinds.add(kind);
    g.total++;
  }

  refuse(folder: string, ecosystem: Profile, file: string, rule: string): void {
    const g = this.tallies.get(key(folder, ecosystem));
    if (!g) return;
    g.refused.add(file);
    g.example ??= rule;
  }

  groups(): Array<{ folder: string; args: RuleArgs['ongrid-would-refuse'] }> {
    return [...this.tallies.values()]
      .filter((g) => g.refused.size > 0)
      .sort((a, b) => (a.folder < b.folder ? -1 : a.folder > b.folder ? 1 : a.ecosystem < b.ecosystem ? -1 : 1))
      .map((g) => ({
        folder: g.folder,
        args: { refused: g.refused.size, total: g.total, ecosystem: g.ecosystem, kind: g.kinds.size === 1 ? [...g.kinds][0] : 'document', example: g.example },
      }));
  }
}

const key = (folder: string, ecosystem: Profile): string => `${ecosystem}\0${folder}`;
