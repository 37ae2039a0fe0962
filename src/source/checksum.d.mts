// Types of src/source/checksum.mjs.
export function fnv1a64(bytes: Uint8Array): string;
