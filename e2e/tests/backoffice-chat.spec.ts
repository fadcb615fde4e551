import { signUpNewMember } from "../support/auth.ts";
import { DEMO_ADMIN, openScreen, staffPage } from "../support/backoffice.ts";
import { expect, test, useLanguage } from "../support/fixtures.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test("the chat desk takes a player's conversation live and the answer reaches the player's open chat", async ({
  page,
  browser,
}) => {
  test.slow();
  await useLanguage(page, "en");
  const username = await signUpNewMember(page, { prefix: "boc" });
  await page.getByTestId("right-bar-chat").click();
  const chat = page.getByTestId("chat-window");

  // The desk is open, on its socket (it does not poll then), before the player writes.
  const desk = await staffPage(browser, DEMO_ADMIN);
  await openScreen(desk, "Live chat");
  await expect(desk.getByTestId("desk-live")).toHaveText(/^Live:/, { timeout: 30_000 });
  await desk.getByRole("searchbox", { name: "Member" }).fill(username);
  const row = desk.getByRole("row").filter({ hasText: username });
  await expect(desk.getByText("No conversation in this view.")).toBeVisible();

  await chat.getByTestId("chat-input").fill("Hello, where is my bonus?");
  await chat.getByTestId("chat-input").press("Enter");
  await expect(chat.getByTestId("chat-waiting")).toBeVisible();
  // The new conversation joins the queue on the open desk, without a reload.
  await expect(row).toContainText("Waiting");
  await row.click();
  const conversation = desk.getByRole("complementary", { name: `Chat with ${username}` });
  // The conversation's history is read (and its reading audited) on a machine busy with the site.
  await expect(conversation).toContainText("Hello, where is my bonus?", { timeout: 30_000 });
  await conversation.getByRole("button", { name: "Take this conversation" }).click();
  await conversation.getByLabel("Answer").fill("It is credited within the hour.");
  await conversation.getByRole("button", { name: "Send" }).click();

  await expect(chat.getByTestId("chat-message-operator")).toHaveText(/credited within the hour/);
  // The player's next message reaches the open desk without a reload, pushed by its socket.
  await chat.getByTestId("chat-input").fill("Thank you!");
  await chat.getByTestId("chat-input").press("Enter");
  await expect(conversation).toContainText("Thank you!");
  await expect(desk.getByTestId("desk-live")).toHaveText(/^Live:/);

  await conversation.getByRole("button", { name: "Close the conversation" }).click();
  await expect(row).toHaveCount(0);
  await desk.context().close();
});
