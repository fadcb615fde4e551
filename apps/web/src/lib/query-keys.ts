/** Query keys in one place; localized answers carry the language so a switch refetches them. */
export const queryKeys = {
  status: (language: string) => ["system", "status", language] as const,
  announcements: (language: string) => ["announcements", language] as const,
  helpTopics: (language: string) => ["help", language] as const,
  gameMenus: () => ["games", "menus"] as const,
  vendorLanes: () => ["games", "vendorLanes"] as const,
};
