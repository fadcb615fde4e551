import { z } from "zod";
import { csvFormatQuery } from "#app/modules/admin/csv.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
/** A day of the calendar as YYYY-MM-DD, from the year 1 (the database has no year 0). */
export function isRealDay(text: string) {
  const date = new Date(`${text}T00:00:00Z`);
  return DAY.test(text) && text >= "0001-01-01" && !Number.isNaN(date.getTime()) && utcDay(date) === text;
}

/** One day of the calendar as YYYY-MM-DD (a month 13 or a 30 February is refused as input). */
export const realDaySchema = z.string().refine(isRealDay, "a day as YYYY-MM-DD");

/**
 * A query over a period of whole UTC days (the report roll-ups' days), `from` and `to` included;
 * by default the last seven, today included. `more` adds the call's own filters; `format=csv` is
 * always accepted.
 */
export const periodQueryWith = <Shape extends z.ZodRawShape>(more: Shape) =>
  z
    .object({
      from: z.string().refine(isRealDay, "a day as YYYY-MM-DD").optional(),
      to: z.string().refine(isRealDay, "a day as YYYY-MM-DD").optional(),
      ...csvFormatQuery,
      ...more,
    })
    .transform((query, context) => {
      // The compiler cannot see `from` and `to` through the generic shape; the object above has them.
      const given = query as { from?: string; to?: string };
      // A day refused above still reaches here (refinements do not stop the transform): nothing to compute.
      if ((given.to && !isRealDay(given.to)) || (given.from && !isRealDay(given.from)))
        return { ...query, from: "", to: "" };
      const to = given.to ?? utcDay(new Date());
      const from = given.from ?? utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - 6 * DAY_MS));
      const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
      if (days < 1) context.addIssue({ code: "custom", path: ["from"], message: "from is after to" });
      if (days > MAX_DAYS) {
        context.addIssue({ code: "custom", path: ["from"], message: `at most ${MAX_DAYS} days` });
      }
      return { ...query, from, to };
    });

export const periodQuery = periodQueryWith({});
