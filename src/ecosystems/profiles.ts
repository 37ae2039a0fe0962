// The ecosystems a SKILL.md can be checked against (`validate --profile`): the only table, from which the option's
// choices, the config key and docs/skill-md.md's profile table are built.
import { andList } from '../words.js';

export interface ProfileFacts {
  title: string;
  source: string;
  requires: ReadonlyArray<'name' | 'description'>;
}

export const PROFILES = {
  ongrid: {
    title: 'the ongrid manager',
    source: 'docs/ecosystems.md#native-skills (ongrid v0.13.4 chatruntime)',
    requires: ['name', 'description'],
  },
  agentskills: {
    title: 'the Agent Skills spec',
    source: 'https://agentskills.io/specification',
    requires: ['name', 'description'],
  },
  'claude-code': {
    title: 'Claude Code',
    source: 'https://code.claude.com/docs/en/skills (frontmatter reference)',
    // Every field is optional there: name defaults to the folder, description to the first paragraph.
    requires: [],
  },
  openclaw: {
    title: 'OpenClaw',
    source: 'https://docs.openclaw.ai/tools/skills',
    // A skill without a name is named after its folder; one without a description is not loaded.
    requires: ['description'],
  },
  copilot: {
    title: 'GitHub Copilot',
    source: 'https://docs.github.com/en/copilot/reference/custom-agents-configuration',
    // Its custom agents (.github/agents/*.agent.md) are the only documents read under it.
    requires: [],
  },
} as const satisfies Record<string, ProfileFacts>;

export type Profile = keyof typeof PROFILES;
export const PROFILE_NAMES = Object.keys(PROFILES) as Profile[];
/** What a document is checked under when no ecosystem can be told (docs/ecosystems-profiles.md). */
export const DEFAULT_PROFILES: readonly Profile[] = ['ongrid'];

export interface ProfileOverride {
  files: string[];
  profile: Profile;
}

export function isProfile(value: string): value is Profile {
  return (PROFILE_NAMES as string[]).includes(value);
}

/** "the Agent Skills spec and Claude Code": who the profiles are, for messages. */
export function profileList(ps: readonly Profile[]): string {
  return andList(ps.map((p) => PROFILES[p].title));
}
