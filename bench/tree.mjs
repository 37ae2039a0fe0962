// The generated skill tree scan and validate are measured on: N skills
// (default 10,000) in 100 group folders, each a skill.json with a small
// schema and an executable run.sh, classes and timeouts varied.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function generateTree(root, skills) {
  const runSh = "#!/bin/sh\necho '{}'\n";
  for (let i = 0; i < skills; i++) {
    const dir = path.join(root, `group-${String(i % 100).padStart(2, '0')}`, `skill-${i}`);
    mkdirSync(dir, { recursive: true });
    const manifest = {
      name: `skill_${i}`,
      description: `Generated skill number ${i}: reports something about the host.`,
      schema: { type: 'object', properties: { path: { type: 'string' }, dry_run: { type: 'boolean', default: true } }, required: ['path'] },
      entry: 'run.sh',
      env_allow: ['PATH', 'HOME'],
      timeout_seconds: 10 + (i % 50),
      class: ['safe', 'mutating', 'dangerous'][i % 3],
      category: 'bench',
    };
    writeFileSync(path.join(dir, 'skill.json'), JSON.stringify(manifest, null, 2));
    writeFileSync(path.join(dir, 'run.sh'), runSh, { mode: 0o755 });
  }
}
