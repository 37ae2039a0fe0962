// The language server's view on validate's engine: one kept load, open buffers read instead of the disk
// (go/readfile.ts overlay), a changed skill.json reloaded alone; a file added or gone, or a config change, reloads all.
import path from 'node:path';
import { type BStr, fromBStr, toBStr } from '../../go/bytes.js';
import { setOverlay } from '../../go/readfile.js';
import { AGENT_TOOL_NAMES } from '../../loader/builtins.js';
import type { LoadResult } from '../../loader/loader.js';
import { reloadManifests } from '../../loader/reload.js';
import type { Diagnostic } from '../../lint/diagnostics.js';
import type { FixItem } from '../../lint/fix/fix-plan.js';
import type { PathPolicy } from '../../lint/path-settings.js';
import { RULES } from '../../lint/rules/index.js';
import type { DirSetting, RootFacts } from '../../lint/rule.js';
import { validateSkills } from '../../lint/validate.js';
import type { DocTargets, PerFile } from '../../lint/validate-docs.js';
import { resolveTargets } from '../../lint/validate-targets.js';
import type { Profile } from '../../ecosystems/profiles.js';
import type { PermissionMode } from '../../runner/gate.js';
import { openSession } from '../../session/load-session.js';
import { keepListings } from '../../source/listings.js';
import { type ValidateFlags, validationPolicy } from '../validate/index.js';
import type { ManagerImage } from '../../target/image.js';

export type EngineFlags = Pick<ValidateFlags, 'config' | 'rule' | 'profile' | 'providers' | 'builtins' | 'root' | 'target'>;

export interface FileCheck {
  diagnostics: Map<string, Diagnostic[]>;
  fixes: FixItem[];
}

interface State {
  load: LoadResult;
  roots: RootFacts[];
  dirs: DirSetting[];
  docs: Required<DocTargets>;
  profiles: Set<Profile>;
  policy: PathPolicy;
  /** The manager's image, when the skills are judged for it (validate's --target). */
  image: ManagerImage | undefined;
  /** Each document under its own ecosystem, as validate decides it (absent under --profile). */
  perFile: PerFile | undefined;
  builtins: boolean;
  /** The config's permission mode, for the Run and Test lenses' gate. */
  permissionMode?: PermissionMode;
}

export const isManifest = (file: string): boolean => path.basename(file) === 'skill.json';

export class Engine {
  private state?: State;
  private readonly open = new Map<string, string>();
  /** Manifests whose buffer changed since the load last read them. */
  private readonly stale = new Set<BStr>();
  private rebootNeeded = true;

  constructor(
    readonly root: string,
    private readonly flags: EngineFlags,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  text(file: string): string | undefined {
    return this.open.get(file);
  }

  setText(file: string, text: string | undefined): void {
    const key = toBStr(file);
    if (text === undefined) this.open.delete(file);
    else this.open.set(file, text);
    setOverlay(key, text === undefined ? undefined : Buffer.from(text, 'utf8'));
    if (isManifest(file)) this.stale.add(key);
  }

  /** The next check loads the workspace again (a file appeared or went, the config changed). */
  reboot(): void {
    this.rebootNeeded = true;
  }

  get permissionMode(): PermissionMode | undefined {
    return this.state?.permissionMode;
  }

  /** Known documents of the workspace (SKILL.md, personas, packs, marketplaces), as validate found them. */
  get docs(): Required<DocTargets> | undefined {
    return this.state?.docs;
  }

  private async boot(): Promise<State> {
    let targets: ReturnType<typeof resolveTargets> | undefined;
    keepListings();
    try {
      const session = await openSession([], this.flags, {
        confine: true,
        cwd: this.root,
        env: this.env,
        keepSources: true,
        roots: (config) => {
          targets = resolveTargets([this.root], this.flags.root ?? config.root, this.root);
          return targets.roots.map((r) => r.path);
        },
      });
      const { profiles, policy, image, perFile } = validationPolicy(session.config, session.configFile, this.flags, [this.root]);
      const found = targets!.docs();
      // Only open manifests keep their bytes: the rest are read again when opened.
      for (const m of session.load.manifests) m.source = undefined;
      this.stale.clear();
      const openManifests = new Set([...this.open.keys()].filter(isManifest).map(toBStr));
      const load = reloadManifests(session.load, openManifests, { builtins: session.builtins, keepSources: true });
      return {
        load,
        roots: targets!.roots,
        dirs: session.dirs,
        docs: { skills: found.skills, personas: found.personas, packs: found.packs, marketplaces: found.marketplaces ?? [], commands: found.commands ?? [], listedAgents: found.listedAgents ?? [], rootOf: found.rootOf ?? new Map() },
        profiles,
        policy,
        image,
        perFile,
        builtins: session.builtins,
        permissionMode: session.config.permissionMode,
      };
    } finally {
      keepListings(false);
    }
  }

  /** The load as it stands: booted when needed, changed manifests read again. */
  async current(): Promise<State> {
    if (this.rebootNeeded || !this.state) {
      this.rebootNeeded = false;
      this.state = await this.boot();
    } else if (this.stale.size > 0) {
      const changed = new Set(this.stale);
      this.stale.clear();
      this.state.load = reloadManifests(this.state.load, changed, { builtins: this.state.builtins, keepSources: true });
    }
    return this.state;
  }

  /** validate's verdict on `files` (absolute paths) as their buffers stand. */
  async check(files: readonly string[]): Promise<FileCheck> {
    const state = await this.current();
    const want = new Set(files);
    const docs = state.docs;
    const targets: DocTargets = {
      skills: docs.skills.filter((f) => want.has(f)),
      personas: docs.personas.filter((f) => want.has(f)),
      packs: docs.packs.filter((dir) => files.some((f) => f.startsWith(dir + '/'))),
      marketplaces: docs.marketplaces.filter((f) => want.has(f)),
      rootOf: docs.rootOf,
    };
    const scope = files.filter(isManifest).map(toBStr);
    const result = await validateSkills({
      load: state.load,
      roots: state.roots,
      scope,
      docs: targets,
      profiles: state.profiles,
      perFile: state.perFile,
      dirs: state.dirs,
      rules: RULES,
      severities: state.policy.run,
      fix: true,
      image: state.image,
    });
    const diagnostics = new Map<string, Diagnostic[]>(files.map((f) => [f, []]));
    for (const d of state.policy.apply(result.diagnostics)) diagnostics.get(d.file)?.push(d);
    const fixes = result.fixes.filter((f) => want.has(f.diagnostic.file) && state.policy.apply([f.diagnostic]).length > 0);
    return { diagnostics, fixes };
  }

  async manifestAt(file: string) {
    const state = await this.current();
    const key = toBStr(file);
    return state.load.manifests.find((m) => m.path === key);
  }

  /** Every tool name a persona can give: the registered skills' and the agent's own tools. */
  async toolNames(): Promise<string[]> {
    const state = await this.current();
    return [...new Set([...state.load.skills.map((s) => fromBStr(s.name)), ...AGENT_TOOL_NAMES])].sort();
  }

  async skillNamed(name: string): Promise<string | undefined> {
    const state = await this.current();
    const skill = state.load.skills.find((s) => fromBStr(s.name) === name);
    return skill ? fromBStr(skill.manifestPath) : undefined;
  }
}
