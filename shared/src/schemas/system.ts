// System endpoints: health.
import * as z from 'zod';

export const serviceStateSchema = z.enum(['up', 'down']);

export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    stage: z.string(),
    services: z.object({
      table: serviceStateSchema,
      userPool: serviceStateSchema,
      mediaBucket: serviceStateSchema,
    }),
  })
  .meta({ id: 'Health' });

export type HealthResponse = z.infer<typeof healthResponseSchema>;
