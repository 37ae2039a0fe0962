// encoding/pem's Decode: the first well-formed block anywhere, its type NOT checked (docs/internals.md#go-emulation).
import { goBase64Decode } from './base64.js';
import { goTrimSpace } from './bytes.js';

export interface PemBlock {
  type: string;
  headers: Map<string, string>;
  bytes: Buffer;
}

const START = Buffer.from('\n-----BEGIN ');
const END = Buffer.from('\n-----END ');
const DASHES = Buffer.from('-----');

function trimRightSpaceTab(b: Buffer): Buffer {
  let end = b.length;
  while (end > 0 && (b[end - 1] === 0x20 || b[end - 1] === 0x09)) end--;
  return b.subarray(0, end);
}

/** Go's getLine: up to "\n" (a "\r" before it dropped), trailing spaces and tabs trimmed. */
function getLine(data: Buffer): [Buffer, Buffer] {
  const i = data.indexOf(0x0a);
  if (i < 0) return [trimRightSpaceTab(data), data.subarray(data.length)];
  const lineEnd = i > 0 && data[i - 1] === 0x0d ? i - 1 : i;
  return [trimRightSpaceTab(data.subarray(0, lineEnd)), data.subarray(i + 1)];
}

const startsWith = (b: Buffer, prefix: Buffer): boolean => b.length >= prefix.length && b.subarray(0, prefix.length).equals(prefix);
const endsWith = (b: Buffer, suffix: Buffer): boolean => b.length >= suffix.length && b.subarray(b.length - suffix.length).equals(suffix);

/** The headers after the BEGIN line ("Key: value" lines); undefined when the input ends there. */
function readHeaders(rest: Buffer): { headers: Map<string, string>; rest: Buffer } | undefined {
  const headers = new Map<string, string>();
  for (;;) {
    if (rest.length === 0) return undefined;
    const [line, next] = getLine(rest);
    const colon = line.indexOf(0x3a);
    if (colon < 0) return { headers, rest };
    headers.set(goTrimSpace(line.subarray(0, colon).toString('latin1')), goTrimSpace(line.subarray(colon + 1).toString('latin1')));
    rest = next;
  }
}

/** One block attempt at `at` (just after "-----BEGIN "): the block, or where the search goes on when malformed ('eof': Go gives up). */
function blockAt(at: Buffer): PemBlock | Buffer | 'eof' {
  const [typeLineFull, afterType] = getLine(at);
  if (!endsWith(typeLineFull, DASHES)) return afterType;
  const typeLine = typeLineFull.subarray(0, typeLineFull.length - DASHES.length);
  const read = readHeaders(afterType);
  if (!read) return 'eof';
  const body = read.rest;
  let endIndex: number;
  let trailerIndex: number;
  if (read.headers.size === 0 && startsWith(body, END.subarray(1))) {
    endIndex = 0;
    trailerIndex = END.length - 1;
  } else {
    endIndex = body.indexOf(END);
    trailerIndex = endIndex + END.length;
  }
  if (endIndex < 0) return body;
  const trailerLen = typeLine.length + DASHES.length;
  const trailerAll = body.subarray(trailerIndex);
  if (trailerAll.length < trailerLen) return body;
  const trailer = trailerAll.subarray(0, trailerLen);
  if (!startsWith(trailer, typeLine) || !endsWith(trailer, DASHES)) return body;
  if (getLine(trailerAll.subarray(trailerLen))[0].length !== 0) return body;
  const data = Buffer.from(body.subarray(0, endIndex).filter((b) => b !== 0x20 && b !== 0x09));
  const decoded = goBase64Decode(data);
  if (!decoded.ok) return body;
  return { type: typeLine.toString('latin1'), headers: read.headers, bytes: decoded.bytes };
}

/** pem.Decode's block, or undefined where Go returns nil. */
export function pemDecode(input: Buffer | string): PemBlock | undefined {
  let rest = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  for (;;) {
    if (startsWith(rest, START.subarray(1))) rest = rest.subarray(START.length - 1);
    else {
      const at = rest.indexOf(START);
      if (at < 0) return undefined;
      rest = rest.subarray(at + START.length);
    }
    const block = blockAt(rest);
    if (block === 'eof') return undefined;
    if (!Buffer.isBuffer(block)) return block;
    rest = block;
  }
}
