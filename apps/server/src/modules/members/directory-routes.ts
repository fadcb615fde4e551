import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { csvFormatQuery } from "#app/modules/admin/csv.ts";
import { realDaySchema } from "#app/modules/admin/period-query.ts";
import { searchMembers } from "./directory-repository.ts";
import { createMemberDirectoryService } from "./directory-service.ts";
import {
  type MemberDetail,
  memberDetailSchema,
  memberListItem,
  memberNoteSchema,
  memberPageSchema,
} from "./directory-view.ts";
import { memberHistoryAdminRoutes } from "./history-routes.ts";

const text = z.string().trim().min(1).max(100).optional();
const username = z.string().trim().min(1).max(64);

const searchQuery = z.object({
  username: text,
  phone: text,
  email: text,
  realName: text,
  agent: text.describe("Members of this agent's team, at any depth"),
  status: z.enum(["active", "blocked"]).optional(),
  kind: z.enum(["player", "agent"]).optional(),
  registeredFrom: realDaySchema.optional(),
  registeredTo: realDaySchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  ...csvFormatQuery,
});
type MemberPage = z.infer<typeof memberPageSchema>;

/** The back office's member directory: search, the member page, notes, and logging a member out. */
export function memberDirectoryAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const directory = createMemberDirectoryService(deps.db);
  memberHistoryAdminRoutes(app, deps);
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/members",
      permission: "members.read",
      summary: "Search members by username, phone, e-mail, real name, agent, status and registration day",
      query: searchQuery,
      value: memberPageSchema,
      personalData: { shows: "members' real names, e-mail addresses and mobile numbers" },
      csv: (value: MemberPage) => ({
        filename: "members",
        header: [
          "id",
          "username",
          "kind",
          "realName",
          "email",
          "mobile",
          "upline",
          "clubRank",
          "status",
          "balance",
          "registeredAt",
          "lastLoginAt",
        ],
        rows: value.list.map((m) => [
          m.id,
          m.username,
          m.kind,
          m.realName,
          m.email,
          m.mobile,
          m.upline,
          m.clubRank,
          m.status,
          m.balance,
          m.registeredAt,
          m.lastLoginAt,
        ]),
      }),
    },
    async ({ merchant, query }): Promise<MemberPage> => {
      const { rows, totalCount } = await searchMembers(deps.db, merchant.code, query);
      return {
        list: rows.map((row) => memberListItem(row, merchant.settings.currency.decimals)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount,
        totalPages: Math.ceil(totalCount / query.pageSize),
      };
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/members/detail",
      summary:
        "One member: profile, wallets, recent ledger and bets, sessions, log-in addresses, bonuses, notes",
      permission: "members.read",
      query: z.object({ username }),
      value: memberDetailSchema,
      personalData: {
        shows:
          "the member's profile (real name, e-mail, mobile, birthday, contacts), log-in addresses and devices",
        member: (value) => ({ id: (value as MemberDetail).profile.id }),
      },
    },
    ({ merchant, query }) => directory.detail(merchant, query.username),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/members/notes",
      permission: "members.write",
      summary: "Adds a note to a member's page",
      body: z.object({ username, body: z.string().trim().min(1).max(2000) }),
      value: memberNoteSchema,
    },
    ({ merchant, operator, body }) =>
      directory.addNote(merchant, body.username, body.body, operatorActor(operator)),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/members/sessions/end",
      permission: "members.write",
      summary: "Logs a member out everywhere: every session ends",
      body: z.object({ username, reason: z.string().trim().min(3).max(500) }),
      value: z.object({ username: z.string(), endedSessions: z.number().int() }),
    },
    ({ merchant, operator, body }) =>
      directory.endSessions(merchant, body.username, body.reason, operatorActor(operator)),
  );
}
