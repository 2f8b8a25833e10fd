// The editor invitation e-mail: who invites to which community, and the link to accept or decline. The same e-mail
// goes to every address, whether or not it has a Hearth account: the page it opens says to sign in or sign up.
import type { Mail } from '../../platform/email/port.ts';
import { escapeHtml as escape } from '../../platform/html/escape.ts';

export function editorInvitationMail(input: {
  to: string;
  inviterName: string;
  communityName: string;
  url: string;
  days: number;
}): Mail {
  const { to, inviterName, communityName, url, days } = input;
  const invite = `${inviterName} invited you to help manage ${communityName} on Hearth as an editor.`;
  const how =
    `Open the link and sign in to Hearth with this address (${to}), or create a Hearth account with it first; then ` +
    `accept or decline. Editors manage the dashboard settings and roles. The link works once, for ${days} days.`;
  const ignore = 'If you did not expect this, ignore this e-mail: nothing changes unless you accept.';
  const link = escape(url);
  return {
    to,
    subject: `You are invited to edit ${communityName} on Hearth`,
    html:
      `<div style="font:15px/1.5 system-ui,sans-serif;max-width:520px">` +
      `<h1 style="font-size:20px">Become an editor of ${escape(communityName)}</h1>` +
      `<p>${escape(invite)}</p><p>${escape(how)}</p>` +
      `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#c2410c;color:#fff;border-radius:6px;text-decoration:none">View the invitation</a></p>` +
      `<p style="color:#555;font-size:13px">Or open this link: ${link}</p>` +
      `<p style="color:#777;font-size:12px">${escape(ignore)}</p></div>`,
    text: `${invite}\n\n${how}\n\nView the invitation: ${url}\n\n${ignore}`,
  };
}
