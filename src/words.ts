// Small words every area's prose is built from; a leaf module that imports nothing.

/** A value as the user would type it: JSON-quoted. */
export const q = (s: string): string => JSON.stringify(s);

/** A key or keyword, in backquotes. */
export const code = (s: string): string => '`' + s + '`';

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

export function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "fork" alone, or "one of low, medium, high". */
export const oneOf = (list: string): string => (list.includes(', ') ? `one of ${list}` : q(list));

const MIB = 1024 * 1024;

/** A byte count for people: "12 B", "3.5 KiB", "16.0 MiB". */
export const size = (n: number): string => (n >= MIB ? `${(n / MIB).toFixed(1)} MiB` : n >= 1024 ? `${(n / 1024).toFixed(1)} KiB` : `${n} B`);
