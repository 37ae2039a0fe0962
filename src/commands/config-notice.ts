// Every command names a config that is code (it ran, with the user's
// permissions) on stderr, right after the session loaded it.
import type { LoadSession } from '../session/load-session.js';
import { writeErr } from '../io/write.js';

export function sayConfig(session: Pick<LoadSession, 'configCode' | 'configFile'>): void {
  if (session.configCode && session.configFile) writeErr(`note: config ${session.configFile} is code and ran with your permissions (--no-config skips it)\n`);
}
