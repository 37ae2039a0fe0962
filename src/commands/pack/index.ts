// `pack verify DIR` and `pack sign DIR --key PEM`: the manager's verdict on a
// marketplace pack's signature, and a signature.json it accepts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { EXIT, UsageError } from '../../errors.js';
import { GoError } from '../../go/errno.js';
import { PackKeyError, type PackVerdict, SIGNATURE_FILE, ecdsaPublicKey, signPack, verifyPack } from '../../ecosystems/pack-signature.js';
import { writeFileAtomic } from '../../io/atomic-write.js';
import { writeErr, writeOut } from '../../io/write.js';
import { NEW_KEY_HINT, PACK_STRICT, PACK_UNPINNED, PUBLIC_KEY_HINT, packLinksText, packNulText, packSignedText, packUncoveredText, packVerdictText } from './messages.js';

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

export async function packVerifyCommand(dir: string, flags: { pubkey?: string; strict?: boolean }): Promise<number> {
  const root = packDir(dir);
  const pinned = flags.pubkey ? readPem(flags.pubkey, 'public key') : undefined;
  // The manager fails the pack on a bad pinned key; here it is the user's argument.
  const pinnedKey = pinned === undefined ? undefined : ecdsaPublicKey(pinned);
  if (typeof pinnedKey === 'string') throw new UsageError(`--pubkey ${flags.pubkey}: ${pinnedKey}`, "give the registry's ECDSA public key (PEM, PUBLIC KEY block)");
  const verdict = verifyPack(root, pinned);
  writeOut(packVerdictText(dir, verdict) + '\n');
  // The manager's verdict stands; these say what it does not vouch for.
  const gaps = verdictGaps(verdict, pinned !== undefined);
  for (const g of gaps) writeErr(g + '\n');
  if (verdict.state !== 'verified') return EXIT.failed;
  if (flags.strict && gaps.length > 0) {
    writeErr(PACK_STRICT + '\n');
    return EXIT.failed;
  }
  return EXIT.ok;
}

/** What a verdict does not cover, one warning each: scripts, links, NUL framing, an unpinned key. */
function verdictGaps(verdict: PackVerdict, pinned: boolean): string[] {
  const gaps: string[] = [];
  if (verdict.uncovered.length > 0) gaps.push(packUncoveredText(verdict.uncovered));
  if (verdict.links && verdict.links.length > 0) gaps.push(packLinksText(verdict.links));
  if (verdict.state === 'verified' && verdict.nulFiles && verdict.nulFiles.length > 0) gaps.push(packNulText(verdict.nulFiles));
  if (verdict.state === 'verified' && !pinned) gaps.push(PACK_UNPINNED);
  return gaps;
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
