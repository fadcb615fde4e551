import type { Language } from "@banca/contract/languages";

// Placeholders: {brand}, {code}, {minutes}. The text names what the code allows, so a member who did
// not ask for a withdrawal knows the account is in someone else's hands.
const TEXTS: Record<Language, string> = {
  pt: "{brand}: o código {code} confirma o seu saque. Válido por {minutes} minutos. Se não foi você, troque suas senhas.",
  en: "{brand}: code {code} confirms your withdrawal. Valid for {minutes} minutes. If this was not you, change your passwords.",
  cn: "{brand}：验证码 {code} 用于确认您的提款，{minutes} 分钟内有效。如非本人操作，请立即修改密码。",
  id: "{brand}: kode {code} mengonfirmasi penarikan Anda. Berlaku {minutes} menit. Jika bukan Anda, segera ganti kata sandi.",
  th: "{brand}: รหัส {code} ใช้ยืนยันการถอนเงินของคุณ ใช้ได้ {minutes} นาที หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านทันที",
  vi: "{brand}: mã {code} xác nhận lệnh rút tiền của bạn. Có hiệu lực {minutes} phút. Nếu không phải bạn, hãy đổi mật khẩu ngay.",
  es: "{brand}: el código {code} confirma tu retiro. Válido por {minutes} minutos. Si no fuiste tú, cambia tus contraseñas.",
  ar: "{brand}: الرمز {code} يؤكد عملية السحب الخاصة بك. صالح لمدة {minutes} دقيقة. إذا لم تكن أنت، فغيّر كلمات مرورك.",
};

type Values = Record<"brand" | "code" | "minutes", string | number>;

/** The SMS carrying the code that confirms a withdrawal. */
export function withdrawCodeText(language: Language, values: Values): string {
  return TEXTS[language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name as keyof Values]) : whole,
  );
}
