// Shared handles for integration tests: the running platform and a client per host.
import { inject } from 'vitest';
import { browser, hostClient } from '../support/http.ts';

export const platform = inject('platform');
export const on = (host: string) => hostClient(platform.port, host);
export const app = on('app.localhost');
export const demo = on('demo.localhost');

/** A fresh browser-like session (own cookie jar, own loopback IP) on a host. */
export const newBrowser = (host = 'demo.localhost') => browser(platform.port, host);

/** A unique e-mail address per call, so tests never share accounts. */
let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++counter}@example.com`;
