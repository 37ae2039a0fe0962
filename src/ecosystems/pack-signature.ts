// A marketplace pack's signature.json and the message it signs, byte for byte as docs/ecosystems.md#packs describes
// (ECDSA P-256/SHA-256 over the .md and .json files; scripts and binaries not covered).
import type { KeyObject } from 'node:crypto';
import { type Dirent, readdirSync } from 'node:fs';
import path from 'node:path';
import { goBase64Decode } from '../go/base64.js';
import { byKey, toBStr } from '../go/bytes.js';
import { GoError, codeOf, pathError } from '../go/errno.js';
import { foldKey } from '../go/fold.js';
import { parseGoJson } from '../go/gojson.js';
import { nodeCrypto } from '../platform/node-builtin.js';
import { pemDecode } from '../go/pem.js';
import { parsePkixPublicKey } from '../go/x509-pkix.js';
import { type ReadOutcome, readCapped } from '../go/readfile.js';
import { DOCUMENT_CAP, PACK_FILE_CAP, refusalClause } from '../source/caps.js';
import { type InsideOutcome, escapeText, readInside } from '../source/read-inside.js';

export const SIGNATURE_FILE = 'signature.json';

interface PackFiles {
  covered: string[];
  uncovered: string[];
  /** Links and other entries that are neither files nor folders: the manager's hash skips them, its loaders may not. */
  links?: string[];
}

/** Signed files whose bytes hold a NUL: the message framing (rel NUL bytes NUL) cannot tell them from other files. */
type Framing = { nulFiles?: string[] };

export type PackVerdict =
  | ({ state: 'verified' } & PackFiles & Framing)
  | ({ state: 'unsigned' } & PackFiles)
  | ({ state: 'failed'; reason: string } & PackFiles);

function isSigned(rel: string): boolean {
  const ext = path.extname(rel).toLowerCase();
  return (ext === '.md' || ext === '.json') && path.basename(rel) !== SIGNATURE_FILE;
}

/** A signing key that cannot be used (the key file is to blame, not the pack). */
export class PackKeyError extends Error {
  constructor(
    message: string,
    readonly kind: 'public' | 'other' = 'other',
  ) {
    super(message);
  }
}

function listFolder(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch (e) {
    // filepath.WalkDir opens each folder: Go's "open DIR: permission denied".
    throw pathError('open', dir, e);
  }
}

/** Every regular file under `root`, links not followed, split by coverage; an unlistable folder throws the manager's text. */
export function packFiles(root: string): PackFiles {
  const covered: string[] = [];
  const uncovered: string[] = [];
  const links: string[] = [];
  const visit = (rel: string): void => {
    const entries = listFolder(rel ? path.join(root, rel) : root);
    for (const e of entries) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) visit(child);
      else if (e.isFile() && isSigned(child)) covered.push(child);
      // signature.json holds the signature itself: neither signed nor worth a warning.
      else if (e.isFile() && e.name !== SIGNATURE_FILE) uncovered.push(child);
      else if (!e.isFile()) links.push(child);
    }
  };
  visit('');
  // By the names' UTF-8 bytes, as Go sorts them.
  const byBytes = byKey(toBStr);
  covered.sort(byBytes);
  uncovered.sort(byBytes);
  links.sort(byBytes);
  return { covered, uncovered, links };
}

/** Feed the signed bytes to `update` a file at a time, so a big pack is never held whole. Throws GoError for a covered
 * file unreadable, no longer regular or over the cap. */
export function feedSignedMessage(root: string, covered: string[], update: (b: Buffer) => void, onFile?: (rel: string, bytes: Buffer) => void): void {
  const nul = Buffer.from([0]);
  for (const rel of covered) {
    let read: ReadOutcome;
    try {
      // The listing said regular file: a link or a FIFO swapped in since is refused, not followed.
      read = readCapped(toBStr(path.join(root, rel)), { cap: PACK_FILE_CAP, regularOnly: true, noFollow: true });
    } catch (e) {
      throw new GoError(`read ${rel}: ${e instanceof GoError ? e.text : pathError('open', path.join(root, rel), e).text}`, codeOf(e));
    }
    if (read.kind !== 'bytes') throw new GoError(`read ${rel}: ${rel} ${refusalClause(read)}`);
    onFile?.(rel, read.bytes);
    update(Buffer.from(rel));
    update(nul);
    update(read.bytes);
    update(nul);
  }
}

/** The manager's parseECDSAPublicKey: the first PEM block of any type as a PKIX ECDSA public key (a private key refused,
 * as x509 refuses it); the key or the manager's failure text. */
export function ecdsaPublicKey(pem: Buffer | string): KeyObject | string {
  const block = pemDecode(pem);
  if (!block) return 'pub_key not PEM-encoded';
  const parsed = parsePkixPublicKey(block.bytes);
  if (!parsed.ok) return `parse PKIX pub_key: ${parsed.message}`;
  if (parsed.key.asymmetricKeyType !== 'ec') return `pub_key is not ECDSA (got ${parsed.goType})`;
  return parsed.key;
}

function samePublicKey(a: KeyObject, b: KeyObject): boolean {
  const der = (k: KeyObject): Buffer => k.export({ type: 'spki', format: 'der' });
  return der(a).equals(der(b));
}

interface SignatureDoc {
  sig: Buffer;
  pub_key: Buffer;
}

const FIELDS = ['sig', 'pub_key'] as const;

/** json.Unmarshal into signatureManifest: keys matched as encoding/json does, strings only. */
function bindSignature(src: Buffer): SignatureDoc | string {
  const parsed = parseGoJson(src.toString('latin1'));
  if (!parsed.ok) return `parse signature.json: ${parsed.error.message}`;
  const doc = { sig: Buffer.alloc(0), pub_key: Buffer.alloc(0) };
  const root = parsed.value;
  if (root.kind === 'null') return doc;
  if (root.kind !== 'object') return `parse signature.json: json: cannot unmarshal ${root.kind} into Go value of type marketplace.signatureManifest`;
  let typeError: string | undefined;
  for (const m of root.members) {
    const field = FIELDS.find((f) => f === m.key) ?? FIELDS.find((f) => foldKey(f) === foldKey(m.key));
    if (!field || m.value.kind === 'null') continue;
    // Go keeps decoding after a type error and reports the first one.
    if (m.value.kind !== 'string') typeError ??= `parse signature.json: json: cannot unmarshal ${m.value.kind} into Go struct field signatureManifest.${field} of type string`;
    else doc[field] = Buffer.from(m.value.value, 'latin1');
  }
  return typeError ?? doc;
}

/** signature.json's fields, the manager's failure text, or undefined when there is none. */
function readSignature(root: string, file: string): SignatureDoc | string | undefined {
  let read: InsideOutcome;
  try {
    read = readInside(toBStr(root), toBStr(file), { cap: DOCUMENT_CAP });
  } catch (e) {
    // Only a missing file is unsigned; anything else fails (never a silent downgrade).
    if (codeOf(e) === 'ENOENT') return undefined;
    // os.ReadFile opens a folder fine and fails on the read (so does readCapped).
    return `read signature.json: ${e instanceof GoError ? e.text : pathError('open', file, e).text}`;
  }
  if (read.kind === 'escapes') return `signature.json not read: it ${escapeText(read)}`;
  if (read.kind !== 'bytes') return `signature.json ${refusalClause(read)}`;
  const doc = bindSignature(read.bytes);
  if (typeof doc !== 'string' && (doc.sig.length === 0 || doc.pub_key.length === 0)) return 'signature.json missing sig or pub_key';
  return doc;
}

export function verifyPack(root: string, pinnedPem?: string): PackVerdict {
  let files: PackFiles = { covered: [], uncovered: [] };
  let walkError: string | undefined;
  try {
    files = packFiles(root);
  } catch (e) {
    walkError = e instanceof GoError ? e.text : String(e);
  }
  const doc = readSignature(root, path.join(root, SIGNATURE_FILE));
  if (doc === undefined) return { state: 'unsigned', ...files };
  const fail = (reason: string): PackVerdict => ({ state: 'failed', reason, ...files });
  if (typeof doc === 'string') return fail(doc);
  const sig = goBase64Decode(doc.sig);
  if (!sig.ok) return fail(`decode sig: ${sig.message}`);
  const pubPem = goBase64Decode(doc.pub_key);
  if (!pubPem.ok) return fail(`decode pub_key: ${pubPem.message}`);
  const key = ecdsaPublicKey(pubPem.bytes);
  if (typeof key === 'string') return fail(key);
  if (pinnedPem !== undefined) {
    const pinned = ecdsaPublicKey(pinnedPem);
    if (typeof pinned === 'string') return fail(`expected key: ${pinned}`);
    if (!samePublicKey(key, pinned)) return fail('pub_key does not match pinned registry key');
  }
  const verifier = nodeCrypto().createVerify('sha256');
  const nulFiles: string[] = [];
  try {
    if (walkError !== undefined) throw new GoError(walkError);
    feedSignedMessage(root, files.covered, (b) => verifier.update(b), (rel, bytes) => void (bytes.includes(0) && nulFiles.push(rel)));
  } catch (e) {
    return fail(`compute pack hash: ${e instanceof GoError ? e.text : String(e)}`);
  }
  const ok = verifier.verify({ key, dsaEncoding: 'der' }, sig.bytes);
  return ok ? { state: 'verified', ...files, nulFiles } : fail('ecdsa signature does not verify');
}

/** signature.json contents for `root`, signed with a P-256 private key (PEM); a bad key throws PackKeyError, an unreadable folder GoError. */
export function signPack(root: string, privatePem: string): { json: string; covered: string[]; uncovered: string[] } {
  let privateKey: KeyObject;
  // Node's own words for a public key are OpenSSL's decoder text: say what it is.
  if (/-----BEGIN (?:[A-Z0-9]+ )*(?:PUBLIC KEY|CERTIFICATE)-----/.test(privatePem) && !/PRIVATE KEY-----/.test(privatePem)) {
    throw new PackKeyError('this is a public key; sign needs the private key', 'public');
  }
  try {
    privateKey = nodeCrypto().createPrivateKey(privatePem);
  } catch (e) {
    const text = (e as Error).message;
    throw new PackKeyError(/DECODER|unsupported|PEM/i.test(text) ? 'not a PEM private key (no "-----BEGIN ... PRIVATE KEY-----" block Node can read)' : text);
  }
  if (privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new PackKeyError('the key is not an ECDSA P-256 private key');
  }
  const files = packFiles(root);
  const signer = nodeCrypto().createSign('sha256');
  feedSignedMessage(root, files.covered, (b) => signer.update(b));
  const sig = signer.sign({ key: privateKey, dsaEncoding: 'der' });
  const pub = nodeCrypto().createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  const json = JSON.stringify({ sig: sig.toString('base64'), pub_key: Buffer.from(pub).toString('base64') }, null, 2) + '\n';
  return { json, ...files };
}
