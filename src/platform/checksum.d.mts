// Types of src/source/checksum.mjs.
export function checksum(bytes: Uint8Array): string;
