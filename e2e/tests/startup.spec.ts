import { expect, merchantUrl, sideMenu, test } from "../support/fixtures.ts";

/** The site's entry script, which a test can keep from arriving. */
const ENTRY_SCRIPT = /\/assets\/main-[\w-]+\.js$/;

test("maintenance on shows the maintenance page instead of the site", async ({ page }) => {
  await page.goto(merchantUrl("maint", "/rng"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Estamos melhorando o site");
  await expect(page.getByRole("link", { name: "Fale conosco" })).toBeVisible();
  await expect(page.locator(".side-menu")).toHaveCount(0);
  // Contact leads to the standalone help centre, which stays open during maintenance.
  await page.getByRole("link", { name: "Fale conosco" }).click();
  await expect(page).toHaveURL(/\/helpmc#contact-us$/);
  await expect(page.locator('.help__content[data-topic="contact-us"]')).toBeVisible();
  // Leaving the help centre inside the site lands on the maintenance page again.
  await page.getByRole("link", { name: "Voltar ao início" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Estamos melhorando o site");
});

test("a visitor from a restricted country sees the block page with IP and country", async ({ page }) => {
  // 8.8.8.8 is in the United States, which the demo merchant does not serve.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "8.8.8.8" });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acesso restrito na sua região");
  await expect(page.getByTestId("blocked-ip")).toHaveText("8.8.8.8");
  await expect(page.getByTestId("blocked-country")).toHaveText("US");
});

test("a visitor from a served country gets the site", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "177.10.1.1" });
  await page.goto("/");
  await expect(sideMenu(page)).toBeVisible();
});

test("a visitor whose connection drops the site's script is told so, in their language, and loads the page again", async ({
  page,
}) => {
  await page.route(ENTRY_SCRIPT, (route) => route.abort("connectionreset"));
  await page.goto("/rng");
  // No language stored: the browser's (en-US here).
  const notice = page.locator("#load-failed");
  await expect(notice).toHaveAttribute("role", "alert");
  await expect(notice.getByRole("heading", { level: 1 })).toHaveText("The page took too long to load");
  await expect(notice).toContainText("Please check your network and try again.");
  await expect(sideMenu(page)).toHaveCount(0);

  // The language the visitor chose on an earlier visit comes first, right to left where it is written so.
  await page.evaluate(() => localStorage.setItem("hisLang", "ar"));
  await page.reload();
  await expect(notice).toHaveAttribute("dir", "rtl");
  await expect(notice.getByRole("heading", { level: 1 })).toHaveText("استغرق تحميل الصفحة وقتًا طويلًا");

  // Once the connection is back, the button loads the site.
  await page.unroute(ENTRY_SCRIPT);
  await notice.getByRole("button", { name: "حاول مرة أخرى" }).click();
  await expect(sideMenu(page)).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test.describe("in a browser whose language the site does not have", () => {
  test.use({ locale: "sw-KE" });

  test("the notice of a script that failed to load speaks the site's default language", async ({ page }) => {
    await page.route(ENTRY_SCRIPT, (route) => route.abort("connectionreset"));
    await page.goto("/");
    const notice = page.locator("#load-failed");
    await expect(notice.getByRole("heading", { level: 1 })).toHaveText(
      "A página demorou demais para carregar",
    );
    await expect(notice).toHaveAttribute("lang", "pt");
  });
});

test("a token in the address is kept for the session and removed from the address bar", async ({
  page,
  request,
}) => {
  const demo = await request.post("/wps/session/login/freeplay", {
    headers: { "X-Forwarded-For": "198.18.250.1" },
  });
  const { token } = ((await demo.json()) as { value: { token: string } }).value;
  await page.goto(`/rng?token=${token}&page=NOVA`);
  await expect(page).toHaveURL(/\/rng\?page=NOVA$/);
  await expect(page.getByTestId("member-account")).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBe(token);
});

test("a members-only brand sends visitors without a session to /login, but not from the open pages", async ({
  page,
  request,
}) => {
  await page.goto(merchantUrl("members", "/rng"));
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(merchantUrl("members", "/register"));
  await expect(page).toHaveURL(/\/register$/);
  await page.goto(merchantUrl("members", "/helpmc"));
  await expect(page.locator(".help-centre")).toBeVisible();
  // A token the server does not know is dropped, and the visitor is sent to /login again.
  await page.goto(merchantUrl("members", "/rng?token=not-a-session"));
  await expect(page).toHaveURL(/\/login$/);
  // With a session token from the brand's app the brand opens normally.
  const demo = await request.post("/wps/session/login/freeplay", {
    headers: { Merchant: "members", "X-Forwarded-For": "198.18.250.2" },
  });
  const { token } = ((await demo.json()) as { value: { token: string } }).value;
  await page.goto(merchantUrl("members", `/rng?token=${token}`));
  await expect(page.getByTestId("member-account")).toBeVisible();
  await expect(page).toHaveURL(/\/rng$/);
});
