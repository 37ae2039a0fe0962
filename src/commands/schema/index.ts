// `schema`: the JSON Schema of skill.json (the package ships the same as
// skill.schema.json; test/e2e/schema.test.ts keeps them equal).
import { EXIT } from '../../errors.js';
import { writeOut } from '../../io/write.js';
import { manifestSchema } from './manifest-schema.js';

export function schemaText(): string {
  return JSON.stringify(manifestSchema(), null, 2) + '\n';
}

export function schemaCommand(): number {
  writeOut(schemaText());
  return EXIT.ok;
}
