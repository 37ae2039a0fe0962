// Node's crypto, which Go's crypto packages stand on here, loaded on first
// use: node:crypto takes a start 5-6 ms to load, and most runs never sign,
// verify, hash or name a temp file (validate of a tree without packs, scan,
// list). The module is required at the first call, never at import.
import { createRequire } from 'node:module';

let lib: typeof import('node:crypto') | undefined;

export function nodeCrypto(): typeof import('node:crypto') {
  return (lib ??= createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto'));
}
