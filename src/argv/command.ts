// A command and the parse of argv into it, built by chaining as src/cli/ does; rules, help and error lines are
// commander's, so nothing a user sees differs (docs/internals.md#the-command-line-parser).
import { HELP_LONG, HELP_SHORT, formatHelp } from './help.js';
import { InvalidArgumentError, Option, type ParseArg } from './option.js';
import { suggestSimilar } from '../suggest.js';

/** Help, the version or a usage error ended the parse; its text is written. */
export class ArgvExit extends Error {
  constructor(readonly usageError: boolean) {
    super(usageError ? 'usage error' : 'help shown');
  }
}

interface Argument {
  name: string;
  description: string;
  required: boolean;
  variadic: boolean;
}

interface Output {
  writeOut(text: string): void;
  writeErr(text: string): void;
}

type Action = (...args: never[]) => unknown;

const maybeOption = (arg: string): boolean => arg.length > 1 && arg[0] === '-';
const negativeNumber = (arg: string): boolean => /^-(\d+|\d*\.\d+)(e[+-]?\d+)?$/.test(arg);
const isHelp = (arg: string): boolean => arg === HELP_SHORT || arg === HELP_LONG;
const width = (stream: NodeJS.WriteStream): number => (stream.isTTY && stream.columns ? stream.columns : 80);

export class Command {
  parent: Command | undefined;
  about = '';
  readonly args: Argument[] = [];
  readonly options: Option[] = [];
  readonly commands: Command[] = [];
  private afterHelp: string | (() => string) = '';
  private onAction: Action | undefined;
  private versionText: string | undefined;
  private readonly values = new Map<string, unknown>();
  private readonly sources = new Map<string, 'default' | 'cli'>();
  private errorHint = '';
  private output: Output = { writeOut: (s) => process.stdout.write(s), writeErr: (s) => process.stderr.write(s) };

  constructor(readonly name = '') {}

  command(name: string): Command {
    const sub = new Command(name);
    sub.parent = this;
    sub.output = this.output;
    sub.errorHint = this.errorHint;
    this.commands.push(sub);
    return sub;
  }

  description(text: string): this {
    this.about = text;
    return this;
  }

  /** `-V, --version`: prints `text` and exits. */
  version(text: string): this {
    this.versionText = text;
    return this.addOption(new Option('-V, --version', 'output the version number'));
  }

  argument(spec: string, description = ''): this {
    const name = spec.slice(1, -1);
    this.args.push({ name: name.replace(/\.\.\.$/, ''), description, required: spec.startsWith('<'), variadic: name.endsWith('...') });
    return this;
  }

  option(flags: string, description: string, parse?: ParseArg): this {
    const o = new Option(flags, description);
    if (parse) o.argParser(parse);
    return this.addOption(o);
  }

  requiredOption(flags: string, description: string): this {
    const o = new Option(flags, description);
    o.mandatory = true;
    return this.addOption(o);
  }

  addOption(o: Option): this {
    this.options.push(o);
    const key = o.key();
    // `--no-x` alone means x is true unless given; beside `--x <v>` it has no default.
    if (o.negate && !this.options.some((p) => p.long === o.long?.replace(/^--no-/, '--'))) this.setValue(key, o.defaultValue ?? true, 'default');
    else if (!o.negate && o.defaultValue !== undefined) this.setValue(key, o.defaultValue, 'default');
    return this;
  }

  /** Text printed after this command's help (not its subcommands'), or what makes it when help is shown. */
  addHelpText(text: string | (() => string)): this {
    this.afterHelp = text;
    return this;
  }

  /** The line printed under every usage error. */
  showHelpAfterError(hint: string): this {
    this.errorHint = hint;
    return this;
  }

  configureOutput(output: Output): this {
    this.output = output;
    return this;
  }

  /** Called with the arguments, then the option values, then the command. */
  action(fn: Action): this {
    this.onAction = fn;
    return this;
  }

  opts<T = Record<string, unknown>>(): T {
    return Object.fromEntries(this.values) as T;
  }

  optsWithGlobals<T = Record<string, unknown>>(): T {
    return Object.assign({}, this.parent?.optsWithGlobals(), this.opts()) as T;
  }

  lineage(): Command[] {
    return [this, ...(this.parent?.lineage() ?? [])];
  }

  getOptionValueSource(key: string): 'default' | 'cli' | undefined {
    return this.sources.get(key);
  }

  async parseAsync(argv: readonly string[]): Promise<void> {
    await this.parseCommand([], [...argv]);
  }

  private setValue(key: string, value: unknown, source: 'default' | 'cli'): void {
    this.values.set(key, value);
    this.sources.set(key, source);
  }

  private findOption(arg: string): Option | undefined {
    return this.options.find((o) => o.is(arg));
  }

  private find(name: string | undefined): Command | undefined {
    return name === undefined ? undefined : this.commands.find((c) => c.name === name);
  }

  private async parseCommand(before: string[], rest: string[]): Promise<void> {
    const parsed = this.parseOptions(rest);
    const operands = [...before, ...parsed.operands];
    const { unknown } = parsed;
    const sub = this.find(operands[0]);
    if (sub) return sub.parseCommand(operands.slice(1), unknown);
    const hasCommands = this.commands.length > 0;
    if (hasCommands && operands[0] === 'help') return this.helpCommand(operands[1]);
    if (hasCommands && operands.length + unknown.length === 0 && !this.onAction) this.help(true);
    if (unknown.some(isHelp)) this.help(false);
    const missing = this.options.find((o) => o.mandatory && this.values.get(o.key()) === undefined);
    if (missing) this.fail(`required option '${missing.flags}' not specified`);
    if (!this.onAction && operands.length > 0 && hasCommands) this.unknownCommand(operands[0]);
    if (unknown.length > 0) this.unknownOption(unknown[0]);
    if (!this.onAction && hasCommands) this.help(true);
    const args = this.processArguments([...operands, ...unknown]);
    if (this.onAction) await (this.onAction as (...a: unknown[]) => unknown)(...args, this.opts(), this);
  }

  /** Options this command knows are taken; the rest stay in order, split at the first unknown option. */
  private parseOptions(args: string[]): { operands: string[]; unknown: string[] } {
    const operands: string[] = [];
    const unknown: string[] = [];
    let dest = operands;
    let group: string | undefined;
    let i = 0;
    while (i < args.length || group !== undefined) {
      const arg = group ?? args[i++];
      group = undefined;
      if (arg === '--') {
        if (dest === unknown) dest.push(arg);
        dest.push(...args.slice(i));
        break;
      }
      const known = maybeOption(arg) ? this.findOption(arg) : undefined;
      if (known) {
        if (known.takesValue && i >= args.length) this.fail(`option '${known.flags}' argument missing`);
        this.take(known, known.takesValue ? args[i++] : undefined);
        continue;
      }
      // -qo FILE: flags in one argument, the last one's value after them.
      const first = arg.length > 2 && arg[0] === '-' && arg[1] !== '-' ? this.findOption(arg.slice(0, 2)) : undefined;
      if (first) {
        if (first.takesValue) this.take(first, arg.slice(2));
        else {
          this.take(first, undefined);
          group = '-' + arg.slice(2);
        }
        continue;
      }
      const eq = /^--[^=]+=/.test(arg) ? arg.indexOf('=') : -1;
      const withValue = eq > 0 ? this.findOption(arg.slice(0, eq)) : undefined;
      if (withValue?.takesValue) {
        this.take(withValue, arg.slice(eq + 1));
        continue;
      }
      if (dest === operands && maybeOption(arg) && !(this.commands.length === 0 && negativeNumber(arg))) dest = unknown;
      dest.push(arg);
    }
    return { operands, unknown };
  }

  private take(o: Option, given: string | undefined): void {
    const key = o.key();
    if (this.versionText !== undefined && key === 'version') {
      this.output.writeOut(this.versionText + '\n');
      throw new ArgvExit(false);
    }
    let value: unknown = given;
    if (given !== undefined && o.parseArg) {
      try {
        value = o.parseArg(given, this.values.get(key) as never);
      } catch (err) {
        if (!(err instanceof InvalidArgumentError)) throw err;
        this.fail(`option '${o.flags}' argument '${given}' is invalid. ${err.message}`);
      }
    }
    this.setValue(key, value ?? !o.negate, 'cli');
  }

  private processArguments(given: string[]): unknown[] {
    this.args.forEach((a, i) => {
      if (a.required && given[i] === undefined) this.fail(`missing required argument '${a.name}'`);
    });
    const last = this.args.at(-1);
    if (!last?.variadic && given.length > this.args.length) {
      const n = this.args.length;
      this.fail(`too many arguments${this.parent ? ` for '${this.name}'` : ''}. Expected ${n} argument${n === 1 ? '' : 's'} but got ${given.length}.`);
    }
    return this.args.map((a, i) => (a.variadic ? given.slice(i) : given[i]));
  }

  private unknownOption(flag: string): never {
    const longs = this.lineage().flatMap((c) => [...c.options.flatMap((o) => (o.long ? [o.long] : [])), HELP_LONG]);
    this.fail(`unknown option '${flag}'${flag.startsWith('--') ? suggestSimilar(flag, longs) : ''}`);
  }

  private unknownCommand(name: string): never {
    this.fail(`unknown command '${name}'${suggestSimilar(name, [...this.commands.map((c) => c.name), 'help'])}`);
  }

  private helpCommand(name: string | undefined): never {
    if (name === undefined) this.help(false);
    const sub = this.find(name);
    if (sub) sub.help(false);
    this.help(true);
  }

  /** Help on stdout and exit 0, or (`error`) on stderr as a usage error. */
  help(error: boolean): never {
    const text = formatHelp(this, width(error ? process.stderr : process.stdout));
    const write = error ? this.output.writeErr : this.output.writeOut;
    write(text);
    const after = typeof this.afterHelp === 'function' ? this.afterHelp() : this.afterHelp;
    if (after) write(after + '\n');
    throw new ArgvExit(error);
  }

  private fail(message: string): never {
    this.output.writeErr(`error: ${message}\n`);
    if (this.errorHint) this.output.writeErr(this.errorHint + '\n');
    throw new ArgvExit(true);
  }
}

export { InvalidArgumentError, Option };
