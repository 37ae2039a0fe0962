// The folders the manager loads from its environment: ONGRID_SKILLS_EXTERNAL_DIRS
// read as its config's getEnvCSV reads it (docs/manager.md, "Folders"). Shared by the
// session, which picks the folders to load, and by `scan --compose`, which
// reads the variable from a Compose file.
import { type BStr, goTrimSpace } from '../go/bytes.js';

export const ENV_DIRS = 'ONGRID_SKILLS_EXTERNAL_DIRS';

/** The manager's getEnvCSV: split on ',' and ';' only, trim, drop empty parts. */
export function splitEnvDirs(value: BStr): BStr[] {
  return value
    .split(/[,;]/)
    .map(goTrimSpace)
    .filter((part) => part !== '');
}
