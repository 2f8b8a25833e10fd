// Notification e-mails: HTML and plain-text parts, a link to where it happened, the notification settings, and for a
// post's activity a signed one-click unsubscribe (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058).
import * as messages from '@hearth/shared/messages';
import type { Mail } from '../platform/email/port.ts';
import { escapeHtml as escape } from '../platform/html/escape.ts';

export interface NotificationMailInput {
  to: string;
  site: string;
  origin: string;
  message: string;
  /** Path of where it happened, on the community's site. */
  destination: string;
  /** The post's slug and a signed token, when the e-mail is about a post the member follows. */
  unsubscribe?: { postSlug: string; token: string };
}

export function notificationMail(input: NotificationMailInput): Mail {
  const view = `${input.origin}${input.destination}`;
  const settings = `${input.origin}/notification-settings`;
  const unsubscribePage = input.unsubscribe
    ? `${input.origin}/unsubscribePost/${encodeURIComponent(input.unsubscribe.postSlug)}?token=${encodeURIComponent(input.unsubscribe.token)}`
    : null;
  const oneClick = input.unsubscribe
    ? `${input.origin}/api/v1/unsubscribe/posts/${encodeURIComponent(input.unsubscribe.postSlug)}?token=${encodeURIComponent(input.unsubscribe.token)}`
    : null;
  const footerHtml = [
    `<a href="${escape(settings)}" style="color:#555">Notification settings</a>`,
    ...(unsubscribePage
      ? [`<a href="${escape(unsubscribePage)}" style="color:#555">Unsubscribe from this post</a>`]
      : []),
  ].join(' · ');
  return {
    to: input.to,
    subject: input.message,
    html:
      `<div style="font:15px/1.5 system-ui,sans-serif;max-width:520px"><p>${escape(input.message)}</p>` +
      `<p><a href="${escape(view)}" style="display:inline-block;padding:10px 18px;background:#c2410c;color:#fff;border-radius:6px;text-decoration:none">View</a></p>` +
      `<p style="color:#777;font-size:12px">${escape(input.site)} · ${footerHtml}</p></div>`,
    text:
      `${input.message}\n\nView: ${view}\n\n${input.site}\nNotification settings: ${settings}\n` +
      (unsubscribePage ? `Unsubscribe from this post: ${unsubscribePage}\n` : ''),
    ...(oneClick
      ? { headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : { headers: { 'List-Unsubscribe': `<${settings}>` } }),
  };
}

// Weekly digest
export interface DigestPost {
  slug: string;
  title: string;
  upvotes: number;
}

/** The weekly digest: the week's top posts with links, and the settings page (where the digest is switched off). */
export function digestMail(input: { to: string; site: string; origin: string; posts: DigestPost[] }): Mail {
  const settings = `${input.origin}/notification-settings`;
  const link = (p: DigestPost) => `${input.origin}/post/${encodeURIComponent(p.slug)}`;
  const items = input.posts
    .map(
      (p) =>
        `<li><a href="${escape(link(p))}">${escape(p.title)}</a> <span style="color:#777">(${p.upvotes} upvotes)</span></li>`,
    )
    .join('');
  return {
    to: input.to,
    subject: messages.digestSubject(input.site),
    html:
      `<div style="font:15px/1.5 system-ui,sans-serif;max-width:520px"><p>${escape(messages.digestIntro(input.site))}</p>` +
      `<ol>${items}</ol>` +
      `<p style="color:#777;font-size:12px">${escape(input.site)} · <a href="${escape(settings)}" style="color:#555">Notification settings</a></p></div>`,
    text:
      `${messages.digestIntro(input.site)}\n\n` +
      input.posts.map((p, i) => `${i + 1}. ${p.title} (${p.upvotes} upvotes)\n   ${link(p)}`).join('\n') +
      `\n\n${input.site}\nNotification settings: ${settings}\n`,
    headers: { 'List-Unsubscribe': `<${settings}>` },
  };
}
