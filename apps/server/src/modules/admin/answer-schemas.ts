import { z } from "zod";

/**
 * Pieces of the back office's answer schemas (`value` of `registerAdminRoute`): the operator
 * document is generated from them, and the suites hold every answer to them.
 */

/** An amount as an exact decimal string in the merchant's currency, e.g. "-25.00". */
export const decimalAmount = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .describe("Exact decimal, e.g. 25.00");

/** An instant as ISO 8601 (UTC). */
export const isoTime = z.string().describe("ISO 8601");

/** One page of a list, newest first, with the totals a pager needs. */
export const operatorPage = <Item extends z.ZodType>(item: Item) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  });

/** A plain list (the routes whose lists are short enough to answer whole). */
export const operatorList = <Item extends z.ZodType>(item: Item) => z.object({ list: z.array(item) });
