// The stdio server's backpressure bookkeeping (src/mcp/flow.ts): input
// stops past the unanswered-request cap and resumes when an answer or a
// cancellation frees a place; an answer the client owes us raises the cap.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { OutFlow } from '../../src/mcp/flow.js';

const sink = (): Writable => new Writable({ write: (_c, _e, done) => done() });
const req = (id: unknown) => ({ jsonrpc: '2.0', id, method: 'tools/call' });

describe('OutFlow', () => {
  it('stops at the cap, resumes on an answer or a cancellation', () => {
    const flow = new OutFlow(sink(), 1024, 2);
    flow.received(req(1));
    flow.received(req('b'));
    expect(flow.room()).toBe(false);
    let resumed = 0;
    flow.whenRoom(() => resumed++);
    expect(resumed).toBe(0);
    flow.sent({ jsonrpc: '2.0', id: 1, result: {} });
    expect(resumed).toBe(1);
    flow.received(req(3));
    expect(flow.room()).toBe(false);
    flow.received({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 'b' } });
    expect(flow.room()).toBe(true);
  });

  it('takes more requests while the client owes us an answer, and the usual number once it answered', () => {
    const flow = new OutFlow(sink(), 1024, 1);
    flow.received(req(1));
    expect(flow.room()).toBe(false);
    flow.sent({ jsonrpc: '2.0', id: 0, method: 'elicitation/create', params: {} });
    expect(flow.room()).toBe(true);
    flow.received({ jsonrpc: '2.0', id: 0, result: { action: 'accept' } });
    expect(flow.room()).toBe(false);
  });

  it('says when every request read but tool calls has its answer (the end of input waits for it, or answers are lost)', () => {
    const flow = new OutFlow(sink(), 1024, 8);
    const quick = (id: unknown) => ({ jsonrpc: '2.0', id, method: 'tools/list' });
    let idle = 0;
    flow.whenAnswered(() => idle++);
    expect(idle).toBe(1);
    flow.received(quick(1));
    flow.received(quick(2));
    flow.received(req(3)); // a tool call: not waited for
    flow.whenAnswered(() => idle++);
    flow.sent({ jsonrpc: '2.0', id: 1, result: {} });
    expect(idle).toBe(1);
    flow.received({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 2 } });
    expect(idle).toBe(2);
  });
});
