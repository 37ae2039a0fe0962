// The manager image as data (src/target/manager-image.json) and the simple
// reading of a Python script's top-level imports.
import { describe, expect, it } from 'vitest';
import { managerImage } from '../../src/target/image.js';
import { topLevelImports } from '../../src/target/python-imports.js';

describe('the manager image', () => {
  const image = managerImage();
  it.each([
    ['/bin/sh', 'ok'],
    ['/usr/bin/python3', 'ok'],
    ['/usr/bin/perl', 'ok'],
    ['/usr/bin/env', 'ok'],
    ['/usr/bin/node', 'missing'],
    ['/usr/bin/jq', 'missing'],
    ['/usr/local/bin/python3.12', 'missing'],
    ['/opt/homebrew/bin/bash', 'missing'],
    ['/home/me/bin/tool', 'missing'],
    ['/usr/lib/python3/dist-packages/x', 'unknown'],
    ['/usr/bin', 'directory'],
  ])('%s: %s', (p, state) => {
    expect(image.interpreterState(p)).toBe(state);
  });

  it('looks commands up on its PATH and in glibc\'s fallback', () => {
    expect(image.lookup('python3', image.pathDirs)).toBe('/usr/bin/python3');
    expect(image.lookup('node', image.pathDirs)).toBeUndefined();
    expect(image.lookup('sh', ['/bin', '/usr/bin'])).toBe('/bin/sh');
  });

  it('python3 has the standard library and pip, not requests', () => {
    for (const m of ['json', 'urllib', 'sqlite3', 'ssl', 'pip', 'setuptools']) expect(image.hasPythonModule(m), m).toBe(true);
    for (const m of ['requests', 'yaml', 'boto3', 'numpy']) expect(image.hasPythonModule(m), m).toBe(false);
  });

  it('runs as nonroot 65532 with HOME /var/lib/ongrid', () => {
    expect(image.user).toEqual({ uid: 65532, gid: 65532 });
    expect(image.env.HOME).toBe('/var/lib/ongrid');
    expect(image.cwd).toBe('/');
  });
});

describe('topLevelImports', () => {
  it('reads import and from lines in column 0, outside triple-quoted strings', () => {
    const src = [
      '#!/usr/bin/env python3',
      '"""Doc.',
      'import inside_docstring',
      '"""',
      'import os, sys as system',
      'import xml.etree.ElementTree as ET',
      'from requests.adapters import HTTPAdapter',
      'from . import sibling',
      'from __future__ import annotations',
      'try:',
      '    import yaml',
      'except ImportError:',
      '    pass',
      "x = '''",
      'import in_string',
      "'''",
      'import os  # again',
    ].join('\n');
    expect(topLevelImports(src)).toEqual([
      { module: 'os', line: 5 },
      { module: 'sys', line: 5 },
      { module: 'xml', line: 6 },
      { module: 'requests', line: 7 },
    ]);
  });
});
