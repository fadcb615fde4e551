import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "./support/memory-storage.ts";

// The stores read browser storage as they load: the in-memory stand-in comes first.
vi.stubGlobal("window", { sessionStorage: memoryStorage(), localStorage: memoryStorage() });

type Modules = {
  guards: typeof import("#app/features/session/guards.ts");
  useSessionStore: typeof import("#app/stores/session-store.ts").useSessionStore;
  useUiStore: typeof import("#app/stores/ui-store.ts").useUiStore;
};
let modules: Modules;
const member = { id: 7, account: "player01" } as unknown as NonNullable<
  ReturnType<Modules["useSessionStore"]["getState"]>["member"]
>;

beforeAll(async () => {
  const [guards, session, ui] = await Promise.all([
    import("#app/features/session/guards.ts"),
    import("#app/stores/session-store.ts"),
    import("#app/stores/ui-store.ts"),
  ]);
  modules = { guards, useSessionStore: session.useSessionStore, useUiStore: ui.useUiStore };
});

beforeEach(() => {
  modules.useSessionStore.setState({ token: null, member: null, passwordChangeDue: false });
  modules.useUiStore.getState().closeModal();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("actions that need a login", () => {
  it("run at once for a member", async () => {
    modules.useSessionStore.setState({ token: "t", member });
    const action = vi.fn();
    modules.guards.whenLoggedIn(action);
    await settle();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("open the login popup for a visitor and do nothing else", async () => {
    const action = vi.fn();
    modules.guards.whenLoggedIn(action);
    await settle();
    expect(action).not.toHaveBeenCalled();
    expect(modules.useUiStore.getState().modal).toBe("loginPopupModal");
  });

  it("wait while a kept token is checked, then run once the member is known", async () => {
    modules.useSessionStore.setState({ token: "t", member: null });
    const action = vi.fn();
    modules.guards.whenLoggedIn(action);
    await settle();
    expect(action).not.toHaveBeenCalled();
    expect(modules.useUiStore.getState().modal).toBeNull();
    modules.useSessionStore.setState({ member });
    await settle();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("give the login popup when the kept token turns out to have ended", async () => {
    modules.useSessionStore.setState({ token: "t", member: null });
    const allowed = modules.guards.requireLoginOnceChecked();
    modules.useSessionStore.setState({ token: null });
    expect(await allowed).toBe(false);
    expect(modules.useUiStore.getState().modal).toBe("loginPopupModal");
  });

  it("give up after the check's deadline without acting or prompting", async () => {
    vi.useFakeTimers();
    try {
      modules.useSessionStore.setState({ token: "t", member: null });
      const allowed = modules.guards.requireLoginOnceChecked();
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await allowed).toBe(false);
      expect(modules.useUiStore.getState().modal).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
