import { describe, expect, it } from 'vitest';
import { ArgvExit, Command, InvalidArgumentError, Option } from '../../src/argv/command.js';

/** A program like the CLI's: a global flag, `run <name>` and `target build`, output captured. */
function program() {
  const out: string[] = [];
  const err: string[] = [];
  const calls: unknown[][] = [];
  const root = new Command('tool')
    .description('a tool')
    .version('1.2.3')
    .option('--config <file>', 'a config')
    .option('--no-config', 'no config')
    .option('--no-color', 'no colour')
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeOut: (s) => out.push(s), writeErr: (s) => err.push(s) });
  root
    .command('run')
    .description('run one')
    .argument('<name>', 'the name')
    .option('-q, --quiet', 'quiet')
    .option('-o, --output <file>', 'where')
    .option('--max <n>', 'a count', (v: string) => {
      if (!/^\d+$/.test(v)) throw new InvalidArgumentError('expected a whole number');
      return Number(v);
    })
    .addOption(new Option('--as <path>', 'caller').choices(['direct', 'rest']).default('direct'))
    .addOption(new Option('--dir <path>', 'a folder').argParser((v: string, prev: string[] | undefined) => [...(prev ?? []), v]))
    .option('--no-builtins', 'no built-ins')
    .addHelpText('\nExamples: none')
    .action((name: string, opts: object, cmd: Command) => calls.push([name, opts, cmd.optsWithGlobals(), cmd.getOptionValueSource('builtins')]));
  root
    .command('list')
    .argument('[dir...]', 'folders')
    .action((dirs: string[]) => calls.push(['list', dirs]));
  const target = root.command('target').description('the target');
  target
    .command('build')
    .requiredOption('--key <pem>', 'a key')
    .action((opts: object) => calls.push(['build', opts]));
  const parse = async (...argv: string[]) => {
    try {
      await root.parseAsync(argv);
      return 'ok';
    } catch (e) {
      if (e instanceof ArgvExit) return e.usageError ? 'usage' : 'exit0';
      throw e;
    }
  };
  return { parse, out, err, calls };
}

describe('the command-line parser', () => {
  it('reads options anywhere after their command, a parent’s too, in every spelling', async () => {
    const p = program();
    expect(await p.parse('run', '-qo', 'f.json', 'x', '--config=c.json', '--as=rest', '--dir', 'a', '--dir', 'b', '--max', '3', '--no-builtins')).toBe('ok');
    expect(p.calls).toEqual([
      ['x', { as: 'rest', quiet: true, output: 'f.json', dir: ['a', 'b'], max: 3, builtins: false }, { color: true, config: 'c.json', as: 'rest', quiet: true, output: 'f.json', dir: ['a', 'b'], max: 3, builtins: false }, 'cli'],
    ]);
  });

  it('gives negated flags their default unless given, and takes a value that looks like an option', async () => {
    const p = program();
    expect(await p.parse('--no-color', 'run', '--output', '--quiet', '--', '-x')).toBe('ok');
    const [[name, opts, globals, source]] = p.calls as [[string, Record<string, unknown>, Record<string, unknown>, string]];
    expect([name, opts.output, opts.quiet, opts.builtins, globals.color, globals.config, source]).toEqual(['-x', '--quiet', undefined, true, false, undefined, 'default']);
  });

  it('takes a negative number as an argument of a leaf command', async () => {
    const p = program();
    expect(await p.parse('list', '-1', 'a')).toBe('ok');
    expect(p.calls).toEqual([['list', ['-1', 'a']]]);
  });

  it('says what is wrong in one line, with a suggestion and the hint, as a usage error', async () => {
    const cases: [string[], string][] = [
      [['run', 'x', '--quite'], "error: unknown option '--quite'\n(Did you mean --quiet?)\n"],
      [['rn'], "error: unknown command 'rn'\n(Did you mean run?)\n"],
      [['run'], "error: missing required argument 'name'\n"],
      [['run', 'a', 'b'], "error: too many arguments for 'run'. Expected 1 argument but got 2.\n"],
      [['run', 'x', '--output'], "error: option '-o, --output <file>' argument missing\n"],
      [['run', 'x', '--as', 'llm'], "error: option '--as <path>' argument 'llm' is invalid. Allowed choices are direct, rest.\n"],
      [['run', 'x', '--max', 'many'], "error: option '--max <n>' argument 'many' is invalid. expected a whole number\n"],
      [['target', 'build'], "error: required option '--key <pem>' not specified\n"],
      [['-z'], "error: unknown option '-z'\n"],
    ];
    for (const [argv, line] of cases) {
      const p = program();
      expect(await p.parse(...argv), argv.join(' ')).toBe('usage');
      expect(p.err.join(''), argv.join(' ')).toBe(line + '(run with --help for usage)\n');
      expect(p.calls).toEqual([]);
    }
  });

  it('prints help on stdout and exits 0, or on stderr as a usage error when a command is missing', async () => {
    const p = program();
    expect(await p.parse('run', '--help', '--bogus')).toBe('exit0');
    expect(p.out.join('')).toBe(
      [
        'Usage: tool run [options] <name>',
        '',
        'run one',
        '',
        'Arguments:',
        '  name                 the name',
        '',
        'Options:',
        '  -q, --quiet          quiet',
        '  -o, --output <file>  where',
        '  --max <n>            a count',
        '  --as <path>          caller (choices: "direct", "rest", default: "direct")',
        '  --dir <path>         a folder',
        '  --no-builtins        no built-ins',
        '  -h, --help           display help for command',
        '',
        'Examples: none',
        '',
      ].join('\n'),
    );
    const q = program();
    expect(await q.parse('target')).toBe('usage');
    expect(q.out).toEqual([]);
    expect(q.err.join('')).toContain('Commands:\n  build [options]\n  help [command]   display help for command\n');
    const r = program();
    expect(await r.parse('help', 'run')).toBe('exit0');
    expect(r.out.join('')).toMatch(/^Usage: tool run /);
  });

  it('wraps a long description under its own column', async () => {
    const p = program();
    p.calls.length = 0;
    const root = new Command('t').configureOutput({ writeOut: (s) => p.out.push(s), writeErr: () => {} });
    root.option('--long-option-name <value>', 'word '.repeat(30).trim());
    await expect(root.parseAsync(['--help'])).rejects.toBeInstanceOf(ArgvExit);
    const lines = p.out.join('').split('\n').filter((l) => l.includes('word'));
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    expect(lines[1]).toMatch(/^ {30}word/);
  });

  it('prints the version wherever -V stands and stops', async () => {
    const p = program();
    expect(await p.parse('run', '-V', 'x')).toBe('exit0');
    expect(p.out).toEqual(['1.2.3\n']);
    expect(p.calls).toEqual([]);
  });
});
