import { z } from 'zod';

/** Spec §3: a message is text, or an object of messages each with its own message field. */
export const exchangeMessageSchema = z.union([
  z.string(),
  z.record(z.string(), z.object({ message: z.string() }).loose()),
]);

export const metaSchema = z
  .object({
    status: z.boolean(),
    status_code: z.number().int(),
    message: exchangeMessageSchema.optional(),
  })
  .loose();
export type Meta = z.infer<typeof metaSchema>;

/** Every exchange response: `{ meta, data }`. */
export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ meta: metaSchema, data });
export const anyEnvelopeSchema = z.object({ meta: metaSchema, data: z.unknown().optional() }).loose();
