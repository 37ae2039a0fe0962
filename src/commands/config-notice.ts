// A config that is code is named on stderr just before it runs (with the user's permissions), before anything it
// prints or does; config files that package.json shadows are named too.
import type { LoadSession } from '../session/load-session.js';
import { writeErr } from '../io/write.js';

export function announceCodeConfig(file: string): void {
  writeErr(`note: config ${file} is code; running it with your permissions (--no-config skips it, --no-code-config refuses it)\n`);
}

export function sayConfig(session: Pick<LoadSession, 'configFile' | 'configShadowed'>): void {
  if (session.configShadowed && session.configFile) {
    const names = session.configShadowed.join(', ');
    writeErr(`note: config files ${session.configFile}#ongrid-skills and ${names} both found; using ${session.configFile}#ongrid-skills, ${names} is ignored (keep one of them)\n`);
  }
}
