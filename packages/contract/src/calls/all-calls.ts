import { agentAnnouncementDetailCall, agentAnnouncementsCall } from "./agent-announcements.ts";
import {
  agentIncomeCall,
  agentTeamBettingCall,
  agentTeamOverviewCall,
  agentTeamProfitLossCall,
  agentTeamTransactionsCall,
} from "./agent-reports.ts";
import { downlineTransfersCall, transferDownlineCall } from "./agent-transfer.ts";
import { listAnnouncementsCall } from "./announcements.ts";
import { bankCardsCall, bindBankCardCall, removeBankCardCall } from "./bank-cards.ts";
import { bettingRecordsCall, personalProfitCall } from "./betting-records.ts";
import { cancelDepositCall, createDepositCall, depositChannelsCall, depositRecordsCall } from "./deposit.ts";
import { feedbackCall } from "./feedback.ts";
import {
  addFavouriteGameCall,
  favouriteGameIdsCall,
  favouriteGamesCall,
  gameListCall,
  gameMenusCall,
  hotGamesCall,
  newGameVendorCall,
  pvpRoomsCall,
  recentGamesCall,
  removeFavouriteGameCall,
  vendorGameTypesCall,
} from "./games.ts";
import { deleteMessagesCall, messageListCall, readMessagesCall, unreadCountCall } from "./inbox.ts";
import { launchGameCall } from "./launch.ts";
import {
  affiliateCheckCall,
  checkUsernameCall,
  memberIconCall,
  memberInfoCall,
  memberProfileCall,
  playerAvatarCall,
  registerCall,
  registerMobileCall,
  updateLanguageCall,
  updateMemberProfileCall,
  updatePlayerAvatarCall,
} from "./member.ts";
import {
  changePasswordCall,
  forgotPasswordEmailCall,
  resetPasswordEmailCall,
  resetPasswordPhoneCall,
} from "./password.ts";
import {
  changePaymentPasswordCall,
  paymentPasswordStatusCall,
  setPaymentPasswordCall,
} from "./payment-password.ts";
import {
  claimPromotionCall,
  joinPromotionCall,
  myPromotionsCall,
  promotionDetailCall,
  promotionListCall,
} from "./promotions.ts";
import { bonusDetailsCall, memberTransactionsCall } from "./records.ts";
import {
  bindEmailCall,
  bindEmailCodeCall,
  bindMobileCall,
  bindMobileCodeCall,
  ownerCodeCall,
  securityOverviewCall,
} from "./security.ts";
import {
  freeplayLoginCall,
  loginCall,
  loginVerificationCall,
  logoutCall,
  socialExchangeCall,
} from "./session.ts";
import { sessionKeyCall } from "./session-key.ts";
import {
  domainRouteCall,
  helpCenterCall,
  registerSettingsCall,
  systemStatusCall,
  whitelabelCall,
} from "./system.ts";
import { transferUplineCall, uplineTransfersCall } from "./transfer-upline.ts";
import {
  captchaCall,
  loginVerificationCodeCall,
  passwordSmsCodeCall,
  smsNoLoginCodeCall,
  smsRegisterCodeCall,
} from "./verification.ts";
import {
  consolidatedFundsCall,
  merchantWalletCall,
  walletBalanceCall,
  walletTransferCall,
} from "./wallet.ts";
import { winnerBoardCall } from "./winner-board.ts";
import {
  confirmWithdrawalCall,
  removeWithdrawProofCall,
  withdrawalsCall,
  withdrawCall,
  withdrawCodeCall,
  withdrawProofCall,
  withdrawSettingsCall,
} from "./withdrawals.ts";

/** Every call the server answers, in the order the OpenAPI document lists them. */
export const ALL_CALLS = [
  systemStatusCall,
  whitelabelCall,
  registerSettingsCall,
  domainRouteCall,
  helpCenterCall,
  listAnnouncementsCall,
  unreadCountCall,
  messageListCall,
  readMessagesCall,
  deleteMessagesCall,
  feedbackCall,
  gameMenusCall,
  newGameVendorCall,
  launchGameCall,
  gameListCall,
  hotGamesCall,
  vendorGameTypesCall,
  favouriteGameIdsCall,
  favouriteGamesCall,
  addFavouriteGameCall,
  removeFavouriteGameCall,
  recentGamesCall,
  pvpRoomsCall,
  winnerBoardCall,
  registerCall,
  checkUsernameCall,
  affiliateCheckCall,
  loginCall,
  logoutCall,
  sessionKeyCall,
  memberInfoCall,
  registerMobileCall,
  loginVerificationCall,
  freeplayLoginCall,
  socialExchangeCall,
  captchaCall,
  smsRegisterCodeCall,
  smsNoLoginCodeCall,
  passwordSmsCodeCall,
  loginVerificationCodeCall,
  changePasswordCall,
  forgotPasswordEmailCall,
  resetPasswordEmailCall,
  resetPasswordPhoneCall,
  memberIconCall,
  playerAvatarCall,
  updatePlayerAvatarCall,
  updateLanguageCall,
  walletBalanceCall,
  merchantWalletCall,
  walletTransferCall,
  consolidatedFundsCall,
  memberTransactionsCall,
  bonusDetailsCall,
  bettingRecordsCall,
  personalProfitCall,
  securityOverviewCall,
  bindMobileCodeCall,
  bindMobileCall,
  ownerCodeCall,
  bindEmailCodeCall,
  bindEmailCall,
  memberProfileCall,
  updateMemberProfileCall,
  transferUplineCall,
  uplineTransfersCall,
  depositChannelsCall,
  createDepositCall,
  depositRecordsCall,
  cancelDepositCall,
  paymentPasswordStatusCall,
  setPaymentPasswordCall,
  changePaymentPasswordCall,
  bankCardsCall,
  bindBankCardCall,
  removeBankCardCall,
  withdrawSettingsCall,
  withdrawCodeCall,
  withdrawCall,
  withdrawalsCall,
  withdrawProofCall,
  removeWithdrawProofCall,
  confirmWithdrawalCall,
  promotionListCall,
  promotionDetailCall,
  joinPromotionCall,
  claimPromotionCall,
  myPromotionsCall,
  transferDownlineCall,
  downlineTransfersCall,
  agentAnnouncementsCall,
  agentAnnouncementDetailCall,
  agentTeamOverviewCall,
  agentTeamBettingCall,
  agentTeamProfitLossCall,
  agentIncomeCall,
  agentTeamTransactionsCall,
] as const;
