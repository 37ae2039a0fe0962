// `#!/usr/bin/env X` without PATH in env_allow: the skill gets no PATH,
// and env finds X only because glibc's execvp falls back to /bin:/usr/bin
// (manager.md 6). Works by accident; X elsewhere is interpreter-missing.
import { fromBStr } from '../../../go/bytes.js';
import { allowsPath, envCommand, findInFallbackPath, interpreterState } from '../../../runner/entry-facts.js';
import { defineRule } from '../../rule.js';

export type Args = { command: string; found: string };

export default defineRule<'env-shebang-no-path', Args>({
  id: 'env-shebang-no-path',
  severity: 'warning',
  readsEntry: true,
  manifest(m, report) {
    const e = m.entry();
    if (!m.built || e?.kind !== 'file' || allowsPath(m.built.envAllow)) return;
    const shebang = e.shebang;
    if (!shebang || interpreterState(shebang.interpreter) !== 'ok') return;
    const command = envCommand(shebang);
    if (command === undefined || command.includes('/') || command.includes('\r')) return;
    const found = findInFallbackPath(command);
    if (found !== undefined) report({ command: fromBStr(command), found: fromBStr(found) }, m.where('env_allow'));
  },
  why: 'The manager gives the skill only the env_allow names: without PATH, `env` finds the interpreter only through glibc\'s /bin:/usr/bin fallback, so `/usr/local/bin/node` is not found.',
  howto: 'Add `"PATH"` to `env_allow`, or name the interpreter by its absolute path.',
  example: '{"name": "x", "description": "d", "entry": "run.js", "env_allow": []}   # run.js: #!/usr/bin/env node',
  help: "#!/usr/bin/env without PATH in env_allow: works only through glibc's /bin:/usr/bin fallback",
  message(a) {
    return `#!/usr/bin/env ${a.command} works by accident: env_allow has no PATH, so env falls back to glibc's default /bin:/usr/bin and finds ${a.found}; add "PATH" to env_allow or write #!${a.found}`;
  },
});
