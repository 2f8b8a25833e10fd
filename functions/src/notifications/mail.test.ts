import { describe, expect, it } from 'vitest';
import { notificationMail } from './mail.ts';

describe('notificationMail', () => {
  const input = {
    to: 'ana@example.com',
    site: 'Trail <Runners>',
    origin: 'https://trail.hearth.example',
    message: 'Bo commented on your post "<b>Run</b>"',
    destination: '/post/run-01?comment=hi-02',
  };

  it('has HTML (escaped) and text parts linking to the destination and the settings', () => {
    const mail = notificationMail(input);
    expect(mail.subject).toBe(input.message);
    expect(mail.html).toContain('&#60;b&#62;Run&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Run</b>');
    expect(mail.text).toContain('View: https://trail.hearth.example/post/run-01?comment=hi-02');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://trail.hearth.example/notification-settings>' });
  });

  it("offers a post's one-click unsubscribe in the headers and its page in the body", () => {
    const mail = notificationMail({ ...input, unsubscribe: { postSlug: 'run-01', token: 'a.b' } });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://trail.hearth.example/api/v1/unsubscribe/posts/run-01?token=a.b>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(
      'Unsubscribe from this post: https://trail.hearth.example/unsubscribePost/run-01?token=a.b',
    );
  });
});
