// Colour only on a TTY and never under NO_COLOR or --no-color; FORCE_COLOR turns it on anywhere. chalk loads only then.

export interface Paint {
  bold(s: string): string;
  dim(s: string): string;
  red(s: string): string;
  yellow(s: string): string;
  green(s: string): string;
}

export const plain: Paint = { bold: (s) => s, dim: (s) => s, red: (s) => s, yellow: (s) => s, green: (s) => s };

export function wantsColor(stream: NodeJS.WriteStream, flag: boolean | undefined): boolean {
  if (flag === false) return false;
  const env = process.env;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return Boolean(stream.isTTY);
}

export async function paintFor(stream: NodeJS.WriteStream, flag: boolean | undefined): Promise<Paint> {
  if (!wantsColor(stream, flag)) return plain;
  const { Chalk } = await import('chalk');
  const c = new Chalk({ level: 1 });
  return { bold: c.bold, dim: c.dim, red: c.red, yellow: c.yellow, green: c.green };
}
