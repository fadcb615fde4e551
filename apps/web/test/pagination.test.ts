import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageItems } from "#app/components/ui/pagination.tsx";

describe("pageItems (page range 3, margin 1)", () => {
  it("shows the ends, the neighbourhood of the current page and gaps between", () => {
    expect(pageItems(1, 10, 3, 1)).toEqual([1, 2, 3, null, 10]);
    expect(pageItems(5, 10, 3, 1)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageItems(10, 10, 3, 1)).toEqual([1, null, 8, 9, 10]);
    expect(pageItems(2, 3, 3, 1)).toEqual([1, 2, 3]);
  });

  it("always contains the current page, both ends, and is strictly increasing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.nat(), (pageCount, seed) => {
        const page = (seed % pageCount) + 1;
        const items = pageItems(page, pageCount, 3, 1);
        const numbers = items.filter((item): item is number => item !== null);
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pageCount);
        numbers.forEach((value, index) => {
          if (index > 0) expect(value).toBeGreaterThan(numbers[index - 1]!);
        });
        // A gap stands only where pages are really missing.
        items.forEach((item, index) => {
          if (item === null)
            expect((items[index + 1] as number) - (items[index - 1] as number)).toBeGreaterThan(1);
        });
        expect(numbers.length).toBeLessThanOrEqual(5);
      }),
    );
  });
});
