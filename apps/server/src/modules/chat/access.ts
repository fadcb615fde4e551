import { AppError } from "#app/http/app-error.ts";
import type { AccountKind } from "#app/modules/members/account-kind.ts";

/**
 * Who may chat (spec part 1 §4, part 2 §8): players. Agents are told to use the information channel
 * (their inbox) instead, and trial accounts to register a real account first.
 */
export function assertMayChat(member: { kind: AccountKind }): void {
  switch (member.kind) {
    case "player":
      return;
    case "agent":
      throw new AppError(
        "chat.agent.refused",
        "Agent accounts use the information channel instead of the chat",
      );
    case "trial":
      throw new AppError("trial.account", "Register a real account first");
  }
}
