// `test --reporter` names; the command renders each (index.ts).
export const REPORTERS = ['text', 'json', 'junit', 'github'] as const;
export type Reporter = (typeof REPORTERS)[number];
