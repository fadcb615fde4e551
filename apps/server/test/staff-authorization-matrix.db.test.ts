import { can, PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES } from "@banca/contract/backoffice/permissions";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROUTES } from "#app/modules/admin/admin-route.ts";
import { insertStaff, staffHeaders, staffLogin } from "./support/staff.ts";
import { changedTables, tableChecksum } from "./support/table-checksum.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

function merchants(): MerchantConfig[] {
  const demo = demoConfig();
  return [demo, { ...demo, code: "second", domains: ["second.example"], demoAccounts: [] }];
}

/**
 * The staff side of the authorization matrix (authorization-matrix.db.test.ts covers the players'
 * calls): every staff role is an identity, and every back-office route is tried by each. A role
 * without the route's permission is refused before anything is read or written; a role with it
 * passes the door (whatever the call then says of its input); a member scoped to the demo merchant
 * is refused the other one; a cookie without the X-Banca-Staff header is refused everywhere.
 */
describe(`the staff authorization matrix of every back-office route on ${databaseKind}`, () => {
  const t = useTestApp(() => ({ merchants: merchants() }));
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    for (const role of STAFF_ROLES) {
      // An owner of every merchant; the other roles scoped to the demo merchant.
      const member = await insertStaff(t.db, `matrix-${role}`, role, role === "owner" ? null : ["demo"]);
      cookies.set(role, await staffLogin(t, member));
    }
  });

  const routes = () => [...ADMIN_ROUTES.values()];
  const send = (route: { method: "GET" | "POST"; url: string }, headers: Record<string, string>) =>
    t.app.inject({
      method: route.method,
      url: route.url,
      headers,
      ...(route.method === "POST" ? { payload: {} } : {}),
    });

  it("gives every role a set of known permissions, the owner all of them", () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(PERMISSIONS);
    for (const role of STAFF_ROLES) {
      for (const permission of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(permission);
      expect(can({ permissions: ROLE_PERMISSIONS[role] }, "staff.manage")).toBe(role === "owner");
    }
    expect(can(null, "dashboard.read")).toBe(false);
  });

  it("refuses each role every route outside its permissions, and changes nothing", async () => {
    expect(routes().length).toBeGreaterThan(60);
    const before = await tableChecksum(t.db);
    let refusals = 0;
    for (const role of STAFF_ROLES) {
      const headers = staffHeaders(cookies.get(role)!, "demo");
      for (const route of routes()) {
        const answer = await send(route, headers);
        const label = `${role} → ${route.method} ${route.url} (${route.permission})`;
        if (ROLE_PERMISSIONS[role].includes(route.permission)) {
          expect(answer.json().errorCode, label).not.toBe("staff.forbidden");
          expect(answer.statusCode, label).not.toBe(401);
        } else {
          expect([answer.statusCode, answer.json().errorCode], label).toEqual([403, "staff.forbidden"]);
          refusals++;
        }
      }
    }
    expect(refusals).toBeGreaterThan(150);
    // Routes a role may call were sent empty bodies: refused as input, so nothing changed either.
    expect(changedTables(before, await tableChecksum(t.db))).toEqual([]);
  });

  it("refuses a member scoped to the demo merchant every route of another merchant", async () => {
    const before = await tableChecksum(t.db);
    for (const role of STAFF_ROLES.filter((name) => name !== "owner")) {
      for (const route of routes().filter((candidate) =>
        ROLE_PERMISSIONS[role].includes(candidate.permission),
      )) {
        const answer = await send(route, staffHeaders(cookies.get(role)!, "second"));
        expect([answer.statusCode, answer.json().errorCode], `${role} → ${route.url}`).toEqual([
          403,
          "staff.merchant.forbidden",
        ]);
      }
    }
    expect(changedTables(before, await tableChecksum(t.db))).toEqual([]);
  });

  it("refuses the staff cookie without the X-Banca-Staff header on every route", async () => {
    const cookie = cookies.get("owner")!;
    for (const route of routes()) {
      const answer = await send(route, { cookie, merchant: "demo" });
      expect([answer.statusCode, answer.json().errorCode], route.url).toEqual([403, "staff.header.required"]);
    }
  });
});
