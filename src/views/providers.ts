// The model providers whose tool rules validate can check (--providers,
// the config's "providers"): the only list of them.
export const PROVIDERS = ['openai', 'anthropic', 'gemini'] as const;
export type Provider = (typeof PROVIDERS)[number];

export function isProvider(name: string): name is Provider {
  return (PROVIDERS as readonly string[]).includes(name);
}
