import type { ProductType } from "@banca/contract/agent-products";

/**
 * The demo start's agent team under the merchant's demonstration agent (demoagent): two sub-agents,
 * one of them with a sub-agent of its own, and players at every level; 17 accounts with the one
 * that was there (luckyrio). Rebate rates decrease down the chain; players keep none of their own,
 * so the chain above each bet shares the top agent's rate.
 */
export type DemoTeamMember = {
  username: string;
  /** The account above it; the top is the merchant's demonstration agent. */
  upline: string;
  kind: "agent" | "player";
  /** Days before the seed the account was opened. */
  joinedDaysAgo: number;
  /** Typical stake in whole currency units, and the product types it plays most, most first. */
  stake: number;
  plays: ProductType[];
  /** Chance of a playing session on a given day. */
  activity: number;
};

/** Team accounts log in with this password (the demo start's published accounts, decision 026). */
export const DEMO_TEAM_PASSWORD = "Team2026";

/**
 * Basis points per product type of the top agent; sub-agents get 75 %, their sub-agents 50 %. The
 * top of the chain counts in the reward budget (decision 077): with the demo's points, missions,
 * club levels, referral and the top agent's contracts, each product type keeps about a sixth of its
 * limit (half its house edge) free, and the seed refuses a team over it.
 */
export const TOP_RATES: Record<ProductType, number> = {
  lottery: 35,
  live: 6,
  slots: 6,
  sports: 50,
  pvp: 40,
  fish: 50,
};
export const RATE_SHARE_BY_DEPTH = [1, 0.75, 0.5] as const;

export const DEMO_TEAM: readonly DemoTeamMember[] = [
  {
    username: "riomarcos",
    upline: "",
    kind: "agent",
    joinedDaysAgo: 62,
    stake: 10,
    plays: ["live", "sports"],
    activity: 0.2,
  },
  {
    username: "lunaferraz",
    upline: "",
    kind: "agent",
    joinedDaysAgo: 48,
    stake: 8,
    plays: ["slots"],
    activity: 0.2,
  },
  {
    username: "pedrocosta9",
    upline: "",
    kind: "player",
    joinedDaysAgo: 40,
    stake: 5,
    plays: ["slots", "fish"],
    activity: 0.6,
  },
  {
    username: "camilarj",
    upline: "",
    kind: "player",
    joinedDaysAgo: 9,
    stake: 3,
    plays: ["slots", "live"],
    activity: 0.7,
  },
  {
    username: "biacosta21",
    upline: "riomarcos",
    kind: "agent",
    joinedDaysAgo: 35,
    stake: 6,
    plays: ["sports"],
    activity: 0.3,
  },
  {
    username: "tiagosouza",
    upline: "riomarcos",
    kind: "player",
    joinedDaysAgo: 33,
    stake: 20,
    plays: ["live", "slots"],
    activity: 0.65,
  },
  {
    username: "julianam7",
    upline: "riomarcos",
    kind: "player",
    joinedDaysAgo: 27,
    stake: 4,
    plays: ["slots", "pvp"],
    activity: 0.55,
  },
  {
    username: "rafagomes",
    upline: "riomarcos",
    kind: "player",
    joinedDaysAgo: 21,
    stake: 12,
    plays: ["sports", "live"],
    activity: 0.5,
  },
  {
    username: "leticia88",
    upline: "riomarcos",
    kind: "player",
    joinedDaysAgo: 6,
    stake: 2,
    plays: ["slots", "fish"],
    activity: 0.8,
  },
  {
    username: "gabiribeiro",
    upline: "biacosta21",
    kind: "player",
    joinedDaysAgo: 24,
    stake: 5,
    plays: ["fish", "slots"],
    activity: 0.6,
  },
  {
    username: "diegolopes",
    upline: "biacosta21",
    kind: "player",
    joinedDaysAgo: 18,
    stake: 15,
    plays: ["sports", "live"],
    activity: 0.45,
  },
  {
    username: "nanda2024",
    upline: "biacosta21",
    kind: "player",
    joinedDaysAgo: 4,
    stake: 2,
    plays: ["pvp", "slots"],
    activity: 0.75,
  },
  {
    username: "viniciusrj",
    upline: "lunaferraz",
    kind: "player",
    joinedDaysAgo: 30,
    stake: 8,
    plays: ["slots", "live"],
    activity: 0.6,
  },
  {
    username: "carolmelo",
    upline: "lunaferraz",
    kind: "player",
    joinedDaysAgo: 26,
    stake: 3,
    plays: ["slots"],
    activity: 0.7,
  },
  {
    username: "felipe777",
    upline: "lunaferraz",
    kind: "player",
    joinedDaysAgo: 15,
    stake: 25,
    plays: ["live", "sports"],
    activity: 0.4,
  },
  {
    username: "isabelalima",
    upline: "lunaferraz",
    kind: "player",
    joinedDaysAgo: 11,
    stake: 4,
    plays: ["fish", "pvp"],
    activity: 0.6,
  },
];

/** Transfers to downline in the history: sender ("" = the top agent), recipient, amount, turnover multiple. */
export const DEMO_TRANSFERS: readonly {
  daysAgo: number;
  from: string;
  to: string;
  amount: number;
  turnover: number;
}[] = [
  { daysAgo: 12, from: "", to: "riomarcos", amount: 300, turnover: 0 },
  { daysAgo: 7, from: "", to: "lunaferraz", amount: 200, turnover: 0 },
  { daysAgo: 4, from: "riomarcos", to: "tiagosouza", amount: 50, turnover: 2 },
  { daysAgo: 2, from: "", to: "camilarj", amount: 40, turnover: 1 },
];

/** Days of history before today, and the product types' vendor game types in the catalogue. */
export const HISTORY_DAYS = 14;
export const GAME_TYPES_OF: Record<ProductType, string[]> = {
  slots: ["RNG", "INHOUSE"],
  live: ["LIVE"],
  sports: ["SPORTS", "ESPORTS"],
  fish: ["FISH"],
  pvp: ["PVP"],
  lottery: ["LOTT", "ELOTT"],
};
/** What a settled round pays back, as multiples of the stake with their weights (about 90 % back). */
export const PAYOUTS: readonly [multiple: number, weight: number][] = [
  [0, 50],
  [0.5, 10],
  [1, 12],
  [1.5, 8],
  [2, 12],
  [3, 4],
  [5, 3],
  [10, 1],
];

/** Two announcements the operator addressed to agents, seeded with the team (sanitized on write). */
export const DEMO_AGENT_ANNOUNCEMENTS: readonly {
  daysAgo: number;
  title: Record<string, string>;
  content: Record<string, string>;
}[] = [
  {
    daysAgo: 10,
    title: {
      en: "Rebates are now paid on every settled bet",
      pt: "Rebates agora são pagos a cada aposta liquidada",
      cn: "返水现已按每笔结算投注发放",
      id: "Rebate kini dibayar untuk setiap taruhan yang diselesaikan",
      th: "ค่าคอมมิชชันคืนจ่ายทุกเดิมพันที่ชำระแล้ว",
      vi: "Hoàn trả nay được chi cho mỗi cược đã kết toán",
    },
    content: {
      en: "<p>Your rebate on your team's play is credited to your main wallet within seconds of each settled bet, for every product type.</p><p>Check <b>My Income</b> for the details, and set your downlines' rates in <b>Team Management</b>: a downline's rate never goes above yours.</p>",
      pt: "<p>Seu rebate sobre o jogo da sua equipe é creditado na carteira principal segundos após cada aposta liquidada, em todos os tipos de produto.</p><p>Veja os detalhes em <b>Minha renda</b> e defina as taxas dos seus subordinados em <b>Gestão da equipe</b>: a taxa de um subordinado nunca passa da sua.</p>",
      cn: "<p>团队投注的返水会在每笔投注结算后数秒内存入您的主钱包，适用于所有产品类型。</p><p>详情请查看<b>我的收入</b>，并在<b>团队管理</b>中设置下级返水：下级返水不得高于您的返水。</p>",
      id: "<p>Rebate dari permainan tim Anda masuk ke dompet utama beberapa detik setelah setiap taruhan diselesaikan, untuk semua jenis produk.</p><p>Lihat rinciannya di <b>Pendapatan saya</b>, dan atur tarif downline di <b>Manajemen tim</b>: tarif downline tidak pernah melebihi tarif Anda.</p>",
      th: "<p>ค่าคอมมิชชันคืนจากการเล่นของทีมจะเข้ากระเป๋าหลักภายในไม่กี่วินาทีหลังแต่ละเดิมพันชำระ ทุกประเภทผลิตภัณฑ์</p><p>ดูรายละเอียดที่ <b>รายได้ของฉัน</b> และตั้งอัตราของดาวน์ไลน์ที่ <b>จัดการทีม</b> อัตราของดาวน์ไลน์ไม่เกินอัตราของคุณ</p>",
      vi: "<p>Hoàn trả từ lượt chơi của đội được cộng vào ví chính vài giây sau mỗi cược kết toán, cho mọi loại sản phẩm.</p><p>Xem chi tiết tại <b>Thu nhập của tôi</b> và đặt tỷ lệ cho tuyến dưới tại <b>Quản lý đội</b>: tỷ lệ tuyến dưới không bao giờ cao hơn của bạn.</p>",
    },
  },
  {
    daysAgo: 3,
    title: {
      en: "Transfers to your downline can carry a turnover requirement",
      pt: "Transferências para subordinados podem exigir rollover",
      cn: "给下级转账可设置流水要求",
      id: "Transfer ke downline kini bisa memakai syarat turnover",
      th: "โอนให้ดาวน์ไลน์กำหนดยอดเทิร์นโอเวอร์ได้",
      vi: "Chuyển cho tuyến dưới có thể kèm yêu cầu doanh thu cược",
    },
    content: {
      en: "<p>When you send money to a member of your team, you may ask for a turnover of up to 50 times the amount before it can be withdrawn or sent on. The member can play with it straight away.</p><p>Every transfer needs your payment password and appears in both account records.</p>",
      pt: "<p>Ao enviar dinheiro a um membro da sua equipe, você pode exigir um rollover de até 50 vezes o valor antes que ele possa ser sacado ou repassado. O membro pode jogar com ele na hora.</p><p>Toda transferência pede sua senha de pagamento e aparece no extrato das duas contas.</p>",
      cn: "<p>向团队成员转账时，您可以要求在提现或再次转出前完成最高 50 倍金额的流水。成员可立即使用该金额游戏。</p><p>每笔转账都需要支付密码，并显示在双方的账户记录中。</p>",
      id: "<p>Saat mengirim uang ke anggota tim, Anda dapat meminta turnover hingga 50 kali jumlahnya sebelum dana bisa ditarik atau diteruskan. Anggota bisa langsung bermain dengannya.</p><p>Setiap transfer memerlukan kata sandi pembayaran Anda dan tampil di catatan kedua akun.</p>",
      th: "<p>เมื่อโอนเงินให้สมาชิกในทีม คุณกำหนดยอดเทิร์นโอเวอร์ได้สูงสุด 50 เท่าของจำนวนเงินก่อนถอนหรือโอนต่อ สมาชิกเล่นได้ทันที</p><p>ทุกการโอนต้องใช้รหัสผ่านการชำระเงินและแสดงในบันทึกบัญชีทั้งสองฝ่าย</p>",
      vi: "<p>Khi chuyển tiền cho thành viên trong đội, bạn có thể yêu cầu doanh thu cược tối đa 50 lần số tiền trước khi được rút hoặc chuyển tiếp. Thành viên có thể chơi ngay.</p><p>Mỗi lần chuyển cần mật khẩu thanh toán và hiện trong lịch sử tài khoản của cả hai bên.</p>",
    },
  },
];
