// The invitation e-mail: the staff member's subject and message (HTML sanitized, and its text, taken when it was
// sent), then the registration link as a button and as text.
import type { Mail } from '../platform/email/port.ts';
import { escapeHtml as escape } from '../platform/html/escape.ts';

export function invitationMail(input: {
  to: string;
  subject: string;
  html: string;
  text: string;
  site: string;
  url: string;
}): Mail {
  const { to, subject, html, text, site, url } = input;
  const link = escape(url);
  return {
    to,
    subject,
    html:
      `<div style="font:15px/1.5 system-ui,sans-serif;max-width:520px">${html}` +
      `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#c2410c;color:#fff;border-radius:6px;text-decoration:none">Join ${escape(site)}</a></p>` +
      `<p style="color:#555;font-size:13px">Or open this link: ${link}</p>` +
      `<p style="color:#777;font-size:12px">You were invited to ${escape(site)}. The link works once.</p></div>`,
    text: `${text}\n\nJoin ${site}: ${url}\n\nYou were invited to ${site}. The link works once.`,
  };
}
