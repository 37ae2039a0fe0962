// A decoded JSON value as compact text cut at `max` characters, built without recursion and stopping once long enough.

const CUT = '…';

type Job = { text: string } | { value: unknown };

export function jsonPreview(value: unknown, max = 80): string {
  const out: string[] = [];
  let length = 0;
  const jobs: Job[] = [{ value }];
  for (let job = jobs.pop(); job && length <= max; job = jobs.pop()) {
    const text = 'text' in job ? job.text : open(job.value, jobs, max - length);
    out.push(text);
    length += text.length;
  }
  const all = out.join('');
  return all.length > max ? all.slice(0, Math.max(0, max - CUT.length)) + CUT : all;
}

/** The text `v` starts with; what follows (members, closing bracket) is pushed onto `jobs`, at most `room` of them. */
function open(v: unknown, jobs: Job[], room: number): string {
  if (typeof v === 'string') return JSON.stringify(v.length > room ? v.slice(0, room + 1) : v);
  if (v === null || typeof v !== 'object') return typeof v === 'bigint' ? v.toString() : (JSON.stringify(v) ?? 'null');
  if (Array.isArray(v)) {
    jobs.push({ text: ']' });
    for (let i = Math.min(v.length, room) - 1; i >= 0; i--) {
      jobs.push({ value: v[i] });
      if (i > 0) jobs.push({ text: ',' });
    }
    return '[';
  }
  const keys = Object.keys(v);
  jobs.push({ text: '}' });
  for (let i = Math.min(keys.length, room) - 1; i >= 0; i--) {
    jobs.push({ value: (v as Record<string, unknown>)[keys[i]] });
    jobs.push({ text: (i > 0 ? ',' : '') + JSON.stringify(keys[i].length > room ? keys[i].slice(0, room + 1) : keys[i]) + ':' });
  }
  return '{';
}

/** Several values, each previewed, joined with ", " and cut at `max` as a whole. */
export function jsonPreviewList(values: readonly unknown[], max = 200): string {
  const parts: string[] = [];
  let length = 0;
  for (const v of values) {
    if (length > max) break;
    const p = jsonPreview(v, max - length + 1);
    parts.push(p);
    length += p.length + 2;
  }
  const all = parts.join(', ');
  return all.length > max || parts.length < values.length ? all.slice(0, max - CUT.length) + CUT : all;
}
