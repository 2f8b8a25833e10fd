// e2e helpers: the dev mailbox (read over HTTP from Node, which cannot resolve *.localhost, so by loopback address).
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

export const DEMO_PASSWORD = 'hearth-demo-1';

export function hostUrl(baseURL: string | undefined, sub: string, path = '/'): string {
  const url = new URL(baseURL!);
  url.hostname = `${sub}.localhost`;
  url.pathname = path;
  return url.toString();
}

export function uniqueEmail(tag: string, info: TestInfo): string {
  return `${tag}-${info.project.name}-${Date.now().toString(36)}@example.com`;
}

/** The newest link e-mailed to an address, waiting until the mail is there. */
export async function linkMailedTo(
  request: APIRequestContext,
  baseURL: string | undefined,
  to: string,
): Promise<string> {
  const port = new URL(baseURL!).port;
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`http://127.0.0.1:${port}/_dev/mail.json`)).json()) as Array<{
        to: string;
        text: string;
      }>;
      link = /https?:\/\/\S+/.exec(mails.find((m) => m.to === to)?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

export async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`), fullPage: true });
}
