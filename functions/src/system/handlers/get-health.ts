import type { HealthResponse } from '@hearth/shared/schemas/system';
import { config } from '../../platform/config.ts';
import { serviceStates } from '../health.ts';

export async function getHealth() {
  const services = await serviceStates();
  const allUp = Object.values(services).every((state) => state === 'up');
  const body: HealthResponse = { status: allUp ? 'ok' : 'degraded', stage: config().stage, services };
  return { status: allUp ? 200 : 503, body };
}
