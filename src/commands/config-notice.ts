// Every command names a config that is code (it ran, with the user's
// permissions) on stderr, right after the session loaded it.
import type { LoadSession } from '../session/load-session.js';
import { writeErr } from '../io/write.js';

export function sayConfig(session: Pick<LoadSession, 'configCode' | 'configFile' | 'configShadowed'>): void {
  if (session.configShadowed && session.configFile) {
    const names = session.configShadowed.join(', ');
    writeErr(`note: config files ${session.configFile}#ongrid-skills and ${names} both found; using ${session.configFile}#ongrid-skills, ${names} is ignored (keep one of them)\n`);
  }
  if (session.configCode && session.configFile) writeErr(`note: config ${session.configFile} is code and ran with your permissions (--no-config skips it)\n`);
}
