import type { LocalizedText } from "@banca/contract/localized";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import type { Queryable } from "#app/db/database.ts";
import { createInboxRepository } from "#app/modules/inbox/repository.ts";

type Letter = { key: string; title: LocalizedText; content: LocalizedText };

// Two letters a new demonstration player finds from the operator, in each of the site's languages.
const LETTERS: Letter[] = [
  {
    key: "first-steps",
    title: {
      en: "Three steps to a safe start",
      pt: "Três passos para começar com segurança",
      cn: "安全开始的三个步骤",
      id: "Tiga langkah untuk mulai dengan aman",
      th: "สามขั้นตอนเพื่อเริ่มต้นอย่างปลอดภัย",
      vi: "Ba bước để bắt đầu an toàn",
    },
    content: {
      en: "1. Bind your mobile number in My account.\n2. Set a payment password before your first withdrawal.\n3. Add the bank account or e-wallet your winnings should go to.\n\nOur customer service answers around the clock if anything is unclear.",
      pt: "1. Vincule seu número de celular em Minha conta.\n2. Defina uma senha de pagamento antes do primeiro saque.\n3. Cadastre a conta bancária ou carteira digital que receberá seus ganhos.\n\nNosso atendimento responde 24 horas por dia se algo não estiver claro.",
      cn: "1. 在“我的账户”中绑定手机号码。\n2. 首次提款前设置支付密码。\n3. 添加用于接收奖金的银行账户或电子钱包。\n\n如有任何疑问，我们的客服全天候为您解答。",
      id: "1. Hubungkan nomor ponsel Anda di Akun saya.\n2. Atur kata sandi pembayaran sebelum penarikan pertama.\n3. Tambahkan rekening bank atau dompet digital tujuan kemenangan Anda.\n\nLayanan pelanggan kami siap membantu 24 jam jika ada yang kurang jelas.",
      th: "1. ผูกหมายเลขโทรศัพท์ในบัญชีของฉัน\n2. ตั้งรหัสผ่านการชำระเงินก่อนถอนเงินครั้งแรก\n3. เพิ่มบัญชีธนาคารหรือกระเป๋าเงินอิเล็กทรอนิกส์สำหรับรับเงินรางวัล\n\nฝ่ายบริการลูกค้าของเราพร้อมช่วยเหลือตลอด 24 ชั่วโมงหากมีข้อสงสัย",
      vi: "1. Liên kết số điện thoại trong Tài khoản của tôi.\n2. Đặt mật khẩu thanh toán trước lần rút tiền đầu tiên.\n3. Thêm tài khoản ngân hàng hoặc ví điện tử để nhận tiền thắng.\n\nBộ phận chăm sóc khách hàng luôn sẵn sàng hỗ trợ 24/7 nếu bạn cần.",
    },
  },
  {
    key: "play-responsibly",
    title: {
      en: "Play responsibly",
      pt: "Jogue com responsabilidade",
      cn: "理性游戏",
      id: "Bermain secara bertanggung jawab",
      th: "เล่นอย่างมีความรับผิดชอบ",
      vi: "Chơi có trách nhiệm",
    },
    content: {
      en: "Decide on a budget before you play and stop when you reach it. If gaming stops being fun, our customer service can pause your account for a while.",
      pt: "Defina um orçamento antes de jogar e pare ao atingi-lo. Se o jogo deixar de ser diversão, nosso atendimento pode pausar sua conta por um tempo.",
      cn: "游戏前请先设定预算，达到后即停止。如果游戏不再带来乐趣，客服可以为您暂停账户一段时间。",
      id: "Tentukan anggaran sebelum bermain dan berhentilah saat batas tercapai. Jika bermain tidak lagi menyenangkan, layanan pelanggan kami dapat menjeda akun Anda untuk sementara.",
      th: "กำหนดงบประมาณก่อนเล่นและหยุดเมื่อถึงวงเงิน หากการเล่นไม่สนุกอีกต่อไป ฝ่ายบริการลูกค้าสามารถระงับบัญชีของคุณชั่วคราวได้",
      vi: "Hãy đặt ngân sách trước khi chơi và dừng lại khi đạt mức đó. Nếu trò chơi không còn vui, bộ phận chăm sóc khách hàng có thể tạm khóa tài khoản của bạn một thời gian.",
    },
  },
];

/**
 * The demonstration inbox: a welcome to every member (a system message, worded by the site in the
 * reader's language) and two letters from the operator to each demonstration player, so the demo
 * opens with an unread count. Runs in the merchant's seeding transaction, after its accounts.
 */
export async function seedDemoMessages(tx: Queryable, config: MerchantConfig): Promise<void> {
  if (config.demoAccounts.length === 0) return;
  const inbox = createInboxRepository(tx);
  await inbox.insert({
    merchantCode: config.code,
    memberId: null,
    kind: "system",
    template: "welcome",
    params: { brand: config.name },
    reference: "seed:welcome",
    sentBy: "system",
  });
  const players = config.demoAccounts.filter((account) => !account.agent);
  for (const player of players) {
    const [member] = await tx.query<{ id: string }>(
      "SELECT id::text FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)",
      [config.code, player.username],
    );
    if (!member) continue;
    for (const letter of LETTERS) {
      await inbox.insert({
        merchantCode: config.code,
        memberId: Number(member.id),
        kind: "operator",
        title: letter.title,
        content: letter.content,
        reference: `seed:${letter.key}:${player.username.toLowerCase()}`,
        sentBy: "system",
      });
    }
  }
}
