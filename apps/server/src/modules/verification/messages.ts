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
  tw: {
    sms: "{brand}：您的驗證碼是 {code}，{minutes} 分鐘內有效。請勿告訴任何人。",
    resetSubject: "{brand}：重設密碼",
    resetBody:
      "帳戶 {username} 申請了重設密碼。\n\n驗證碼：{code}（{minutes} 分鐘內有效）\n或開啟：{link}\n\n如果不是您本人操作，請忽略此郵件，您的密碼不會改變。",
    loginSubject: "{brand}：確認登入",
    loginBody: "您從新地址登入的確認碼是 {code}，{minutes} 分鐘內有效。\n\n如果不是您本人操作，請修改密碼。",
  },
  ja: {
    sms: "{brand}：認証コードは {code} です。有効期限は {minutes} 分です。誰にも教えないでください。",
    resetSubject: "{brand}：パスワードの再設定",
    resetBody:
      "アカウント {username} のパスワード再設定が申請されました。\n\nコード：{code}（有効期限 {minutes} 分）\nまたはこちらを開いてください：{link}\n\nお心当たりがない場合は、このメールを無視してください。パスワードは変更されません。",
    loginSubject: "{brand}：ログインの確認",
    loginBody:
      "新しいアドレスからのログインを確認するコードは {code} です。有効期限は {minutes} 分です。\n\nお心当たりがない場合は、パスワードを変更してください。",
  },
  ko: {
    sms: "{brand}: 인증번호는 {code}입니다. {minutes}분 후 만료됩니다. 누구에게도 알려 주지 마세요.",
    resetSubject: "{brand}: 비밀번호 재설정",
    resetBody:
      "{username} 계정의 비밀번호 재설정이 요청되었습니다.\n\n코드: {code}({minutes}분 동안 유효)\n또는 열기: {link}\n\n본인이 요청하지 않았다면 이 이메일을 무시하세요. 비밀번호는 그대로 유지됩니다.",
    loginSubject: "{brand}: 로그인 확인",
    loginBody:
      "새 주소에서의 로그인을 확인하는 코드는 {code}입니다. {minutes}분 후 만료됩니다.\n\n본인이 아니라면 비밀번호를 변경하세요.",
  },
  hi: {
    sms: "{brand}: आपका वेरिफ़िकेशन कोड {code} है। यह {minutes} मिनट में समाप्त होगा। इसे किसी से साझा न करें।",
    resetSubject: "{brand}: अपना पासवर्ड रीसेट करें",
    resetBody:
      "खाते {username} के लिए पासवर्ड रीसेट का अनुरोध किया गया।\n\nकोड: {code} ({minutes} मिनट तक मान्य)\nया खोलें: {link}\n\nअगर यह आप नहीं थे, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड वही रहेगा।",
    loginSubject: "{brand}: अपने लॉग इन की पुष्टि करें",
    loginBody:
      "नए पते से लॉग इन की पुष्टि के लिए आपका कोड {code} है। यह {minutes} मिनट में समाप्त होगा।\n\nअगर यह आप नहीं थे, तो अपना पासवर्ड बदलें।",
  },
  ms: {
    sms: "{brand}: kod pengesahan anda ialah {code}. Ia tamat tempoh dalam {minutes} minit. Jangan kongsi dengan sesiapa.",
    resetSubject: "{brand}: tetapkan semula kata laluan anda",
    resetBody:
      "Penetapan semula kata laluan telah diminta untuk akaun {username}.\n\nKod: {code} (sah selama {minutes} minit)\nAtau buka: {link}\n\nJika ini bukan anda, abaikan e-mel ini: kata laluan anda kekal sama.",
    loginSubject: "{brand}: sahkan log masuk anda",
    loginBody:
      "Kod anda untuk mengesahkan log masuk dari alamat baharu ialah {code}. Ia tamat tempoh dalam {minutes} minit.\n\nJika ini bukan anda, tukar kata laluan anda.",
  },
  tr: {
    sms: "{brand}: doğrulama kodunuz {code}. {minutes} dakika içinde sona erer. Kimseyle paylaşmayın.",
    resetSubject: "{brand}: şifrenizi sıfırlayın",
    resetBody:
      "{username} hesabı için şifre sıfırlama talep edildi.\n\nKod: {code} ({minutes} dakika geçerli)\nVeya açın: {link}\n\nBu siz değilseniz bu e-postayı dikkate almayın: şifreniz aynı kalır.",
    loginSubject: "{brand}: girişinizi onaylayın",
    loginBody:
      "Yeni bir adresten yapılan girişi onaylama kodunuz {code}. {minutes} dakika içinde sona erer.\n\nBu siz değilseniz şifrenizi değiştirin.",
  },
  ru: {
    sms: "{brand}: ваш код подтверждения {code}. Действует {minutes} мин. Никому его не сообщайте.",
    resetSubject: "{brand}: сброс пароля",
    resetBody:
      "Для аккаунта {username} запрошен сброс пароля.\n\nКод: {code} (действует {minutes} мин)\nИли откройте: {link}\n\nЕсли это были не вы, проигнорируйте письмо: пароль останется прежним.",
    loginSubject: "{brand}: подтвердите вход",
    loginBody:
      "Код для подтверждения входа с нового адреса: {code}. Действует {minutes} мин.\n\nЕсли это были не вы, смените пароль.",
  },
  fr: {
    sms: "{brand} : votre code de vérification est {code}. Il expire dans {minutes} minutes. Ne le communiquez à personne.",
    resetSubject: "{brand} : réinitialisez votre mot de passe",
    resetBody:
      "Une réinitialisation du mot de passe a été demandée pour le compte {username}.\n\nCode : {code} (valable {minutes} minutes)\nOu ouvrez : {link}\n\nSi ce n'était pas vous, ignorez cet e-mail : votre mot de passe reste le même.",
    loginSubject: "{brand} : confirmez votre connexion",
    loginBody:
      "Votre code pour confirmer la connexion depuis une nouvelle adresse est {code}. Il expire dans {minutes} minutes.\n\nSi ce n'était pas vous, changez votre mot de passe.",
  },
  de: {
    sms: "{brand}: Dein Bestätigungscode lautet {code}. Er läuft in {minutes} Minuten ab. Gib ihn an niemanden weiter.",
    resetSubject: "{brand}: Setze dein Passwort zurück",
    resetBody:
      "Für das Konto {username} wurde das Zurücksetzen des Passworts angefordert.\n\nCode: {code} (gültig für {minutes} Minuten)\nOder öffne: {link}\n\nWenn du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.",
    loginSubject: "{brand}: Bestätige deine Anmeldung",
    loginBody:
      "Dein Code zur Bestätigung der Anmeldung von einer neuen Adresse lautet {code}. Er läuft in {minutes} Minuten ab.\n\nWenn du das nicht warst, ändere dein Passwort.",
  },
  it: {
    sms: "{brand}: il tuo codice di verifica è {code}. Scade tra {minutes} minuti. Non condividerlo con nessuno.",
    resetSubject: "{brand}: reimposta la password",
    resetBody:
      "È stata richiesta la reimpostazione della password dell'account {username}.\n\nCodice: {code} (valido per {minutes} minuti)\nOppure apri: {link}\n\nSe non sei stato tu, ignora questa e-mail: la tua password resta invariata.",
    loginSubject: "{brand}: conferma il tuo accesso",
    loginBody:
      "Il tuo codice per confermare l'accesso da un nuovo indirizzo è {code}. Scade tra {minutes} minuti.\n\nSe non sei stato tu, cambia la password.",
  },
  bn: {
    sms: "{brand}: আপনার যাচাই কোড {code}। এটি {minutes} মিনিটে মেয়াদোত্তীর্ণ হবে। কাউকে এটি দেবেন না।",
    resetSubject: "{brand}: আপনার পাসওয়ার্ড রিসেট করুন",
    resetBody:
      "{username} অ্যাকাউন্টের পাসওয়ার্ড রিসেটের অনুরোধ করা হয়েছে।\n\nকোড: {code} ({minutes} মিনিট বৈধ)\nঅথবা খুলুন: {link}\n\nএটি আপনি না হলে এই ই-মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড আগের মতোই থাকবে।",
    loginSubject: "{brand}: আপনার লগ ইন নিশ্চিত করুন",
    loginBody:
      "নতুন ঠিকানা থেকে লগ ইন নিশ্চিত করার কোড {code}। এটি {minutes} মিনিটে মেয়াদোত্তীর্ণ হবে।\n\nএটি আপনি না হলে পাসওয়ার্ড বদলে ফেলুন।",
  },
  ur: {
    sms: "{brand}: آپ کا تصدیقی کوڈ {code} ہے۔ یہ {minutes} منٹ میں ختم ہو جائے گا۔ اسے کسی کو نہ بتائیں۔",
    resetSubject: "{brand}: اپنا پاس ورڈ ری سیٹ کریں",
    resetBody:
      "اکاؤنٹ {username} کے پاس ورڈ کی ری سیٹ کی درخواست کی گئی ہے۔\n\nکوڈ: {code} ({minutes} منٹ تک کارآمد)\nیا کھولیں: {link}\n\nاگر یہ آپ نہیں تھے تو اس ای میل کو نظر انداز کریں: آپ کا پاس ورڈ وہی رہے گا۔",
    loginSubject: "{brand}: اپنے لاگ ان کی تصدیق کریں",
    loginBody:
      "نئے پتے سے لاگ ان کی تصدیق کا آپ کا کوڈ {code} ہے۔ یہ {minutes} منٹ میں ختم ہو جائے گا۔\n\nاگر یہ آپ نہیں تھے تو اپنا پاس ورڈ بدل دیں۔",
  },
  fa: {
    sms: "{brand}: کد تأیید شما {code} است. تا {minutes} دقیقه دیگر منقضی می‌شود. آن را به هیچ‌کس ندهید.",
    resetSubject: "{brand}: بازنشانی رمز عبور",
    resetBody:
      "برای حساب {username} درخواست بازنشانی رمز عبور ثبت شده است.\n\nکد: {code} (اعتبار: {minutes} دقیقه)\nیا باز کنید: {link}\n\nاگر شما نبودید، این ایمیل را نادیده بگیرید: رمز عبور شما تغییری نمی‌کند.",
    loginSubject: "{brand}: ورود خود را تأیید کنید",
    loginBody:
      "کد تأیید ورود شما از نشانی جدید {code} است. تا {minutes} دقیقه دیگر منقضی می‌شود.\n\nاگر شما نبودید، رمز عبور خود را تغییر دهید.",
  },
  he: {
    sms: "{brand}: קוד האימות שלך הוא {code}. הוא יפוג בעוד {minutes} דקות. אין למסור אותו לאיש.",
    resetSubject: "{brand}: איפוס הסיסמה",
    resetBody:
      "התבקש איפוס סיסמה לחשבון {username}.\n\nקוד: {code} (בתוקף {minutes} דקות)\nאו לפתוח: {link}\n\nאם זה לא היה אתה, אפשר להתעלם מהאימייל הזה: הסיסמה שלך לא תשתנה.",
    loginSubject: "{brand}: אישור הכניסה שלך",
    loginBody:
      "הקוד לאישור הכניסה מכתובת חדשה הוא {code}. הוא יפוג בעוד {minutes} דקות.\n\nאם זה לא היה אתה, יש לשנות את הסיסמה.",
  },
  ta: {
    sms: "{brand}: உங்கள் சரிபார்ப்புக் குறியீடு {code}. இது {minutes} நிமிடங்களில் காலாவதியாகும். யாருடனும் பகிராதீர்கள்.",
    resetSubject: "{brand}: உங்கள் கடவுச்சொல்லை மீட்டமையுங்கள்",
    resetBody:
      "{username} கணக்கின் கடவுச்சொல்லை மீட்டமைக்கக் கோரப்பட்டது.\n\nகுறியீடு: {code} ({minutes} நிமிடங்கள் செல்லுபடியாகும்)\nஅல்லது திறக்கவும்: {link}\n\nஇது நீங்கள் இல்லையெனில், இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: உங்கள் கடவுச்சொல் மாறாது.",
    loginSubject: "{brand}: உங்கள் உள்நுழைவை உறுதிசெய்யுங்கள்",
    loginBody:
      "புதிய முகவரியிலிருந்து உள்நுழைவை உறுதிசெய்யும் உங்கள் குறியீடு {code}. இது {minutes} நிமிடங்களில் காலாவதியாகும்.\n\nஇது நீங்கள் இல்லையெனில், உங்கள் கடவுச்சொல்லை மாற்றுங்கள்.",
  },
  te: {
    sms: "{brand}: మీ ధృవీకరణ కోడ్ {code}. ఇది {minutes} నిమిషాల్లో గడువు ముగుస్తుంది. ఎవరికీ చెప్పకండి.",
    resetSubject: "{brand}: మీ పాస్‌వర్డ్ రీసెట్ చేయండి",
    resetBody:
      "{username} ఖాతా పాస్‌వర్డ్ రీసెట్ అభ్యర్థించబడింది.\n\nకోడ్: {code} ({minutes} నిమిషాలు చెల్లుతుంది)\nలేదా తెరవండి: {link}\n\nఇది మీరు కాకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోకండి: మీ పాస్‌వర్డ్ మారదు.",
    loginSubject: "{brand}: మీ లాగిన్ నిర్ధారించండి",
    loginBody:
      "కొత్త చిరునామా నుండి లాగిన్ నిర్ధారించే మీ కోడ్ {code}. ఇది {minutes} నిమిషాల్లో గడువు ముగుస్తుంది.\n\nఇది మీరు కాకపోతే, మీ పాస్‌వర్డ్ మార్చండి.",
  },
  uk: {
    sms: "{brand}: ваш код підтвердження {code}. Дійсний {minutes} хв. Нікому його не повідомляйте.",
    resetSubject: "{brand}: відновлення пароля",
    resetBody:
      "Надійшов запит на відновлення пароля акаунта {username}.\n\nКод: {code} (дійсний {minutes} хв)\nАбо відкрийте: {link}\n\nЯкщо це були не ви, проігноруйте цей лист: ваш пароль не змінився.",
    loginSubject: "{brand}: підтвердьте вхід",
    loginBody:
      "Ваш код для підтвердження входу з нової адреси: {code}. Дійсний {minutes} хв.\n\nЯкщо це були не ви, змініть пароль.",
  },
  pl: {
    sms: "{brand}: Twój kod weryfikacyjny to {code}. Wygasa za {minutes} min. Nie udostępniaj go nikomu.",
    resetSubject: "{brand}: zresetuj hasło",
    resetBody:
      "Otrzymaliśmy prośbę o zresetowanie hasła do konta {username}.\n\nKod: {code} (ważny przez {minutes} min)\nLub otwórz: {link}\n\nJeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło pozostaje bez zmian.",
    loginSubject: "{brand}: potwierdź logowanie",
    loginBody:
      "Twój kod do potwierdzenia logowania z nowego adresu to {code}. Wygasa za {minutes} min.\n\nJeśli to nie Ty, zmień hasło.",
  },
  nl: {
    sms: "{brand}: je verificatiecode is {code}. Deze verloopt over {minutes} minuten. Deel hem met niemand.",
    resetSubject: "{brand}: stel je wachtwoord opnieuw in",
    resetBody:
      "Er is gevraagd het wachtwoord van het account {username} opnieuw in te stellen.\n\nCode: {code} (geldig gedurende {minutes} minuten)\nOf open: {link}\n\nWas jij dit niet, negeer deze e-mail dan: je wachtwoord blijft hetzelfde.",
    loginSubject: "{brand}: bevestig je inlog",
    loginBody:
      "Je code om de inlog vanaf een nieuw adres te bevestigen is {code}. Deze verloopt over {minutes} minuten.\n\nWas jij dit niet, wijzig dan je wachtwoord.",
  },
  sv: {
    sms: "{brand}: din verifieringskod är {code}. Den går ut om {minutes} minuter. Dela den inte med någon.",
    resetSubject: "{brand}: återställ ditt lösenord",
    resetBody:
      "Någon har begärt att lösenordet för kontot {username} ska återställas.\n\nKod: {code} (giltig i {minutes} minuter)\nEller öppna: {link}\n\nOm det inte var du kan du bortse från det här meddelandet: ditt lösenord är oförändrat.",
    loginSubject: "{brand}: bekräfta din inloggning",
    loginBody:
      "Din kod för att bekräfta inloggningen från en ny adress är {code}. Den går ut om {minutes} minuter.\n\nOm det inte var du, byt lösenord.",
  },
  nb: {
    sms: "{brand}: bekreftelseskoden din er {code}. Den utløper om {minutes} minutter. Ikke del den med noen.",
    resetSubject: "{brand}: tilbakestill passordet ditt",
    resetBody:
      "Noen har bedt om å tilbakestille passordet til kontoen {username}.\n\nKode: {code} (gyldig i {minutes} minutter)\nEller åpne: {link}\n\nHvis det ikke var deg, kan du se bort fra denne e-posten: passordet ditt er uendret.",
    loginSubject: "{brand}: bekreft innloggingen din",
    loginBody:
      "Koden din for å bekrefte innloggingen fra en ny adresse er {code}. Den utløper om {minutes} minutter.\n\nHvis det ikke var deg, endre passordet ditt.",
  },
  da: {
    sms: "{brand}: din bekræftelseskode er {code}. Den udløber om {minutes} minutter. Del den ikke med nogen.",
    resetSubject: "{brand}: nulstil din adgangskode",
    resetBody:
      "Der er anmodet om at nulstille adgangskoden til kontoen {username}.\n\nKode: {code} (gyldig i {minutes} minutter)\nEller åbn: {link}\n\nHvis det ikke var dig, kan du se bort fra denne e-mail: din adgangskode er uændret.",
    loginSubject: "{brand}: bekræft dit log ind",
    loginBody:
      "Din kode til at bekræfte log ind fra en ny adresse er {code}. Den udløber om {minutes} minutter.\n\nHvis det ikke var dig, så skift din adgangskode.",
  },
  fi: {
    sms: "{brand}: vahvistuskoodisi on {code}. Se vanhenee {minutes} minuutissa. Älä kerro sitä kenellekään.",
    resetSubject: "{brand}: palauta salasanasi",
    resetBody:
      "Tilin {username} salasanan palauttamista on pyydetty.\n\nKoodi: {code} (voimassa {minutes} minuuttia)\nTai avaa: {link}\n\nJos tämä et ollut sinä, voit jättää viestin huomiotta: salasanasi pysyy ennallaan.",
    loginSubject: "{brand}: vahvista kirjautumisesi",
    loginBody:
      "Koodisi uudesta osoitteesta tehdyn kirjautumisen vahvistamiseen on {code}. Se vanhenee {minutes} minuutissa.\n\nJos tämä et ollut sinä, vaihda salasanasi.",
  },
  el: {
    sms: "{brand}: ο κωδικός επαλήθευσής σου είναι {code}. Λήγει σε {minutes} λεπτά. Μην τον δώσεις σε κανέναν.",
    resetSubject: "{brand}: επαναφορά κωδικού πρόσβασης",
    resetBody:
      "Ζητήθηκε επαναφορά του κωδικού για τον λογαριασμό {username}.\n\nΚωδικός: {code} (ισχύει για {minutes} λεπτά)\nΉ άνοιξε: {link}\n\nΑν δεν ήσουν εσύ, αγνόησε αυτό το email: ο κωδικός σου μένει ίδιος.",
    loginSubject: "{brand}: επιβεβαίωσε τη σύνδεσή σου",
    loginBody:
      "Ο κωδικός σου για την επιβεβαίωση της σύνδεσης από νέα διεύθυνση είναι {code}. Λήγει σε {minutes} λεπτά.\n\nΑν δεν ήσουν εσύ, άλλαξε τον κωδικό σου.",
  },
  cs: {
    sms: "{brand}: váš ověřovací kód je {code}. Platnost vyprší za {minutes} minut. Nikomu ho nesdělujte.",
    resetSubject: "{brand}: obnovení hesla",
    resetBody:
      "Bylo požádáno o obnovení hesla k účtu {username}.\n\nKód: {code} (platí {minutes} minut)\nNebo otevřete: {link}\n\nPokud jste to nebyli vy, tento e-mail ignorujte: vaše heslo zůstává stejné.",
    loginSubject: "{brand}: potvrďte přihlášení",
    loginBody:
      "Váš kód pro potvrzení přihlášení z nové adresy je {code}. Platnost vyprší za {minutes} minut.\n\nPokud jste to nebyli vy, změňte si heslo.",
  },
  ro: {
    sms: "{brand}: codul tău de verificare este {code}. Expiră în {minutes} minute. Nu-l comunica nimănui.",
    resetSubject: "{brand}: resetează-ți parola",
    resetBody:
      "S-a cerut resetarea parolei pentru contul {username}.\n\nCod: {code} (valabil {minutes} minute)\nSau deschide: {link}\n\nDacă nu ai fost tu, ignoră acest e-mail: parola ta rămâne aceeași.",
    loginSubject: "{brand}: confirmă autentificarea",
    loginBody:
      "Codul tău pentru a confirma autentificarea de la o adresă nouă este {code}. Expiră în {minutes} minute.\n\nDacă nu ai fost tu, schimbă-ți parola.",
  },
  hu: {
    sms: "{brand}: az ellenőrző kódod {code}. {minutes} perc múlva lejár. Ne oszd meg senkivel.",
    resetSubject: "{brand}: jelszó visszaállítása",
    resetBody:
      "Jelszó-visszaállítást kértek a(z) {username} fiókhoz.\n\nKód: {code} ({minutes} percig érvényes)\nVagy nyisd meg: {link}\n\nHa nem te voltál, hagyd figyelmen kívül ezt az e-mailt: a jelszavad változatlan marad.",
    loginSubject: "{brand}: erősítsd meg a belépést",
    loginBody:
      "Az új címről történő belépés megerősítéséhez szükséges kódod: {code}. {minutes} perc múlva lejár.\n\nHa nem te voltál, változtasd meg a jelszavad.",
  },
  tl: {
    sms: "{brand}: ang verification code mo ay {code}. Mag-e-expire ito sa loob ng {minutes} minuto. Huwag itong ibahagi kaninuman.",
    resetSubject: "{brand}: i-reset ang password mo",
    resetBody:
      "May humiling na i-reset ang password ng account na {username}.\n\nCode: {code} (may bisa nang {minutes} minuto)\nO buksan: {link}\n\nKung hindi ikaw ito, huwag pansinin ang e-mail na ito: hindi magbabago ang password mo.",
    loginSubject: "{brand}: kumpirmahin ang pag-log in mo",
    loginBody:
      "Ang code mo para kumpirmahin ang pag-log in mula sa bagong address ay {code}. Mag-e-expire ito sa loob ng {minutes} minuto.\n\nKung hindi ikaw ito, palitan ang password mo.",
  },
  km: {
    sms: "{brand}៖ លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ {code}។ វាផុតកំណត់ក្នុង {minutes} នាទី។ កុំចែករំលែកវាជាមួយនរណាម្នាក់។",
    resetSubject: "{brand}៖ កំណត់ពាក្យសម្ងាត់របស់អ្នកឡើងវិញ",
    resetBody:
      "មានការស្នើសុំកំណត់ពាក្យសម្ងាត់ឡើងវិញសម្រាប់គណនី {username}។\n\nកូដ៖ {code} (មានសុពលភាព {minutes} នាទី)\nឬបើក៖ {link}\n\nប្រសិនបើមិនមែនជាអ្នកទេ សូមមិនអើពើអ៊ីមែលនេះ៖ ពាក្យសម្ងាត់របស់អ្នកនៅដដែល។",
    loginSubject: "{brand}៖ បញ្ជាក់ការចូលគណនីរបស់អ្នក",
    loginBody:
      "កូដរបស់អ្នកដើម្បីបញ្ជាក់ការចូលគណនីពីអាសយដ្ឋានថ្មីគឺ {code}។ វាផុតកំណត់ក្នុង {minutes} នាទី។\n\nប្រសិនបើមិនមែនជាអ្នកទេ សូមប្តូរពាក្យសម្ងាត់របស់អ្នក។",
  },
  lo: {
    sms: "{brand}: ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ {code} ໝົດອາຍຸໃນ {minutes} ນາທີ ຢ່າແບ່ງປັນໃຫ້ຜູ້ໃດ",
    resetSubject: "{brand}: ຕັ້ງລະຫັດຜ່ານໃໝ່",
    resetBody:
      "ມີການຂໍຕັ້ງລະຫັດຜ່ານໃໝ່ສຳລັບບັນຊີ {username}\n\nລະຫັດ: {code} (ໃຊ້ໄດ້ {minutes} ນາທີ)\nຫຼື ເປີດ: {link}\n\nຖ້າບໍ່ແມ່ນທ່ານ ກະລຸນາບໍ່ສົນໃຈອີເມວນີ້: ລະຫັດຜ່ານຂອງທ່ານຍັງຄືເກົ່າ",
    loginSubject: "{brand}: ຢືນຢັນການເຂົ້າສູ່ລະບົບ",
    loginBody:
      "ລະຫັດຂອງທ່ານເພື່ອຢືນຢັນການເຂົ້າສູ່ລະບົບຈາກທີ່ຢູ່ໃໝ່ແມ່ນ {code} ໝົດອາຍຸໃນ {minutes} ນາທີ\n\nຖ້າບໍ່ແມ່ນທ່ານ ກະລຸນາປ່ຽນລະຫັດຜ່ານ",
  },
  my: {
    sms: "{brand}- သင့်အတည်ပြုကုဒ်မှာ {code} ဖြစ်ပါသည်။ {minutes} မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။ မည်သူ့ကိုမျှ မမျှဝေပါနှင့်။",
    resetSubject: "{brand}- သင့်စကားဝှက်ကို ပြန်လည်သတ်မှတ်ပါ",
    resetBody:
      "{username} အကောင့်အတွက် စကားဝှက် ပြန်လည်သတ်မှတ်ရန် တောင်းဆိုထားပါသည်။\n\nကုဒ်- {code} ({minutes} မိနစ်အတွင်း အသုံးပြုနိုင်သည်)\nသို့မဟုတ် ဖွင့်ပါ- {link}\n\nသင် မဟုတ်ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုပါ- သင့်စကားဝှက် မပြောင်းပါ။",
    loginSubject: "{brand}- သင့်အကောင့်ဝင်ရောက်မှုကို အတည်ပြုပါ",
    loginBody:
      "လိပ်စာအသစ်မှ အကောင့်ဝင်ရောက်မှုကို အတည်ပြုရန် သင့်ကုဒ်မှာ {code} ဖြစ်ပါသည်။ {minutes} မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။\n\nသင် မဟုတ်ပါက သင့်စကားဝှက်ကို ပြောင်းပါ။",
  },
  ne: {
    sms: "{brand}: तपाईंको प्रमाणीकरण कोड {code} हो। यो {minutes} मिनेटमा सकिन्छ। कसैलाई नदिनुहोस्।",
    resetSubject: "{brand}: आफ्नो पासवर्ड रिसेट गर्नुहोस्",
    resetBody:
      "{username} खाताको पासवर्ड रिसेट गर्न अनुरोध गरिएको छ।\n\nकोड: {code} ({minutes} मिनेटसम्म मान्य)\nवा खोल्नुहोस्: {link}\n\nयो तपाईं होइन भने यो इमेललाई बेवास्ता गर्नुहोस्: तपाईंको पासवर्ड उस्तै रहन्छ।",
    loginSubject: "{brand}: आफ्नो लग इन पुष्टि गर्नुहोस्",
    loginBody:
      "नयाँ ठेगानाबाट लग इन पुष्टि गर्ने तपाईंको कोड {code} हो। यो {minutes} मिनेटमा सकिन्छ।\n\nयो तपाईं होइन भने आफ्नो पासवर्ड परिवर्तन गर्नुहोस्।",
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
