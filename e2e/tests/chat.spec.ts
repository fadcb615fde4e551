import type { APIRequestContext } from "@playwright/test";
import { header, signUpNewMember } from "../support/auth.ts";
import { expect, test, useLanguage } from "../support/fixtures.ts";
import { operatorHeaders } from "../support/operator.ts";

type DeskPage = { value: { list: { id: number; status: string }[] } };

/** The operator's side: the member's conversation in progress, taken once, then answered. */
async function answer(request: APIRequestContext, username: string, text: string) {
  const queue = (await (
    await request.get(`/admin/api/chat/conversations?username=${username}`, { headers: operatorHeaders() })
  ).json()) as DeskPage;
  const conversation = queue.value.list[0];
  expect(conversation).toBeDefined();
  if (conversation?.status === "waiting") {
    const taken = await request.post("/admin/api/chat/conversations/take", {
      headers: operatorHeaders(),
      data: { conversationId: conversation.id },
    });
    expect(taken.status()).toBe(200);
  }
  const sent = await request.post("/admin/api/chat/conversations/answer", {
    headers: operatorHeaders(),
    data: { conversationId: conversation?.id, text, clientRef: crypto.randomUUID().replaceAll("-", "") },
  });
  expect(await sent.json()).toMatchObject({ success: true });
}

test.use({ viewport: { width: 1440, height: 900 } });

test("a player chats with customer service: the answer arrives without a reload, and the header counts it while the window is closed", async ({
  page,
  request,
}) => {
  test.slow();
  await useLanguage(page, "en");
  const username = await signUpNewMember(page, { prefix: "ch" });

  await page.getByTestId("right-bar-chat").click();
  const chat = page.getByTestId("chat-window");
  await expect(chat).toBeVisible();
  await expect(chat.getByRole("heading", { name: "Customer service" })).toBeVisible();
  const box = await chat.boundingBox();
  expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([440, 750]);

  await chat.getByTestId("chat-input").fill("Hello, my deposit has not arrived yet.");
  await chat.getByTestId("chat-input").press("Enter");
  await expect(chat.getByTestId("chat-message-member")).toHaveText(/my deposit has not arrived yet/);
  await expect(chat.getByTestId("chat-waiting")).toBeVisible();

  await answer(request, username, "Thanks for waiting, it is on its way.");
  await expect(chat.getByTestId("chat-message-operator")).toHaveText(/it is on its way/);
  await expect(chat.getByText("Connected to our team")).toBeVisible();

  // Large and small.
  await chat.getByRole("button", { name: "Larger window" }).click();
  await expect(chat).toHaveAttribute("data-size", "large");
  await chat.getByRole("button", { name: "Smaller window" }).click();
  await expect(chat).toHaveAttribute("data-size", "small");

  // Closed: the next answer shows as a count on the header's chat button.
  await chat.getByTestId("chat-close").click();
  await expect(chat).toHaveCount(0);
  const badge = header(page).getByTestId("header-chat-badge");
  await expect(badge).toHaveCount(0);
  await answer(request, username, "Your deposit is credited.");
  await expect(badge).toHaveText("1");

  // Opening the window shows the answer and reads it.
  await header(page).getByTestId("header-chat").click();
  await expect(chat.getByTestId("chat-message-operator").last()).toHaveText(/Your deposit is credited/);
  await expect(badge).toHaveCount(0);
});
