import { expect, merchantUrl, sideMenu, test } from "../support/fixtures.ts";

test("a brand with the domain check opens on its own domain only; elsewhere the site says the address is invalid", async ({
  page,
}) => {
  await page.goto(merchantUrl("checked", "/"));
  await expect(sideMenu(page)).toBeVisible();

  // A copy of the site that names the brand from another address: the server refuses its start-up call.
  await page.setExtraHTTPHeaders({ Merchant: "checked" });
  await page.goto("/");
  await expect(page.getByTestId("domain-check-failed")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("URL inválida");
  await expect(page.getByText("falha na verificação de domínio")).toBeVisible();
  await expect(page.getByRole("button")).toHaveCount(0);
});
