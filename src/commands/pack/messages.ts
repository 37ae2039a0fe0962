// What `pack sign` and `pack verify` say (docs/ecosystems.md#packs).
import { plural } from '../../words.js';

export const NEW_KEY_HINT = 'create one with: openssl ecparam -name prime256v1 -genkey -noout -out key.pem';
export const PUBLIC_KEY_HINT = 'give --key the private key the public one was made from (openssl ec -in key.pem -pubout makes the public key from it)';


export function packVerdictText(
  dir: string,
  v: { state: 'verified' | 'unsigned' | 'failed'; reason?: string; covered: string[] },
): string {
  if (v.state === 'verified') return `verified: ${dir} (${plural(v.covered.length, 'signed file')})`;
  if (v.state === 'unsigned') return `unsigned: ${dir} has no signature.json; the manager installs it as unsigned`;
  return `failed: ${v.reason}`;
}

export function packSignedText(dir: string, files: number): string {
  return `signed ${plural(files, 'file')} of ${dir} into ${dir.replace(/\/$/, '')}/signature.json`;
}

const shownList = (files: string[]): string => files.slice(0, 5).join(', ') + (files.length > 5 ? `, and ${files.length - 5} more` : '');

export function packUncoveredText(files: string[]): string {
  return `warning: the signature does not cover scripts or binaries; ${plural(files.length, 'file')} can change without breaking it: ${shownList(files)}`;
}

export function packLinksText(entries: string[]): string {
  return `warning: the signature does not cover links (or other special files): the manager's hash skips them, its loaders read through them, so a SKILL.md added after signing as a link to an unsigned file loads as a skill of a "verified" pack; ${plural(entries.length, 'entry', 'entries')}: ${shownList(entries)}`;
}

export function packNulText(files: string[]): string {
  return `warning: ${plural(files.length, 'signed file')} hold NUL bytes, which the signed message uses to frame each file (path NUL bytes NUL): files can be split or merged at them and still verify: ${shownList(files)}`;
}

export const PACK_UNPINNED =
  'warning: no key pinned: the pack is checked against the key its own signature.json carries, so a pack changed and re-signed with any other key verifies too; give --pubkey with the key you trust';

export const PACK_STRICT = 'error: --strict: the signature verifies, but it does not cover what the warnings above name';
