// In front of the SDK's stdio transport: a line that is not JSON-RPC 2.0, or an id neither string nor integer, is
// answered as JSON-RPC says (-32700, -32600) rather than dropped silently; an over-long line is refused whole.
import { Transform, type TransformCallback } from 'node:stream';
import type { OutFlow } from './flow.js';

const MAX_LINE = 10 * 1024 * 1024;

export interface WireError {
  jsonrpc: '2.0';
  id: string | number | null;
  error: { code: number; message: string };
}

const reply = (id: unknown, code: number, message: string): WireError => ({
  jsonrpc: '2.0',
  id: typeof id === 'string' || typeof id === 'number' ? id : null,
  error: { code, message },
});

export function readWire(line: string): { msg: Record<string, unknown> } | { problem: WireError } {
  let msg: unknown;
  try {
    msg = JSON.parse(line);
  } catch (e) {
    return { problem: reply(null, -32700, `Parse error: ${(e as Error).message}`) };
  }
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) return { problem: reply(null, -32600, 'Invalid Request: a message is one JSON object (batches are not part of MCP)') };
  const m = msg as Record<string, unknown>;
  const isCall = typeof m.method === 'string';
  const isAnswer = 'id' in m && ('result' in m || 'error' in m);
  if (m.jsonrpc !== '2.0' || !(isCall || isAnswer)) return { problem: reply(m.id, -32600, 'Invalid Request: not a JSON-RPC 2.0 request, notification or response') };
  // JSON-RPC 2.0: an id is a string or a number without a fraction (MCP: never null); else the reply's id is null.
  if (isCall && 'id' in m && !validId(m.id)) return { problem: reply(null, -32600, 'Invalid Request: an id is a string or an integer') };
  return { msg: m };
}

const validId = (id: unknown): boolean => typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id));


export class WireGuard extends Transform {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private overlong = false;

  /** `flow`: input is taken only while the replies keep up (flow.ts). */
  constructor(
    private readonly answer: (error: WireError) => void,
    private readonly flow: OutFlow,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.feed(chunk, 0, done);
  }

  /** The lines of `chunk` from `start`; past a line the replies have no room for, the rest waits for room (stdin stays unread meanwhile). */
  private feed(chunk: Buffer, start: number, done: TransformCallback): void {
    for (let nl = chunk.indexOf(0x0a, start); nl >= 0; nl = chunk.indexOf(0x0a, start)) {
      this.collect(chunk.subarray(start, nl));
      this.line();
      start = nl + 1;
      if (!this.flow.room()) {
        const rest = start;
        return this.flow.whenRoom(() => this.feed(chunk, rest, done));
      }
    }
    this.collect(chunk.subarray(start));
    done();
  }

  override _flush(done: TransformCallback): void {
    if (this.pendingBytes > 0 || this.overlong) this.line();
    // The transport closes at our end: not before every request read has its answer, or those are lost.
    this.flow.whenAnswered(() => done());
  }

  private collect(part: Buffer): void {
    if (this.overlong || part.length === 0) return;
    this.pendingBytes += part.length;
    if (this.pendingBytes > MAX_LINE) {
      this.overlong = true;
      this.pending = [];
    } else this.pending.push(Buffer.from(part));
  }

  private line(): void {
    const bytes = Buffer.concat(this.pending);
    const overlong = this.overlong;
    this.pending = [];
    this.pendingBytes = 0;
    this.overlong = false;
    if (overlong) return this.answer(reply(null, -32600, `Invalid Request: a message longer than ${MAX_LINE} bytes`));
    const text = bytes.toString('utf8').replace(/\r$/, '');
    if (text.trim() === '') return;
    const read = readWire(text);
    if ('problem' in read) return this.answer(read.problem);
    this.flow.received(read.msg);
    this.push(Buffer.concat([bytes, Buffer.from('\n')]));
  }
}
