// The folders the manager loads from its environment: ONGRID_SKILLS_EXTERNAL_DIRS as its getEnvCSV reads it
// (docs/manager.md, "Folders"), for the session and for `scan --compose`.
import { type BStr, goTrimSpace } from '../go/bytes.js';

export const ENV_DIRS = 'ONGRID_SKILLS_EXTERNAL_DIRS';

/** The manager's getEnvCSV: split on ',' and ';' only, trim, drop empty parts. */
export function splitEnvDirs(value: BStr): BStr[] {
  return value
    .split(/[,;]/)
    .map(goTrimSpace)
    .filter((part) => part !== '');
}
