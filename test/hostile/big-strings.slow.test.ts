// A long description of bytes that are not UTF-8 (Go
// turns each into U+FFFD, three bytes: the decoded text alone is 3x the
// file) is checked and listed with peak memory a small multiple of the file,
// and the text comes out exactly as the manager's encoder writes it. The
// peak is the CLI's own VmHWM, read from /proc at its exit by a preload.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TOOL_DESCRIPTION_SUFFIX } from '../../src/views/agent-tool.js';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));

const N = 30_000_000;
const MIB = 1024 * 1024;
/** Peak RSS allowed: this many times the manifest's size, plus the CLI's own start-up. */
const TIMES_FILE = 13;
const START_MIB = 50;

/** A skill whose description is N bytes 0xFF; returns the manifest's size. */
function badTree(): number {
  base = tempBase();
  buildTree(base, { files: [{ path: 'skills/bad/run.sh', text: '#!/bin/sh\necho {}\n', mode: '0755' }] });
  const bytes = Buffer.concat([Buffer.from('{"name":"bad","entry":"run.sh","class":"safe","description":"'), Buffer.alloc(N, 0xff), Buffer.from('"}')]);
  writeFileSync(path.join(base, 'skills/bad/skill.json'), bytes);
  return bytes.length;
}

/** The CLI run with a preload that writes its peak RSS (KiB) to a file. */
function runMeasured(args: string[]): { r: ReturnType<typeof runCli>; peakMiB: number } {
  const preload = path.join(base, 'hwm.cjs');
  const out = path.join(base, 'hwm.txt');
  writeFileSync(preload, `process.on('exit', () => { const fs = require('fs'); fs.writeFileSync(${JSON.stringify(out)}, /VmHWM:\\s+(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]); });\n`);
  const r = runCli(args, { env: { NODE_OPTIONS: `--require ${preload}` }, timeoutMs: 120_000 });
  return { r, peakMiB: Number(readFileSync(out, 'utf8')) / 1024 };
}

describe('long text that is not UTF-8', () => {
  it('list --tools writes every U+FFFD, with peak memory a small multiple of the file', () => {
    const size = badTree();
    const { r, peakMiB } = runMeasured(['list', '--tools', 'openai', path.join(base, 'skills')]);
    expect(r.code, r.stderr.slice(0, 300)).toBe(0);
    const tools = JSON.parse(r.stdout) as Array<{ function: { description: string } }>;
    const description = tools[0]!.function.description;
    expect(description.length).toBe(N + TOOL_DESCRIPTION_SUFFIX.length);
    expect(/^\ufffd*$/.test(description.slice(0, N))).toBe(true);
    expect(description.slice(N)).toBe(TOOL_DESCRIPTION_SUFFIX);
    expect(peakMiB).toBeLessThan(START_MIB + (TIMES_FILE * size) / MIB);
  }, 150_000);

  it('validate counts its characters, with peak memory a small multiple of the file', () => {
    const size = badTree();
    const { r, peakMiB } = runMeasured(['validate', '--format', 'json', path.join(base, 'skills')]);
    const diagnostics = (JSON.parse(r.stdout) as { diagnostics: Array<{ rule: string; message: string }> }).diagnostics;
    expect(diagnostics.find((d) => d.rule === 'description-long')?.message).toContain(`description has ${N} characters`);
    expect(peakMiB).toBeLessThan(START_MIB + (TIMES_FILE * size) / MIB);
  }, 150_000);
});
