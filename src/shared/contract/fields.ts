import { z } from 'zod';

/**
 * Fields that mean the same in many rows, declared once and spread where they stand in a schema
 * (`{ ...namedRowFields, … }`), so each row keeps its fields in their order on the wire.
 */

/** A row's id and the name it is listed by. */
export const namedRowFields = { _id: z.string(), name: z.string() };

/** A bet's line as the bet lists show it: the outcome it is on, its side, its price as words ("2.50", "45") and its stake in minor units. */
export const betLineFields = { outcomeName: z.string(), side: z.enum(['back', 'lay', 'yes', 'no']), price: z.string(), stake: z.number().int() };

/** Who changed the record last and when; both null until someone has. */
export const lastChangeFields = { updatedAt: z.string().nullable(), updatedBy: z.string().nullable() };
