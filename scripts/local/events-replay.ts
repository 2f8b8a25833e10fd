// `npm run events:replay [-- --port 4321]`: delivers the local platform's dead-lettered events again (each to the
// consumer that failed it), through the running platform. What still fails is dead-lettered again; malformed items
// stay in <data>/events/dead-letters.jsonl for a person to look at. In AWS: the CDK output EventsRedrive.
import { parseArgs } from 'node:util';
import { hostClient } from '../../test/support/http.ts';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 4321);
const res = await hostClient(port, 'app.localhost')<{ replayed: number; left: number }>('/_dev/events/replay', {
  method: 'POST',
  body: {},
});
if (res.status !== 200) {
  console.error(`Replay failed (${res.status}): ${res.text || 'is the platform running on port ' + port + '?'}`);
  process.exit(1);
}
console.log(`Replayed ${res.json.replayed} dead-lettered deliveries; ${res.json.left} left in the dead-letter file.`);
