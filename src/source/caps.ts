// The most the tool reads of any one input (docs/security.md), so a hostile tree can make it neither wait nor grow
// without bound, and how a refused read is worded: what the manager's own os.ReadFile would do.
import type { Refusal } from '../go/readfile.js';
import type { Escape } from './read-inside.js';

const MiB = 1024 * 1024;

/** skill.json: the manager reads any size; 256 MiB is far past any real manifest. */
export const MANIFEST_CAP = 256 * MiB;
/** SKILL.md, personas, pack manifests, signature.json, examples, config, baselines, keys. */
export const DOCUMENT_CAP = 16 * MiB;
/** A pack file that is signed: read one at a time into the signed message. */
export const PACK_FILE_CAP = 256 * MiB;
/** `run` args (file, `-` or piped stdin): the nginx the manager ships in front of its API refuses larger bodies, so no
 * larger params reach a skill (docs/security.md#earlier-guarantees). */
export const ARGS_CAP = 70 * MiB;

export function capText(bytes: number): string {
  return bytes % MiB === 0 ? `${bytes / MiB} MiB` : `${bytes} bytes`;
}

/** What a refused read found, after the file's name: "is a FIFO (named pipe)". */
export function refusalText(why: Refusal | Escape): string {
  switch (why.kind) {
    case 'escapes':
      return `is a link that leads to ${why.target}, outside ${why.root}`;
    case 'blocks':
      return why.type === 'FIFO' ? 'is a FIFO (named pipe)' : `is a ${why.type} with nothing to read yet`;
    case 'endless':
      return `is a ${why.type} that reads without end (like /dev/zero)`;
    case 'over-cap':
      return `is ${why.size} bytes, over the ${capText(why.cap)} this tool reads of such a file`;
    case 'special':
      return `is a ${why.type}, not a regular file`;
  }
}

/** What the manager's os.ReadFile does with it: "the manager's read of it waits for ever". */
export function managerReads(why: Refusal | Escape): string {
  switch (why.kind) {
    case 'escapes':
      return 'the manager would read it, this tool reads nothing outside the tree';
    case 'blocks':
      return "the manager's read of it waits for ever";
    case 'endless':
      return "the manager's read of it grows until the manager runs out of memory";
    case 'over-cap':
      return 'the manager would read it, this tool does not';
    case 'special':
      return 'it is not read';
  }
}

/** One clause for a refused file: "is a FIFO (named pipe): the manager's read of it waits for ever". */
export function refusalClause(why: Refusal | Escape): string {
  return `${refusalText(why)}: ${managerReads(why)}`;
}
