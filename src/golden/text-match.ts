// `error` and `stderr` expectations: a plain string (the whole error, or a piece of stderr) or "/re/flags", tested
// under the regex budget (regex-judge.ts).
import { type RegexAnswer, RegexJudge } from './regex-judge.js';

export type TextMatch = { kind: 'text'; text: string } | { kind: 'regex'; re: RegExp; source: string };

const REGEX_FORM = /^\/(.*)\/([dgimsuvy]*)$/s;

/** The expectation a string stands for, or the reason its /regex/ does not compile. */
export function textMatch(s: string): TextMatch | { error: string } {
  const m = REGEX_FORM.exec(s);
  if (!m || s.length < 2) return { kind: 'text', text: s };
  try {
    return { kind: 'regex', re: new RegExp(m[1], m[2].replace(/[gy]/g, '')), source: s };
  } catch (e) {
    return { error: `not a regular expression: ${(e as Error).message}` };
  }
}

/** `whole`: the text must be all of `got` (error); else a part of it (stderr). `over`: the regex ran past its budget. */
export function textHolds(t: TextMatch, got: string, whole: boolean, judge = new RegexJudge(true)): RegexAnswer {
  if (t.kind === 'regex') return judge.holds(t.re.source, t.re.flags, got);
  return whole ? got === t.text : got.includes(t.text);
}

export function textShown(t: TextMatch): string {
  return t.kind === 'regex' ? t.source : JSON.stringify(t.text);
}
