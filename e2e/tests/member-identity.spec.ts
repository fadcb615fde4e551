import type { APIRequestContext } from "@playwright/test";
import { signUpNewMember } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { openMemberCentrePage } from "../support/member-centre.ts";
import { operatorHeaders } from "../support/operator.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

// A 1×1 png: the server reads the type from these bytes, not from the file name.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const image = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

/** The member's documents waiting for review, by kind, as staff list them. */
async function pendingDocuments(request: APIRequestContext, username: string) {
  const answer = await request.get("/admin/api/kyc/documents?state=pending&pageSize=50", {
    headers: operatorHeaders(),
  });
  expect(answer.status()).toBe(200);
  const list = (await answer.json()).value.list as { id: number; username: string; kind: string }[];
  return Object.fromEntries(list.filter((d) => d.username === username).map((d) => [d.kind, d.id]));
}

test("a player uploads identity documents, sees a rejection's reason, sends again and is verified", async ({
  page,
  request,
}) => {
  test.slow();
  const username = await signUpNewMember(page, { prefix: "kyc" });
  let centre = await openMemberCentrePage(page, username, "verification");
  await expect(centre.getByText("Not verified")).toBeVisible();
  await screenshotEverySize(page, "member-identity-none");

  // A file that is not an image is refused before it is sent.
  const front = centre.locator('[data-kind="front"]');
  await front
    .locator("input[type=file]")
    .setInputFiles({ name: "id.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(front.getByText("Only png or jpg images are accepted.")).toBeVisible();

  for (const kind of ["front", "back", "selfie", "address"]) {
    const card = centre.locator(`[data-kind="${kind}"]`);
    await card.locator("input[type=file]").setInputFiles(image(`${kind}.png`));
    // An upload is a request of up to 5 MB: more than the default wait on a busy machine.
    await expect(card.getByText("In review")).toBeVisible({ timeout: 30_000 });
  }
  await expect(centre.getByText("Under review")).toBeVisible();

  const documents = await pendingDocuments(request, username);
  expect(Object.keys(documents).sort()).toEqual(["address", "back", "front", "selfie"]);
  const reject = await request.post("/admin/api/kyc/reject", {
    headers: operatorHeaders(),
    data: { id: documents.address, reason: "The bill is older than three months" },
  });
  expect(reject.status()).toBe(200);
  for (const kind of ["front", "back", "selfie"]) {
    const approve = await request.post("/admin/api/kyc/approve", {
      headers: operatorHeaders(),
      data: { id: documents[kind] },
    });
    expect(approve.status()).toBe(200);
  }

  // The member centre opened afresh shows the review.
  await page.reload();
  centre = await openMemberCentrePage(page, username, "verification");
  await expect(centre.getByText("Action needed")).toBeVisible({ timeout: 30_000 });
  const address = centre.locator('[data-kind="address"]');
  await expect(address.getByText("Reason: The bill is older than three months")).toBeVisible();
  await expect(centre.locator('[data-kind="front"]').getByText("Approved")).toBeVisible();
  // An approved document offers no upload.
  await expect(centre.locator('[data-kind="front"] input[type=file]')).toHaveCount(0);
  await screenshotEverySize(page, "member-identity-rejected");

  await address.locator("input[type=file]").setInputFiles(image("bill.png"));
  await expect(address.getByText("In review")).toBeVisible({ timeout: 30_000 });
  const again = await pendingDocuments(request, username);
  const approved = await request.post("/admin/api/kyc/approve", {
    headers: operatorHeaders(),
    data: { id: again.address },
  });
  expect((await approved.json()).value.identity).toBe("verified");

  await page.reload();
  centre = await openMemberCentrePage(page, username, "verification");
  await expect(centre.getByText("Your identity is verified.")).toBeVisible({ timeout: 30_000 });
  await screenshotEverySize(page, "member-identity-verified");
});
