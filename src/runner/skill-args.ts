// What a skill's stdin becomes (docs/manager.md#running-a-skill): blank args by Go's TrimSpace become `{}`; anything
// else must pass json.Valid and goes byte for byte. REST and agent paths shape args first (docs/manager.md#rest-api, #what-the-model-sees).
import { fromBStr, goTrimSpace } from '../go/bytes.js';
import { GoDecodeError, goReencode } from '../go/goencode.js';
import { parseGoJson } from '../go/gojson.js';
import { goJsonValid } from '../go/json-valid.js';
import { lineColumn } from '../source/position.js';

export const INVALID_PARAMS = 'subprocess skill: invalid params JSON';

/** Where a JSON text breaks, for the line printed next to INVALID_PARAMS. */
export interface JsonBreak {
  message: string; // Go's SyntaxError text, decoded from its bytes (Go's 'ï' is UTF-8, printed once)
  offset: number; // byte offset
  line: number; // 1-based
  column: number; // 1-based, in bytes
}

export type ArgsVerdict =
  | { ok: true; stdin: Buffer; blank: boolean }
  | { ok: false; error: typeof INVALID_PARAMS; where?: JsonBreak }
  | { ok: false; error: string; agentPath: true };

export const ARGS_PATHS = ['direct', 'rest', 'llm'] as const;
export type ArgsPath = (typeof ARGS_PATHS)[number];

/** Keys the agent bridge strips from the model's args (docs/manager.md#what-the-model-sees). */
export const AGENT_DROPPED_KEYS: ReadonlySet<string> = new Set(['device_id', 'edge_id']);

const BLANK = Buffer.from('{}');

export function findBreak(b: Buffer): JsonBreak | undefined {
  const text = b.toString('latin1');
  const parsed = parseGoJson(text);
  if (parsed.ok) return undefined;
  return { message: fromBStr(parsed.error.message), offset: parsed.error.offset, ...lineColumn(text, parsed.error.offset) };
}

const JSON_WS = /^[ \t\r\n]+|[ \t\r\n]+$/g;

/**
 * The bytes the skill reads on stdin for `args` on each path: direct (as Execute), rest (params is a
 * json.RawMessage, so surrounding whitespace is dropped), llm (a map, device_id/edge_id dropped, re-encoded sorted).
 */
export function prepareArgs(args: Buffer, path: ArgsPath = 'direct'): ArgsVerdict {
  const text = args.toString('latin1');
  if (goTrimSpace(text) === '') return { ok: true, stdin: BLANK, blank: true };
  if (!goJsonValid(args)) return { ok: false, error: INVALID_PARAMS, where: findBreak(args) };
  if (path === 'rest') return { ok: true, stdin: Buffer.from(text.replace(JSON_WS, ''), 'latin1'), blank: false };
  if (path === 'llm') return agentArgs(text);
  return { ok: true, stdin: args, blank: false };
}

function agentArgs(text: string): ArgsVerdict {
  const parsed = parseGoJson(text);
  if (!parsed.ok) return { ok: false, error: INVALID_PARAMS };
  const kind = parsed.value.kind;
  // json.Unmarshal into the bridge's map[string]any: only an object or null decodes.
  if (kind !== 'object' && kind !== 'null') {
    return { ok: false, agentPath: true, error: `json: cannot unmarshal ${kind} into Go value of type map[string]interface {}` };
  }
  try {
    return { ok: true, stdin: Buffer.from(goReencode(parsed.value, AGENT_DROPPED_KEYS), 'latin1'), blank: false };
  } catch (e) {
    if (e instanceof GoDecodeError) return { ok: false, agentPath: true, error: e.message };
    throw e;
  }
}
