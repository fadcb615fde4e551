import type { PromotionDefinition } from "@banca/contract/promotion-config";

/** Seed keys of the demo start's two lucky draws. */
export const RUNNING_RAFFLE_KEY = "lucky-draw-weekly";
export const DRAWN_RAFFLE_KEY = "lucky-draw-mid-month";

const responsible = {
  en: "<p>Play responsibly. Strictly for players aged 18 and over.</p>",
  pt: "<p>Jogue com responsabilidade. Proibido para menores de 18 anos.</p>",
  cn: "<p>理性游戏，仅限 18 岁及以上玩家参与。</p>",
  id: "<p>Bermainlah secara bertanggung jawab. Khusus pemain berusia 18 tahun ke atas.</p>",
  th: "<p>เล่นอย่างมีความรับผิดชอบ สำหรับผู้เล่นอายุ 18 ปีขึ้นไปเท่านั้น</p>",
  vi: "<p>Hãy chơi có trách nhiệm. Chỉ dành cho người chơi từ 18 tuổi trở lên.</p>",
};

const withResponsible = (text: Record<keyof typeof responsible, string>) =>
  Object.fromEntries(
    Object.entries(text).map(([language, html]) => [
      language,
      html + responsible[language as keyof typeof responsible],
    ]),
  );

/**
 * The demo start's weekly lucky draw: running, drawn in under a day. Tickets come from every
 * dollar bet and deposited; the draw's rules and figures are worded by the site from the rule.
 */
export const RUNNING_RAFFLE: PromotionDefinition = {
  category: "special",
  title: {
    en: "Weekly lucky draw: $600 in prizes",
    pt: "Sorteio semanal: $600 em prêmios",
    cn: "每周幸运抽奖：奖金 $600",
    id: "Undian mingguan: hadiah $600",
    th: "ลักกี้ดรอว์ประจำสัปดาห์: รางวัลรวม $600",
    vi: "Rút thăm may mắn hằng tuần: giải thưởng $600",
  },
  summary: {
    en: "A ticket for every $20 you bet, 2 for each deposit of $50 or more. 8 winners every week.",
    pt: "Um bilhete a cada $20 apostados, 2 por depósito de $50 ou mais. 8 ganhadores por semana.",
    cn: "每投注 $20 得 1 张券，每笔 $50 以上存款得 2 张。每周 8 位得主。",
    id: "1 tiket setiap taruhan $20, 2 tiket tiap deposit $50 atau lebih. 8 pemenang setiap minggu.",
    th: "รับ 1 ตั๋วทุกการเดิมพัน $20 และ 2 ตั๋วต่อการฝาก $50 ขึ้นไป ผู้โชคดี 8 คนทุกสัปดาห์",
    vi: "1 vé cho mỗi $20 cược, 2 vé cho mỗi lần nạp từ $50. 8 người thắng mỗi tuần.",
  },
  content: withResponsible({
    en: "<p>Every real bet brings you closer to the prize pool. The draw is provably fair: the seed's fingerprint is published now and the seed itself with the winners, so anyone can check the result.</p>",
    pt: "<p>Cada aposta real aproxima você dos prêmios. O sorteio é comprovadamente justo: a impressão digital da semente é publicada agora e a semente junto com os ganhadores, para que qualquer pessoa confira o resultado.</p>",
    cn: "<p>每一笔真实投注都让您离奖池更近一步。抽奖可证明公平：种子的指纹现在即公布，种子本身随中奖名单一起公开，任何人都可以核对结果。</p>",
    id: "<p>Setiap taruhan nyata membawa Anda lebih dekat ke hadiah. Undian terbukti adil: sidik jari seed diumumkan sekarang dan seed-nya bersama para pemenang, sehingga siapa pun dapat memeriksa hasilnya.</p>",
    th: "<p>ทุกการเดิมพันจริงพาคุณเข้าใกล้เงินรางวัลมากขึ้น การจับรางวัลพิสูจน์ความยุติธรรมได้: ลายนิ้วมือของซีดประกาศตั้งแต่ตอนนี้ และซีดจริงเปิดเผยพร้อมรายชื่อผู้โชคดี ทุกคนจึงตรวจสอบผลได้</p>",
    vi: "<p>Mỗi lần cược thật đưa bạn đến gần giải thưởng hơn. Kết quả rút thăm minh bạch có thể kiểm chứng: dấu vân tay của hạt giống được công bố ngay bây giờ, còn hạt giống được công bố cùng danh sách người thắng để ai cũng kiểm tra được.</p>",
  }),
  artwork: "/media/promotions/lucky-draw.svg",
  startsAt: "now-6d",
  endsAt: "now+20h",
  sort: 3,
  enabled: true,
  mode: "raffle",
  rule: null,
  bonusAmount: null,
  minDeposit: null,
  bonusPercent: null,
  bonusCap: null,
  turnoverMultiplier: 1,
  claimRequires: null,
  raffle: {
    betPerTicket: "20.00",
    depositMin: "50.00",
    depositTickets: 2,
    maxTickets: 200,
    drawAt: "now+21h",
    claimHours: 72,
    repeatWins: false,
    prizes: [
      { places: 1, amount: "300.00" },
      { places: 2, amount: "100.00" },
      { places: 5, amount: "20.00" },
    ],
  },
};

/** Last fortnight's draw, drawn a week ago: its winners have a week left to claim. */
export const DRAWN_RAFFLE: PromotionDefinition = {
  ...RUNNING_RAFFLE,
  title: {
    en: "Mid-month lucky draw: $310 in prizes",
    pt: "Sorteio de meio de mês: $310 em prêmios",
    cn: "月中幸运抽奖：奖金 $310",
    id: "Undian pertengahan bulan: hadiah $310",
    th: "ลักกี้ดรอว์กลางเดือน: รางวัลรวม $310",
    vi: "Rút thăm giữa tháng: giải thưởng $310",
  },
  summary: {
    en: "Drawn! See the winners, check the draw yourself, and claim your prize if you won.",
    pt: "Sorteado! Veja os ganhadores, confira o sorteio e resgate seu prêmio se ganhou.",
    cn: "已开奖！查看中奖名单，亲自核验抽奖，中奖者请领取奖金。",
    id: "Sudah diundi! Lihat pemenang, periksa sendiri undiannya, dan klaim hadiah Anda jika menang.",
    th: "จับรางวัลแล้ว! ดูรายชื่อผู้โชคดี ตรวจสอบผลด้วยตัวเอง และรับรางวัลหากคุณได้รับรางวัล",
    vi: "Đã rút thăm! Xem người thắng, tự kiểm tra kết quả và nhận giải nếu bạn trúng.",
  },
  content: responsible,
  startsAt: "now-14d",
  endsAt: "now-168h",
  sort: 4,
  raffle: {
    betPerTicket: "20.00",
    depositMin: "50.00",
    depositTickets: 2,
    maxTickets: 200,
    drawAt: "now-167h",
    claimHours: 336,
    repeatWins: false,
    prizes: [
      { places: 1, amount: "200.00" },
      { places: 2, amount: "40.00" },
      { places: 3, amount: "10.00" },
    ],
  },
};

/** Tickets of the demonstration players, as if they had played and deposited during each draw. */
export const DEMO_PLAYER_ACTIVITY: Record<string, { validBet: string; deposits: number }> = {
  demoplayer: { validBet: "460.00", deposits: 2 },
  luckyrio: { validBet: "180.00", deposits: 1 },
};
