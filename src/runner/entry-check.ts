// The checks SubprocessSkill.Execute makes first (docs/manager.md#running-a-skill): os.Stat follows links; a folder
// and a file with no x bit at all are refused with these exact texts.
import { statSync } from 'node:fs';
import { type BStr, fsPath } from '../go/bytes.js';
import { pathError } from '../go/errno.js';

/** The manager's error for an entry it will not start, or undefined. */
export function entryProblem(entry: BStr): BStr | undefined {
  let st;
  try {
    st = statSync(fsPath(entry));
  } catch (e) {
    return `subprocess skill: stat ${entry}: ${pathError('stat', entry, e).text}`;
  }
  if (st.isDirectory()) return `subprocess skill: entry ${entry} is a directory`;
  if ((st.mode & 0o111) === 0) return `subprocess skill: entry ${entry} not executable`;
  return undefined;
}
