import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "./support/memory-storage.ts";

// After a login an agent with contract requests awaiting its answer gets the contract-requests
// dialog. Browser storage and `fetch` are stood in for, in memory, before the modules load.
vi.stubGlobal("window", { sessionStorage: memoryStorage(), localStorage: memoryStorage() });

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer> = {};
const requested: string[] = [];
vi.stubGlobal("fetch", async (url: string) => {
  const path = url.split("?")[0] as string;
  requested.push(path);
  const answer = answers[path] ?? { status: 404, body: { success: false, errorCode: "route.not.found" } };
  return new Response(JSON.stringify(answer.body), { status: answer.status });
});

const CONSOLIDATED = "/wps/member/info/funds/consolidated";
const member = (type: number) => ({
  id: 7,
  account: "agent01",
  nickname: "agent01",
  type,
  mobile: "",
  email: "",
  toUpline: true,
  regDate: 0,
  clubLabel: { labelName: "VIP 1", color: "#fff", color2: "#000", rankLevel: 1 },
  memberLabel: [],
});
const login = (firstTimeLogin = false) => ({
  token: "token-new",
  id: 7,
  userName: "agent01",
  firstTimeLogin,
  passwordExpired: false,
  customerType: 1,
});
const none = { pendingRequest: false, activeContract: false };
const flags = (pendingRequest: boolean) => ({
  dividend: none,
  dailySalary: { pendingRequest, activeContract: true },
  hourlySalary: none,
  realTimeSalary: none,
});

let modules: {
  completeLogin: typeof import("#app/features/session/complete-login.ts").completeLogin;
  runDueContractCheck: typeof import("#app/features/session/contract-check-when-shown.ts").runDueContractCheck;
  useSessionStore: typeof import("#app/stores/session-store.ts").useSessionStore;
  useUiStore: typeof import("#app/stores/ui-store.ts").useUiStore;
  queryClient: typeof import("#app/lib/query-client.ts").queryClient;
};

function setContractSwitches(enabled: boolean) {
  const node = (modId: string) => ({ modId, enabled: enabled ? "1" : "0", childrenNodes: [] });
  modules.queryClient.setQueryData(["system", "status", "en"], {
    info: {
      whitelabel: [
        { modId: "SIGNCONDIV3", enabled: enabled ? "1" : "0", childrenNodes: [node("DIVIDEND")] },
        { modId: "DAILYSALCONT3", enabled: enabled ? "1" : "0", childrenNodes: [node("DAYSAL")] },
        node("HOURSAL3"),
        node("RTSALARY3"),
      ],
    },
  });
}

// The router is not under test: a login that moves on goes nowhere.
vi.mock("#app/lib/router.tsx", () => ({ navigate: () => {} }));

beforeAll(async () => {
  const [loginModule, check, session, ui, client] = await Promise.all([
    import("#app/features/session/complete-login.ts"),
    import("#app/features/session/contract-check-when-shown.ts"),
    import("#app/stores/session-store.ts"),
    import("#app/stores/ui-store.ts"),
    import("#app/lib/query-client.ts"),
  ]);
  modules = {
    completeLogin: loginModule.completeLogin,
    runDueContractCheck: check.runDueContractCheck,
    useSessionStore: session.useSessionStore,
    useUiStore: ui.useUiStore,
    queryClient: client.queryClient,
  };
});

beforeEach(() => {
  answers = {
    "/wps/member/info": { status: 200, body: { success: true, value: member(1) } },
    [CONSOLIDATED]: { status: 200, body: { success: true, value: flags(true) } },
  };
  requested.length = 0;
  modules.useSessionStore.setState({ token: null, member: null, passwordChangeDue: false });
  modules.useUiStore.getState().closeModal();
  modules.queryClient.clear();
  setContractSwitches(true);
});

describe("contract requests after login", () => {
  it("open for an agent with a request awaiting its answer, once the member panel shows", async () => {
    await modules.completeLogin(login(), { method: "username", password: "S3cure!pass" });
    // Nothing is asked before the member panel shows the member (spec part 1 §6).
    expect(requested).not.toContain(CONSOLIDATED);
    expect(modules.useUiStore.getState().modal).toBeNull();
    await modules.runDueContractCheck();
    expect(requested).toContain(CONSOLIDATED);
    expect(modules.useUiStore.getState().modal).toBe("contractRequests");
    // Once per login: the panel shown again asks nothing more.
    modules.useUiStore.getState().closeModal();
    requested.length = 0;
    await modules.runDueContractCheck();
    expect(requested).not.toContain(CONSOLIDATED);
  });

  it("stay closed when nothing awaits, for a player, with the switches off, or when the flags fail", async () => {
    answers[CONSOLIDATED] = { status: 200, body: { success: true, value: flags(false) } };
    await modules.completeLogin(login(), { method: "username", password: "S3cure!pass" });
    await modules.runDueContractCheck();
    expect(modules.useUiStore.getState().modal).toBeNull();

    answers[CONSOLIDATED] = { status: 200, body: { success: true, value: flags(true) } };
    answers["/wps/member/info"] = { status: 200, body: { success: true, value: member(0) } };
    requested.length = 0;
    await modules.completeLogin(login(), { method: "username", password: "S3cure!pass" });
    await modules.runDueContractCheck();
    expect(requested).not.toContain(CONSOLIDATED);
    expect(modules.useUiStore.getState().modal).toBeNull();

    answers["/wps/member/info"] = { status: 200, body: { success: true, value: member(1) } };
    setContractSwitches(false);
    requested.length = 0;
    await modules.completeLogin(login(), { method: "username", password: "S3cure!pass" });
    await modules.runDueContractCheck();
    expect(requested).not.toContain(CONSOLIDATED);
    expect(modules.useUiStore.getState().modal).toBeNull();

    setContractSwitches(true);
    answers[CONSOLIDATED] = { status: 500, body: { success: false, errorCode: "internal", message: "down" } };
    await modules.completeLogin(login(), { method: "username", password: "S3cure!pass" });
    await modules.runDueContractCheck();
    expect(modules.useUiStore.getState().modal).toBeNull();
    expect(modules.useSessionStore.getState().member?.account).toBe("agent01");
  });

  it("wait behind the welcome of a new account", async () => {
    await modules.completeLogin(login(true), { method: "register", password: "S3cure!pass" });
    await modules.runDueContractCheck();
    expect(modules.useUiStore.getState().modal).toBe("registerSuccessModal");
    expect(requested).not.toContain(CONSOLIDATED);
  });
});
