import { expect, merchantUrl, test, useLanguage } from "../support/fixtures.ts";
import { animationState, MOTION_ON, waitForMotion } from "../support/motion.ts";

type Envelope<T> = { success: boolean; value: T };
type Banner = { groupName: string; url: string; title: string };

test("home renders the banners the server has for w_home, with dots and autoplay", async ({
  page,
  request,
}) => {
  const answer = (await (
    await request.get("/wps/relay/MCSFE_getListAnnouncements?types=B", { headers: { Language: "pt" } })
  ).json()) as Envelope<{ banners: Banner[] }>;
  const homeBanners = answer.value.banners.filter((banner) => banner.groupName === "w_home");
  expect(homeBanners.length).toBeGreaterThan(1);

  await page.goto("/");
  const carousel = page.locator('.banner[data-group="w_home"]');
  await expect(carousel.locator(".banner__slide")).toHaveCount(homeBanners.length);
  await expect(carousel.locator(".banner__image").first()).toHaveAttribute("src", homeBanners[0]!.url);
  await expect(carousel.locator(".banner__dot")).toHaveCount(homeBanners.length);
  await expect(carousel.locator(".banner__slide.is-active .banner__title")).toHaveText(homeBanners[0]!.title);
  // Autoplay moves on after 5 seconds.
  const activeTitle = carousel.locator(".banner__slide.is-active .banner__title");
  await expect(activeTitle).toHaveText(homeBanners[1]!.title, { timeout: 8_000 });

  // Scrolled out of sight it waits on its slide, and goes on once back in sight.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(carousel).not.toBeInViewport();
  await page.waitForTimeout(6_000);
  // Read once: a retrying check would wait for the loop to come round to this slide again.
  expect(await activeTitle.textContent()).toBe(homeBanners[1]!.title);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(activeTitle).toHaveText(homeBanners[2 % homeBanners.length]!.title, { timeout: 8_000 });
});

test.describe("with motion on", () => {
  test.use(MOTION_ON);

  test("the headlines run while in sight and rest scrolled away", async ({ page }) => {
    await page.goto("/");
    await waitForMotion(page);
    const track = page.locator(".ticker__track");
    const state = animationState(track);
    await expect.poll(state).toBe("running");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(track).not.toBeInViewport();
    await expect.poll(state).toBe("paused");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(state).toBe("running");
  });
});

test("the page's first banner shows with the HTML, and the site's own takes its place on the same spot", async ({
  page,
}) => {
  // The site's script held back: what shows is what the server sent with the page.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/main-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/rng", { waitUntil: "commit" });
  const firstPaint = page.locator("#first-paint .banner__image");
  await expect(firstPaint).toBeVisible();
  await expect(firstPaint).toHaveJSProperty("complete", true);
  const painted = await firstPaint.boundingBox();
  const src = await firstPaint.getAttribute("src");

  release();
  const banner = page.locator('.banner[data-group="w_rng"] .banner__image').first();
  await expect(banner).toBeVisible();
  await expect(page.locator("#first-paint")).toHaveCount(0);
  await expect(banner).toHaveAttribute("src", String(src));
  const shown = await banner.boundingBox();
  // The same place, give or take the scroll bar the full page brings.
  expect(Math.abs((shown?.x ?? 0) - (painted?.x ?? 0))).toBeLessThanOrEqual(1);
  expect(Math.abs((shown?.y ?? 0) - (painted?.y ?? 0))).toBeLessThanOrEqual(1);
  expect(Math.abs((shown?.width ?? 0) - (painted?.width ?? 0))).toBeLessThanOrEqual(16);
});

test("a single banner shows no dots (merchant with one home banner)", async ({ page }) => {
  await page.goto(merchantUrl("solo"));
  const carousel = page.locator('.banner[data-group="w_home"]');
  await expect(carousel.locator(".banner__slide")).toHaveCount(1);
  await expect(carousel.locator(".banner__dot")).toHaveCount(0);
  // One language only: no language picker.
  await expect(page.locator(".language-picker")).toHaveCount(0);
});

test("side menu lists only game types with vendors, with vendor sub-icons", async ({ page }) => {
  await useLanguage(page, "en");
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("link", { name: "Slots" })).toBeVisible();
  // The lottery categories lead to their own pages (the Vietnam lottery and the e-lottery lobby).
  await expect(menu.getByRole("link", { name: "Lottery", exact: true })).toHaveAttribute(
    "href",
    "/vnlottery",
  );
  await expect(menu.getByRole("link", { name: "E-lottery", exact: true })).toHaveAttribute("href", "/elott");
  await menu.getByRole("button", { name: "Show Slots providers" }).click();
  // Each provider's chip stays inside the menu with its whole name (wrapped, not cut at the edge).
  const cut = await menu.locator(".side-menu__vendors").evaluate((list) => {
    const edge = list.closest(".side-menu")!.getBoundingClientRect();
    const clipped = (box: HTMLElement) =>
      box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
    return [...list.querySelectorAll<HTMLElement>(".vendor-chip")]
      .filter((chip) => {
        const box = chip.getBoundingClientRect();
        const name = chip.querySelector("span");
        return (
          box.left < edge.left || box.right > edge.right || clipped(chip) || (name !== null && clipped(name))
        );
      })
      .map((chip) => chip.textContent);
  });
  expect(cut).toEqual([]);
  await menu.getByRole("link", { name: "Nova Reels" }).click();
  await expect(page).toHaveURL(/\/rng\?page=NOVA$/);
  await expect(page.locator(".vendor-tab.is-active")).toHaveText("Nova Reels");
  await expect(page.locator('.banner[data-group="w_rng"]')).toBeVisible();
});

test("visitor header follows the merchant switches", async ({ page }) => {
  await useLanguage(page, "en");
  await page.goto("/");
  const header = page.locator("header.header");
  await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign up" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Free demo" })).toBeVisible();
});

test("the vendor list of the current category opens and closes with its chevron", async ({ page }) => {
  await useLanguage(page, "en");
  await page.goto("/live");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  const chevron = menu.getByRole("button", { name: "Show Live casino providers" });
  await expect(chevron).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("link", { name: "Velvet Live" })).toBeVisible();
  await chevron.click();
  await expect(chevron).toHaveAttribute("aria-expanded", "false");
  await expect(menu.getByRole("link", { name: "Velvet Live" })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the menu is a drawer that opens from the header and closes with Escape", async ({ page }) => {
    await useLanguage(page, "en");
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    const opener = page.getByRole("button", { name: "Open menu" });
    // Once the site's own header shows, the closed drawer is hidden, not merely still to come.
    await expect(opener).toBeVisible();
    await expect(menu).toBeHidden();
    await opener.click();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: "Free demo" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});

test("a visitor's header fits every window width in Portuguese, its longest language here", async ({
  page,
}) => {
  await page.goto("/");
  const header = page.locator("header.header");
  const register = header.getByRole("link", { name: "Cadastre-se" });
  await expect(register).toBeVisible();
  for (const width of [320, 360, 375, 412, 600, 700, 760, 800, 961, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `the page scrolls sideways at ${width} px`,
      })
      .toBeLessThanOrEqual(width);
    await expect(register).toBeInViewport({ ratio: 1 });
    await expect(header.getByRole("link", { name: "Entrar" })).toBeInViewport({ ratio: 1 });
  }
});
