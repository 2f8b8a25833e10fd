// `npm run analytics:rebuild -- --community <id> [--from YYYY-MM-DD --to YYYY-MM-DD] [--port 4321]`: recounts every
// beacon aggregate of a community over a range of UTC days (default: the 90 days the raw batches are kept, to today)
// from its raw batches, through the running local platform, and marks the batches applied so a later delivery is a
// duplicate. docs/architecture/analytics.md, Rebuild (and how the same code runs in AWS).
import { parseArgs } from 'node:util';
import { dayString } from '@hearth/shared/schemas/analytics';
import { hostClient } from '../../test/support/http.ts';

const { values } = parseArgs({
  options: {
    community: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    port: { type: 'string' },
  },
});
const fail = (message: string) => {
  console.error(message);
  process.exit(1);
};
if (!values.community) fail('Usage: npm run analytics:rebuild -- --community <id> [--from YYYY-MM-DD --to YYYY-MM-DD]');
for (const day of [values.from, values.to]) {
  if (day !== undefined && !dayString.safeParse(day).success) fail(`Not a date (YYYY-MM-DD): ${day}`);
}
if (values.from && values.to && values.to < values.from) fail('--to is before --from.');
const port = Number(values.port ?? process.env.PORT ?? 4321);
const res = await hostClient(port, 'app.localhost')<{ batches: number; days: number; visitorDays: number }>(
  '/_dev/analytics/rebuild',
  { method: 'POST', body: { communityId: values.community, from: values.from, to: values.to } },
);
if (res.status !== 200) {
  fail(`Rebuild failed (${res.status}): ${res.text || 'is the platform running on port ' + port + '?'}`);
}
console.log(
  `Rebuilt ${res.json.days} days of ${values.community}: ${res.json.batches} raw batches, ${res.json.visitorDays} visitor-days.`,
);
