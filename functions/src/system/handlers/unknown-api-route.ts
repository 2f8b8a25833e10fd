import * as messages from '@hearth/shared/messages';
import { AppError } from '../../platform/http/errors.ts';

export async function unknownApiRoute(): Promise<never> {
  throw new AppError(404, 'ROUTE_NOT_FOUND', messages.routeNotFound);
}
