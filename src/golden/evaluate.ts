// One case's verdict: the observed outcome against the case's expectations, with what a diff needs; worked out twice
// around the regex tests (regex-judge.ts), which run off the main thread under the budget.
import { type BStr, fromBStr } from '../go/bytes.js';
import { parseGoJson } from '../go/gojson.js';
import type { Located } from './json-node.js';
import { render } from './json-node.js';
import { mismatches, project } from './matcher.js';
import type { Expect } from './test-file.js';
import { type TextMatch, textHolds, textShown } from './text-match.js';
import { RegexJudge } from './regex-judge.js';
import { REGEX_BUDGET_MS } from '../schema/bounded-regexp.js';

export interface Observed {
  ok: boolean;
  stdout?: Buffer;
  /** What the caller gets: stdout on the direct path, the envelope on rest and llm. */
  reply?: Buffer;
  error?: BStr;
  /** The stderr the manager kept (first 16 KiB). */
  stderr: Buffer;
  elapsedMs: number;
}

export interface Failure {
  /** Which expectation: ok, result, exact, error, stderr, max_seconds. */
  what: string;
  pointer?: string;
  message: string;
}

export interface Verdict {
  failures: Failure[];
  /** Expected and got as text, for a line diff (result or exact failures). */
  diff?: { expected: string; got: string };
}

export function resultOf(stdout: Buffer): Located | undefined {
  const src = stdout.toString('latin1');
  const parsed = parseGoJson(src);
  return parsed.ok ? { node: parsed.value, src } : undefined;
}

/** The verdict; a regex past its budget is a failure that says so. Stops testing regexes once `interrupt` is aborted. */
export async function evaluate(expect: Expect, expectSrc: BStr, got: Observed, interrupt?: AbortSignal): Promise<Verdict> {
  const judge = new RegexJudge();
  verdictWith(judge, expect, expectSrc, got);
  await judge.settle(interrupt);
  return verdictWith(judge, expect, expectSrc, got);
}

const overText = (t: TextMatch): string => `${textShown(t)} ran over ${REGEX_BUDGET_MS / 1000} s on this text (the pattern backtracks; make each repetition consume something the next cannot)`;

function verdictWith(judge: RegexJudge, expect: Expect, expectSrc: BStr, got: Observed): Verdict {
  const failures: Failure[] = [];
  let diff: Verdict['diff'];
  if (expect.ok !== got.ok) {
    failures.push({ what: 'ok', message: got.ok ? 'expected the call to fail, it succeeded' : `expected success, the call failed: ${fromBStr(got.error ?? '')}` });
  }
  if (expect.result && got.ok && got.stdout) {
    const want: Located = { node: expect.result, src: expectSrc };
    const actual = resultOf(got.stdout);
    const found = actual ? mismatches(want, actual, '', judge) : [{ pointer: '', message: 'the result is not JSON' }];
    for (const m of found) failures.push({ what: 'result', pointer: m.pointer, message: m.message });
    if (found.length > 0 && actual) diff = { expected: fromBStr(render(project(want, want, false, judge))), got: fromBStr(render(project(want, actual, false, judge))) };
  }
  if (expect.exact !== undefined && got.reply && fromBStr(got.reply.toString('latin1')) !== expect.exact) {
    failures.push({ what: 'exact', message: 'the reply differs from "exact" byte for byte' });
    diff ??= { expected: expect.exact, got: got.reply.toString('utf8') };
  }
  const error = expect.error && !got.ok ? textHolds(expect.error, fromBStr(got.error ?? ''), true, judge) : true;
  if (expect.error && error !== true) {
    failures.push({ what: 'error', message: error === 'over' ? overText(expect.error) : `expected the error ${textShown(expect.error)}, got ${JSON.stringify(fromBStr(got.error ?? ''))}` });
  }
  if (expect.stderr) {
    const text = got.stderr.toString('utf8');
    const holds = textHolds(expect.stderr, text, false, judge);
    if (holds === 'over') failures.push({ what: 'stderr', message: overText(expect.stderr) });
    else if (!holds) failures.push({ what: 'stderr', message: `expected stderr to ${expect.stderr.kind === 'regex' ? 'match' : 'contain'} ${textShown(expect.stderr)}, got ${JSON.stringify(text.trim().slice(-200))}` });
  }
  if (expect.maxSeconds !== undefined && got.elapsedMs > expect.maxSeconds * 1000) {
    failures.push({ what: 'max_seconds', message: `took ${(got.elapsedMs / 1000).toFixed(3)} s, more than max_seconds ${expect.maxSeconds}` });
  }
  return { failures, diff };
}
