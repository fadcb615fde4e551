import { create } from "zustand";
import { local, STORAGE_KEYS } from "#app/lib/storage.ts";

export type ModalName = "announcements" | "feedback";

type UiState = {
  sidebarCollapsed: boolean;
  /** Top and left bars hidden (routes such as /seamless start with them hidden). */
  barsHidden: boolean;
  mobileMenuOpen: boolean;
  modal: ModalName | null;
  toggleSidebar(): void;
  setBarsHidden(hidden: boolean): void;
  setSidebarCollapsed(collapsed: boolean): void;
  setMobileMenuOpen(open: boolean): void;
  openModal(modal: ModalName): void;
  closeModal(): void;
};

export const useUiStore = create<UiState>((set, get) => ({
  sidebarCollapsed: local.get(STORAGE_KEYS.sidebar) === "1",
  barsHidden: false,
  mobileMenuOpen: false,
  modal: null,
  toggleSidebar() {
    const sidebarCollapsed = !get().sidebarCollapsed;
    local.set(STORAGE_KEYS.sidebar, sidebarCollapsed ? "1" : "0");
    set({ sidebarCollapsed });
  },
  setBarsHidden: (barsHidden) => set({ barsHidden }),
  setSidebarCollapsed: (sidebarCollapsed) => set({ sidebarCollapsed }),
  setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen }),
  openModal: (modal) => set({ modal, mobileMenuOpen: false }),
  closeModal: () => set({ modal: null }),
}));
