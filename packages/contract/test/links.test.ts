import { describe, expect, it } from "vitest";
import { isSafeImage, isSafeLink, isSitePath } from "../src/links.ts";

describe("operator links", () => {
  it.each(["/help#faq", "/down", "https://t.me/banca", "mailto:support@banca.example", "tel:+5511999999999"])(
    "accepts %s",
    (link) => expect(isSafeLink(link)).toBe(true),
  );

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,<script>",
    "//evil.example",
    "/\\evil.example",
    "http://plain.example",
    "https://",
    "vbscript:x",
    "",
  ])("refuses %s", (link) => expect(isSafeLink(link)).toBe(false));

  it("keeps site paths apart from other hosts and images to paths and https", () => {
    expect(isSitePath("/rng?page=NOVA")).toBe(true);
    expect(isSitePath("https://x.example")).toBe(false);
    expect(isSafeImage("/media/banners/home-1.svg")).toBe(true);
    expect(isSafeImage("https://cdn.example/a.png")).toBe(true);
    expect(isSafeImage("mailto:x@y")).toBe(false);
  });
});
