// Characters a reader cannot see but a model reads: Trojan Source bidi controls (CVE-2021-42574) and invisible format
// characters. A zero-width joiner between two pictographs is part of an emoji and left alone.
import { lineColumn } from '../source/position.js';

export interface HiddenChar {
  offset: number;
  codePoint: number;
  bidi: boolean;
}

/** Embeddings, overrides and isolates: they reorder what is shown (Unicode TR9). */
const BIDI = /[\u202A-\u202E\u2066-\u2069]/u;
/** Zero-width and directional marks, joiners, invisible operators, a BOM past the start, tag characters. */
const HIDDEN = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\u2060-\u2064\u180E\uFEFF\u{E0000}-\u{E007F}]/gu;

/** A UTF-16 unit any hidden character starts with (tag characters: their lead surrogate); a text without one has none. */
const MAYBE_HIDDEN = /[\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\uDB40]/;

/** Every hidden character of `text`, with its UTF-16 offset (a BOM at offset 0 is the file's encoding mark). */
export function hiddenChars(text: string): HiddenChar[] {
  const out: HiddenChar[] = [];
  // Most documents have none: one plain scan instead of the code-point-aware one.
  if (!MAYBE_HIDDEN.test(text)) return out;
  for (const m of text.matchAll(HIDDEN)) {
    if (m.index === 0 && m[0] === '\uFEFF') continue;
    if (m[0] === '\u200D' && emojiJoin(text, m.index)) continue;
    out.push({ offset: m.index, codePoint: m[0].codePointAt(0)!, bidi: BIDI.test(m[0]) });
  }
  return out;
}

const PICTOGRAPH = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]$/u;
const PICTOGRAPH_START = /^\p{Extended_Pictographic}/u;

/** A zero-width joiner inside an emoji sequence (👨‍💻): it shows, as one glyph. */
function emojiJoin(text: string, at: number): boolean {
  return PICTOGRAPH.test(text.slice(Math.max(0, at - 2), at)) && PICTOGRAPH_START.test(text.slice(at + 1, at + 3));
}

export const codePointName = (cp: number): string => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first hidden character of one kind (bidirectional controls or the others), with the count and its position. */
export function firstHidden(text: string, bidi: boolean): { codePoint: string; count: number; at: { line: number; column: number } } | undefined {
  const found = hiddenChars(text).filter((c) => c.bidi === bidi);
  if (found.length === 0) return undefined;
  return { codePoint: codePointName(found[0].codePoint), count: found.length, at: lineColumn(text, found[0].offset) };
}
