import type { Language } from "../languages.ts";
import type { PatternId } from "./field-rule.ts";
import type { FieldIssue } from "./validate.ts";

/**
 * The fields whose format message the spec words itself (part 2 §5 "other messages"): a password, the
 * account, the real name, the phone number and the e-mail. Every other field reads its pattern's message.
 */
type FieldKind = "password" | "account" | "realName" | "phone" | "email";

type FieldMessages = Record<FieldKind | "passwordLength", string>;

type RuleMessages = {
  notEmpty: string;
  mismatch: string;
  fields: FieldMessages;
  patterns: Record<number, string>;
};

const FIELD_KINDS: Record<string, FieldKind> = {
  username: "account",
  password: "password",
  confirmPassword: "password",
  oldPassword: "password",
  newPassword: "password",
  confirmNewPassword: "password",
  paymentPassword: "password",
  payeeName: "realName",
  mobileNum: "phone",
  email: "email",
};

/**
 * Every pattern template holds "(min) - (max)" so that formatRuleMessage can collapse it to one number;
 * notEmpty holds "{field}". A field message holds either the range or "{hint}", where the pattern's
 * message goes so that the player still reads what the merchant's rule asks for. The `satisfies` makes
 * a missing or extra pattern a compile error.
 */
export const ruleMessages: Record<Language, RuleMessages> = {
  pt: {
    notEmpty: "O campo {field} não pode ficar vazio",
    mismatch: "Os dois valores informados não coincidem",
    fields: {
      passwordLength: "A senha deve ter de (min) - (max) caracteres.",
      password: "O formato da senha está incorreto. {hint}",
      account: "O formato da conta está incorreto. {hint}",
      realName: "O formato do nome completo está incorreto. {hint}",
      phone: "O formato do telefone está incorreto: digite (min) - (max) dígitos.",
      email: "O formato do e-mail está incorreto. {hint}",
    },
    patterns: {
      0: "Digite (min) - (max) caracteres",
      1: "Comece com uma letra, seguida de letras ou números, (min) - (max) caracteres",
      2: "Apenas caracteres chineses e números, (min) - (max) caracteres",
      3: "Informe um e-mail válido, (min) - (max) caracteres",
      4: "Apenas letras e números, sem símbolos, (min) - (max) caracteres",
      5: "Use letras e números juntos, (min) - (max) caracteres",
      6: "Apenas números, (min) - (max) dígitos",
      7: "Letras e números, com pelo menos uma letra maiúscula, (min) - (max) caracteres",
      8: "Apenas letras sem acento (A-Z) e espaços, (min) - (max) caracteres",
      9: "Sem espaços, (min) - (max) caracteres",
      10: "Apenas caracteres chineses e pontuação, (min) - (max) caracteres",
      11: "Informe uma data válida no formato AAAA-MM-DD, (min) - (max) caracteres",
      12: "Apenas letras e espaços, (min) - (max) caracteres",
      13: "Informe uma data válida no formato MM-DD-AAAA, (min) - (max) caracteres",
      14: "Apenas letras sem acento (A-Z) e números, (min) - (max) caracteres",
      15: "Apenas caracteres coreanos (hangul), (min) - (max) caracteres",
      16: "Apenas caracteres tailandeses, (min) - (max) caracteres",
      17: "Apenas letras tailandesas ou sem acento (A-Z) e espaços, (min) - (max) caracteres",
      18: "Apenas letras maiúsculas e espaços, (min) - (max) caracteres",
      19: "Letras, números e símbolos, sem espaços, (min) - (max) caracteres",
      20: "Inclua letra maiúscula, letra minúscula, número e símbolo, sem espaços, (min) - (max) caracteres",
    },
  },
  en: {
    notEmpty: "{field} cannot be empty",
    mismatch: "The two entries are inconsistent",
    fields: {
      passwordLength: "The password must be (min) - (max) characters.",
      password: "The password format is incorrect. {hint}",
      account: "The account format is incorrect. {hint}",
      realName: "The real name format is incorrect. {hint}",
      phone: "The phone number format is incorrect: enter (min) - (max) digits.",
      email: "The e-mail format is incorrect. {hint}",
    },
    patterns: {
      0: "Enter (min) - (max) characters",
      1: "Start with a letter, then letters or digits, (min) - (max) characters",
      2: "Chinese characters and digits only, (min) - (max) characters",
      3: "Enter a valid e-mail address, (min) - (max) characters",
      4: "Letters and digits only, no symbols, (min) - (max) characters",
      5: "Use both letters and digits, (min) - (max) characters",
      6: "Digits only, (min) - (max) digits",
      7: "Letters and digits with at least one capital letter, (min) - (max) characters",
      8: "English letters and spaces only, (min) - (max) characters",
      9: "No spaces, (min) - (max) characters",
      10: "Chinese characters and punctuation only, (min) - (max) characters",
      11: "Enter a valid date as yyyy-MM-dd, (min) - (max) characters",
      12: "Letters and spaces only, (min) - (max) characters",
      13: "Enter a valid date as MM-dd-yyyy, (min) - (max) characters",
      14: "English letters and digits only, (min) - (max) characters",
      15: "Korean (Hangul) only, (min) - (max) characters",
      16: "Thai only, (min) - (max) characters",
      17: "Thai or English letters and spaces only, (min) - (max) characters",
      18: "Uppercase letters and spaces only, (min) - (max) characters",
      19: "Letters, digits and symbols, no spaces, (min) - (max) characters",
      20: "Include an uppercase letter, a lowercase letter, a digit and a symbol, no spaces, (min) - (max) characters",
    },
  },
  cn: {
    notEmpty: "{field}不能为空",
    mismatch: "两次输入不一致",
    fields: {
      passwordLength: "密码长度须为 (min) - (max) 个字符。",
      password: "密码格式不正确。{hint}",
      account: "账号格式不正确。{hint}",
      realName: "真实姓名格式不正确。{hint}",
      phone: "手机号格式不正确：请输入 (min) - (max) 位数字。",
      email: "邮箱格式不正确。{hint}",
    },
    patterns: {
      0: "请输入(min) - (max)个字符",
      1: "以字母开头，由字母或数字组成，(min) - (max)个字符",
      2: "仅限汉字和数字，(min) - (max)个字符",
      3: "请输入有效的电子邮箱，(min) - (max)个字符",
      4: "仅限字母和数字，不能包含符号，(min) - (max)个字符",
      5: "须同时包含字母和数字，(min) - (max)个字符",
      6: "仅限数字，(min) - (max)位",
      7: "由字母和数字组成，至少包含一个大写字母，(min) - (max)个字符",
      8: "仅限英文字母和空格，(min) - (max)个字符",
      9: "不能包含空格，(min) - (max)个字符",
      10: "仅限汉字和标点符号，(min) - (max)个字符",
      11: "请输入有效日期，格式为 yyyy-MM-dd，(min) - (max)个字符",
      12: "仅限字母和空格，(min) - (max)个字符",
      13: "请输入有效日期，格式为 MM-dd-yyyy，(min) - (max)个字符",
      14: "仅限英文字母和数字，(min) - (max)个字符",
      15: "仅限韩文，(min) - (max)个字符",
      16: "仅限泰文，(min) - (max)个字符",
      17: "仅限泰文或英文字母及空格，(min) - (max)个字符",
      18: "仅限大写字母和空格，(min) - (max)个字符",
      19: "可使用字母、数字和符号，不能包含空格，(min) - (max)个字符",
      20: "须包含大写字母、小写字母、数字和符号，不能包含空格，(min) - (max)个字符",
    },
  },
  id: {
    notEmpty: "{field} tidak boleh kosong",
    mismatch: "Kedua isian tidak sama",
    fields: {
      passwordLength: "Kata sandi harus (min) - (max) karakter.",
      password: "Format kata sandi salah. {hint}",
      account: "Format akun salah. {hint}",
      realName: "Format nama asli salah. {hint}",
      phone: "Format nomor telepon salah: masukkan (min) - (max) digit.",
      email: "Format email salah. {hint}",
    },
    patterns: {
      0: "Masukkan (min) - (max) karakter",
      1: "Diawali huruf, lalu huruf atau angka, (min) - (max) karakter",
      2: "Hanya aksara Tionghoa dan angka, (min) - (max) karakter",
      3: "Masukkan alamat email yang valid, (min) - (max) karakter",
      4: "Hanya huruf dan angka, tanpa simbol, (min) - (max) karakter",
      5: "Harus berisi huruf dan angka sekaligus, (min) - (max) karakter",
      6: "Hanya angka, (min) - (max) digit",
      7: "Huruf dan angka, minimal satu huruf kapital, (min) - (max) karakter",
      8: "Hanya huruf A-Z dan spasi, (min) - (max) karakter",
      9: "Tanpa spasi, (min) - (max) karakter",
      10: "Hanya aksara Tionghoa dan tanda baca, (min) - (max) karakter",
      11: "Masukkan tanggal yang valid dengan format YYYY-MM-DD, (min) - (max) karakter",
      12: "Hanya huruf dan spasi, (min) - (max) karakter",
      13: "Masukkan tanggal yang valid dengan format MM-DD-YYYY, (min) - (max) karakter",
      14: "Hanya huruf A-Z dan angka, (min) - (max) karakter",
      15: "Hanya aksara Korea (Hangul), (min) - (max) karakter",
      16: "Hanya aksara Thai, (min) - (max) karakter",
      17: "Hanya huruf Thai atau A-Z dan spasi, (min) - (max) karakter",
      18: "Hanya huruf kapital dan spasi, (min) - (max) karakter",
      19: "Huruf, angka, dan simbol, tanpa spasi, (min) - (max) karakter",
      20: "Harus berisi huruf kapital, huruf kecil, angka, dan simbol, tanpa spasi, (min) - (max) karakter",
    },
  },
  th: {
    notEmpty: "กรุณากรอก{field}",
    mismatch: "ข้อมูลที่กรอกทั้งสองครั้งไม่ตรงกัน",
    fields: {
      passwordLength: "รหัสผ่านต้องมี (min) - (max) ตัวอักษร",
      password: "รูปแบบรหัสผ่านไม่ถูกต้อง {hint}",
      account: "รูปแบบบัญชีไม่ถูกต้อง {hint}",
      realName: "รูปแบบชื่อจริงไม่ถูกต้อง {hint}",
      phone: "รูปแบบหมายเลขโทรศัพท์ไม่ถูกต้อง: กรอก (min) - (max) หลัก",
      email: "รูปแบบอีเมลไม่ถูกต้อง {hint}",
    },
    patterns: {
      0: "กรุณากรอก (min) - (max) ตัวอักษร",
      1: "ขึ้นต้นด้วยตัวอักษร ตามด้วยตัวอักษรหรือตัวเลข (min) - (max) ตัวอักษร",
      2: "อักษรจีนและตัวเลขเท่านั้น (min) - (max) ตัวอักษร",
      3: "กรุณากรอกอีเมลที่ถูกต้อง (min) - (max) ตัวอักษร",
      4: "ตัวอักษรและตัวเลขเท่านั้น ห้ามใช้สัญลักษณ์ (min) - (max) ตัวอักษร",
      5: "ต้องมีทั้งตัวอักษรและตัวเลข (min) - (max) ตัวอักษร",
      6: "ตัวเลขเท่านั้น (min) - (max) หลัก",
      7: "ตัวอักษรและตัวเลข มีตัวพิมพ์ใหญ่อย่างน้อย 1 ตัว (min) - (max) ตัวอักษร",
      8: "ตัวอักษรภาษาอังกฤษและช่องว่างเท่านั้น (min) - (max) ตัวอักษร",
      9: "ห้ามมีช่องว่าง (min) - (max) ตัวอักษร",
      10: "อักษรจีนและเครื่องหมายวรรคตอนเท่านั้น (min) - (max) ตัวอักษร",
      11: "กรุณากรอกวันที่ที่ถูกต้องในรูปแบบ ปปปป-ดด-วว (min) - (max) ตัวอักษร",
      12: "ตัวอักษรและช่องว่างเท่านั้น (min) - (max) ตัวอักษร",
      13: "กรุณากรอกวันที่ที่ถูกต้องในรูปแบบ ดด-วว-ปปปป (min) - (max) ตัวอักษร",
      14: "ตัวอักษรภาษาอังกฤษและตัวเลขเท่านั้น (min) - (max) ตัวอักษร",
      15: "ภาษาเกาหลีเท่านั้น (min) - (max) ตัวอักษร",
      16: "ภาษาไทยเท่านั้น (min) - (max) ตัวอักษร",
      17: "ตัวอักษรภาษาไทยหรือภาษาอังกฤษและช่องว่างเท่านั้น (min) - (max) ตัวอักษร",
      18: "ตัวพิมพ์ใหญ่และช่องว่างเท่านั้น (min) - (max) ตัวอักษร",
      19: "ตัวอักษร ตัวเลข และสัญลักษณ์ ห้ามมีช่องว่าง (min) - (max) ตัวอักษร",
      20: "ต้องมีตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก ตัวเลข และสัญลักษณ์ ห้ามมีช่องว่าง (min) - (max) ตัวอักษร",
    },
  },
  vi: {
    notEmpty: "{field} không được để trống",
    mismatch: "Hai lần nhập không khớp nhau",
    fields: {
      passwordLength: "Mật khẩu phải có (min) - (max) ký tự.",
      password: "Định dạng mật khẩu không đúng. {hint}",
      account: "Định dạng tài khoản không đúng. {hint}",
      realName: "Định dạng họ tên thật không đúng. {hint}",
      phone: "Định dạng số điện thoại không đúng: nhập (min) - (max) chữ số.",
      email: "Định dạng email không đúng. {hint}",
    },
    patterns: {
      0: "Nhập (min) - (max) ký tự",
      1: "Bắt đầu bằng chữ cái, tiếp theo là chữ cái hoặc chữ số, (min) - (max) ký tự",
      2: "Chỉ gồm chữ Trung Quốc và chữ số, (min) - (max) ký tự",
      3: "Nhập địa chỉ email hợp lệ, (min) - (max) ký tự",
      4: "Chỉ gồm chữ cái và chữ số, không có ký hiệu, (min) - (max) ký tự",
      5: "Phải có cả chữ cái và chữ số, (min) - (max) ký tự",
      6: "Chỉ gồm chữ số, (min) - (max) chữ số",
      7: "Chữ cái và chữ số, có ít nhất một chữ in hoa, (min) - (max) ký tự",
      8: "Chỉ gồm chữ cái không dấu và khoảng trắng, (min) - (max) ký tự",
      9: "Không được chứa khoảng trắng, (min) - (max) ký tự",
      10: "Chỉ gồm chữ Trung Quốc và dấu câu, (min) - (max) ký tự",
      11: "Nhập ngày hợp lệ theo định dạng yyyy-MM-dd, (min) - (max) ký tự",
      12: "Chỉ gồm chữ cái và khoảng trắng, (min) - (max) ký tự",
      13: "Nhập ngày hợp lệ theo định dạng MM-dd-yyyy, (min) - (max) ký tự",
      14: "Chỉ gồm chữ cái không dấu và chữ số, (min) - (max) ký tự",
      15: "Chỉ gồm chữ Hàn (Hangul), (min) - (max) ký tự",
      16: "Chỉ gồm chữ Thái, (min) - (max) ký tự",
      17: "Chỉ gồm chữ Thái hoặc chữ cái không dấu và khoảng trắng, (min) - (max) ký tự",
      18: "Chỉ gồm chữ in hoa và khoảng trắng, (min) - (max) ký tự",
      19: "Chữ cái, chữ số và ký hiệu, không có khoảng trắng, (min) - (max) ký tự",
      20: "Phải có chữ in hoa, chữ thường, chữ số và ký hiệu, không có khoảng trắng, (min) - (max) ký tự",
    },
  },
  es: {
    notEmpty: "El campo {field} no puede quedar vacío",
    mismatch: "Los dos valores ingresados no coinciden",
    fields: {
      passwordLength: "La contraseña debe tener de (min) - (max) caracteres.",
      password: "El formato de la contraseña es incorrecto. {hint}",
      account: "El formato de la cuenta es incorrecto. {hint}",
      realName: "El formato del nombre real es incorrecto. {hint}",
      phone: "El formato del teléfono es incorrecto: ingresa (min) - (max) dígitos.",
      email: "El formato del correo es incorrecto. {hint}",
    },
    patterns: {
      0: "Ingresa (min) - (max) caracteres",
      1: "Empieza con una letra, seguida de letras o números, (min) - (max) caracteres",
      2: "Solo caracteres chinos y números, (min) - (max) caracteres",
      3: "Ingresa un correo electrónico válido, (min) - (max) caracteres",
      4: "Solo letras y números, sin símbolos, (min) - (max) caracteres",
      5: "Usa letras y números juntos, (min) - (max) caracteres",
      6: "Solo números, (min) - (max) dígitos",
      7: "Letras y números, con al menos una mayúscula, (min) - (max) caracteres",
      8: "Solo letras sin acento (A-Z) y espacios, (min) - (max) caracteres",
      9: "Sin espacios, (min) - (max) caracteres",
      10: "Solo caracteres chinos y puntuación, (min) - (max) caracteres",
      11: "Ingresa una fecha válida con el formato AAAA-MM-DD, (min) - (max) caracteres",
      12: "Solo letras y espacios, (min) - (max) caracteres",
      13: "Ingresa una fecha válida con el formato MM-DD-AAAA, (min) - (max) caracteres",
      14: "Solo letras sin acento (A-Z) y números, (min) - (max) caracteres",
      15: "Solo caracteres coreanos (hangul), (min) - (max) caracteres",
      16: "Solo caracteres tailandeses, (min) - (max) caracteres",
      17: "Solo letras tailandesas o sin acento (A-Z) y espacios, (min) - (max) caracteres",
      18: "Solo letras mayúsculas y espacios, (min) - (max) caracteres",
      19: "Letras, números y símbolos, sin espacios, (min) - (max) caracteres",
      20: "Incluye una mayúscula, una minúscula, un número y un símbolo, sin espacios, (min) - (max) caracteres",
    },
  },
  ar: {
    notEmpty: "لا يمكن ترك الحقل {field} فارغًا",
    mismatch: "القيمتان المُدخلتان غير متطابقتين",
    fields: {
      passwordLength: "يجب أن تتكون كلمة المرور من (min) - (max) حرفًا.",
      password: "صيغة كلمة المرور غير صحيحة. {hint}",
      account: "صيغة الحساب غير صحيحة. {hint}",
      realName: "صيغة الاسم الحقيقي غير صحيحة. {hint}",
      phone: "صيغة رقم الهاتف غير صحيحة: أدخل (min) - (max) رقمًا.",
      email: "صيغة البريد الإلكتروني غير صحيحة. {hint}",
    },
    patterns: {
      0: "أدخل (min) - (max) حرفًا",
      1: "ابدأ بحرف، تليه حروف أو أرقام، (min) - (max) حرفًا",
      2: "حروف صينية وأرقام فقط، (min) - (max) حرفًا",
      3: "أدخل بريدًا إلكترونيًا صالحًا، (min) - (max) حرفًا",
      4: "حروف وأرقام فقط، دون رموز، (min) - (max) حرفًا",
      5: "استخدم الحروف والأرقام معًا، (min) - (max) حرفًا",
      6: "أرقام فقط، (min) - (max) رقمًا",
      7: "حروف وأرقام مع حرف كبير واحد على الأقل، (min) - (max) حرفًا",
      8: "حروف إنجليزية ومسافات فقط، (min) - (max) حرفًا",
      9: "دون مسافات، (min) - (max) حرفًا",
      10: "حروف صينية وعلامات ترقيم فقط، (min) - (max) حرفًا",
      11: "أدخل تاريخًا صالحًا بالصيغة yyyy-MM-dd، (min) - (max) حرفًا",
      12: "حروف ومسافات فقط، (min) - (max) حرفًا",
      13: "أدخل تاريخًا صالحًا بالصيغة MM-dd-yyyy، (min) - (max) حرفًا",
      14: "حروف إنجليزية وأرقام فقط، (min) - (max) حرفًا",
      15: "حروف كورية (هانغول) فقط، (min) - (max) حرفًا",
      16: "حروف تايلاندية فقط، (min) - (max) حرفًا",
      17: "حروف تايلاندية أو إنجليزية ومسافات فقط، (min) - (max) حرفًا",
      18: "حروف كبيرة ومسافات فقط، (min) - (max) حرفًا",
      19: "حروف وأرقام ورموز، دون مسافات، (min) - (max) حرفًا",
      20: "ضمّنها حرفًا كبيرًا وحرفًا صغيرًا ورقمًا ورمزًا، دون مسافات، (min) - (max) حرفًا",
    },
  },
} satisfies Record<Language, Omit<RuleMessages, "patterns"> & { patterns: Record<PatternId, string> }>;

const RANGE = "(min) - (max)";

export function formatRuleMessage(template: string, min: number, max: number): string {
  const text = min === max ? template.replaceAll(RANGE, String(min)) : template;
  return text.replaceAll("(min)", String(min)).replaceAll("(max)", String(max));
}

export function describeIssue(issue: FieldIssue, language: Language, fieldLabel?: string): string {
  const messages = ruleMessages[language];
  switch (issue.kind) {
    case "empty":
      // A function replacer, so that "$&" and friends in a label are not read as replacement patterns.
      return messages.notEmpty.replaceAll("{field}", () => fieldLabel ?? issue.field);
    case "mismatch":
      return messages.mismatch;
    case "pattern":
      return patternMessage(messages, issue);
  }
}

function patternMessage(messages: RuleMessages, issue: Extract<FieldIssue, { kind: "pattern" }>): string {
  // An unknown patternId validates as family 0 (see compileAcceptedPattern), so it reads as family 0.
  const hint = formatRuleMessage(
    messages.patterns[issue.patternId] ?? messages.patterns[0]!,
    issue.min,
    issue.max,
  );
  const kind = FIELD_KINDS[issue.field];
  if (kind === undefined) return hint;
  // A phone number is only ever wrong by its digits; a password of the wrong length says only that.
  const template =
    kind === "password" && issue.cause === "length" ? messages.fields.passwordLength : messages.fields[kind];
  // A function replacer, so that "$&" in a merchant's text is not read as a replacement pattern.
  return formatRuleMessage(template, issue.min, issue.max).replaceAll("{hint}", () => hint);
}
