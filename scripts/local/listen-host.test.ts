// The gateway's listen address: loopback by default, HOST opens it wider with a warning.
import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, listenHost } from './listen-host.ts';

describe('listenHost', () => {
  it('listens on 127.0.0.1 with no warning when HOST is unset or empty', () => {
    expect(listenHost({})).toEqual({ host: '127.0.0.1', warning: null });
    expect(listenHost({ HOST: ' ' })).toEqual({ host: '127.0.0.1', warning: null });
  });

  it('takes a loopback HOST as it is, with no warning', () => {
    expect(listenHost({ HOST: '::1' })).toEqual({ host: '::1', warning: null });
    expect(listenHost({ HOST: 'localhost' })).toEqual({ host: 'localhost', warning: null });
  });

  it.each(['0.0.0.0', '::', '192.168.1.20'])(
    'HOST=%s listens there and warns that the network can reach it',
    (host) => {
      const { host: chosen, warning } = listenHost({ HOST: host });
      expect(chosen).toBe(host);
      expect(warning).toContain(`HOST=${host}`);
      expect(warning).toContain('demo accounts');
      expect(warning).toContain('/_dev routes still answer this machine only');
    },
  );
});

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1', '::FFFF:127.9.9.9'])('%s is this machine', (a) =>
    expect(isLoopbackAddress(a)).toBe(true),
  );

  it.each(['192.168.1.20', '10.0.0.1', '::ffff:192.168.1.20', '0.0.0.0', '::', '128.0.0.1', '', undefined])(
    '%s is not',
    (a) => expect(isLoopbackAddress(a)).toBe(false),
  );
});
