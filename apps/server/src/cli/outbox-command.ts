import type { Queryable } from "#app/db/database.ts";
import { createOutbox } from "#app/providers/outbox.ts";

export const OUTBOX_USAGE =
  "  outbox [--merchant <code>] [--to <destination>] [--limit <1-500>]  newest SMS and e-mails of the local outbox";

const FLAGS = new Set(["--merchant", "--to", "--limit"]);

function usage(): Error {
  return new Error(`Usage: npm run ops -- outbox [--merchant demo] [--to +5511987654321] [--limit 20]`);
}

/** `outbox` lines: time, channel, merchant, destination, subject, text (line breaks shown as \n). */
export async function outboxCommand(db: Queryable, args: readonly string[]): Promise<string[]> {
  const options = new Map<string, string>();
  for (let index = 0; index < args.length; index += 2) {
    const [flag, value] = [args[index] ?? "", args[index + 1]];
    if (!FLAGS.has(flag) || value === undefined || value === "") throw usage();
    options.set(flag, value);
  }
  const limit = Number(options.get("--limit") ?? 20);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw usage();
  const merchantCode = options.get("--merchant");
  const destination = options.get("--to");
  const messages = await createOutbox(db).latest({
    limit,
    ...(merchantCode ? { merchantCode } : {}),
    ...(destination ? { destination } : {}),
  });
  if (messages.length === 0) return ["(no messages)"];
  return messages.map((message) =>
    [
      message.createdAt.toISOString(),
      message.channel,
      message.merchantCode,
      message.destination,
      message.subject,
      message.text.replaceAll("\n", "\\n"),
    ].join("\t"),
  );
}
