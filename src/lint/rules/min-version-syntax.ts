// ecosystem.md 1: metadata.ongrid.min_ongrid_version is a version the
// manager never compares (nothing enforces it); one that is not
// MAJOR.MINOR.PATCH (ongrid tags read v0.13.4) cannot mean anything to a
// future check either.
import { stringAt } from '../../native/md-doc.js';
import { defineRule } from '../rule.js';

const VERSION = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

export default defineRule({
  id: 'min-version-syntax',
  severity: 'warning',
  profile: 'ongrid',
  markdown(m, report) {
    if (m.kind !== 'skill' || !m.decodes) return;
    const value = stringAt(m.doc, '/metadata/ongrid/min_ongrid_version');
    if (value !== undefined && value !== '' && !VERSION.test(value)) report({ value }, m.where('/metadata/ongrid/min_ongrid_version'));
  },
});
