// JSON.stringify(value, null, indent) for documents as deep as Go decodes (10,000 levels): the built-in recurses and
// indenting grows with the square of the depth, so past INDENTED levels the text is written iteratively and compact.
import { nestingDepth } from '../schema/nesting.js';

const INDENTED = 64;

export function stringifyDeep(value: unknown, indent = 2): string {
  if (nestingDepth(value) <= INDENTED) return JSON.stringify(value, null, indent);
  return iterative(value, ' '.repeat(indent));
}

type Job = { text: string } | { value: unknown; depth: number };

/** Plain data only (objects, arrays, strings, numbers, booleans, null); `undefined` members left out, `undefined` items written as null. */
function iterative(root: unknown, unit: string): string {
  const out: string[] = [];
  const jobs: Job[] = [{ value: root, depth: 0 }];
  const pad = (depth: number): string => (depth > INDENTED ? '' : '\n' + unit.repeat(depth));
  for (let job = jobs.pop(); job; job = jobs.pop()) {
    if ('text' in job) {
      out.push(job.text);
      continue;
    }
    const { value, depth } = job;
    if (value === null || typeof value !== 'object' || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
      out.push(JSON.stringify(value) ?? 'null');
      continue;
    }
    const entries: Array<[string | undefined, unknown]> = Array.isArray(value)
      ? value.map((v) => [undefined, v === undefined || typeof v === 'function' ? null : v])
      : Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function');
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
    if (entries.length === 0) {
      out.push(open + close);
      continue;
    }
    const inner = depth + 1;
    const colon = inner > INDENTED ? ':' : ': ';
    out.push(open);
    jobs.push({ text: (inner > INDENTED ? '' : pad(depth)) + close });
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, v] = entries[i];
      jobs.push({ value: v, depth: inner });
      jobs.push({ text: (i > 0 ? ',' : '') + pad(inner) + (key === undefined ? '' : JSON.stringify(key) + colon) });
    }
  }
  return out.join('');
}
