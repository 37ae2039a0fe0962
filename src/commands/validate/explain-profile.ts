// `validate --explain-profile FILE`: which ecosystem a document is checked under and why, in the default run's order
// (docs/ecosystems-profiles.md); nothing is checked.
import path from 'node:path';
import { loadConfig } from '../../session/config.js';
import { UsageError } from '../../errors.js';
import { perFile } from '../../lint/per-file.js';
import { readMdDoc } from '../../ecosystems/md-doc.js';
import { SKILL_SHAPE } from '../../ecosystems/native-skill.js';
import { PERSONA_SHAPE } from '../../ecosystems/persona-doc.js';
import { PROFILES, type Profile } from '../../ecosystems/profiles.js';
import type { EcosystemPick } from '../../ecosystems/ecosystem.js';
import { isFile } from '../../source/read-capped.js';
import { EXIT } from '../../errors.js';
import { writeOut } from '../../io/write.js';
import type { ValidateFlags } from './index.js';

export async function explainProfile(given: string, flags: ValidateFlags): Promise<number> {
  const cwd = process.cwd();
  const file = path.resolve(cwd, given);
  if (!isFile(file) || !/\.md$/i.test(file)) throw new UsageError(`--explain-profile ${given}: not a .md file`, 'name a SKILL.md, an agent or a command file');
  const { config, file: configFile } = await loadConfig(cwd, flags.config);
  const forAll = flags.profile ?? (config.profiles?.every((p) => typeof p === 'string') ? (config.profiles as Profile[]) : undefined);
  const kind = path.basename(file) === 'SKILL.md' ? 'skill' : 'persona';
  let pick: EcosystemPick;
  if (forAll) pick = { ecosystem: forAll[0], by: 'flag', reason: `${flags.profile ? '--profile' : 'the config\'s profiles'} names ${forAll.join(', ')} for every document` };
  else {
    const setup = perFile([path.dirname(file)], forAll ? [] : ((config.profiles ?? []) as Array<{ files: string[]; profile: Profile }>), configFile ? path.dirname(configFile) : undefined);
    const configured = setup.override(file);
    const read = readMdDoc(file, kind === 'skill' ? SKILL_SHAPE : PERSONA_SHAPE);
    pick = configured ? { ecosystem: configured, by: 'config', reason: `a \`profiles\` entry of ${configFile} matches its path` } : setup.picker.pick(file, kind, read.ok ? read.doc : undefined);
  }
  writeOut(`${given}: ${PROFILES[pick.ecosystem].title} (${pick.ecosystem}), by ${pick.by}: ${pick.reason}\n`);
  return EXIT.ok;
}
