import type { Language } from "@banca/contract/languages";

type Texts = {
  sms: string;
  resetSubject: string;
  resetBody: string;
  loginSubject: string;
  loginBody: string;
};

// Placeholders: {brand}, {code}, {minutes}, {username}, {link}. Messages go out in the language of
// the person who asked for them.
const TEXTS: Record<Language, Texts> = {
  pt: {
    sms: "{brand}: seu código de verificação é {code}. Ele expira em {minutes} minutos. Não o compartilhe com ninguém.",
    resetSubject: "{brand}: redefinir a senha",
    resetBody:
      "Foi pedida a redefinição da senha da conta {username}.\n\nCódigo: {code} (válido por {minutes} minutos)\nOu abra: {link}\n\nSe não foi você, ignore este e-mail: a senha continua a mesma.",
    loginSubject: "{brand}: confirme seu acesso",
    loginBody:
      "Seu código para confirmar o acesso a partir de um novo endereço é {code}. Ele expira em {minutes} minutos.\n\nSe não foi você, troque sua senha.",
  },
  en: {
    sms: "{brand}: your verification code is {code}. It expires in {minutes} minutes. Do not share it with anyone.",
    resetSubject: "{brand}: reset your password",
    resetBody:
      "A password reset was requested for the account {username}.\n\nCode: {code} (valid for {minutes} minutes)\nOr open: {link}\n\nIf this was not you, ignore this e-mail: your password stays the same.",
    loginSubject: "{brand}: confirm your log-in",
    loginBody:
      "Your code to confirm the log-in from a new address is {code}. It expires in {minutes} minutes.\n\nIf this was not you, change your password.",
  },
  cn: {
    sms: "{brand}：您的验证码是 {code}，{minutes} 分钟内有效。请勿告诉任何人。",
    resetSubject: "{brand}：重置密码",
    resetBody:
      "账户 {username} 申请了重置密码。\n\n验证码：{code}（{minutes} 分钟内有效）\n或打开：{link}\n\n如果不是您本人操作，请忽略此邮件，您的密码不会改变。",
    loginSubject: "{brand}：确认登录",
    loginBody: "您从新地址登录的确认码是 {code}，{minutes} 分钟内有效。\n\n如果不是您本人操作，请修改密码。",
  },
  id: {
    sms: "{brand}: kode verifikasi Anda adalah {code}. Berlaku {minutes} menit. Jangan berikan kepada siapa pun.",
    resetSubject: "{brand}: atur ulang kata sandi",
    resetBody:
      "Ada permintaan atur ulang kata sandi untuk akun {username}.\n\nKode: {code} (berlaku {minutes} menit)\nAtau buka: {link}\n\nJika bukan Anda, abaikan e-mail ini: kata sandi Anda tidak berubah.",
    loginSubject: "{brand}: konfirmasi login Anda",
    loginBody:
      "Kode untuk mengonfirmasi login dari alamat baru adalah {code}. Berlaku {minutes} menit.\n\nJika bukan Anda, ganti kata sandi Anda.",
  },
  th: {
    sms: "{brand}: รหัสยืนยันของคุณคือ {code} ใช้ได้ {minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น",
    resetSubject: "{brand}: ตั้งรหัสผ่านใหม่",
    resetBody:
      "มีคำขอตั้งรหัสผ่านใหม่สำหรับบัญชี {username}\n\nรหัส: {code} (ใช้ได้ {minutes} นาที)\nหรือเปิด: {link}\n\nหากไม่ใช่คุณ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยน",
    loginSubject: "{brand}: ยืนยันการเข้าสู่ระบบ",
    loginBody: "รหัสยืนยันการเข้าสู่ระบบจากที่อยู่ใหม่ของคุณคือ {code} ใช้ได้ {minutes} นาที\n\nหากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่าน",
  },
  vi: {
    sms: "{brand}: mã xác minh của bạn là {code}. Mã hết hạn sau {minutes} phút. Không chia sẻ mã này với bất kỳ ai.",
    resetSubject: "{brand}: đặt lại mật khẩu",
    resetBody:
      "Có yêu cầu đặt lại mật khẩu cho tài khoản {username}.\n\nMã: {code} (có hiệu lực {minutes} phút)\nHoặc mở: {link}\n\nNếu không phải bạn, hãy bỏ qua e-mail này: mật khẩu của bạn vẫn giữ nguyên.",
    loginSubject: "{brand}: xác nhận đăng nhập",
    loginBody:
      "Mã xác nhận đăng nhập từ địa chỉ mới của bạn là {code}. Mã hết hạn sau {minutes} phút.\n\nNếu không phải bạn, hãy đổi mật khẩu.",
  },
  es: {
    sms: "{brand}: tu código de verificación es {code}. Vence en {minutes} minutos. No lo compartas con nadie.",
    resetSubject: "{brand}: restablece tu contraseña",
    resetBody:
      "Se solicitó restablecer la contraseña de la cuenta {username}.\n\nCódigo: {code} (válido por {minutes} minutos)\nO abre: {link}\n\nSi no fuiste tú, ignora este correo: tu contraseña sigue siendo la misma.",
    loginSubject: "{brand}: confirma tu inicio de sesión",
    loginBody:
      "Tu código para confirmar el inicio de sesión desde una dirección nueva es {code}. Vence en {minutes} minutos.\n\nSi no fuiste tú, cambia tu contraseña.",
  },
  ar: {
    sms: "{brand}: رمز التحقق الخاص بك هو {code}. تنتهي صلاحيته خلال {minutes} دقيقة. لا تشاركه مع أي شخص.",
    resetSubject: "{brand}: إعادة تعيين كلمة المرور",
    resetBody:
      "طُلبت إعادة تعيين كلمة المرور للحساب {username}.\n\nالرمز: {code} (صالح لمدة {minutes} دقيقة)\nأو افتح: {link}\n\nإذا لم تكن أنت من طلب ذلك، فتجاهل هذا البريد: تبقى كلمة مرورك كما هي.",
    loginSubject: "{brand}: تأكيد تسجيل الدخول",
    loginBody:
      "رمز تأكيد تسجيل الدخول من عنوان جديد هو {code}. تنتهي صلاحيته خلال {minutes} دقيقة.\n\nإذا لم تكن أنت، فغيّر كلمة مرورك.",
  },
};

type Values = Partial<Record<"brand" | "code" | "minutes" | "username" | "link", string | number>>;

function fill(template: string, values: Values): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name as keyof Values];
    return value === undefined ? whole : String(value);
  });
}

export function smsText(language: Language, values: Values): string {
  return fill(TEXTS[language].sms, values);
}

export function resetEmail(language: Language, values: Values): { subject: string; text: string } {
  return {
    subject: fill(TEXTS[language].resetSubject, values),
    text: fill(TEXTS[language].resetBody, values),
  };
}

export function loginEmail(language: Language, values: Values): { subject: string; text: string } {
  return {
    subject: fill(TEXTS[language].loginSubject, values),
    text: fill(TEXTS[language].loginBody, values),
  };
}
