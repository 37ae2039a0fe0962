// Backpressure for the stdio server (a client may pipeline requests faster than it reads replies): input is read only
// while unwritten replies stay under a byte cap and unanswered requests under a count cap.
import type { Writable } from 'node:stream';

/** Reply bytes buffered on stdout before input stops; small, as the SDK adds a `drain` listener per message past the
 * high-water mark, each removal linear. */
export const OUT_CAP = 64 * 1024;
/** Requests read but unanswered before input stops; four times as many while the client owes us an answer (only stdin brings it). */
export const PENDING_CAP = 256;

type Id = string | number;

export class OutFlow {
  private readonly pending = new Set<string>();
  /** Our own requests to the client (elicitation) not yet answered: their answers come on stdin, so it is read further. */
  private readonly asked = new Set<string>();
  private waiting: Array<() => void> = [];
  private readonly idle: Array<() => void> = [];
  /** Unanswered requests other than tool calls: answered at once, so the end of input waits for them (whenAnswered). */
  private readonly quick = new Set<string>();

  constructor(
    private readonly out: Writable,
    private readonly outCap = OUT_CAP,
    private readonly pendingCap = PENDING_CAP,
  ) {
    out.on('drain', () => this.release());
  }

  room(): boolean {
    const cap = this.asked.size > 0 ? this.pendingCap * 4 : this.pendingCap;
    return this.out.writableLength <= this.outCap && this.pending.size < cap;
  }

  whenRoom(go: () => void): void {
    if (this.room()) go();
    else this.waiting.push(go);
  }

  /** A message read from the client: a request waits for its answer; a cancellation ends the wait (no answer follows it). */
  received(msg: Record<string, unknown>): void {
    if (typeof msg.method !== 'string') {
      if (isId(msg.id)) this.asked.delete(key(msg.id));
      return;
    }
    if ('id' in msg && isId(msg.id)) {
      this.pending.add(key(msg.id));
      if (msg.method !== 'tools/call') this.quick.add(key(msg.id));
    }
    else if (msg.method === 'notifications/cancelled') {
      const id = (msg.params as { requestId?: unknown } | undefined)?.requestId;
      if (isId(id)) this.answered(id);
    }
  }

  /** A message we send: an answer ends its request's wait. */
  sent(msg: Record<string, unknown>): void {
    if (!isId(msg.id)) return;
    if (typeof msg.method === 'string') {
      this.asked.add(key(msg.id));
      this.release();
    } else this.answered(msg.id);
  }

  /** Call `go` once every request read so far but tool calls is answered (a tool call may run for minutes; a client
   * that closes its end has its calls killed). */
  whenAnswered(go: () => void): void {
    if (this.quick.size === 0) go();
    else this.idle.push(go);
  }

  private answered(id: Id): void {
    const k = key(id);
    if (!this.pending.delete(k)) return;
    this.release();
    if (this.quick.delete(k) && this.quick.size === 0) for (const go of this.idle.splice(0)) go();
  }

  private release(): void {
    while (this.waiting.length > 0 && this.room()) this.waiting.shift()!();
  }
}

const isId = (id: unknown): id is Id => typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id));
const key = (id: Id): string => (typeof id === 'number' ? `n${id}` : `s${id}`);
