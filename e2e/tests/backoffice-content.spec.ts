import { crc32, deflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { DEMO_ADMIN, openScreen, staffPage } from "../support/backoffice.ts";
import { expect, merchantUrl, test } from "../support/fixtures.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

/** A real PNG picture (a banner-shaped gradient), as staff would pick from their files. */
function bannerPng(width = 720, height = 240): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const at = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows.set([40 + Math.round((x / width) * 180), 60, 160 + Math.round((y / height) * 80)], at + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The screen at a desktop's and a tablet's width, dark and light, once its lists have come. */
const shoot = async (staff: Page, name: string) => {
  await expect(staff.getByText("Loading…")).toHaveCount(0, { timeout: 30_000 });
  await screenshotEverySize(staff, name, {
    sizes: [
      [1366, 900],
      [820, 1180],
    ],
  });
};

test("staff add a banner with an uploaded picture and a help topic; the player's help centre shows both", async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = `opening-hours-${Date.now().toString(36)}`;
  // The single-language fixture merchant, on its help page's banner group (its home keeps one banner).
  const staff = await staffPage(browser, DEMO_ADMIN);
  await staff.getByRole("combobox", { name: "Merchant", exact: true }).selectOption("solo");
  await openScreen(staff, "Content");

  const add = staff.getByRole("form", { name: "Add a banner" });
  await staff.getByRole("combobox", { name: "Page" }).first().selectOption("w_help");
  await add.getByLabel("Upload a picture").setInputFiles({
    name: "help-banner.png",
    mimeType: "image/png",
    buffer: bannerPng(),
  });
  const address = add.getByLabel("Picture address");
  await expect(address).toHaveValue(/^\/content-images\/\d+-[0-9a-f]{64}\.png$/, { timeout: 30_000 });
  const url = await address.inputValue();
  await add.getByLabel("Title (en)").fill("We answer day and night");
  await add.getByRole("button", { name: "Add the banner" }).click();
  const table = staff.getByRole("table", { name: "Banners" });
  // A busy machine takes seconds over a write and the list read after it.
  const slowly = { timeout: 30_000 };
  await expect(table.getByRole("row").filter({ hasText: "We answer day and night" })).toBeVisible(slowly);
  await shoot(staff, "content-banners");

  // A picture that is not PNG, JPEG or WebP is refused with the server's reason.
  await add.getByLabel("Upload a picture").setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(add.getByRole("alert")).toContainText("upload.type", slowly);

  await staff.getByRole("tab", { name: "Help topics" }).click();
  // The form is used once the list above it has loaded (see the promotion journey in backoffice-desks).
  await expect(
    staff.getByRole("table", { name: "Help topics" }).getByRole("row").filter({ hasText: "about-us" }),
  ).toBeVisible(slowly);
  const topic = staff.getByRole("form", { name: "Add a help topic" });
  await topic.getByLabel("Tag").fill(tag);
  await topic.getByLabel("Title (en)").fill("Opening hours");
  await topic
    .getByLabel("Text (en)")
    .fill('<p onclick="alert(1)">Our desk is open <b>every day</b>.<script>alert("x")</script></p>');
  await topic.getByRole("button", { name: "Add the help topic" }).click();
  await expect(
    staff.getByRole("table", { name: "Help topics" }).getByRole("row").filter({ hasText: tag }),
  ).toBeVisible(slowly);
  await shoot(staff, "content-help");
  for (const name of ["Announcements", "Inbox messages"]) {
    await staff.getByRole("tab", { name }).click();
    await expect(staff.getByRole("table", { name })).toBeVisible(slowly);
    await shoot(staff, `content-${name.toLowerCase().replace(/ /g, "-")}`);
  }

  await page.goto(merchantUrl("solo", `/help#${tag}`));
  const banner = page.locator('.banner[data-group="w_help"] .banner__image');
  await expect(banner).toHaveAttribute("src", url, slowly);
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(720);
  const dialog = page.getByRole("dialog", { name: "Help centre" });
  await expect(dialog.locator(".help__content")).toHaveAttribute("data-topic", tag, slowly);
  await expect(dialog.locator(".help__topic.is-active")).toHaveText("Opening hours");
  await expect(dialog.locator(".help__content")).toContainText("Our desk is open every day.");
  await expect(dialog.locator(".help__content script, .help__content [onclick]")).toHaveCount(0);
  await staff.context().close();
});
