// Shared handles for integration tests: the running platform and a client per host.
import { inject } from 'vitest';
import { hostClient } from '../support/http.ts';

export const platform = inject('platform');
export const on = (host: string) => hostClient(platform.port, host);
export const app = on('app.localhost');
export const demo = on('demo.localhost');
