// Hostile inputs: peak RSS and wall time of the CLI for each
// case, beside a baseline (`run` of a no-op skill) measured the same way.
// A case is one entry in CASES: `setup(dir)` writes what it needs under dir
// and returns { argv, env?, input?, slowStderr? } (slowStderr: the CLI's
// stderr is a non-blocking pipe read at most 1 MiB per 10 ms; readStdout:
// stdout is a pipe read as fast as it comes, else /dev/null; drive(child):
// writes the input itself, in place of `input`); `budgetMiB`
// is the peak RSS it must stay under. Exit 1 when a case is over budget.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, constants, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(here, '..', 'bin', 'ongrid-skills.js');
const TIME = '/usr/bin/time';
const GIB = 1024 ** 3;

function skill(root, name, script, manifest = {}) {
  mkdirSync(path.join(root, name), { recursive: true });
  writeFileSync(path.join(root, name, 'skill.json'), JSON.stringify({ name, description: 'bench', entry: 'run.sh', ...manifest }));
  writeFileSync(path.join(root, name, 'run.sh'), script);
  chmodSync(path.join(root, name, 'run.sh'), 0o755);
}

/** A skill whose description is the given bytes as they are (not valid UTF-8: JSON.stringify cannot write it). */
function rawSkill(root, name, description) {
  skill(root, name, "#!/bin/sh\nprintf '{}'\n");
  const head = Buffer.from(`{"name":"${name}","entry":"run.sh","class":"safe","description":"`);
  writeFileSync(path.join(root, name, 'skill.json'), Buffer.concat([head, description, Buffer.from('"}')]));
}

const runOf = (dir, name) => ({ argv: ['run', name], env: { ONGRID_SKILLS_EXTERNAL_DIRS: path.join(dir, 'skills') }, input: '{}' });

const BASELINE = {
  name: 'run of a no-op skill (baseline)',
  setup: (dir) => {
    skill(path.join(dir, 'skills'), 'noop', "#!/bin/sh\nprintf '{}'\n");
    return runOf(dir, 'noop');
  },
};

const CASES = [
  {
    name: '1 GiB stderr to a slow reader',
    budgetMiB: 200,
    setup: (dir) => {
      skill(path.join(dir, 'skills'), 'errflood', `#!/bin/sh\n/usr/bin/head -c ${GIB} /dev/zero >&2\nprintf '{}'\n`, { timeout_seconds: 600 });
      return { ...runOf(dir, 'errflood'), slowStderr: true };
    },
  },
  {
    name: '--args /dev/zero',
    budgetMiB: 300,
    setup: (dir) => {
      skill(path.join(dir, 'skills'), 'noop', "#!/bin/sh\nprintf '{}'\n");
      return { ...runOf(dir, 'noop'), argv: ['run', 'noop', '--args', '/dev/zero'] };
    },
  },
  {
    name: 'a /dev/zero SKILL.md (validate)',
    budgetMiB: 200,
    setup: (dir) => {
      mkdirSync(path.join(dir, 'skills', 'zero'), { recursive: true });
      symlinkSync('/dev/zero', path.join(dir, 'skills', 'zero', 'SKILL.md'));
      return { argv: ['validate', path.join(dir, 'skills')] };
    },
  },
  {
    name: 'a 100 MB description (validate)',
    // "a small multiple of the largest input file"
    budgetMiB: 800,
    inputMiB: 100e6 / 2 ** 20,
    setup: (dir) => {
      skill(path.join(dir, 'skills'), 'big_desc', "#!/bin/sh\nprintf '{}'\n", { description: 'x'.repeat(100 * 1000 * 1000), class: 'safe' });
      return { argv: ['validate', path.join(dir, 'skills')] };
    },
  },
  {
    name: 'a 100 MB description (list --tools)',
    budgetMiB: 800,
    inputMiB: 100e6 / 2 ** 20,
    setup: (dir) => {
      skill(path.join(dir, 'skills'), 'big_desc', "#!/bin/sh\nprintf '{}'\n", { description: 'x'.repeat(100 * 1000 * 1000), class: 'safe' });
      return { argv: ['list', '--tools', 'openai', path.join(dir, 'skills')] };
    },
  },
  ...['validate', 'list --tools'].flatMap((cmd) =>
    [
      ['0xff', Buffer.alloc(100e6, 0xff)],
      ["'a' 0xff", Buffer.alloc(100e6, 'a\xff', 'latin1')],
    ].map(([what, bytes]) => ({
      name: `100 MB of ${what} description (${cmd})`,
      // Go's decoder turns each bad byte into U+FFFD's three bytes: the text
      // alone is 3x the file (the manager's own loader peaks at 672 MiB here).
      budgetMiB: 900,
      inputMiB: 100e6 / 2 ** 20,
      setup: (dir) => {
        rawSkill(path.join(dir, 'skills'), 'bad_utf8', bytes);
        return { argv: [...cmd.split(' '), ...(cmd === 'list --tools' ? ['openai'] : []), path.join(dir, 'skills')] };
      },
    })),
  ),
  {
    name: 'a 60k-key one-line manifest (validate)',
    budgetMiB: 300,
    setup: (dir) => {
      const extra = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, i]));
      skill(path.join(dir, 'skills'), 'many_keys', "#!/bin/sh\nprintf '{}'\n", { class: 'safe', ...extra });
      return { argv: ['validate', path.join(dir, 'skills')] };
    },
  },
  {
    name: 'backtracking pattern ^(a+)+$ (run)',
    budgetMiB: 200,
    setup: (dir) => {
      const schema = { type: 'object', properties: { a: { type: 'string', pattern: '^(a+)+$' } } };
      skill(path.join(dir, 'skills'), 'evil_re', "#!/bin/sh\nprintf '{}'\n", { class: 'safe', schema });
      return { ...runOf(dir, 'evil_re'), input: JSON.stringify({ a: 'a'.repeat(40) + '!' }) };
    },
  },
];

/** The CLI's stderr: /dev/null, or a non-blocking FIFO we read slowly (returns the fd for spawn and a promise of the drain). */
function stderrFor(dir, slow) {
  if (!slow) return { fd: openSync('/dev/null', 'w'), drained: Promise.resolve() };
  const fifo = path.join(dir, 'stderr.fifo');
  spawnSync('/usr/bin/mkfifo', [fifo]);
  const reader = new Socket({ fd: openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK), readable: true, writable: false });
  const fd = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
  let tick = 0;
  const pace = setInterval(() => {
    tick = 0;
    reader.resume();
  }, 10);
  reader.on('data', (c) => {
    tick += c.length;
    if (tick >= 1 << 20) reader.pause();
  });
  const drained = new Promise((resolve) => reader.on('close', () => resolve(clearInterval(pace))));
  return { fd, drained };
}

async function measureCase(c) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ongrid-bench-hostile-'));
  try {
    const { argv, env, input, slowStderr, readStdout, drive } = c.setup(dir);
    const err = stderrFor(dir, slowStderr);
    const timeFile = path.join(dir, 'time');
    const start = process.hrtime.bigint();
    const child = spawn(TIME, ['-o', timeFile, '-f', '%U %S %M', process.execPath, bin, ...argv], {
      env: { ...process.env, NO_COLOR: '1', ...env },
      stdio: ['pipe', readStdout || drive ? 'pipe' : 'ignore', err.fd],
    });
    closeSync(err.fd);
    if (readStdout) child.stdout.resume();
    if (drive) drive(child);
    else child.stdin.end(input ?? '');
    const code = await new Promise((resolve) => child.on('exit', resolve));
    await err.drained;
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    const [user, sys, kib] = readFileSync(timeFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
    return { ms, cpuMs: (user + sys) * 1000, rssMiB: kib / 1024, code };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const line = (name, r, budget) =>
  `  ${name.padEnd(40)} ${(r.ms / 1000).toFixed(2).padStart(7)} s  cpu ${(r.cpuMs / 1000).toFixed(2).padStart(6)} s  peak ${r.rssMiB.toFixed(1).padStart(6)} MiB` +
  (budget === undefined ? '' : `  (budget <= ${budget} MiB${r.rssMiB <= budget ? '' : ', OVER'})  exit ${r.code}`);

// More cases live one topic a file in bench/hostile/: each module's default
// export is a function of these helpers returning its cases.
const helpers = { skill, rawSkill, runOf };
for (const f of readdirSync(path.join(here, 'hostile')).filter((n) => n.endsWith('.mjs')).sort()) {
  const mod = await import(path.join(here, 'hostile', f));
  CASES.push(...mod.default(helpers));
}

const base = await measureCase(BASELINE);
console.log('hostile inputs: one run each, peak RSS beside a no-op run');
console.log(line(BASELINE.name, base));
let over = 0;
// `node bench/hostile.mjs WORD` runs only the cases whose name contains WORD.
const only = process.argv[2];
for (const c of CASES.filter((k) => only === undefined || k.name.includes(only))) {
  const r = await measureCase(c);
  if (r.rssMiB > c.budgetMiB) over++;
  const input = c.inputMiB === undefined ? '' : `, ${(r.rssMiB / c.inputMiB).toFixed(1)}x the ${c.inputMiB.toFixed(0)} MiB input`;
  console.log(line(c.name, r, c.budgetMiB) + `  ${(r.rssMiB / base.rssMiB).toFixed(2)}x the baseline's RSS${input}`);
}
process.exitCode = over === 0 ? 0 : 1;
