// What `pack sign` and `pack verify` say (ecosystem.md 3).
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

export function packUncoveredText(files: string[]): string {
  const shown = files.slice(0, 5).join(', ') + (files.length > 5 ? `, and ${files.length - 5} more` : '');
  return `warning: the signature does not cover scripts or binaries; ${plural(files.length, 'file')} can change without breaking it: ${shown}`;
}
