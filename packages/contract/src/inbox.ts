// The inbox's system messages. Free of zod: the site renders these from its catalogue, so one stored
// message reads right in every language.

/**
 * Templates of system messages and the params each one carries. Amounts are minor units as a
 * decimal string with their currency code; `reference` is the order number the member knows;
 * `reason` is an operator's note, shown as written; `promotion` a promotion's title in the
 * merchant's default language, as bonuses name it.
 */
export const MESSAGE_TEMPLATES = {
  welcome: ["brand"],
  depositCredited: ["reference", "amount", "currency"],
  depositRejected: ["reference", "amount", "currency", "reason"],
  withdrawalRejected: ["reference", "amount", "currency", "reason"],
  withdrawalPaid: ["reference", "amount", "currency"],
  bonusGranted: ["amount", "currency", "reason"],
  promotionRejected: ["promotion", "reason"],
  // A lucky draw's place: `place` 1, 2, 3 ...; the prize is claimed on the promotion's page.
  raffleWon: ["promotion", "place", "amount", "currency"],
  // `level`: the club level's name in the member's language when it happened.
  rankPromoted: ["level"],
  rankRelegated: ["level"],
} as const satisfies Record<string, readonly string[]>;

export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;
export type MessageParams<T extends MessageTemplate = MessageTemplate> = Record<
  (typeof MESSAGE_TEMPLATES)[T][number],
  string
>;

export const MESSAGE_TEMPLATE_NAMES = Object.keys(MESSAGE_TEMPLATES) as MessageTemplate[];

export const isMessageTemplate = (name: string): name is MessageTemplate =>
  Object.hasOwn(MESSAGE_TEMPLATES, name);

/** Page size of the inbox list on the site; the call accepts up to INBOX_MAX_PAGE_SIZE. */
export const INBOX_PAGE_SIZE = 10;
export const INBOX_MAX_PAGE_SIZE = 50;
/** Ids one read or delete call may name. */
export const INBOX_MAX_IDS = 100;
/** Limits of an operator's message, per language. */
export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_CONTENT_MAX = 4000;
