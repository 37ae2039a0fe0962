// What a code config hands back, read without trusting it: thrown values and the exported object (getters that throw,
// a Proxy) become plain data or one ConfigError.
import { ConfigError } from '../errors.js';

export function thrownText(e: unknown): string {
  try {
    if (e instanceof Error) return String(e.message).split('\n')[0];
    return typeof e === 'string' ? e : `a non-Error value (${Object.prototype.toString.call(e)})`;
  } catch {
    return 'a value that cannot be shown';
  }
}

/** The config as plain data, read once: getters that throw or a Proxy become a ConfigError. */
export function plainData(file: string, value: unknown, depth = 0): unknown {
  try {
    if (value === null || typeof value !== 'object') return value;
    if (depth > 32) throw new Error('nested deeper than 32 levels');
    if (Array.isArray(value)) return Array.from(value, (v) => plainData(file, v, depth + 1));
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      Object.defineProperty(out, key, { value: plainData(file, (value as Record<string, unknown>)[key], depth + 1), enumerable: true, writable: true, configurable: true });
    }
    return out;
  } catch (e) {
    if (e instanceof ConfigError) throw e;
    throw new ConfigError(`${file}: reading the config failed: ${thrownText(e)}`, 'a config must export plain data (objects, arrays, strings, booleans)');
  }
}
