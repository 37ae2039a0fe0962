// docs/ecosystems.md#native-skills: metadata.os lists Go GOOS values and the manager enforces nothing, so a misspelt
// OS means nothing. OpenClaw's own metadata.openclaw.os uses Node's names (`win32`).
import { itemsAt, stringAt } from '../../../ecosystems/md-doc.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';
import { closest } from '../../../suggest.js';

/** `go tool dist list`, the GOOS part. */
export const GOOS = ['aix', 'android', 'darwin', 'dragonfly', 'freebsd', 'illumos', 'ios', 'js', 'linux', 'netbsd', 'openbsd', 'plan9', 'solaris', 'wasip1', 'windows'];

const ALIASES: Record<string, string> = { macos: 'darwin', mac: 'darwin', osx: 'darwin', macosx: 'darwin', win: 'windows', win32: 'windows', win64: 'windows' };

export type Args = { value: string; suggestion?: string; openclaw: boolean };

export default defineRule<'metadata-os-unknown', Args>({
  id: 'metadata-os-unknown',
  severity: 'warning',
  profile: 'ongrid',
  markdown(m, report) {
    if (m.kind !== 'skill' || !m.decodes) return;
    for (const item of itemsAt(m.doc, '/metadata/os')) {
      const value = stringAt(m.doc, item);
      if (value === undefined || GOOS.includes(value)) continue;
      report({ value, suggestion: closest(value.toLowerCase(), GOOS, ALIASES), openclaw: value === 'win32' }, m.where(item));
    }
  },
  help: 'metadata.os values that are not Go GOOS names',
  message(a) {
    return `${q(a.value)} is not a Go GOOS value (linux, darwin, windows, ...); the manager does not check metadata.os, so it means nothing${a.openclaw ? '; "win32" is the OpenClaw spelling, which belongs in metadata.openclaw.os' : ''}${a.suggestion ? `. Did you mean ${q(a.suggestion)}?` : ''}`;
  },
});
