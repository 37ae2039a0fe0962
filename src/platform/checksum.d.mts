// Types of src/platform/checksum.mjs.
export function checksum(bytes: Uint8Array): string;
