// One option: its flags as help writes them ("-o, --output <file>"), its parser and default; help and error wording
// is commander's, so scripts see the text commander prints (docs/architecture.md, "src/argv/").

/** A value an option's parser refuses; its message follows "argument 'x' is invalid." */
export class InvalidArgumentError extends Error {}

/** Turns one given value (and the option's value so far) into the option's value. */
export type ParseArg = (value: string, previous: never) => unknown;

const camel = (s: string): string => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export class Option {
  readonly short: string | undefined;
  readonly long: string | undefined;
  readonly takesValue: boolean;
  /** `--no-x`: sets x to false. */
  readonly negate: boolean;
  defaultValue: unknown;
  parseArg: ParseArg | undefined;
  argChoices: readonly string[] | undefined;
  mandatory = false;

  constructor(
    readonly flags: string,
    readonly description = '',
  ) {
    const parts = flags.split(/[ |,]+/);
    if (/^-[^-]$/.test(parts[0])) this.short = parts.shift();
    if (/^--[^-]/.test(parts[0])) this.long = parts.shift();
    this.takesValue = flags.includes('<');
    this.negate = this.long?.startsWith('--no-') ?? false;
  }

  /** Only these values are accepted (and help lists them). */
  choices(values: readonly string[]): this {
    this.argChoices = [...values];
    this.parseArg = (value: string) => {
      if (!values.includes(value)) throw new InvalidArgumentError(`Allowed choices are ${values.join(', ')}.`);
      return value;
    };
    return this;
  }

  default(value: unknown): this {
    this.defaultValue = value;
    return this;
  }

  /** Replaces the parser, choices' check included (choices then stay in help only). */
  argParser(parse: ParseArg): this {
    this.parseArg = parse;
    return this;
  }

  key(): string {
    const name = (this.long ?? this.short ?? '').replace(/^--?/, '');
    return camel(this.negate ? name.replace(/^no-/, '') : name);
  }

  is(arg: string): boolean {
    return arg === this.short || arg === this.long;
  }
}
