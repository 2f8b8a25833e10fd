// The Users API at 1280 px: the demo owner (Premium) creates a read key on /users-api, copies it from the dialog that
// shows it once, and the test calls the community's public REST API with it; disabling the key on the page makes the
// same call 401; the page's link leads to the browsable reference of the public API. At 390 px the page asks for a desktop device instead.
import { request as httpRequest } from 'node:http';
import { expect, hostUrl, shot, signInOwner, test } from './support.ts';

const DEMO_COMMUNITY_ID = 'cm-demo';

/** A GET on the demo community's host from Node (which cannot resolve *.localhost), with the key as a bearer. */
function publicGet(baseURL: string | undefined, path: string, key: string) {
  const { port } = new URL(baseURL!);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: `demo.localhost:${port}`, authorization: `Bearer ${key}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test('the owner creates and copies an API key and the public API answers it @desktop', async ({
  page,
  baseURL,
}, info) => {
  await page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostUrl(baseURL, 'app', '/') });
  await signInOwner(page, baseURL, DEMO_COMMUNITY_ID);
  await page.goto(hostUrl(baseURL, 'app', '/users-api'));
  await expect(page.getByRole('heading', { level: 1, name: 'Users API' })).toBeVisible();

  const name = `E2E ${info.project.name} ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(page.getByText('API Key created successfully!')).toBeVisible();
  await shot(page, info, 'users-api-key-shown');
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('API Key copied to clipboard.')).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^hth_live_[a-z0-9]{8}_[0-9a-f]{48}$/);
  await shown.getByRole('button', { name: 'Done' }).click();

  // The browsable reference, from the page's link: Swagger UI over the public operations only.
  await page.getByRole('link', { name: 'The API reference' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Public API reference' })).toBeVisible();
  const reference = page.getByRole('region', { name: "The public API's operations" });
  await expect(reference.getByText('/api/public/v1/posts', { exact: true }).first()).toBeVisible();
  await expect(reference.getByText('/api/v1/auth/sign-in')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath(`users-api-reference-${info.project.name}.png`), fullPage: false });
  await page.getByRole('link', { name: 'Back to Users API' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users API' })).toBeVisible();

  const posts = await publicGet(baseURL, '/api/public/v1/posts', key);
  expect(posts.status, posts.body).toBe(200);
  expect(JSON.parse(posts.body)).toHaveProperty('items');

  const toggle = page.getByRole('switch', { name: `Enable ${name}` });
  await expect(toggle).toBeChecked();
  // Mantine draws the track over the input, which stays the control's accessible element; the switch follows the
  // list's state, so it turns off a moment after the click, not within it.
  await toggle.click({ force: true });
  await expect(toggle).not.toBeChecked();
  expect((await publicGet(baseURL, '/api/public/v1/posts', key)).status).toBe(401);
  await shot(page, info, 'users-api-key-disabled');
});

test('the page asks a phone for a desktop device @mobile', async ({ page, baseURL }) => {
  await signInOwner(page, baseURL, DEMO_COMMUNITY_ID);
  await page.goto(hostUrl(baseURL, 'app', '/users-api'));
  await expect(page.getByText(/only available on desktop/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create API key' })).toBeHidden();
});
