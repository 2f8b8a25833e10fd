// Social sign-in on the local platform: there is no hosted UI (cognito-local has neither OAuth endpoints nor the
// CUSTOM_AUTH flow), so each step of the popup answers 501 with the text the SPA's buttons show, and the forms
// offer no provider. The deployed flow is unit-tested in functions/src/auth/social/.
import * as messages from '@hearth/shared/messages';
import { SOCIAL_RESULT_TYPE } from '@hearth/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { app, demo, platform } from './context.ts';

const posted = (html: string) =>
  JSON.parse(/<script type="application\/json" id="hearth-social-result">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

describe('social sign-in on the local platform', () => {
  it.each(['google', 'facebook'])(
    'GET /api/v1/auth/social/%s answers 501 and tells the opener why',
    async (provider) => {
      const res = await demo(`/api/v1/auth/social/${provider}`);
      expect(res.status).toBe(501);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.text).toContain(messages.socialSignInLocal);
      expect(posted(res.text)).toEqual({
        result: { type: SOCIAL_RESULT_TYPE, ok: false, message: messages.socialSignInLocal },
        target: `http://demo.localhost:${platform.port}`,
      });
    },
  );

  it('answers 501 on the callback (owner app host) and on the complete step, with the same text', async () => {
    const callback = await app('/api/v1/auth/social/callback?code=abc&state=xyz');
    expect(callback.status).toBe(501);
    expect(callback.text).toContain(messages.socialSignInLocal);
    const complete = await demo('/api/v1/auth/social/complete?code=abc&state=xyz');
    expect(complete.status).toBe(501);
    expect(complete.text).toContain(messages.socialSignInLocal);
  });

  it('takes the callback only on the owner app host', async () => {
    const res = await demo('/api/v1/auth/social/callback?code=abc&state=xyz');
    expect(res).toMatchObject({ status: 404, json: { error: 'COMMUNITY_NOT_FOUND' } });
  });

  it('refuses an unknown provider by validation', async () => {
    const res = await demo('/api/v1/auth/social/twitter');
    expect(res).toMatchObject({ status: 400, json: { error: 'VALIDATION_FAILED' } });
  });

  it('offers no provider in the auth options, on a community and on the owner app', async () => {
    for (const client of [demo, app]) {
      expect((await client('/api/v1/auth/options')).json).toMatchObject({ social: { google: false, facebook: false } });
    }
  });
});
