// The communities domain's route table.
import { communityEndpoints as e } from '@hearth/shared/contracts/communities';
import { route } from '../platform/http/route.ts';
import { checkSubdomain } from './handlers/check-subdomain.ts';
import { getSite } from './handlers/get-site.ts';

export const routes = [route(e.getSite, getSite), route(e.checkSubdomain, checkSubdomain)];
