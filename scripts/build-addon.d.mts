// Types of scripts/build-addon.mjs for the tests.
export function prebuildTag(): string;
export function buildChildAddon(root: string, dist: string): string | undefined;
