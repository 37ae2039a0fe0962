// Stands in for the SDK's `_shims` in the bundle: its Node shim builds its own ajv at load, and this server never has
// the SDK validate a schema (args: runner/args-schema.ts), so a start is spared it.
import process from 'node:process';
import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from '@modelcontextprotocol/server';

export { process };

export class DefaultJsonSchemaValidator implements jsonSchemaValidator {
  getValidator<T>(_schema: JsonSchemaType): JsonSchemaValidator<T> {
    return () => ({ valid: false, data: undefined, errorMessage: 'ongrid-skills mcp does not validate with the SDK (a bug if you see this)' });
  }
}
