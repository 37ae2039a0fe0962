// A marketplace pack's signature (ecosystem.md 3): signature.json at the
// pack root holds {"sig": base64(DER ECDSA P-256/SHA-256), "pub_key":
// base64(PEM PKIX public key)}. The signed message covers every regular
// file whose lower-cased extension is .md or .json (except files named
// signature.json), sorted by "/"-separated relative path, each as
// rel NUL bytes NUL. Scripts and binaries are not covered.
import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GoError, codeOf, pathError } from '../go/errno.js';

export const SIGNATURE_FILE = 'signature.json';

export type PackVerdict =
  | { state: 'verified'; covered: string[]; uncovered: string[] }
  | { state: 'unsigned'; covered: string[]; uncovered: string[] }
  | { state: 'failed'; reason: string; covered: string[]; uncovered: string[] };

interface PackFiles {
  /** Relative paths of the signed files, in signing order. */
  covered: string[];
  /** Regular files the signature does not cover (scripts, binaries, ...). */
  uncovered: string[];
}

function isSigned(rel: string): boolean {
  const ext = path.extname(rel).toLowerCase();
  return (ext === '.md' || ext === '.json') && path.basename(rel) !== SIGNATURE_FILE;
}

/** A signing key that cannot be used (the key file is to blame, not the pack). */
export class PackKeyError extends Error {}

function listFolder(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch (e) {
    // filepath.WalkDir opens each folder: Go's "open DIR: permission denied".
    throw pathError('open', dir, e);
  }
}

/**
 * Every regular file under `root` (links are not followed), split by
 * coverage. A folder that cannot be listed throws a GoError with the
 * manager's text.
 */
export function packFiles(root: string): PackFiles {
  const covered: string[] = [];
  const uncovered: string[] = [];
  const visit = (rel: string): void => {
    const entries = listFolder(rel ? path.join(root, rel) : root);
    for (const e of entries) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) visit(child);
      else if (e.isFile() && isSigned(child)) covered.push(child);
      // signature.json holds the signature itself: neither signed nor worth a warning.
      else if (e.isFile() && e.name !== SIGNATURE_FILE) uncovered.push(child);
    }
  };
  visit('');
  const byBytes = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));
  covered.sort(byBytes);
  uncovered.sort(byBytes);
  return { covered, uncovered };
}

/** The exact bytes that are signed. */
export function signedMessage(root: string, covered: string[]): Buffer {
  const parts: Buffer[] = [];
  const nul = Buffer.from([0]);
  for (const rel of covered) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(root, rel));
    } catch (e) {
      throw new GoError(`read ${rel}: ${pathError('open', path.join(root, rel), e).text}`, codeOf(e));
    }
    parts.push(Buffer.from(rel), nul, bytes, nul);
  }
  return Buffer.concat(parts);
}

function publicKeyFromPem(pem: string): KeyObject {
  const key = createPublicKey({ key: pem, format: 'pem' });
  if (key.asymmetricKeyType !== 'ec') throw new Error('pub_key is not an ECDSA public key');
  return key;
}

function samePublicKey(a: KeyObject, b: KeyObject): boolean {
  const der = (k: KeyObject): Buffer => k.export({ type: 'spki', format: 'der' });
  return der(a).equals(der(b));
}

interface SignatureDoc {
  sig: string;
  pub_key: string;
}

/** signature.json's fields, the manager's failure text, or undefined when there is none. */
function readSignature(file: string): SignatureDoc | string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    // Only a missing file is unsigned; anything else fails (never a silent downgrade).
    if (codeOf(e) === 'ENOENT') return undefined;
    // os.ReadFile opens a folder fine and fails on the read.
    return `read signature.json: ${pathError(codeOf(e) === 'EISDIR' ? 'read' : 'open', file, e).text}`;
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return `signature.json is not valid JSON: ${(e as Error).message}`;
  }
  const d = doc as Partial<SignatureDoc> | null;
  if (!d || typeof d.sig !== 'string' || typeof d.pub_key !== 'string') {
    return 'signature.json needs string fields "sig" and "pub_key"';
  }
  return d as SignatureDoc;
}

/** The manager's verdict on a pack folder, with `pinnedPem` as the registry key when given. */
export function verifyPack(root: string, pinnedPem?: string): PackVerdict {
  let files: PackFiles = { covered: [], uncovered: [] };
  let walkError: string | undefined;
  try {
    files = packFiles(root);
  } catch (e) {
    walkError = e instanceof GoError ? e.text : String(e);
  }
  const doc = readSignature(path.join(root, SIGNATURE_FILE));
  if (doc === undefined) return { state: 'unsigned', ...files };
  const fail = (reason: string): PackVerdict => ({ state: 'failed', reason, ...files });
  if (typeof doc === 'string') return fail(doc);
  let key: KeyObject;
  try {
    key = publicKeyFromPem(Buffer.from(doc.pub_key, 'base64').toString('utf8'));
  } catch (e) {
    return fail(`pub_key is not a PEM public key: ${(e as Error).message}`);
  }
  if (pinnedPem !== undefined && !samePublicKey(key, publicKeyFromPem(pinnedPem))) {
    return fail('pub_key does not match pinned registry key');
  }
  let message: Buffer;
  try {
    if (walkError !== undefined) throw new GoError(walkError);
    message = signedMessage(root, files.covered);
  } catch (e) {
    return fail(`compute pack hash: ${e instanceof GoError ? e.text : String(e)}`);
  }
  const verifier = createVerify('sha256');
  verifier.update(message);
  const ok = verifier.verify({ key, dsaEncoding: 'der' }, Buffer.from(doc.sig, 'base64'));
  return ok ? { state: 'verified', ...files } : fail('ecdsa signature does not verify');
}

/**
 * signature.json contents for `root`, signed with a P-256 private key (PEM).
 * A bad key throws PackKeyError; a folder that cannot be read, GoError.
 */
export function signPack(root: string, privatePem: string): { json: string; covered: string[]; uncovered: string[] } {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(privatePem);
  } catch (e) {
    throw new PackKeyError((e as Error).message);
  }
  if (privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new PackKeyError('the key is not an ECDSA P-256 private key');
  }
  const files = packFiles(root);
  const signer = createSign('sha256');
  signer.update(signedMessage(root, files.covered));
  const sig = signer.sign({ key: privateKey, dsaEncoding: 'der' });
  const pub = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  const json = JSON.stringify({ sig: sig.toString('base64'), pub_key: Buffer.from(pub).toString('base64') }, null, 2) + '\n';
  return { json, ...files };
}
