// crypto/x509's ParsePKIXPublicKey with Go's error texts where the outer structure is wrong (every private key fails at
// the INTEGER where the AlgorithmIdentifier belongs); deeper damage gets Node's words (docs/differences.md).
import type { KeyObject } from 'node:crypto';
import { nodeCrypto } from '../platform/node-builtin.js';

export type PkixResult = { ok: true; key: KeyObject; goType: string } | { ok: false; message: string };

interface TagAndLength {
  cls: number;
  tag: number;
  compound: boolean;
  length: number;
  offset: number;
}

const syntax = (m: string): string => `asn1: syntax error: ${m}`;
const structure = (m: string): string => `asn1: structure error: ${m}`;
const FIELD_PARAMS = '{optional:false explicit:false application:false private:false defaultValue:<nil> tag:<nil> stringType:0 timeType:0 set:false omitEmpty:false}';

/** encoding/asn1's parseTagAndLength (single-byte tags; a long-form tag is left to Node). */
function tagAndLength(b: Buffer, at: number): TagAndLength | string {
  if (at >= b.length) return 'asn1: internal error in parseTagAndLength';
  const first = b[at++];
  const t = { cls: first >> 6, compound: (first & 0x20) !== 0, tag: first & 0x1f, length: 0, offset: 0 };
  if (t.tag === 0x1f) return '';
  if (at >= b.length) return syntax('truncated tag or length');
  const lb = b[at++];
  if ((lb & 0x80) === 0) t.length = lb & 0x7f;
  else {
    const n = lb & 0x7f;
    if (n === 0) return syntax('indefinite length found (not DER)');
    for (let i = 0; i < n; i++) {
      if (at >= b.length) return syntax('truncated tag or length');
      if (t.length >= 1 << 23) return structure('length too large');
      t.length = t.length * 256 + b[at++];
      if (t.length === 0) return structure('superfluous leading zeros in length');
    }
    if (t.length < 0x80) return structure('non-minimal length');
  }
  t.offset = at;
  return t;
}

function field(b: Buffer, at: number, tag: number, compound: boolean, name: string): TagAndLength | string {
  if (at === b.length) return syntax('sequence truncated');
  const t = tagAndLength(b, at);
  if (typeof t === 'string') return t;
  if (t.cls !== 0 || t.tag !== tag || t.compound !== compound) {
    return structure(`tags don't match (${tag} vs {class:${t.cls} tag:${t.tag} length:${t.length} isCompound:${t.compound}}) ${FIELD_PARAMS} ${name} @${t.offset}`);
  }
  if (t.offset + t.length > b.length) return syntax('data truncated');
  return t;
}

/** Go's text for a DER whose publicKeyInfo outline is wrong; '' when the outline holds. */
function outlineError(der: Buffer): string {
  const outer = field(der, 0, 16, true, 'publicKeyInfo');
  if (typeof outer === 'string') return outer;
  const inner = der.subarray(outer.offset, outer.offset + outer.length);
  const algorithm = field(inner, 0, 16, true, 'AlgorithmIdentifier');
  if (typeof algorithm === 'string') return algorithm;
  const bits = field(inner, algorithm.offset + algorithm.length, 3, false, 'BitString');
  if (typeof bits === 'string') return bits;
  if (outer.offset + outer.length !== der.length) return 'x509: trailing data after ASN.1 of public-key';
  return '';
}

/** A PKCS #1 RSAPublicKey: SEQUENCE { INTEGER n, INTEGER e (an int64) }. */
function isPkcs1PublicKey(der: Buffer): boolean {
  const outer = tagAndLength(der, 0);
  if (typeof outer === 'string' || outer.tag !== 16 || !outer.compound) return false;
  const end = outer.offset + outer.length;
  const n = tagAndLength(der, outer.offset);
  if (typeof n === 'string' || n.tag !== 2 || n.length === 0 || n.offset + n.length > end) return false;
  const e = tagAndLength(der, n.offset + n.length);
  return typeof e !== 'string' && e.tag === 2 && e.length >= 1 && e.length <= 8 && e.offset + e.length <= end;
}

const GO_TYPES: Record<string, string> = { ec: '*ecdsa.PublicKey', rsa: '*rsa.PublicKey', dsa: '*dsa.PublicKey', ed25519: 'ed25519.PublicKey', x25519: '*ecdh.PublicKey' };
const GO_CURVES = new Set(['prime256v1', 'secp384r1', 'secp521r1', 'secp224r1']);

export function parsePkixPublicKey(der: Buffer): PkixResult {
  const outline = outlineError(der);
  if (outline !== '') {
    if (isPkcs1PublicKey(der)) return { ok: false, message: 'x509: failed to parse public key (use ParsePKCS1PublicKey instead for this key format)' };
    return { ok: false, message: outline };
  }
  let key: KeyObject;
  try {
    key = nodeCrypto().createPublicKey({ key: der, format: 'der', type: 'spki' });
  } catch (e) {
    return { ok: false, message: `x509: ${(e as Error).message}` };
  }
  const goType = GO_TYPES[key.asymmetricKeyType ?? ''];
  if (goType === undefined) return { ok: false, message: 'x509: unknown public key algorithm' };
  if (key.asymmetricKeyType === 'ec' && !GO_CURVES.has(key.asymmetricKeyDetails?.namedCurve ?? '')) {
    return { ok: false, message: 'x509: unsupported elliptic curve' };
  }
  return { ok: true, key, goType };
}
