import { paths } from "#app/config/paths.ts";

/** Where one promotion opens: the promotions route with its id (spec part 1 §2). */
export const promotionPath = (id: number) => `${paths.promotions}?id=${id}`;

/** The promotion id of a route's `id` parameter, or null when it names none. */
export function promotionIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
