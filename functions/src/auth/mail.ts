// The auth e-mails: verification, password reset, e-mail change, approval decisions, an existing account's notice.
import type { Mail } from '../platform/email/port.ts';
import { escapeHtml as escape } from '../platform/html/escape.ts';

function layout(
  site: string,
  heading: string,
  body: string,
  action?: { label: string; url: string },
): Pick<Mail, 'html' | 'text'> {
  const button = action
    ? `<p><a href="${escape(action.url)}" style="display:inline-block;padding:10px 18px;background:#c2410c;color:#fff;border-radius:6px;text-decoration:none">${escape(action.label)}</a></p><p style="color:#555;font-size:13px">Or open this link: ${escape(action.url)}</p>`
    : '';
  return {
    html: `<div style="font:15px/1.5 system-ui,sans-serif;max-width:520px"><h1 style="font-size:20px">${escape(heading)}</h1><p>${escape(body)}</p>${button}<p style="color:#777;font-size:12px">${escape(site)}</p></div>`,
    text: `${heading}\n\n${body}\n${action ? `\n${action.label}: ${action.url}\n` : ''}\n${site}`,
  };
}

export function verificationMail(to: string, site: string, url: string): Mail {
  return {
    to,
    subject: `Verify your e-mail for ${site}`,
    ...layout(
      site,
      'Verify your e-mail address',
      `Confirm this address to finish creating your ${site} account. The link works once, for 24 hours.`,
      {
        label: 'Verify e-mail',
        url,
      },
    ),
  };
}

export function resetPasswordMail(to: string, site: string, url: string): Mail {
  return {
    to,
    subject: `Reset your ${site} password`,
    ...layout(
      site,
      'Reset your password',
      'Someone asked to reset the password of this account. If it was you, choose a new one; the link works once, for 1 hour. If not, ignore this e-mail.',
      {
        label: 'Choose a new password',
        url,
      },
    ),
  };
}

/**
 * To the owner of an address someone tried to sign up with again: sign-up answers as if it were new (so the answer
 * says nothing about the address), and the person who owns it learns here that they already have an account.
 */
export function accountExistsMail(to: string, site: string, urls: { signIn: string; forgotPassword: string }): Mail {
  const body = `Someone, probably you, tried to create a ${site} account with this address, but it already has one. Sign in, or if you have forgotten your password, reset it: ${urls.forgotPassword}. If it was not you, ignore this e-mail; nothing has changed.`;
  return {
    to,
    subject: `You already have a ${site} account`,
    ...layout(site, 'You already have an account', body, { label: 'Sign in', url: urls.signIn }),
  };
}

export function changeEmailMail(to: string, site: string, url: string): Mail {
  return {
    to,
    subject: `Confirm your new e-mail for ${site}`,
    ...layout(
      site,
      'Confirm your new e-mail address',
      `Confirm this address to use it for your ${site} account from now on. The link works once, for 24 hours.`,
      {
        label: 'Confirm new e-mail',
        url,
      },
    ),
  };
}

export function approvalMail(to: string, site: string, approved: boolean, url: string): Mail {
  return approved
    ? {
        to,
        subject: `Welcome to ${site}`,
        ...layout(site, 'Your registration was accepted', `A staff member accepted your request to join ${site}.`, {
          label: `Open ${site}`,
          url,
        }),
      }
    : {
        to,
        subject: `Your registration to ${site}`,
        ...layout(
          site,
          'Your registration was not accepted',
          `Your request to sign up to ${site} community has been denied.`,
        ),
      };
}
