import type { BadgeTone } from "@banca/ui/status-badge";

/** The colour of a state word, shared by every queue: waiting is a warning, done is success. */
export function statusTone(status: string): BadgeTone {
  switch (status) {
    case "pending":
    case "waiting":
    case "disputed":
      return "warning";
    case "approved":
    case "open":
    case "paid":
      return "info";
    case "completed":
    case "confirmed":
    case "settled":
    case "active":
      return "success";
    case "rejected":
    case "failed":
    case "blocked":
    case "void":
      return "danger";
    default:
      return "neutral";
  }
}
