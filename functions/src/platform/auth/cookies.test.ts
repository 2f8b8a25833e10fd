// Reading the session cookie from API Gateway's `cookies` array: whatever a client sends is input, never a crash.
import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('reads and decodes the named cookie', () => {
    expect(readCookie(['a=1', 'hearth_id=x%3Dy'], 'hearth_id')).toBe('x=y');
    expect(readCookie(['hearth_id='], 'hearth_id')).toBeUndefined();
    expect(readCookie(undefined, 'hearth_id')).toBeUndefined();
  });

  it('answers a badly percent-encoded value with a 400 error, not a URIError', () => {
    expect(() => readCookie(['hearth_id=%E0%A4%A'], 'hearth_id')).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'BAD_REQUEST',
        message: 'A cookie in this request is not validly encoded.',
      }),
    );
  });

  it('ignores a badly encoded cookie it was not asked for', () => {
    expect(readCookie(['other=%E0%A4%A', 'hearth_id=ok'], 'hearth_id')).toBe('ok');
  });
});
