import type { Language } from "@banca/contract/languages";

type Texts = { subject: string; body: string };

// Placeholders: {brand}, {code}, {minutes}, {username}. Sent in the language of the member asking.
const TEXTS: Record<Language, Texts> = {
  pt: {
    subject: "{brand}: confirme seu e-mail",
    body: "Para vincular este e-mail à conta {username}, use o código {code} (válido por {minutes} minutos).\n\nSe não foi você, ignore este e-mail.",
  },
  en: {
    subject: "{brand}: confirm your e-mail",
    body: "To bind this e-mail to the account {username}, use the code {code} (valid for {minutes} minutes).\n\nIf this was not you, ignore this e-mail.",
  },
  cn: {
    subject: "{brand}：确认您的邮箱",
    body: "将此邮箱绑定到账户 {username} 的验证码是 {code}（{minutes} 分钟内有效）。\n\n如果不是您本人操作，请忽略此邮件。",
  },
  id: {
    subject: "{brand}: konfirmasi e-mail Anda",
    body: "Untuk menautkan e-mail ini ke akun {username}, gunakan kode {code} (berlaku {minutes} menit).\n\nJika bukan Anda, abaikan e-mail ini.",
  },
  th: {
    subject: "{brand}: ยืนยันอีเมลของคุณ",
    body: "รหัสสำหรับผูกอีเมลนี้กับบัญชี {username} คือ {code} (ใช้ได้ {minutes} นาที)\n\nหากไม่ใช่คุณ โปรดเพิกเฉยต่ออีเมลนี้",
  },
  vi: {
    subject: "{brand}: xác nhận e-mail của bạn",
    body: "Để liên kết e-mail này với tài khoản {username}, hãy dùng mã {code} (có hiệu lực {minutes} phút).\n\nNếu không phải bạn, hãy bỏ qua e-mail này.",
  },
  es: {
    subject: "{brand}: confirma tu correo",
    body: "Para vincular este correo a la cuenta {username}, usa el código {code} (válido por {minutes} minutos).\n\nSi no fuiste tú, ignora este correo.",
  },
  ar: {
    subject: "{brand}: تأكيد بريدك الإلكتروني",
    body: "لربط هذا البريد الإلكتروني بالحساب {username}، استخدم الرمز {code} (صالح لمدة {minutes} دقيقة).\n\nإذا لم تكن أنت، فتجاهل هذا البريد.",
  },
};

// Placeholders as above. Sent to the account's confirmed address when someone using the account asks
// to bind a number or e-mail with a code instead of the password: it also warns an owner who did not.
const OWNER_TEXTS: Record<Language, Texts> = {
  pt: {
    subject: "{brand}: confirme que é você",
    body: "Alguém conectado à conta {username} está alterando o celular ou e-mail dela. Se for você, use o código {code} (válido por {minutes} minutos).\n\nSe não foi você, não compartilhe este código e troque sua senha.",
  },
  en: {
    subject: "{brand}: confirm it is you",
    body: "Someone signed in to the account {username} is changing its mobile number or e-mail. If it is you, use the code {code} (valid for {minutes} minutes).\n\nIf it is not you, do not share this code and change your password.",
  },
  cn: {
    subject: "{brand}：确认是您本人",
    body: "有人正在已登录的账户 {username} 中更改手机号或邮箱。如果是您本人，请使用验证码 {code}（{minutes} 分钟内有效）。\n\n如果不是您本人，请勿透露此验证码并修改密码。",
  },
  id: {
    subject: "{brand}: pastikan ini Anda",
    body: "Seseorang yang masuk ke akun {username} sedang mengubah nomor ponsel atau e-mailnya. Jika itu Anda, gunakan kode {code} (berlaku {minutes} menit).\n\nJika bukan Anda, jangan bagikan kode ini dan ubah kata sandi Anda.",
  },
  th: {
    subject: "{brand}: ยืนยันว่าเป็นคุณ",
    body: "มีผู้ที่เข้าสู่ระบบบัญชี {username} กำลังเปลี่ยนเบอร์มือถือหรืออีเมลของบัญชี หากเป็นคุณ โปรดใช้รหัส {code} (ใช้ได้ {minutes} นาที)\n\nหากไม่ใช่คุณ อย่าบอกรหัสนี้กับใคร และโปรดเปลี่ยนรหัสผ่าน",
  },
  vi: {
    subject: "{brand}: xác nhận đó là bạn",
    body: "Có người đang đăng nhập tài khoản {username} và thay đổi số điện thoại hoặc e-mail của tài khoản. Nếu là bạn, hãy dùng mã {code} (có hiệu lực {minutes} phút).\n\nNếu không phải bạn, đừng chia sẻ mã này và hãy đổi mật khẩu.",
  },
  es: {
    subject: "{brand}: confirma que eres tú",
    body: "Alguien con sesión iniciada en la cuenta {username} está cambiando su número de celular o su correo. Si eres tú, usa el código {code} (válido por {minutes} minutos).\n\nSi no eres tú, no compartas este código y cambia tu contraseña.",
  },
  ar: {
    subject: "{brand}: تأكيد أنك أنت",
    body: "شخص مسجّل الدخول إلى الحساب {username} يغيّر رقم الجوال أو البريد الإلكتروني الخاص به. إذا كنت أنت، فاستخدم الرمز {code} (صالح لمدة {minutes} دقيقة).\n\nإذا لم تكن أنت، فلا تشارك هذا الرمز وغيّر كلمة مرورك.",
  },
};

type Values = Record<"brand" | "code" | "minutes" | "username", string | number>;

const fill = (template: string, values: Values) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name as keyof Values]) : whole,
  );

/** The e-mail carrying the code that binds the address to an account. */
export function bindEmailMessage(language: Language, values: Values): { subject: string; text: string } {
  return { subject: fill(TEXTS[language].subject, values), text: fill(TEXTS[language].body, values) };
}

/** The message carrying a code that proves the owner, to the account's confirmed number or e-mail. */
export function ownerProofMessage(language: Language, values: Values): { subject: string; text: string } {
  return {
    subject: fill(OWNER_TEXTS[language].subject, values),
    text: fill(OWNER_TEXTS[language].body, values),
  };
}
