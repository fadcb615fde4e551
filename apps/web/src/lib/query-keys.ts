/** Query keys in one place; localized answers carry the language so a switch refetches them. */
export const queryKeys = {
  status: (language: string) => ["system", "status", language] as const,
  announcements: (language: string) => ["announcements", language] as const,
  helpTopics: (language: string) => ["help", language] as const,
  gameMenus: () => ["games", "menus"] as const,
  vendorLanes: () => ["games", "vendorLanes"] as const,
  gameList: (filter: object, language: string) => ["games", "list", filter, language] as const,
  hotGames: (gameType: string, language: string) => ["games", "hot", gameType, language] as const,
  winnerBoard: (gameType: string, language: string) => ["games", "winners", gameType, language] as const,
  pvpRooms: (nodeId: number, language: string) => ["games", "pvpRooms", nodeId, language] as const,
  /** Everything about the logged-in member starts with this, so a logout clears it in one go. */
  member: () => ["member"] as const,
  memberInfo: () => ["member", "info"] as const,
  memberIcon: () => ["member", "icon"] as const,
  playerAvatar: () => ["member", "avatar"] as const,
  walletBalance: () => ["member", "wallet", "balance"] as const,
  merchantWallet: () => ["member", "wallet", "merchant"] as const,
  autoTransfer: () => ["member", "wallet", "autoTransfer"] as const,
  /** Every account-record and bonus query; a money movement invalidates them all. */
  records: () => ["member", "records"] as const,
  transactions: (filter: object) => ["member", "records", "transactions", filter] as const,
  bonusDetails: (filter: object) => ["member", "records", "bonuses", filter] as const,
  bettingRecords: (filter: object, language: string) =>
    ["member", "records", "bets", filter, language] as const,
  personalProfit: (filter: object) => ["member", "records", "profit", filter] as const,
  bgsReplay: (betId: number) => ["member", "records", "replay", betId] as const,
  securityOverview: () => ["member", "security"] as const,
  authenticatorSetup: () => ["member", "authenticator-setup"] as const,
  memberProfile: () => ["member", "profile"] as const,
  identity: () => ["member", "identity"] as const,
  /** The member's favourite and recent games: the favourites' ids, and the lists page by page. */
  favouriteGameIds: () => ["member", "games", "favouriteIds"] as const,
  favouriteGameLists: () => ["member", "games", "favourites"] as const,
  favouriteGames: (filter: object, language: string) =>
    ["member", "games", "favourites", filter, language] as const,
  recentGames: (filter: object, language: string) => ["member", "games", "recent", filter, language] as const,
  uplineTransfers: (pageNo: number) => ["member", "uplineTransfers", pageNo] as const,
};
