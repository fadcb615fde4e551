/** Browser storage that never throws (private mode, full quota, disabled cookies). */
function safe(storage: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string) {
      try {
        storage().setItem(key, value);
      } catch {
        // Nothing to do: the value simply does not persist.
      }
    },
    remove(key: string) {
      try {
        storage().removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

export const local = safe(() => window.localStorage);
export const session = safe(() => window.sessionStorage);

export const STORAGE_KEYS = {
  language: "hisLang",
  theme: "theme",
  token: "token",
  /** Set while a forced password change is pending for the session's token. */
  forcedPasswordChange: "cpw",
  sidebar: "sidebarCollapsed",
  /** The member chose to show their balance as ***. */
  balanceHidden: "balanceHidden",
  /** The visitor's answer about the analytics tag: "granted" or "denied"; absent until asked. */
  analyticsConsent: "analyticsConsent",
} as const;
