// The dev mailbox (/_dev/mail, /_dev/mail.json): what the file mail adapter wrote, newest first.
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { StoredMail } from '@hearth/functions/platform/email/port';
import { json } from '../dev-http.ts';

export async function mailbox(res: ServerResponse, mailDir: string, asJson: boolean) {
  const files = existsSync(mailDir) ? (await readdir(mailDir)).filter((f) => f.endsWith('.json')) : [];
  const mails = await Promise.all(
    files
      .sort()
      .reverse()
      .map(async (f) => JSON.parse(await readFile(join(mailDir, f), 'utf8')) as StoredMail),
  );
  if (asJson) return json(res, 200, mails);
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const rows = mails
    .map(
      (m) =>
        `<article><h2>${escape(m.subject)}</h2><p>To ${escape(m.to)} · ${escape(m.createdAt)}</p><iframe title="${escape(m.subject)}" sandbox srcdoc="${escape(m.html)}"></iframe></article>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title><style>body{font:15px system-ui;margin:2rem auto;max-width:56rem;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}iframe{width:100%;height:16rem;border:1px solid #eee}</style></head><body><h1>Dev mailbox</h1>${rows || '<p>No mail yet.</p>'}</body></html>`;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}
