// The words of the three provider rules: one finding shape, one voice.
import { code, q } from '../words.js';

export type ProviderProblem =
  | 'name'
  | 'root-not-object'
  | 'additional-properties'
  | 'not-required'
  | 'keyword'
  | 'depth'
  | 'property-count'
  | 'type-array'
  | 'strict-keyword'
  | 'strict-recursion';

export interface ProviderFinding {
  problem: ProviderProblem;
  keyword?: string;
  property?: string;
  name?: string;
  limit?: number;
}

export const PROVIDER_NAME: Record<'provider-openai-strict' | 'provider-anthropic' | 'provider-gemini', string> = {
  'provider-openai-strict': 'OpenAI (strict mode)',
  'provider-anthropic': 'Anthropic',
  'provider-gemini': 'Gemini',
};

export function providerText(rule: keyof typeof PROVIDER_NAME, f: ProviderFinding): string {
  switch (f.problem) {
    case 'name':
      return rule === 'provider-gemini'
        ? `tool name ${q(f.name!)} must start with a letter or "_" and have at most 64 of [a-zA-Z0-9_.:-]`
        : `tool name ${q(f.name!)} is longer than ${f.limit} characters`;
    case 'root-not-object':
      return 'the parameters schema must have an object root; the request is refused';
    case 'additional-properties':
      return 'every object needs "additionalProperties": false';
    case 'not-required':
      return `property ${q(f.property!)} must be listed in "required" (make its type nullable to keep it optional)`;
    case 'keyword':
      return rule === 'provider-gemini'
        ? `${code(f.keyword!)} is outside the OpenAPI subset Gemini takes; the request fails with 400`
        : `${code(f.keyword!)} is not supported`;
    case 'depth':
      return `schemas may nest at most ${f.limit} levels`;
    case 'property-count':
      return `at most ${f.limit} properties in total`;
    case 'type-array':
      return 'a list of types is not supported; use one type and "nullable": true';
    case 'strict-keyword':
      return `${code(f.keyword!)} is refused with strict tool use`;
    case 'strict-recursion':
      return 'a recursive $ref is refused with strict tool use';
  }
}
