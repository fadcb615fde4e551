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
