// The system domain's route table: health, the OpenAPI document, the catch-all for unknown API paths.
import { systemEndpoints as e } from '@hearth/shared/contracts/system';
import { route } from '../platform/http/route.ts';
import { getHealth } from './handlers/get-health.ts';
import { getOpenApi } from './handlers/get-openapi.ts';
import { unknownApiRoute } from './handlers/unknown-api-route.ts';

export const routes = [
  route(e.getHealth, getHealth),
  route(e.getOpenApi, getOpenApi),
  route(e.unknownApiRoute, unknownApiRoute),
];
