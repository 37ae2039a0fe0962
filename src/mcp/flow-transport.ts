// The SDK's stdio transport with every message we send counted by flow.ts: an answer frees its request's place.
import type { JSONRPCMessage, Transport, TransportSendOptions } from '@modelcontextprotocol/server';
import type { OutFlow } from './flow.js';

export class FlowTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];

  constructor(
    private readonly inner: Transport,
    private readonly flow: OutFlow,
  ) {}

  start(): Promise<void> {
    this.inner.onclose = () => this.onclose?.();
    this.inner.onerror = (e) => this.onerror?.(e);
    this.inner.onmessage = (m, extra) => this.onmessage?.(m, extra);
    return this.inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    const sent = this.inner.send(message, options);
    this.flow.sent(message as unknown as Record<string, unknown>);
    return sent;
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
