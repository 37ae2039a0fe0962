// A relative link in a body to a file that is not there: the model is told to read a file it cannot open.
// Checked by existence only, relative to the document's folder; nothing is read.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { linkPath, relativeLinks } from '../../../ecosystems/body-links.js';
import { lineColumn } from '../../../source/position.js';
import { defineRule } from '../../rule.js';

export type Args = { target: string };

export default defineRule<'body-link-missing', Args>({
  id: 'body-link-missing',
  severity: 'warning',
  markdown(m, report) {
    if (m.doc.split.kind === 'error') return;
    const dir = path.dirname(m.doc.path);
    for (const link of relativeLinks(m.doc.text)) {
      const rel = linkPath(link.target);
      if (rel === '' || rel.includes('\0') || existsSync(path.resolve(dir, rel))) continue;
      report({ target: link.target }, { at: lineColumn(m.doc.text, link.offset) });
    }
  },
  help: 'a relative link in a skill, agent or command body to a file that does not exist: the model is told to read a file it cannot open',
  why: 'A skill body points the model at its reference files; a link to a missing file (a renamed folder, a typo) leaves the model without what the author meant it to read.',
  howto: 'Correct the link to the file\'s real path relative to the document, or add the file.',
  example: 'See [the API](reference/api.md) in a skill whose folder is references/',
  message(a) {
    return `link ${JSON.stringify(a.target)} points to no file (relative to this document's folder); correct the path or add the file`;
  },
});
