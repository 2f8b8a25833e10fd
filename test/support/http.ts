// HTTP from Node to a `<sub>.localhost` host: Node's resolver does not map *.localhost to loopback and fetch
// will not send a custom Host header, so requests go to 127.0.0.1 with the Host set explicitly.
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { BODY_HASH_HEADER, CSRF_HEADER, CSRF_HEADER_VALUE } from '@hearth/shared/constants/http';

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

export interface ClientOptions {
  /** Source address on the loopback range (127.0.0.0/8): each test's client is its own "IP" for rate limits. */
  localAddress?: string;
}

export function hostClient(port: number, host: string, clientOptions: ClientOptions = {}) {
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
      // Node sends DELETE bodies without chunked encoding, so the length must be said or the server sees garbage.
      ...(payload !== undefined ? { 'content-length': String(Buffer.byteLength(payload)) } : {}),
      // The body's hash, as the web client sends it to a streamed route (CloudFront's origin access control needs it).
      ...(payload !== undefined ? { [BODY_HASH_HEADER]: createHash('sha256').update(payload).digest('hex') } : {}),
      ...(method !== 'GET' && options.csrf !== false ? { [CSRF_HEADER]: CSRF_HEADER_VALUE } : {}),
      ...(options.cookies?.length ? { cookie: options.cookies.join('; ') } : {}),
      ...options.headers,
    };
    return new Promise((resolve, reject) => {
      const target = { host: '127.0.0.1', port, path, method, headers, localAddress: clientOptions.localAddress };
      const req = httpRequest(target, (res) => {
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

/** A random loopback address, so each client counts as its own IP. */
export function randomLoopback(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** A browser-like session on one host: keeps the cookies the API sets and sends them back. */
export function browser(port: number, host: string, localAddress = randomLoopback()) {
  const send = hostClient(port, host, { localAddress });
  const jar = new Map<string, string>();
  const request = async <T = unknown>(path: string, options: RequestOptions = {}) => {
    const res = await send<T>(path, { ...options, cookies: [...jar].map(([k, v]) => `${k}=${v}`) });
    for (const cookie of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
      const [pair, ...attributes] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0$/i.test(a));
      if (expired || !value) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  return Object.assign(request, { jar, localAddress });
}
