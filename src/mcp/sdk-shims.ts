// Stands in for `@modelcontextprotocol/server/_shims` in the bundle
// (scripts/build.mjs). The SDK's Node shim builds its own copy of ajv, three
// drafts and the formats, as soon as the SDK loads; this server never asks
// the SDK to validate a schema (its args check is runner/args-schema.ts, its
// elicitation asks for no fields), so a start is spared all of it.
import process from 'node:process';
import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from '@modelcontextprotocol/server';

export { process };

export class DefaultJsonSchemaValidator implements jsonSchemaValidator {
  getValidator<T>(_schema: JsonSchemaType): JsonSchemaValidator<T> {
    return () => ({ valid: false, data: undefined, errorMessage: 'ongrid-skills mcp does not validate with the SDK (a bug if you see this)' });
  }
}
