import { isStaffRole, STAFF_ROLES } from "@banca/contract/backoffice/permissions";
import { staffUsernameSchema } from "@banca/contract/backoffice/staff";
import type { Database } from "#app/db/database.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { enrolmentLink } from "#app/modules/staff/enrolment-link.ts";
import { createStaffService } from "#app/modules/staff/service.ts";
import { recordStaffChange } from "#app/modules/staff/staff-audit.ts";
import { cliActor } from "./balance-command.ts";

export const STAFF_USAGE = `  staff add <name> --role <${STAFF_ROLES.join("|")}> [--merchant <code>[,<code>...]]
                                 create a back-office staff member; prints a one-time enrolment link
  staff list                     staff members with role, merchants and state
  staff disable <name>           end a member's sessions and refuse its log-in
  staff reset-totp <name>        forget a member's password and TOTP; prints a new enrolment link`;

const usage = () => new Error(`Usage:\n${STAFF_USAGE}`);

function flags(args: readonly string[]) {
  const options: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 2) {
    const [flag, value] = [args[index], args[index + 1]];
    if (!flag?.startsWith("--") || value === undefined) throw usage();
    options[flag.slice(2)] = value;
  }
  return options;
}

/** `staff ...`: the people of the back office (decision 081). */
export async function staffCommand(
  db: Database,
  args: readonly string[],
  options: { publicUrl?: string | undefined } = {},
): Promise<string[]> {
  const staff = createStaffService(db);
  const [action, name, ...rest] = args;
  switch (action) {
    case "add": {
      const { role, merchant, ...unknown } = flags(rest);
      if (!name || !role || Object.keys(unknown).length > 0) throw usage();
      if (!isStaffRole(role)) throw new Error(`A role is one of ${STAFF_ROLES.join(", ")}`);
      const username = staffUsernameSchema.safeParse(name);
      if (!username.success) throw new Error("A staff name is 3-32 letters, digits, '.', '_' or '-'");
      const merchants = merchant ? merchant.split(",").map((code) => code.trim()) : null;
      const known = new Set((await createMerchantRepository(db).list()).map((row) => row.code));
      const missing = merchants?.find((code) => !known.has(code));
      if (missing) throw new Error(`No merchant "${missing}"`);
      const { member, token } = await staff.create({ username: username.data, role, merchants });
      await recordStaffChange(db, cliActor(), "staff.create", member, { role, merchants });
      return [
        `staff ${member.username}: ${role}, ${merchants?.join(", ") ?? "all merchants"}`,
        `enrolment link (once, for 3 days): ${enrolmentLink(token, options.publicUrl)}`,
        "The link sets the password; the first log-in enrols the authenticator app (TOTP).",
      ];
    }
    case "list": {
      const list = await staff.list();
      if (list.length === 0) return ["(no staff)"];
      return list.map((member) =>
        [
          member.username,
          member.role,
          member.merchants?.join(",") ?? "all merchants",
          member.disabled ? "disabled" : member.totpEnrolled ? "active" : "not enrolled",
        ].join("\t"),
      );
    }
    case "disable": {
      if (!name || rest.length > 0) throw usage();
      const member = await staff.find(name);
      await staff.disable(member.id);
      await recordStaffChange(db, cliActor(), "staff.disable", member, {});
      return [`staff ${member.username} disabled`];
    }
    case "reset-totp": {
      if (!name || rest.length > 0) throw usage();
      const { member, token } = await staff.resetTotp(name);
      await recordStaffChange(db, cliActor(), "staff.reset-totp", member, {});
      return [
        `staff ${member.username}: password, TOTP and sessions ended`,
        `enrolment link (once, for 3 days): ${enrolmentLink(token, options.publicUrl)}`,
      ];
    }
    default:
      throw usage();
  }
}
