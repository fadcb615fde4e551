import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { operatorMessageSchema } from "#app/modules/inbox/operator-message.ts";
import { createInboxOperatorService } from "#app/modules/inbox/operator-service.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { cliActor } from "./balance-command.ts";

export const MESSAGE_USAGE = `  message send <merchant> <username>|--all --title=<title> [--lang=<language>] <content...>
                                 send a message to a member's inbox, or to every member
  message list <merchant>        the newest messages sent, with their reach and reads`;

const USAGE_EXAMPLE =
  'Usage: npm run ops -- message send demo demoplayer --title="Weekend maintenance" --lang=en We will be back at 06:00.';

const flag = (args: readonly string[], name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

async function send(db: Database, args: readonly string[]): Promise<string[]> {
  const [merchantCode, target, ...rest] = args;
  const words = rest.filter((arg) => !arg.startsWith("--"));
  if (!merchantCode || !target) throw new Error(USAGE_EXAMPLE);
  const merchant = await createMerchantRepository(db).findByCode(merchantCode);
  if (!merchant) throw new Error(`No merchant "${merchantCode}"`);
  const language = flag(rest, "lang") ?? merchant.settings.languages.default;
  const text = (value: string | undefined) => ({ [language]: value ?? "" });
  const parsed = operatorMessageSchema.safeParse({
    ...(target === "--all" ? { audience: "all" } : { audience: "member", username: target }),
    title: text(flag(rest, "title")),
    content: text(words.join(" ")),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue ? `${issue.path.join(".")}: ${issue.message}\n` : ""}${USAGE_EXAMPLE}`);
  }
  const sent = await createInboxOperatorService(db).send(merchant, parsed.data, cliActor());
  return [`message ${sent.id} sent to ${target === "--all" ? "every member" : target} (${sent.reference})`];
}

async function list(db: Database, merchantCode: string | undefined): Promise<string[]> {
  if (!merchantCode) throw new Error(USAGE_EXAMPLE);
  const merchant = await createMerchantRepository(db).findByCode(merchantCode);
  if (!merchant) throw new Error(`No merchant "${merchantCode}"`);
  const { list: rows } = await createInboxOperatorService(db).sent(merchant, { pageNo: 1, pageSize: 20 });
  return rows.map((row) => {
    const what = row.kind === "system" ? row.template : Object.values(row.title ?? {})[0];
    const to = row.audience === "all" ? "all" : row.username;
    return `${row.id}\t${row.sentAt}\t${to}\t${what}\tread ${row.reads}/${row.recipients}`;
  });
}

/** `message send` and `message list`: the back office's inbox from the command line. */
export async function messageCommand(db: Database, args: readonly string[]): Promise<string[]> {
  const [action, ...rest] = args;
  try {
    if (action === "send") return await send(db, rest);
    if (action === "list") return await list(db, rest[0]);
  } catch (error) {
    if (error instanceof AppError) throw new Error(`${error.code}: ${error.message}`);
    throw error;
  }
  throw new Error(MESSAGE_USAGE.trim());
}
