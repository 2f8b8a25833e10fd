import { messages } from '@hearth/shared/messages';
import { siteResponseSchema } from '@hearth/shared/schemas/site';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server.ts';
import { ApiError, apiRequest } from './api-client.ts';

const okSchema = { parse: (data: unknown) => data };

function recordRequests(method: 'get' | 'post', path: string, status = 200) {
  const seen: Request[] = [];
  server.use(
    http[method](path, ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json({ kind: 'app' }, { status });
    }),
  );
  return seen;
}

describe('apiRequest', () => {
  it('sends the CSRF header on a POST, with the body as JSON', async () => {
    const seen = recordRequests('post', '/api/v1/things');

    await apiRequest('/api/v1/things', { method: 'POST', body: { title: 'Hello' }, schema: okSchema });

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.headers.get('x-hearth-csrf')).toBe('1');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.json()).toEqual({ title: 'Hello' });
  });

  it('sends no CSRF header on a GET and parses the body with the schema', async () => {
    const seen = recordRequests('get', '/api/v1/site');

    const site = await apiRequest('/api/v1/site', { schema: siteResponseSchema });

    expect(site).toEqual({ kind: 'app' });
    expect(seen[0]?.headers.has('x-hearth-csrf')).toBe(false);
  });

  it('turns an error body into an ApiError', async () => {
    server.use(
      http.post('/api/v1/things', () =>
        HttpResponse.json(
          {
            error: 'VALIDATION_FAILED',
            message: 'Some fields are not valid.',
            fields: { title: 'Title is required.' },
          },
          { status: 400 },
        ),
      ),
    );

    const failure = await apiRequest('/api/v1/things', { method: 'POST', body: {}, schema: okSchema }).catch(
      (e: unknown) => e,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      error: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      fields: { title: 'Title is required.' },
    });
  });

  it('falls back to the generic message when the error body is not ours', async () => {
    server.use(http.get('/api/v1/site', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));

    const failure = await apiRequest('/api/v1/site', { schema: siteResponseSchema }).catch((e: unknown) => e);

    expect(failure).toMatchObject({ status: 502, error: 'INTERNAL', message: messages.generic });
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    server.use(http.get('/api/v1/site', () => HttpResponse.error()));

    const failure = await apiRequest('/api/v1/site', { schema: siteResponseSchema }).catch((e: unknown) => e);

    expect(failure).toMatchObject({ status: 0, error: 'INTERNAL', message: messages.generic });
  });

  it('rejects a success body that breaks the contract', async () => {
    server.use(http.get('/api/v1/site', () => HttpResponse.json({ kind: 'nonsense' })));

    const failure = await apiRequest('/api/v1/site', { schema: siteResponseSchema }).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ApiError);
  });
});
