// SKILL.md frontmatter as the manager's chatruntime reads it (docs/ecosystems.md#frontmatter): the struct shape
// yaml.v3 type-checks, the `name_normalized` rewrite, and the activation the manager uses.
import YAML from 'yaml';
import { type MdDoc, topString } from './md-doc.js';
import { type Shape, stringOf } from '../yaml/yaml-front.js';

/** A credential's injection: env vars (a map) and files. */
const INJECT: Shape = {
  name: 'chatruntime.CredentialInject',
  map: {
    env: 'any',
    files: {
      name: 'chatruntime.CredentialFile',
      list: { name: 'chatruntime.CredentialFile', map: { path: 'string', content: 'string', mode: 'string' } },
    },
  },
};

/** The activation block, at the top level and under metadata.ongrid. */
const ACTIVATION: Shape = { name: 'chatruntime.Activation', map: { mode: 'string', keywords: 'string-list' } };

/** `metadata`, `chatruntime.SkillMetadata`: SKILL.md and personas share it. */
export const SKILL_METADATA: Shape = {
  name: 'chatruntime.SkillMetadata',
  map: {
    os: 'string-list',
    requires: {
      name: 'chatruntime.Requires',
      map: {
        bins: 'string-list',
        config: 'string-list',
        credentials: {
          name: 'chatruntime.CredentialRequirement',
          list: {
            name: 'chatruntime.CredentialRequirement',
            map: { slot: 'string', label: 'string', fields: 'string-list', inject: INJECT },
          },
        },
      },
    },
    ongrid: {
      name: 'chatruntime.OngridExt',
      map: {
        scope: 'string',
        edge_runtime: 'string',
        edge_capabilities: 'any',
        activation: ACTIVATION,
        min_ongrid_version: 'string',
      },
    },
  },
};

/** `chatruntime.Skill` with ongrid's field types (chatruntime/types.go), named as yaml.v3 prints them. Maps
 * (`inject.env`, `edge_capabilities`) are `any`: never a type error. */
export const SKILL_SHAPE: Shape = {
  name: 'chatruntime.Skill',
  map: {
    name: 'string',
    description: 'string',
    version: 'string',
    when_to_use: 'string',
    activation: ACTIVATION,
    config_section: 'string',
    tools: {
      name: 'chatruntime.ToolDecl',
      list: {
        name: 'chatruntime.ToolDecl',
        map: {
          name: 'string',
          impl: 'string',
          class: { string: 'chatruntime.ToolClass' },
          description: 'string',
          when_to_use: 'string',
          confirmation: 'string',
          timeout_seconds: 'int',
        },
      },
    },
    metadata: SKILL_METADATA,
  },
};

/** docs/ecosystems.md#native-skills: the names the manager takes as they are. */
export const SNAKE_NAME = /^[a-z0-9][a-z0-9_]*$/;
/** A lower-case name with dashes (kebab-case, what Agent Skills and Claude Code require): snake_case but for `-`. */
export const DASHED_NAME = /^[a-z0-9][a-z0-9_-]*$/;

const GO_SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;

/** The manager's normalisation of a non-snake_case name (docs/ecosystems.md#native-skills), lowercased as Go's ToLower. */
export function normalizeName(name: string): string {
  const lower = [...name].map((ch) => [...ch.toLowerCase()][0]).join('');
  const out = lower.replace(GO_SPACE, '').replace(/[^a-z0-9_]+/gu, '_').replace(/^_+|_+$/g, '');
  return out === '' ? 'unnamed' : out;
}

export type ActivationMode = 'always' | 'keyword';

export interface Activation {
  mode: string;
  keywords: string[];
  from: '/activation' | '/metadata/ongrid/activation' | undefined;
}

export interface EffectiveActivation extends Activation {
  /** What the manager does with it: unknown modes behave as `always`. */
  behaves: ActivationMode;
  /** `keyword` mode with no keywords: never activates. */
  never: boolean;
}

function activationAt(front: NonNullable<MdDoc['front']>, pointer: NonNullable<Activation['from']>): Activation {
  const mode = stringOf(front.doc, front.node(`${pointer}/mode`)) ?? '';
  const raw = front.node(`${pointer}/keywords`);
  const keywords: string[] = [];
  if (raw && YAML.isSeq(raw)) {
    for (const item of raw.items) {
      const k = stringOf(front.doc, item);
      if (k !== undefined && k.trim() !== '') keywords.push(k);
    }
  }
  return { mode, keywords, from: mode === '' ? undefined : pointer };
}

export interface NativeSkill {
  doc: MdDoc;
  /** The name as written, or undefined when missing or blank. */
  rawName?: string;
  name?: string;
  description?: string;
  top: Activation;
  ongrid: Activation;
  activation: EffectiveActivation;
  scope: string;
  toolNames: string[];
}

export function nativeSkill(doc: MdDoc): NativeSkill {
  const front = doc.front;
  const written = topString(doc, 'name') ?? '';
  const rawName = written.trim() === '' ? undefined : written;
  const description = topString(doc, 'description');
  const empty: Activation = { mode: '', keywords: [], from: undefined };
  const top = front ? activationAt(front, '/activation') : empty;
  const ongrid = front ? activationAt(front, '/metadata/ongrid/activation') : empty;
  // docs/ecosystems.md#native-skills: when both set a mode, the ongrid block wins.
  const chosen = ongrid.mode !== '' ? ongrid : top;
  const behaves: ActivationMode = chosen.mode === 'keyword' ? 'keyword' : 'always';
  const toolNames: string[] = [];
  const tools = front?.node('/tools');
  if (front && tools && YAML.isSeq(tools)) {
    tools.items.forEach((_, i) => {
      const n = stringOf(front.doc, front.node(`/tools/${i}/name`));
      if (n) toolNames.push(n);
    });
  }
  return {
    doc,
    rawName,
    name: rawName === undefined ? undefined : SNAKE_NAME.test(written) ? written : normalizeName(written),
    description,
    top,
    ongrid,
    activation: { ...chosen, behaves, never: behaves === 'keyword' && chosen.keywords.length === 0 },
    scope: (front && stringOf(front.doc, front.node('/metadata/ongrid/scope'))) || 'manager',
    toolNames,
  };
}
