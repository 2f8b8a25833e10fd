// Outbound webhooks' request and response shapes (the owner's Webhooks page and the webhooks Lambda validate the same).
import * as z from 'zod';
import * as messages from '../webhook-messages.ts';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX, webhookUrlProblem } from '../rules/webhooks.ts';

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

const URL_TEXTS = {
  invalid: messages.webhookUrlInvalid,
  https: messages.webhookUrlHttps,
  credentials: messages.webhookUrlCredentials,
} as const;

export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, messages.webhookUrlRequired)
  .max(WEBHOOK_URL_MAX, messages.webhookUrlTooLong)
  .superRefine((url, ctx) => {
    const problem = webhookUrlProblem(url);
    if (problem) ctx.addIssue({ code: 'custom', message: URL_TEXTS[problem] });
  });

const eventTypesSchema = z
  .array(webhookEventTypeSchema)
  .min(1, messages.webhookEventTypesRequired)
  .refine((types) => new Set(types).size === types.length, messages.webhookEventTypesRepeated);

export const createWebhookBodySchema = z.object({
  url: webhookUrlSchema,
  eventTypes: eventTypesSchema,
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX).default(''),
});
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z
  .object({ eventTypes: eventTypesSchema.optional(), enabled: z.boolean().optional() })
  .refine((body) => body.eventTypes !== undefined || body.enabled !== undefined, messages.webhookUpdateEmpty);
export type UpdateWebhookBody = z.infer<typeof updateWebhookBodySchema>;

const idSchema = z.string().min(1).max(64);
export const webhookParamsSchema = z.object({ communityId: idSchema, endpointId: idSchema });
export const webhookDeliveryParamsSchema = webhookParamsSchema.extend({ deliveryId: idSchema });

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  eventTypes: z.array(webhookEventTypeSchema),
  description: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** Since when every delivery failed (null: the last one succeeded, or none was tried). */
  failingSince: z.string().nullable(),
  /** Why the platform disabled it (null: enabled, or disabled by the owner). */
  disabledReason: z.enum(['failing']).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** An endpoint with its signing secret: the answer of create and rotate, the only times the secret is shown. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointListSchema = z.object({
  endpoints: z.array(webhookEndpointSchema),
  limit: z.number().int(),
});

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: webhookEventTypeSchema,
  /** pending: sent or waiting for a retry; succeeded: a 2xx; failed: retried for 24 hours without one (dead letter). */
  status: z.enum(['pending', 'succeeded', 'failed']),
  responseCode: z.number().int().nullable(),
  /** The response body was longer than what is read, and cut off. */
  responseTruncated: z.boolean(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
