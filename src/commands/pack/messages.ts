// What `pack sign` and `pack verify` say (ecosystem.md 3).


export function packVerdictText(
  dir: string,
  v: { state: 'verified' | 'unsigned' | 'failed'; reason?: string; covered: string[] },
): string {
  if (v.state === 'verified') return `verified: ${dir} (${v.covered.length} signed files)`;
  if (v.state === 'unsigned') return `unsigned: ${dir} has no signature.json; the manager installs it as unsigned`;
  return `failed: ${v.reason}`;
}

export function packSignedText(dir: string, files: number): string {
  return `signed ${files} files of ${dir} into ${dir.replace(/\/$/, '')}/signature.json`;
}

export function packUncoveredText(files: string[]): string {
  const shown = files.slice(0, 5).join(', ') + (files.length > 5 ? `, and ${files.length - 5} more` : '');
  return `warning: the signature does not cover scripts or binaries; ${files.length} file(s) can change without breaking it: ${shown}`;
}
