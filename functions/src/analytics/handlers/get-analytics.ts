// Placeholder until the analytics service lands: answers 404 so the route table is complete.
import { notFound } from '../../platform/http/errors.ts';

export async function getAnalytics(): Promise<never> {
  throw notFound('Not built yet.');
}
