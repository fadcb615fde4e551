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
  tw: "{brand}：驗證碼 {code} 用於確認您的提款，{minutes} 分鐘內有效。如非本人操作，請立即修改密碼。",
  ja: "{brand}：コード {code} で出金を確認します。有効期限 {minutes} 分。お心当たりがない場合は、パスワードを変更してください。",
  ko: "{brand}: 코드 {code}로 출금을 확인합니다. {minutes}분 동안 유효합니다. 본인이 아니라면 비밀번호를 변경하세요.",
  hi: "{brand}: कोड {code} आपकी निकासी की पुष्टि करता है। {minutes} मिनट तक मान्य। अगर यह आप नहीं थे, तो अपने पासवर्ड बदलें।",
  ms: "{brand}: kod {code} mengesahkan pengeluaran anda. Sah selama {minutes} minit. Jika ini bukan anda, tukar kata laluan anda.",
  tr: "{brand}: {code} kodu para çekme işleminizi onaylar. {minutes} dakika geçerli. Bu siz değilseniz şifrelerinizi değiştirin.",
  ru: "{brand}: код {code} подтверждает ваш вывод. Действует {minutes} мин. Если это не вы, смените пароли.",
  fr: "{brand} : le code {code} confirme votre retrait. Valable {minutes} minutes. Si ce n'était pas vous, changez vos mots de passe.",
  de: "{brand}: Der Code {code} bestätigt deine Auszahlung. Gültig für {minutes} Minuten. Wenn du das nicht warst, ändere deine Passwörter.",
  it: "{brand}: il codice {code} conferma il tuo prelievo. Valido per {minutes} minuti. Se non sei stato tu, cambia le tue password.",
  bn: "{brand}: কোড {code} আপনার উত্তোলন নিশ্চিত করে। {minutes} মিনিট বৈধ। এটি আপনি না হলে পাসওয়ার্ড বদলে ফেলুন।",
  ur: "{brand}: کوڈ {code} آپ کی نکاسی کی تصدیق کرتا ہے۔ {minutes} منٹ تک کارآمد۔ اگر یہ آپ نہیں تھے تو اپنے پاس ورڈ بدل دیں۔",
  fa: "{brand}: کد {code} برداشت شما را تأیید می‌کند. اعتبار: {minutes} دقیقه. اگر شما نبودید، رمزهای خود را تغییر دهید.",
  he: "{brand}: הקוד {code} מאשר את המשיכה שלך. בתוקף {minutes} דקות. אם זה לא היה אתה, יש לשנות את הסיסמאות.",
  ta: "{brand}: குறியீடு {code} உங்கள் பணம் எடுத்தலை உறுதிசெய்கிறது. {minutes} நிமிடங்கள் செல்லுபடியாகும். இது நீங்கள் இல்லையெனில், உங்கள் கடவுச்சொற்களை மாற்றுங்கள்.",
  te: "{brand}: కోడ్ {code} మీ ఉపసంహరణను నిర్ధారిస్తుంది. {minutes} నిమిషాలు చెల్లుతుంది. ఇది మీరు కాకపోతే, మీ పాస్‌వర్డ్‌లు మార్చండి.",
  uk: "{brand}: код {code} підтверджує ваше виведення. Дійсний {minutes} хв. Якщо це були не ви, змініть паролі.",
  pl: "{brand}: kod {code} potwierdza Twoją wypłatę. Ważny przez {minutes} min. Jeśli to nie Ty, zmień hasła.",
  nl: "{brand}: code {code} bevestigt je opname. Geldig gedurende {minutes} minuten. Was jij dit niet, wijzig dan je wachtwoorden.",
  sv: "{brand}: koden {code} bekräftar ditt uttag. Giltig i {minutes} minuter. Om det inte var du, byt dina lösenord.",
  nb: "{brand}: koden {code} bekrefter uttaket ditt. Gyldig i {minutes} minutter. Hvis det ikke var deg, endre passordene dine.",
  da: "{brand}: koden {code} bekræfter din udbetaling. Gyldig i {minutes} minutter. Hvis det ikke var dig, så skift dine adgangskoder.",
  fi: "{brand}: koodi {code} vahvistaa kotiutuksesi. Voimassa {minutes} minuuttia. Jos tämä et ollut sinä, vaihda salasanasi.",
  el: "{brand}: ο κωδικός {code} επιβεβαιώνει την ανάληψή σου. Ισχύει για {minutes} λεπτά. Αν δεν ήσουν εσύ, άλλαξε τους κωδικούς σου.",
  cs: "{brand}: kód {code} potvrzuje váš výběr. Platí {minutes} minut. Pokud jste to nebyli vy, změňte si hesla.",
  ro: "{brand}: codul {code} confirmă retragerea ta. Valabil {minutes} minute. Dacă nu ai fost tu, schimbă-ți parolele.",
  hu: "{brand}: a(z) {code} kód megerősíti a kifizetésedet. {minutes} percig érvényes. Ha nem te voltál, változtasd meg a jelszavaidat.",
  tl: "{brand}: kinukumpirma ng code na {code} ang withdrawal mo. May bisa nang {minutes} minuto. Kung hindi ikaw ito, palitan ang mga password mo.",
  km: "{brand}៖ កូដ {code} បញ្ជាក់ការដកប្រាក់របស់អ្នក។ មានសុពលភាព {minutes} នាទី។ ប្រសិនបើមិនមែនជាអ្នកទេ សូមប្តូរពាក្យសម្ងាត់របស់អ្នក។",
  lo: "{brand}: ລະຫັດ {code} ຢືນຢັນການຖອນເງິນຂອງທ່ານ ໃຊ້ໄດ້ {minutes} ນາທີ ຖ້າບໍ່ແມ່ນທ່ານ ກະລຸນາປ່ຽນລະຫັດຜ່ານ",
  my: "{brand}- ကုဒ် {code} သည် သင့်ငွေထုတ်မှုကို အတည်ပြုပါသည်။ {minutes} မိနစ်အတွင်း အသုံးပြုနိုင်သည်။ သင် မဟုတ်ပါက သင့်စကားဝှက်များကို ပြောင်းပါ။",
  ne: "{brand}: कोड {code} ले तपाईंको निकासी पुष्टि गर्छ। {minutes} मिनेटसम्म मान्य। यो तपाईं होइन भने आफ्ना पासवर्ड परिवर्तन गर्नुहोस्।",
};

type Values = Record<"brand" | "code" | "minutes", string | number>;

/** The SMS carrying the code that confirms a withdrawal. */
export function withdrawCodeText(language: Language, values: Values): string {
  return TEXTS[language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name as keyof Values]) : whole,
  );
}
