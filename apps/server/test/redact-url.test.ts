import { describe, expect, it } from "vitest";
import { redactUrl } from "#app/http/redact-url.ts";

describe("request targets written to the log", () => {
  it("keeps addresses without secrets exactly as sent", () => {
    for (const url of [
      "/",
      "/wps/system/status",
      "/lobby?vendor=BGS&page=2",
      "/x?flag&empty=",
      "/%E2%82%AC?a=%ZZ",
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it("hides secret parameters whatever their letter case or encoding", () => {
    expect(redactUrl("/?TOKEN=abc&Code=123456&lang=en")).toBe("/?TOKEN=[REDACTED]&Code=[REDACTED]&lang=en");
    expect(redactUrl("/play?launch%54oken=abc")).toBe("/play?launch%54oken=[REDACTED]");
    expect(redactUrl("/cb?state=s1&code=c1&state=s2")).toBe(
      "/cb?state=[REDACTED]&code=[REDACTED]&state=[REDACTED]",
    );
  });

  it("hides the secrets of an address passed as a parameter, keeping the rest of it", () => {
    const inner = "https://vendor.example/play?lang=en&token=t0k3n";
    const url = `/game?url=${encodeURIComponent(inner)}&theme=dark`;
    const redacted = redactUrl(url);
    expect(redacted).not.toContain("t0k3n");
    expect(decodeURIComponent(redacted)).toBe(
      "/game?url=https://vendor.example/play?lang=en&token=[REDACTED]&theme=dark",
    );
  });
});
