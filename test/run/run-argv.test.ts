// run's command line without commander (src/cli/run-argv.ts): on every line
// it takes, it gives runCommand what commander's program gives it; every
// line it is not sure of (help, errors, odd spellings) it leaves to
// commander. Random lines are parsed both ways and compared.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

const seen = vi.hoisted(() => ({ calls: [] as Array<{ name: string; flags: Record<string, unknown> }> }));
vi.mock('../../src/commands/run/index.js', () => ({
  runCommand: async (name: string, flags: Record<string, unknown>) => {
    seen.calls.push({ name, flags });
    return 0;
  },
}));

const { CommanderError } = await import('commander');
const { programWith } = await import('../../src/cli/program-base.js');
const { addRun } = await import('../../src/cli/run.js');
const { fastRunArgv, OPTIONS } = await import('../../src/cli/run-argv.js');
const { collect } = await import('../../src/cli/options.js');

/**
 * Without the keys that hold undefined: commander lists every declared key,
 * the fast parser only those it sets. The same to runCommand, which only
 * reads its flags' properties (no spread, no `in`).
 */
const defined = (o: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** What commander's program hands runCommand for `argv`, or undefined when it prints help or an error instead. */
async function viaCommander(argv: string[]): Promise<{ name: string; flags: Record<string, unknown> } | undefined> {
  const program = programWith([]).configureOutput({ writeOut: () => undefined, writeErr: () => undefined });
  addRun(program);
  seen.calls.length = 0;
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) return undefined;
    throw e;
  }
  const call = seen.calls[0];
  return call && { name: call.name, flags: defined(call.flags) };
}

async function expectSameAsCommander(argv: string[]): Promise<boolean> {
  const fast = fastRunArgv(argv);
  if (fast === undefined) return false;
  const commander = await viaCommander(argv);
  expect(commander, argv.join(' ')).toEqual({ name: fast.name, flags: defined(fast.flags as Record<string, unknown>) });
  return true;
}

describe('run command line without commander', () => {
  it("mirrors the options commander declares for run and the program, spelling for spelling", () => {
    const program = programWith([]);
    addRun(program);
    const run = program.commands.find((c) => c.name() === 'run')!;
    const spellings = new Set<string>();
    for (const o of [...program.options, ...run.options]) {
      if (o.long === '--version') continue; // commander's own; the fast path leaves it to commander
      // No optional or variadic value, no environment variable, no implied options: none of those is read here.
      expect(o.optional || o.variadic || o.envVar !== undefined || (o as unknown as { implied?: object }).implied !== undefined, o.flags).toBe(false);
      for (const spelling of [o.short, o.long].filter((f): f is string => f !== undefined)) {
        spellings.add(spelling);
        const spec = OPTIONS.get(spelling);
        if (!o.required) expect(spec, spelling).toEqual({ kind: 'flag', key: o.attributeName(), value: !o.negate });
        else if (o.argChoices) expect(spec, spelling).toEqual({ kind: 'value', key: o.attributeName(), choices: o.argChoices });
        else expect(spec, spelling).toEqual(o.parseArg === collect ? { kind: 'list', key: o.attributeName() } : { kind: 'value', key: o.attributeName() });
        // A parser of its own (other than collect or the choices check) would change what the value becomes.
        if (o.required && !o.argChoices && o.parseArg !== collect) expect(o.parseArg, spelling).toBeUndefined();
      }
    }
    expect([...OPTIONS.keys()].sort()).toEqual([...spellings].sort());
  });

  it('takes the common lines, as commander reads them', async () => {
    const lines = [
      ['run', 'noop'],
      ['run', 'disk_cleaner', '--args', 'args.json', '--pretty'],
      ['run', '--dir', '/a', '--dir', '/b', 'x', '--no-builtins'],
      ['run', 'x', '--as', 'rest', '--timeout', '2.5', '-q'],
      ['run', 'x', '--args', '-', '--as=llm', '--dir=/c', '--verbose'],
      ['run', 'wipe', '--permission-mode', 'dual-sign-required', '--approver', 'ana', '--approver', 'ben', '-y'],
      ['run', 'x', '--persona', 'p.md', '--yes', '--leave-running', '--no-validate-args'],
      ['run', '--config', 'c.json', 'x', '--no-color'],
      ['run', '--no-config', 'x', '--config', 'later.json'],
      ['run', 'x', '--as', 'rest', '--as', 'direct', '--timeout', '1', '--timeout', '3'],
      ['run', ''],
      ['run', '-'],
    ];
    for (const argv of lines) expect(await expectSameAsCommander(argv), argv.join(' ')).toBe(true);
  });

  it('leaves help, errors and odd spellings to commander', () => {
    const lines = [
      ['run'],
      ['run', 'a', 'b'],
      ['run', '--help'],
      ['run', 'x', '-h'],
      ['run', 'x', '-V'],
      ['run', 'x', '--version'],
      ['run', '--', 'x'],
      ['run', 'x', '-qy'],
      ['run', 'x', '--as', 'bogus'],
      ['run', 'x', '--as=bogus'],
      ['run', 'x', '--permission-mode', 'yolo'],
      ['run', 'x', '--args'],
      ['run', 'x', '--dir', '--config'],
      ['run', 'x', '--timeout', '-1'],
      ['run', 'x', '--pretty=1'],
      ['run', 'x', '--validate-args'],
      ['run', 'x', '--unknown'],
      ['run', '-5'],
      ['scan', 'x'],
    ];
    for (const argv of lines) expect(fastRunArgv(argv), argv.join(' ')).toBeUndefined();
  });

  it('gives what commander gives on random lines it takes (and takes many)', async () => {
    const option = fc.constantFrom(
      '--args', '--dir', '--no-builtins', '--timeout', '--as', '--pretty', '--no-validate-args', '--leave-running', '--verbose',
      '-q', '--quiet', '--permission-mode', '--persona', '-y', '--yes', '--approver', '--config', '--no-config', '--no-color',
      '--as=rest', '--as=x', '--dir=/d', '--config=c', '--pretty=1', '-h', '--help', '-V', '--', '-qy', '-5', '--bogus', '-',
      '--args=-', '--timeout=', '--approver=', '--persona=--help', '--config=--version', '--dir=--config', '--permission-mode=read-only',
      '--no-config=x', '--yes=1', '-q=1',
    );
    const word = fc.constantFrom('noop', 'x', 'rest', 'llm', 'direct', 'read-only', 'mutating-with-confirm', '2', '', '-', 'a=b', '--dir', '--config', '-V', '-1', 'help', 'run', '=');
    const token = fc.oneof({ weight: 3, arbitrary: option }, { weight: 2, arbitrary: word });
    let taken = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(token, { maxLength: 7 }), async (rest) => {
        if (await expectSameAsCommander(['run', ...rest])) taken++;
      }),
      { numRuns: 3000, seed: 14 },
    );
    expect(taken).toBeGreaterThan(300);
  });
});
