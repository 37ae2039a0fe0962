// The `initialize` answer before the protocol library loads (an editor waits for it): the first message is read by
// hand, answered from CAPABILITIES and handed on under an id of its own whose answer is dropped.
import type { Readable } from 'node:stream';
import { CAPABILITIES, SERVER_INFO } from './capabilities.js';

/** Most bytes of a first message held before giving up on answering early (a real initialize is a few KiB). */
const FIRST_CAP = 4 * 1024 * 1024;
export const EARLY_ID = 'ongrid-skills-early-initialize';

export interface FirstMessage {
  replay: Buffer;
  /** The initialize request's params, when it was one and was answered. */
  params?: { rootUri?: string | null; rootPath?: string | null; workspaceFolders?: Array<{ uri: string }> | null };
}

function frame(body: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(body), 'utf8');
  return Buffer.concat([Buffer.from(`Content-Length: ${json.length}\r\n\r\n`, 'ascii'), json]);
}

/** Parse one framed message at the start of `buf`: its body and its end, or undefined when incomplete or malformed. */
function parseFrame(buf: Buffer): { body: Buffer; end: number } | 'bad' | undefined {
  const headEnd = buf.indexOf('\r\n\r\n');
  if (headEnd === -1) return buf.length > 8192 ? 'bad' : undefined;
  const m = /(?:^|\r\n)content-length:\s*(\d+)/i.exec(buf.subarray(0, headEnd).toString('ascii'));
  if (!m) return 'bad';
  const end = headEnd + 4 + Number(m[1]);
  if (end > FIRST_CAP) return 'bad';
  return buf.length < end ? undefined : { body: buf.subarray(headEnd + 4, end), end };
}

/** Read the first message; when it is `initialize`, `write` its answer and return it re-framed for the library.
 * Else, or when stdin ends, resolves with what was read. */
export function answerInitialize(input: Readable, write: (bytes: Buffer) => void): Promise<FirstMessage> {
  return new Promise((resolve) => {
    let buf = Buffer.alloc(0);
    const done = (result: FirstMessage): void => {
      input.off('data', onData);
      input.off('end', onEnd);
      input.pause();
      resolve(result);
    };
    const onEnd = (): void => done({ replay: buf });
    const onData = (chunk: Buffer): void => {
      buf = Buffer.concat([buf, chunk]);
      const parsed = parseFrame(buf);
      if (parsed === undefined) return;
      if (parsed === 'bad') return done({ replay: buf });
      let msg: { id?: unknown; method?: unknown; params?: FirstMessage['params'] };
      try {
        msg = JSON.parse(parsed.body.toString('utf8'));
      } catch {
        return done({ replay: buf });
      }
      if (msg.method !== 'initialize' || msg.id === undefined) return done({ replay: buf });
      write(frame({ jsonrpc: '2.0', id: msg.id, result: { capabilities: CAPABILITIES, serverInfo: SERVER_INFO } }));
      done({ replay: Buffer.concat([frame({ ...msg, id: EARLY_ID }), buf.subarray(parsed.end)]), params: msg.params ?? {} });
    };
    input.on('data', onData);
    input.on('end', onEnd);
  });
}
