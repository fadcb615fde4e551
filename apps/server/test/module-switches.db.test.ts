import type { CallDefinition } from "@banca/contract/call";
import { ALL_CALLS } from "@banca/contract/calls/all-calls";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { flattenModules, MODULE_IDS, type ModuleId, type ModuleNode } from "@banca/contract/whitelabel";
import { describe, expect, it } from "vitest";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { withModules } from "./support/verification.ts";

/**
 * Switches that gate no call of their own: they change what other calls or the site do. Each names
 * the working behaviour it stands for. Any other module the demo switches on must gate calls of the
 * contract, so a module switched on before its calls exist (the points mall, missions, referral,
 * chat, the agent centre and its contracts) fails here instead of showing players a dead menu.
 */
const SWITCHES_WITHOUT_CALLS: Partial<Record<ModuleId, string>> = {
  COMM3: "the root of the tree",
  DIRECTREG3: "the header's register button",
  PWDEXPFORCECHANGE3: "log-in asks for a new password once the old one expired",
  VERIFICATION3: "SMS and e-mail codes (their calls stay open for log-in and recovery)",
  PASS3: "the password change in the security centre",
  AFFMAN3: "affiliate codes at registration (the affiliate check and the upline link)",
  AGENTPOLICY3: "the footer's agent link to the affiliate programme",
  GAMELO3: "the game lobbies, whose catalogue calls any visitor may read",
  MOBILENUMPASSREG3: "mobile registration with a password",
  REGMOBVERF3: "an SMS code required on mobile registration",
  CAPTCHA3: "a captcha required on registration",
  LOGINIPVERF3: "a code required when logging in from a new address",
  WDRAWNOPASSVERIF3: "withdrawals without the payment password",
  SIGNCONDIV3: "dividend contracts: its child DIVIDEND gates their calls and is off whenever it is",
  DAILYSALCONT3: "daily-salary contracts: its child DAYSAL gates their calls and is off whenever it is",
};

type Call = CallDefinition;
const CALLS = ALL_CALLS as readonly Call[];
const callsOf = (moduleId: string) => CALLS.filter((call) => call.moduleId === moduleId);

/** Every node of a tree with the parent it hangs under. */
function nodesOf(nodes: readonly ModuleNode[], parent: ModuleNode | null = null) {
  const all: Array<{ node: ModuleNode; parent: ModuleNode | null }> = [];
  for (const node of nodes) all.push({ node, parent }, ...nodesOf(node.childrenNodes, node));
  return all;
}

describe(`module switches tell the truth on ${databaseKind}`, () => {
  const demo = demoConfig();
  const gating = [...new Set(CALLS.flatMap((call) => (call.moduleId ? [call.moduleId] : [])))];
  // A merchant with every module that gates calls switched off.
  const closed = withModules(demo, "closed", Object.fromEntries(gating.map((id) => [id, "0" as const])));
  const t = useTestApp(() => ({ merchants: [demo, closed] }));
  const { call, login } = memberCalls(t, "198.18.71");
  const demoModules = flattenModules(demo.whitelabel);
  const enabled = MODULE_IDS.filter((id) => demoModules[id] === true);
  const disabled = MODULE_IDS.filter((id) => demoModules[id] !== true);

  /** Calls `definition` as the site would (a member's token, no input) and answers status and code. */
  async function answer(
    definition: Call,
    options: { token?: string; merchant?: string; moduleHeader?: string } = {},
  ) {
    const response = await t.app.inject({
      method: definition.method,
      url: definition.path,
      headers: {
        "x-forwarded-for": "198.18.71.9",
        ...(options.token ? { authorization: options.token } : {}),
        ...(options.merchant ? { merchant: options.merchant } : {}),
        ...(options.moduleHeader ? { moduleid: options.moduleHeader } : {}),
      },
    });
    const body = response.json() as { errorCode?: string };
    return { status: response.statusCode, code: body.errorCode ?? "ok" };
  }

  it("the demo knows every module id of the contract, each once", () => {
    const ids = nodesOf(demo.whitelabel).map(({ node }) => node.modId);
    expect([...ids].sort()).toEqual([...MODULE_IDS].sort());
  });

  it("every module the demo switches on gates calls that answer, or is a switch of working behaviour", async () => {
    const login_ = await login("demoplayer", "Demo2026");
    expect(login_.statusCode).toBe(200);
    const token = (login_.json().value as { token: string }).token;
    const dead: string[] = [];
    for (const moduleId of enabled) {
      const calls = callsOf(moduleId);
      if (calls.length === 0 && !SWITCHES_WITHOUT_CALLS[moduleId]) dead.push(`${moduleId}: no call`);
      for (const definition of calls) {
        const { status, code } = await answer(definition, { token });
        if (status === 404 || code === "function.not.available" || code === "route.not.found") {
          dead.push(`${moduleId}: ${definition.method} ${definition.path} answered ${status} ${code}`);
        }
      }
    }
    expect(dead).toEqual([]);
  });

  it("a switch listed as gating no call really gates none", () => {
    const listed = Object.keys(SWITCHES_WITHOUT_CALLS);
    expect(listed.filter((id) => callsOf(id).length > 0)).toEqual([]);
  });

  it("every call of the contract is served (none answers 404)", async () => {
    const missing: string[] = [];
    for (const definition of CALLS) {
      // Without a token: the session the test above used must not end by its logout.
      const { status, code } = await answer(definition);
      if (status === 404 || code === "route.not.found")
        missing.push(`${definition.method} ${definition.path}`);
    }
    expect(missing).toEqual([]);
  });

  it("the whitelabel and status answers say 0 for every module switched off, children included", async () => {
    for (const path of [ENDPOINTS.whitelabel.path, ENDPOINTS.systemStatus.path]) {
      const response = await call("GET", path);
      expect(response.statusCode).toBe(200);
      const value = response.json().value as ModuleNode[] | { info: { whitelabel: ModuleNode[] } };
      const tree = Array.isArray(value) ? value : value.info.whitelabel;
      const said = nodesOf(tree);
      // A client reading one node must not find "1" under a parent that says "0".
      expect(said.filter(({ node, parent }) => node.enabled === "1" && parent?.enabled === "0")).toEqual([]);
      expect(
        said
          .filter(({ node }) => node.enabled === "1")
          .map(({ node }) => node.modId)
          .sort(),
      ).toEqual([...enabled].sort());
    }
  });

  it("every call of a module switched off answers function.not.available, whoever asks", async () => {
    const open: string[] = [];
    // The demo's own switched-off modules: their calls, and any call naming them in the ModuleId header.
    for (const moduleId of disabled) {
      for (const definition of callsOf(moduleId)) {
        const { code } = await answer(definition);
        if (code !== "function.not.available") open.push(`demo ${definition.path} answered ${code}`);
      }
      const { status, code } = await answer(CALLS[0] as Call, { moduleHeader: moduleId });
      if (status !== 400 || code !== "function.not.available") open.push(`demo header ${moduleId}: ${code}`);
    }
    // A merchant that switched off every module gating calls refuses all of them.
    for (const moduleId of gating) {
      for (const definition of callsOf(moduleId)) {
        const { status, code } = await answer(definition, { merchant: "closed" });
        if (status !== 400 || code !== "function.not.available") {
          open.push(`closed ${definition.method} ${definition.path} answered ${status} ${code}`);
        }
      }
    }
    expect(open).toEqual([]);
    expect(gating.length).toBeGreaterThan(10);
  });
});
