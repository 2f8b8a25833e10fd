import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape.ts';

describe('escapeHtml', () => {
  it('turns the characters that open markup or end an attribute into references, and leaves the rest', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a> ok`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62; ok',
    );
  });
});
