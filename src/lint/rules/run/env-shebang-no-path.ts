// `#!/usr/bin/env X` without PATH in env_allow works by accident: env finds X through glibc's execvp fallback
// /bin:/usr/bin (docs/manager.md#running-a-skill); X elsewhere is interpreter-missing. Judged in the container (docs/target.md).
import { fromBStr } from '../../../go/bytes.js';
import { allowsPath, envCommand } from '../../../runner/entry-facts.js';
import { execWorld, whereJudged } from '../../../target/world.js';
import { defineRule } from '../../rule.js';

export type Args = { command: string; found: string; container?: true };

export default defineRule<'env-shebang-no-path', Args>({
  id: 'env-shebang-no-path',
  severity: 'warning',
  readsEntry: true,
  manifest(m, report) {
    const e = m.entry();
    if (!m.built || e?.kind !== 'file' || allowsPath(m.built.envAllow)) return;
    const shebang = e.shebang;
    const world = execWorld(m.image);
    if (!shebang || world.state(shebang.interpreter) !== 'ok') return;
    const command = envCommand(shebang);
    if (command === undefined || command.includes('/') || command.includes('\r')) return;
    const found = world.fallback(command);
    if (found === undefined) return;
    report(whereJudged<Args>(world, { command: fromBStr(command), found: fromBStr(found) }), m.where('env_allow'));
  },
  why: 'The manager gives the skill only the env_allow names: without PATH, `env` finds the interpreter only through glibc\'s /bin:/usr/bin fallback, so `/usr/local/bin/node` is not found.',
  howto: 'Add `"PATH"` to `env_allow`, or name the interpreter by its absolute path.',
  example: '{"name": "x", "description": "d", "entry": "run.js", "env_allow": []}   # run.js: #!/usr/bin/env node',
  help: "#!/usr/bin/env without PATH in env_allow: works only through glibc's /bin:/usr/bin fallback",
  message(a) {
    const there = a.container ? " in the manager's container" : '';
    return `#!/usr/bin/env ${a.command} works by accident: env_allow has no PATH, so env falls back to glibc's default /bin:/usr/bin and finds ${a.found}${there}; add "PATH" to env_allow or write #!${a.found}`;
  },
});
