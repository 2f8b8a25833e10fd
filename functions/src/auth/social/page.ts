// The small HTML page that ends the social sign-in popup: it reports `{ type: 'hearth:social', ok, message }` to the
// opener (postMessage with the exact origin, and on a same-origin BroadcastChannel in case the provider's pages cut
// the opener link) and closes. Without a known origin it only shows the message.
import { randomBytes } from 'node:crypto';
import * as messages from '@hearth/shared/messages';
import { SOCIAL_RESULT_TYPE, type SocialResult } from '@hearth/shared/schemas/auth';
import { AppError } from '../../platform/http/errors.ts';
import { logger } from '../../platform/log.ts';

export interface ResultPageInput {
  ok: boolean;
  message: string;
  /** The opener's origin, which is this page's own; absent when the attempt named no valid site. */
  targetOrigin?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON safe inside a <script> element: nothing in it can close the element or start markup. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

// Posts only to this page's own origin; the short delay lets the messages leave before the window goes.
const reporter = `(function () {
  var data = JSON.parse(document.getElementById('hearth-social-result').textContent);
  if (!data.target || data.target !== window.location.origin) return;
  try { if (window.opener) window.opener.postMessage(data.result, data.target); } catch (e) {}
  try { var channel = new BroadcastChannel(data.result.type); channel.postMessage(data.result); channel.close(); } catch (e) {}
  setTimeout(function () { window.close(); }, 100);
})();`;

export function resultPage(input: ResultPageInput): { html: string; headers: Record<string, string> } {
  const result: SocialResult = { type: SOCIAL_RESULT_TYPE, ok: input.ok, message: input.message };
  const nonce = randomBytes(16).toString('base64');
  // When the opener is gone the window stays open on this page: a signed-in person can go on from here.
  const next = input.ok && input.targetOrigin ? '<p><a href="/">Continue</a></p>' : '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hearth sign-in</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;line-height:1.5;color:#1a1b1e}</style>
</head>
<body>
<p role="${input.ok ? 'status' : 'alert'}">${escapeHtml(input.message)}</p>${next}
<script type="application/json" id="hearth-social-result">${scriptJson({ result, target: input.targetOrigin ?? null })}</script>
<script nonce="${nonce}">${reporter}</script>
</body>
</html>
`;
  return {
    html,
    headers: {
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    },
  };
}

/**
 * A failed step as the result page, so the opener shows the message instead of the popup showing JSON: the error's
 * own status and message, or a logged 500 with the generic text for anything unexpected.
 */
export function failurePage(error: unknown, targetOrigin: string | undefined, cookies: string[] = []) {
  let status = 500;
  let message: string = messages.generic;
  if (error instanceof AppError) {
    status = error.status;
    message = error.message;
  } else {
    logger.error('social sign-in failed', { error: error as Error });
  }
  const page = resultPage({ ok: false, message, ...(targetOrigin ? { targetOrigin } : {}) });
  return { status, body: page.html, headers: page.headers, cookies };
}
