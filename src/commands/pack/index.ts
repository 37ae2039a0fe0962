// `pack verify DIR` and `pack sign DIR --key PEM`: the manager's verdict on a
// marketplace pack's signature, and a signature.json it accepts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { EXIT, UsageError } from '../../errors.js';
import { GoError } from '../../go/errno.js';
import { PackKeyError, SIGNATURE_FILE, ecdsaPublicKey, signPack, verifyPack } from '../../native/pack-signature.js';
import { writeFileAtomic } from '../../io/atomic-write.js';
import { writeErr, writeOut } from '../../io/write.js';
import { NEW_KEY_HINT, PUBLIC_KEY_HINT, packSignedText, packUncoveredText, packVerdictText } from './messages.js';

function packDir(dir: string): string {
  const abs = path.resolve(dir);
  if (!existsSync(abs) || !statSync(abs).isDirectory()) {
    throw new UsageError(`${dir}: not a folder`, 'name the pack folder (the one that holds its skills/ or plugin manifest)');
  }
  return abs;
}

function readPem(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`${file}: cannot read the ${what}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

export async function packVerifyCommand(dir: string, flags: { pubkey?: string }): Promise<number> {
  const root = packDir(dir);
  const pinned = flags.pubkey ? readPem(flags.pubkey, 'public key') : undefined;
  // The manager fails the pack on a bad pinned key; here it is the user's argument.
  const pinnedKey = pinned === undefined ? undefined : ecdsaPublicKey(pinned);
  if (typeof pinnedKey === 'string') throw new UsageError(`--pubkey ${flags.pubkey}: ${pinnedKey}`, "give the registry's ECDSA public key (PEM, PUBLIC KEY block)");
  const verdict = verifyPack(root, pinned);
  writeOut(packVerdictText(dir, verdict) + '\n');
  if (verdict.uncovered.length > 0) writeErr(packUncoveredText(verdict.uncovered) + '\n');
  return verdict.state === 'verified' ? EXIT.ok : EXIT.failed;
}

export async function packSignCommand(dir: string, flags: { key: string }): Promise<number> {
  const root = packDir(dir);
  const pem = readPem(flags.key, 'private key');
  let signed;
  try {
    signed = signPack(root, pem);
  } catch (e) {
    if (e instanceof PackKeyError) {
      throw new UsageError(`${flags.key}: ${e.message}`, e.kind === 'public' ? PUBLIC_KEY_HINT : NEW_KEY_HINT);
    }
    if (e instanceof GoError) throw new UsageError(`${dir}: cannot read the pack: ${e.text}`, 'every folder and signed file of the pack must be readable');
    throw e;
  }
  // Whole or not at all, through a fresh temp name; a signature.json that is
  // a link is refused (never written through, never left pointing out).
  writeFileAtomic(path.join(root, SIGNATURE_FILE), signed.json);
  writeOut(packSignedText(dir, signed.covered.length) + '\n');
  if (signed.uncovered.length > 0) writeErr(packUncoveredText(signed.uncovered) + '\n');
  return EXIT.ok;
}
