/**
 * Stable error codes. Clients branch on `errorCode`, never on `message`; the HTTP status of each
 * code is decided here once, for the server and for any client that wants it.
 */
export const ERROR_STATUS = {
  request_param_err: 400,
  "encryption.invalid": 400,
  "encryption.key.expired": 400,
  "encryption.replayed": 400,
  "function.not.available": 400,
  "merchant.not.found": 400,
  "login.not.session": 401,
  "user.or.token.invalid": 401,
  // Region restriction (system status 2) and a host the merchant does not own (spec part 2 §8).
  "region.restricted": 403,
  "domain.check.failed": 403,
  "username.taken": 400,
  invitation_code_error: 400,
  "referral.code.invalid": 400,
  "login.failed": 400,
  "registration.unavailable": 400,
  "login.verification.required": 403,
  // A new-address log-in confirmed by a name that is not the holder's of a bound bank account.
  "bank.account.name.mismatch": 400,
  "mobile.taken": 400,
  // The security centre and the profile: an e-mail bound to another account, a field set once.
  "email.taken": 400,
  "profile.field.locked": 400,
  "profile.underage": 400,
  // A transfer to the upline by a member without one.
  "upline.not.found": 400,
  "member.not.found": 400,
  // An operator's password reset for a member without a confirmed e-mail to send it to.
  "member.reset.unreachable": 409,
  "password.incorrect": 400,
  "password.unchanged": 400,
  // The account must change its password first (an account its agent opened, the default password):
  // every member call but the change, the member info and logging out (decision 010).
  "password.change.required": 403,
  // A change that hands the account to whoever holds the session (a recovery channel, a payment
  // password, a withdrawal destination), asked by an account without a login password whose sign-in
  // is not recent: sign in again first.
  "reauthentication.required": 403,
  "trial.account": 403,
  // An operator blocked the account: no log-in until the block is lifted.
  "account.blocked": 403,
  "social.login.failed": 400,
  // Phone-verification codes of spec part 2 §8; the site translates each one.
  "invalid-phone-number": 400,
  "missing-phone-number": 400,
  "too-many-requests": 429,
  "invalid-verification-code": 400,
  "missing-verification-code": 400,
  "captcha-check-failed": 400,
  "quota-exceeded": 429,
  "operation-not-allowed": 400,
  "code-expired": 400,
  // Past the daily cap of wrong codes for one phone number or e-mail address (decision 028).
  "verification.daily.limit": 429,
  "popup-closed-by-user": 400,
  // The phone-authentication provider could not be asked (its token keys out of reach).
  unknown: 502,
  "insufficient.balance": 400,
  // Money asked to leave the member's reach (withdrawal, transfer to the upline) beyond the part of
  // the balance no unfinished bonus wagering holds; the value says what can go and what is left to bet.
  "bonus.wagering.unmet": 400,
  // A bonus forfeit (decision 079) with no active bonus to give back, or while a game round, a lottery
  // bet or a game wallet still holds money whose outcome belongs to the bonus.
  "bonus.not.active": 409,
  "bonus.forfeit.open.play": 409,
  "idempotency.conflict": 409,
  // A wallet transfer to or from a vendor that has no transfer wallet for this member.
  "wallet.unavailable": 400,
  // The back office: a missing or unknown operator key, or a merchant the operator may not see.
  "operator.unauthorized": 401,
  "operator.forbidden": 403,
  // Operator keys of a merchant, managed from the back office.
  "operator.name.taken": 409,
  "operator.not.found": 404,
  // Module switches: an id the merchant's tree lacks; a module with no working feature behind it.
  "module.unknown": 400,
  "module.not.built": 409,
  // Back-office staff (decision 081): a wrong username, password or code; too many of them; no live
  // session; a role without the call's permission; a merchant outside the member's scope; a staff
  // cookie without the X-Banca-Staff header (a cross-site request); a used or stale enrolment link.
  "staff.login.failed": 401,
  "staff.login.locked": 429,
  "staff.session.expired": 401,
  "staff.forbidden": 403,
  "staff.merchant.forbidden": 403,
  "staff.header.required": 403,
  "staff.enrolment.invalid": 400,
  "staff.username.taken": 409,
  "staff.not.found": 404,
  // The chat desk's socket opened from a page of another origin (decision 088).
  "staff.origin.refused": 403,
  // Four-eyes approvals: none such, already decided, or the requester deciding its own request.
  "approval.not.found": 404,
  "approval.decided": 409,
  "approval.same.person": 403,
  // Payment password, bank cards and withdrawals (the first two codes are the original platform's).
  "not.exists.payment.password": 400,
  "invalid.payment.pw": 400,
  "payment.password.locked": 429,
  "payment.password.exists": 400,
  "bank.card.invalid": 400,
  "bank.card.limit": 400,
  "bank.card.duplicate": 400,
  "bank.card.not.found": 400,
  // A card with a withdrawal still on its way to it cannot be unbound.
  "bank.card.in.use": 409,
  // A withdrawal that needs an SMS code, asked by a member with no confirmed mobile number.
  "mobile.not.bound": 400,
  "withdrawal.amount.min": 400,
  "withdrawal.amount.max": 400,
  "withdrawal.daily.limit": 400,
  "withdrawal.closed.hours": 400,
  "withdrawal.not.found": 404,
  "withdrawal.state": 409,
  "withdrawal.confirmation.closed": 409,
  "withdrawal.proof.required": 400,
  // The merchant asks for a verified identity (KYC) before this withdrawal.
  "withdrawal.identity.required": 403,
  "identity.document.not.found": 404,
  // An approved document is final; a reviewed one cannot be reviewed again.
  "identity.document.state": 409,
  // Game recall: a round replayed from its seeds (decision 086).
  "bgs.round.not.found": 404,
  "bgs.round.in.play": 409,
  "upload.type": 400,
  "upload.too.large": 413,
  "upload.count": 400,
  // Deposits, and the notifications payment gateways send about them.
  "deposit.channel.unavailable": 400,
  "deposit.amount.min": 400,
  "deposit.amount.max": 400,
  "deposit.bank.invalid": 400,
  "deposit.depositor.required": 400,
  "deposit.pending.limit": 400,
  "deposit.not.found": 404,
  "deposit.state": 409,
  "payment.signature.invalid": 401,
  "payment.notification.stale": 401,
  "payment.amount.mismatch": 400,
  // Game launch: an unknown or switched-off game, one under maintenance (its value suggests popular
  // games), and a game that does not launch here (lottery types, a vendor's game list).
  "game.not.found": 404,
  "game.maintenance": 400,
  "game.not.launchable": 400,
  // A game of a vendor this installation has no adapter for (outside the demo start).
  "game.vendor.unavailable": 400,
  // The inbox: an id that is not a message of the caller's inbox.
  "message.not.found": 404,
  "feedback.content.required": 400,
  "feedback.content.length": 400,
  // Promotions: one that does not exist (or is switched off), one not running now, an action its
  // mode does not offer, a rule the member does not meet, an application already made; the back
  // office's applications.
  "promotion.not.found": 404,
  "promotion.not.running": 409,
  "promotion.action.invalid": 400,
  "promotion.not.eligible": 400,
  "promotion.already.joined": 409,
  "promotion.application.not.found": 404,
  "promotion.application.state": 409,
  // Raffle promotions (decision 066): a claim before the draw, by a member who won nothing, after
  // the claim window; an operator's change to what a draw already used.
  "promotion.raffle.not.drawn": 409,
  "promotion.raffle.not.winner": 400,
  "promotion.raffle.claim.expired": 409,
  "promotion.raffle.drawn": 409,
  // The agent centre (decision 034): a player or trial account asking an agent call; a member outside
  // the caller's team, answered exactly like one that does not exist; the agent entry refusing a
  // non-agent; rebate rates above the upline's or below a downline's; an action only for direct
  // downlines or players; an operator's move that would make a cycle or cross merchants.
  "agent.only": 403,
  "login.agent.only": 403,
  "team.member.not.found": 404,
  "team.not.direct": 400,
  "rebate.rate.above.upline": 400,
  "rebate.rate.below.downline": 400,
  // A lottery prize group above the upline's bound or below one of the member's team (decision 068).
  "prizeGroup.above.upline": 400,
  "prizeGroup.below.downline": 400,
  "member.already.agent": 409,
  "affiliate.link.not.found": 404,
  "affiliate.link.limit": 400,
  "tree.move.invalid": 400,
  // Agent contracts (decision 042): a contract the caller may not see, answered like a missing one;
  // an action the contract's state or the caller's side does not allow; an offerer without terms of
  // its own; tiers out of order; terms above the upline's or not matching them; the spec's warning
  // for terms lower than the contract in force; a second pending offer or termination request.
  "contract.not.found": 404,
  "contract.state": 409,
  "contract.offerer.no.contract": 400,
  "contract.tiers.invalid": 400,
  "contract.rate.above.upline": 400,
  "contract.terms.mismatch": 400,
  "contract.lower.rate": 409,
  "contract.pending.exists": 409,
  "contract.termination.pending": 409,
  // Contract bills (decision 045): an upline that owes its downlines unpaid salary or dividend bills
  // cannot bet, withdraw or transfer until they are paid; a bill outside the caller's reach; a review
  // of a bill not waiting for one, or of a bill whose upline's bill is not approved yet (top-down).
  "agent.bills.unpaid": 409,
  "contract.bill.not.found": 404,
  "contract.bill.state": 409,
  "contract.bill.upline.pending": 409,
  // Closing a contract period early (decision 062): nothing in force or nothing since the last cut;
  // bets before the cut not yet counted by the report fold (try again in seconds).
  "contract.payout.nothing.to.close": 409,
  "contract.payout.reports.behind": 409,
  // The lottery (decision 053): an unknown or switched-off game, a play or selection it does not
  // take, an issue not on sale, a stake, series or price outside the merchant's bounds, an order
  // that is not the member's or can no longer be cancelled.
  "lottery.game.not.found": 404,
  "lottery.play.invalid": 400,
  "lottery.selection.invalid": 400,
  "lottery.numero.closed": 400,
  "lottery.stake.out.of.bounds": 400,
  "lottery.series.not.allowed": 400,
  "lottery.price.invalid": 400,
  "lottery.order.not.found": 404,
  "lottery.order.not.cancellable": 409,
  "lottery.issue.state": 409,
  // Official results of the real draws (decision 067): a table of the wrong shape or an unreadable
  // import file; an issue whose draw time has not come, or already has an entry waiting or confirmed;
  // no entry waiting to confirm or reject; the operator who entered a table confirming it.
  "lottery.result.invalid": 400,
  "lottery.result.not.due": 409,
  "lottery.result.exists": 409,
  "lottery.result.not.pending": 409,
  "lottery.result.same.operator": 403,
  // A real draw's issue voided after its draw time (decision 080): a void already waiting, none
  // waiting to confirm, the operator who asked for it confirming it.
  "lottery.void.exists": 409,
  "lottery.void.not.pending": 409,
  "lottery.void.same.operator": 403,
  // An announcement addressed to agents that does not exist, is switched off or not yet published.
  "announcement.not.found": 404,
  // The back office's content (decision 089): a banner or help topic that is not the merchant's, a
  // reorder that does not list the group's banners exactly, a help topic tag the merchant already has.
  "banner.not.found": 404,
  "banner.order.mismatch": 409,
  "help.topic.not.found": 404,
  "help.topic.tag.taken": 409,
  // The points mall (decision 056): too few points; a reward switched off, gone or out of stock;
  // deposits below a reward's amount requirement; a physical reward without a receiving address or a
  // bonus reward without its Zalo/Whatsapp number; a redeem already decided the other way.
  "points.insufficient": 400,
  "reward.unavailable": 409,
  "reward.requirement.unmet": 400,
  "reward.address.required": 400,
  "reward.zalo.required": 400,
  "reward.whatsapp.required": 400,
  "redeem.not.found": 404,
  "redeem.decided": 409,
  "points.conversion.unavailable": 400,
  // Rewards below the edge (decision 077): a points ratio, rebate rate, mission, club-level or
  // referral reward or top-level contract that would pay back more than half a product type's house
  // edge per unit of valid bet; the value names the product type, the part and the most allowed.
  "reward.above_edge": 400,
  // Missions (decision 057): no such mission of the merchant, or one not yet reached this period.
  "mission.not.found": 404,
  "mission.incomplete": 409,
  // A completed mission whose reward waits for more valid bets in its period (decision 077).
  "mission.needs.valid.bets": 409,
  // Live chat (decision 060): agents use the information channel instead; a conversation or image
  // outside the caller's reach; an action the conversation's state does not allow.
  "chat.agent.refused": 403,
  "chat.conversation.not.found": 404,
  "chat.conversation.state": 409,
  "chat.attachment.not.found": 404,
  // A message longer than the chat takes; more messages in a minute than the merchant allows.
  "chat.message.too.long": 400,
  "chat.too.many.messages": 429,
  // Player protection (decision 084): a bet or deposit past a limit the player set; a call an excluded
  // player's restricted log-in does not reach (only withdrawals, records and the protection page do);
  // an exclusion shorter than one in force; an agent moving money to an excluded member.
  "protection.limit.reached": 403,
  "protection.excluded": 403,
  "protection.exclusion.active": 409,
  "protection.member.excluded": 409,
  // An agent opening an account for a person (mobile, e-mail, ID number, or real name and birthday)
  // who is in a time-out or self-exclusion on the merchant.
  "agent.register.excluded": 403,
  "route.not.found": 404,
  "method.not.allowed": 405,
  "payload.too.large": 413,
  "too.many.requests": 429,
  // The merchant is under maintenance (system status 1): only status and content calls answer.
  "system.maintenance": 503,
  // A start without an SMS (or e-mail) provider cannot deliver codes: it refuses and stores none.
  "verification.sms.unavailable": 503,
  "verification.email.unavailable": 503,
  "system.error": 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, value);
}
