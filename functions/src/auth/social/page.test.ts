// The popup's result page: what it posts and to whom, and that nothing in a message can become markup or script.
import * as messages from '@hearth/shared/messages';
import { SOCIAL_RESULT_TYPE } from '@hearth/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.ts';
import { failurePage, resultPage } from './page.ts';

const dataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="hearth-social-result">(.*?)<\/script>/s.exec(html)![1]!);

describe('resultPage', () => {
  it('carries the result for the opener and its exact origin, and allows only its own script', () => {
    const { html, headers } = resultPage({ ok: true, message: messages.socialSignedIn, targetOrigin: 'https://a.b' });
    expect(dataOf(html)).toEqual({
      result: { type: SOCIAL_RESULT_TYPE, ok: true, message: messages.socialSignedIn },
      target: 'https://a.b',
    });
    const nonce = /script-src 'nonce-([^']+)'/.exec(headers['content-security-policy']!)![1];
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain('window.opener.postMessage(data.result, data.target)');
    expect(headers['content-security-policy']).toMatch(/^default-src 'none';/);
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it('escapes the message in the text and inside the script data', () => {
    const message = '</script><script>alert(1)</script><b>&\u2028';
    const { html } = resultPage({ ok: false, message, targetOrigin: 'https://a.b' });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;&amp;');
    expect(dataOf(html).result.message).toBe(message);
  });

  it('names no target when the origin is not known, so nothing is posted', () => {
    expect(dataOf(resultPage({ ok: false, message: 'x' }).html).target).toBeNull();
  });
});

describe('failurePage', () => {
  it('answers an AppError with its status and message, anything else with a 500 and the generic text', () => {
    const known = failurePage(new AppError(501, 'NOT_CONFIGURED', messages.socialSignInLocal), 'https://a.b', ['c=1']);
    expect(known).toMatchObject({ status: 501, cookies: ['c=1'] });
    expect(dataOf(known.body).result).toEqual({
      type: SOCIAL_RESULT_TYPE,
      ok: false,
      message: messages.socialSignInLocal,
    });
    const unknown = failurePage(new Error('boom'), 'https://a.b');
    expect(unknown.status).toBe(500);
    expect(dataOf(unknown.body).result.message).toBe(messages.generic);
  });
});
