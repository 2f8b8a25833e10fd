// HTTP from Node to a `<sub>.localhost` host: Node's resolver does not map *.localhost to loopback and fetch
// will not send a custom Host header, so requests go to 127.0.0.1 with the Host set explicitly.
import { request as httpRequest } from 'node:http';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@hearth/shared/constants/http';

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: T;
  bytes: Buffer;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  cookies?: string[];
  /** Sends the CSRF header on mutations unless false. */
  csrf?: boolean;
}

export function hostClient(port: number, host: string) {
  return function send<T = unknown>(path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const method = options.method ?? (options.body !== undefined ? 'POST' : 'GET');
    const payload =
      options.rawBody !== undefined
        ? options.rawBody
        : options.body !== undefined
          ? JSON.stringify(options.body)
          : undefined;
    const headers: Record<string, string> = {
      host: `${host}:${port}`,
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(method !== 'GET' && options.csrf !== false ? { [CSRF_HEADER]: CSRF_HEADER_VALUE } : {}),
      ...(options.cookies?.length ? { cookie: options.cookies.join('; ') } : {}),
      ...options.headers,
    };
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          let json: unknown = undefined;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: json as T, bytes });
        });
      });
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  };
}
