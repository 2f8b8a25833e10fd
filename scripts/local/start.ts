// `npm start` / `npm run dev`: the whole platform locally, with demo data, on one port.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildWeb, webBuildIsStale } from './build-web.ts';
import { listenHost } from './listen-host.ts';
import { type Platform, ROOT, startPlatform } from './platform.ts';
import { DEMO_PASSWORD, demoAccountHost, demoAccounts } from './seed.ts';
import { demoPlans } from './seed-billing.ts';
import { DEMO_PAID_MEMBERSHIP } from './seed-supporters.ts';

const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

const startedAt = Date.now();
const port = Number(values.port ?? process.env.PORT ?? 4321);
const dataDir = values['data-dir'] ?? process.env.HEARTH_DATA_DIR ?? join(ROOT, '.data');
const say = (line: string) => {
  if (!values.quiet) console.log(line);
};

const { host, warning } = listenHost();
let platform: Platform | undefined;
let stopping = false;
// Ctrl-C, SIGTERM or SIGHUP: a running platform stops its gateway and every child first. One that comes during the
// start exits at once; the emulators that were started are killed on the way out (emulators.ts).
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  say('\nStopping Hearth…');
  if (!platform) process.exit(1);
  await platform.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown());

try {
  if (!values.dev && webBuildIsStale(ROOT)) {
    say('Building the web app…');
    buildWeb(ROOT);
  }
  platform = await startPlatform({ port, host, dataDir, dev: values.dev, log: say });

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  say(
    [
      '',
      `Hearth is running${values.dev ? ' (dev, hot reload)' : ''} — ready in ${seconds} s`,
      '',
      `  Owner app        ${platform.urls.app}`,
      `  Demo community   ${platform.urls.demo}`,
      `  Private demo     http://founders.localhost:${port}`,
      `  Dev mailbox      ${platform.urls.mail}`,
      `  Stripe simulator ${platform.urls.app}/_dev/stripe`,
      `  Custom domains   ${platform.urls.domains} (simulated certificates; <domain-with-hyphens>.localhost stands in)`,
      `  API health       ${platform.urls.app}/api/health`,
      '',
      `  Demo logins (password ${DEMO_PASSWORD} for all):`,
      ...demoAccounts.map((a) => {
        if (a.kind === 'owner') return `    ${a.email.padEnd(24)} owner app; staff (owner) in demo and founders`;
        const state =
          'ban' in a
            ? `banned (${a.ban.permanent ? 'permanent' : 'temporary'})`
            : 'state' in a
              ? a.state
              : 'roleIds' in a
                ? `active, ${a.roleIds.join(', ')} role`
                : 'active';
        const host = demoAccountHost(a);
        const supporter =
          host === DEMO_PAID_MEMBERSHIP.subdomain && a.email === DEMO_PAID_MEMBERSHIP.supporterEmail
            ? ', the demo supporter'
            : '';
        return `    ${a.email.padEnd(24)} ${host} community, ${state}${supporter}`;
      }),
      '',
      "  Demo plans (the owner app's Subscription page, per community):",
      ...demoPlans.map((p) => `    ${p.subdomain.padEnd(24)} ${p.shows}`),
      '',
      platform.seeded.length
        ? `  Seeded: ${platform.seeded.join(', ')}`
        : '  Demo data already present (kept in .data/).',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  // Always printed, --quiet or not: the user asked for the network, and must know what it can reach.
  if (warning) console.warn(`${warning}\n`);
  // Machine-readable line for the test run and the bench, which start the platform as a child process.
  console.log(
    `HEARTH_READY ${JSON.stringify({ port, seconds: Number(seconds), dataDir, seeded: platform.seeded, ...platform.endpoints })}`,
  );
} catch (error) {
  console.error(`\nHearth could not start: ${(error as Error).message}`);
  if (process.env.HEARTH_DEBUG) console.error(error);
  process.exit(1);
}
