import type { GameItem } from "@banca/contract/calls/games";
import { create } from "zustand";
import { local, STORAGE_KEYS } from "#app/lib/storage.ts";

export type ModalName =
  | "announcements"
  | "feedback"
  | "logout"
  | "trialWarning"
  | "avatar"
  // The spec's own names for the login/register popup and the welcome after a registration.
  | "loginPopupModal"
  | "registerModal"
  | "registerSuccessModal"
  | "forgotPassword"
  | "changePassword"
  | "memberCentre"
  | "agentCentre"
  | "contractRequests"
  | "gameLaunch"
  | "lotteryStart"
  | "appGuide";

/** What a modal opens with, e.g. a forced password change; kept in memory only, never stored. */
export type ModalOptions = {
  forced?: boolean;
  knownPassword?: string;
  /** loginPopupModal: an error code to show at once (a social sign-in that failed). */
  errorCode?: string;
  /** loginPopupModal: why the player is asked to log in again. */
  notice?: "passwordChanged";
  /** registerSuccessModal: the account a mobile registration or a first social sign-in created. */
  account?: string;
  accountVia?: "social";
  /** forgotPassword: the code and account of a reset link. */
  resetCode?: string;
  username?: string;
  /** memberCentre, agentCentre: the page to open on (a key of the centre's pages.ts). */
  page?: string;
  /** gameLaunch: why a launch failed, and the popular games a game under maintenance suggests. */
  launchError?: string;
  popularGames?: GameItem[];
};

type UiState = {
  sidebarCollapsed: boolean;
  /** Top and left bars hidden (routes such as /seamless start with them hidden). */
  barsHidden: boolean;
  mobileMenuOpen: boolean;
  modal: ModalName | null;
  modalOptions: ModalOptions;
  /**
   * The after-login modal (spec part 1 §4): set by a login that went all the way in, it shows the
   * pop-up notices once more, after any modal the login opened has closed.
   */
  afterLoginDue: boolean;
  setAfterLoginDue(due: boolean): void;
  toggleSidebar(): void;
  setBarsHidden(hidden: boolean): void;
  setSidebarCollapsed(collapsed: boolean): void;
  setMobileMenuOpen(open: boolean): void;
  openModal(modal: ModalName, options?: ModalOptions): void;
  closeModal(): void;
};

export const useUiStore = create<UiState>((set, get) => ({
  sidebarCollapsed: local.get(STORAGE_KEYS.sidebar) === "1",
  barsHidden: false,
  mobileMenuOpen: false,
  modal: null,
  modalOptions: {},
  afterLoginDue: false,
  setAfterLoginDue: (afterLoginDue) => set({ afterLoginDue }),
  toggleSidebar() {
    const sidebarCollapsed = !get().sidebarCollapsed;
    local.set(STORAGE_KEYS.sidebar, sidebarCollapsed ? "1" : "0");
    set({ sidebarCollapsed });
  },
  setBarsHidden: (barsHidden) => set({ barsHidden }),
  setSidebarCollapsed: (sidebarCollapsed) => set({ sidebarCollapsed }),
  setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen }),
  openModal: (modal, options = {}) => set({ modal, modalOptions: options, mobileMenuOpen: false }),
  closeModal: () => set({ modal: null, modalOptions: {} }),
}));
