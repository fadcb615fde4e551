import { describe, expect, it } from "vitest";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

describe(`feedback on ${databaseKind}`, () => {
  const t = useTestApp();

  const send = (payload: unknown, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "PUT",
      url: "/wps/feedback",
      headers: { "content-type": "application/json", "x-forwarded-for": ip, ...headers },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });
  const stored = async () =>
    Number((await t.db.query<{ n: string }>("SELECT count(*) AS n FROM feedback"))[0]?.n);

  it("stores valid feedback with its merchant, language and address", async () => {
    const response = await send(
      {
        category: "bug",
        content: "  The help page is hard to find on a phone.  ",
        contact: "ana@example.com",
      },
      "203.0.113.7",
      { language: "en" },
    );
    expect(response.statusCode).toBe(200);
    const id = response.json().value.id;
    const rows = await t.db.query(
      "SELECT merchant_code, category, content, contact, language, client_ip FROM feedback WHERE id = $1",
      [id],
    );
    expect(rows[0]).toEqual({
      merchant_code: "demo",
      category: "bug",
      content: "The help page is hard to find on a phone.",
      contact: "ana@example.com",
      language: "en",
      client_ip: "203.0.113.7",
    });
  });

  it.each([
    ["empty content", { content: "   " }, 400, "feedback.content.required"],
    ["content shorter than the merchant minimum", { content: "too short" }, 400, "feedback.content.length"],
    [
      "content longer than the merchant maximum",
      { content: "x".repeat(501) },
      400,
      "feedback.content.length",
    ],
    ["missing content", { category: "bug" }, 400, "request_param_err"],
    ["content of the wrong type", { content: 12345678901 }, 400, "request_param_err"],
    [
      "an unknown category",
      { content: "A perfectly fine message.", category: "rant" },
      400,
      "request_param_err",
    ],
    [
      "an overlong contact",
      { content: "A perfectly fine message.", contact: "c".repeat(121) },
      400,
      "request_param_err",
    ],
    ["malformed JSON", "{content:", 400, "request_param_err"],
  ])("refuses %s and writes nothing", async (_name, payload, status, errorCode) => {
    const before = await stored();
    const response = await send(payload, "198.51.100.20");
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, errorCode });
    expect(response.json().message).not.toBe("");
    expect(await stored()).toBe(before);
  });

  it("says the merchant's bounds when the length is wrong", async () => {
    const body = (await send({ content: "short" }, "198.51.100.21")).json();
    expect(body.value).toEqual({ min: 10, max: 500 });
    expect(body.message).toBe("Content is between 10 and 500 characters");
  });

  it("limits one address to five messages in ten minutes", async () => {
    for (let index = 0; index < 5; index++) {
      expect(
        (await send({ content: `Message number ${index} for the team.` }, "192.0.2.99")).statusCode,
      ).toBe(200);
    }
    const refused = await send({ content: "One message too many for now." }, "192.0.2.99");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe("too.many.requests");
    // Another address is not affected.
    expect((await send({ content: "A different visitor writes in." }, "192.0.2.100")).statusCode).toBe(200);
  });

  it("holds the limit exactly when many messages arrive at once", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        send({ content: `Burst message number ${index}.` }, "192.0.2.150"),
      ),
    ).then((responses) => responses.map((response) => response.statusCode));
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});
