// Expected failures, typed, mapped to exit codes in one place; each carries one line for the user and, where it helps, a hint.

export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  refused: 3,
  interrupted: 130,
} as const;

export class UsageError extends Error {
  readonly exitCode: number = EXIT.usage;
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

/** A config file that cannot be used: names the file and the key. */
export class ConfigError extends UsageError {}

export function errorLine(message: string): string {
  return `error: ${message}`;
}

export function hintLine(hint: string): string {
  return `hint: ${hint}`;
}

/** The line for a failure no code path expected (a bug of ours), without its `error: `. */
export function unexpectedFailure(message: string): string {
  return `unexpected failure: ${message}`;
}

export const UNEXPECTED_FAILURE_HINT = 'this is a bug in ongrid-skills; please report it with the command you ran';
