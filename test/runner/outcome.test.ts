import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIMEOUT_NS,
  type RunFacts,
  effectiveTimeout,
  runOutcome,
  tailString,
} from '../../src/runner/run-outcome.js';

const facts = (over: Partial<RunFacts> = {}): RunFacts => ({
  start: { ok: true, pid: 42 },
  exitCode: 0,
  signal: null,
  deadlinePassed: false,
  waitDelayExpired: false,
  interrupted: false,
  stdout: Buffer.from('{}'),
  stdoutSeen: 2,
  stderr: Buffer.alloc(0),
  stderrSeen: 0,
  elapsedMs: 5,
  groupSurvived: false,
  strays: [],
  ...over,
});

const verdict = (over: Partial<RunFacts>, timeout = 30_000_000_000n) => runOutcome('k', '/r/k/run.sh', timeout, facts(over));

describe('tailString (upstream tailString)', () => {
  it('trims with Go TrimSpace and keeps short input whole', () => {
    expect(tailString(Buffer.from('  boom \n'), 4096)).toBe('boom');
    expect(tailString(Buffer.alloc(0), 4096)).toBe('');
    expect(tailString(Buffer.from('\u00a0x\u00a0'), 10)).toBe('x');
  });
  it('cuts to the last n bytes with "..." and trims what is left', () => {
    const b = Buffer.from('a'.repeat(10) + ' tail ');
    expect(tailString(b, 6)).toBe('...tail');
    expect(tailString(Buffer.from('x'.repeat(5000)), 4096)).toBe('...' + 'x'.repeat(4096));
  });
  it('keeps bytes that are not UTF-8 as they are (byte string)', () => {
    expect(tailString(Buffer.from([0xff, 0x41]), 10)).toBe('\xffA');
  });
  it('does not trim a cut that starts inside a UTF-8 sequence', () => {
    // "é" is C3 A9: cutting after C3 leaves a lone A9, which TrimSpace keeps.
    expect(tailString(Buffer.from('éé'), 3)).toBe('...\xa9\xc3\xa9');
  });
});

describe('runOutcome: the order Execute checks things in', () => {
  it('passes valid stdout through verbatim', () => {
    const out = Buffer.from(' {"a":1}\n');
    expect(verdict({ stdout: out })).toEqual({ ok: true, kind: 'ok', stdout: out });
  });
  it('reports the deadline before everything else', () => {
    const r = verdict({ deadlinePassed: true, exitCode: -1, signal: 'SIGKILL', waitDelayExpired: true, stdout: Buffer.from('x') }, 2_000_000_000n);
    expect(r).toMatchObject({ ok: false, kind: 'timeout', error: 'subprocess skill k: timed out after 2s' });
  });
  it('writes a wrapped sub-millisecond timeout the Go way, µ as UTF-8', () => {
    const r = verdict({ deadlinePassed: true, exitCode: -1, signal: 'SIGKILL' }, 1536n);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Buffer.from(r.error, 'latin1').toString('utf8')).toBe('subprocess skill k: timed out after 1.536µs');
  });
  it('reports a start failure before an exit status', () => {
    const r = verdict({ start: { ok: false, code: 'ENOEXEC' }, exitCode: null });
    expect(r).toMatchObject({ kind: 'start', error: 'subprocess skill k: start: fork/exec /r/k/run.sh: exec format error (stderr: )' });
    expect(verdict({ start: { ok: false, code: 'ENOENT' } })).toMatchObject({
      error: 'subprocess skill k: start: fork/exec /r/k/run.sh: no such file or directory (stderr: )',
    });
  });
  it('reports a non-zero exit even when the pipes were held open', () => {
    const r = verdict({ exitCode: 7, waitDelayExpired: true, stderr: Buffer.from('boom\n') });
    expect(r).toMatchObject({ kind: 'exit', error: 'subprocess skill k: exit 7 (stderr: boom)' });
  });
  it('reports death by signal as exit -1', () => {
    expect(verdict({ exitCode: -1, signal: 'SIGTERM' })).toMatchObject({ error: 'subprocess skill k: exit -1 (stderr: )' });
  });
  it('reports WaitDelay only for exit 0, before the JSON check', () => {
    const r = verdict({ waitDelayExpired: true, stdout: Buffer.from('not json'), stderr: Buffer.from('w') });
    expect(r).toMatchObject({ kind: 'wait-delay', error: 'subprocess skill k: exec: WaitDelay expired before I/O complete (stderr: w)' });
  });
  it('quotes the LAST 200 bytes of stdout that is not JSON', () => {
    const out = Buffer.from('[' + '1,'.repeat(200));
    const r = verdict({ stdout: out });
    expect(r).toMatchObject({ kind: 'stdout-invalid' });
    expect(!r.ok && r.error).toBe(`subprocess skill k: stdout is not valid JSON (first 200B: ...${'1,'.repeat(100)})`);
    expect(verdict({ stdout: Buffer.alloc(0) })).toMatchObject({ error: 'subprocess skill k: stdout is not valid JSON (first 200B: )' });
    expect(verdict({ stdout: Buffer.from('{}\n{}') })).toMatchObject({ kind: 'stdout-invalid' });
  });
  it('quotes the tail of the first 16 KiB of stderr only', () => {
    const kept = Buffer.from('a'.repeat(12000) + 'b'.repeat(4384));
    const r = verdict({ exitCode: 1, stderr: kept, stderrSeen: 1 << 20 });
    expect(!r.ok && r.error).toBe(`subprocess skill k: exit 1 (stderr: ...${'b'.repeat(4096)})`);
  });
});

describe('effectiveTimeout', () => {
  it('falls back to 30 s when the int64 product wrapped to <= 0', () => {
    expect(effectiveTimeout(-5n)).toBe(DEFAULT_TIMEOUT_NS);
    expect(effectiveTimeout(0n)).toBe(DEFAULT_TIMEOUT_NS);
    expect(effectiveTimeout(1_000_000_000n)).toBe(1_000_000_000n);
  });
});
