import { useEffect } from "react";

/**
 * After a login, an agent's contract requests are looked up once the member panel (the header's
 * member area) shows, not before: spec part 1 §6, "member panel, unread messages and consolidated
 * data load only when the member panel is shown".
 */
let due = false;

/** Called by a login: the next member panel shown runs the check. */
export function markContractCheckDue(value = true) {
  due = value;
}

/** Runs the check a login left due, once; its code loads only then. */
export async function runDueContractCheck(): Promise<void> {
  if (!due) return;
  due = false;
  try {
    const check = await import("#app/features/agent-centre/contracts/requests-check.ts");
    await check.showContractRequests();
  } catch {
    // The requests wait on the agent centre's contract pages.
  }
}

/** The member panel's side: run what a login left due when the panel shows a member. */
export function useContractCheckWhenShown(memberId: number | undefined) {
  useEffect(() => {
    if (memberId !== undefined) void runDueContractCheck();
  }, [memberId]);
}
