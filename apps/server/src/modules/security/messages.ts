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
  tw: {
    subject: "{brand}：確認您的電子郵件",
    body: "將此電子郵件繫結到帳戶 {username} 的驗證碼是 {code}（{minutes} 分鐘內有效）。\n\n如果不是您本人操作，請忽略此郵件。",
  },
  ja: {
    subject: "{brand}：メールアドレスの確認",
    body: "このメールアドレスをアカウント {username} に登録するには、コード {code} を使用してください（有効期限 {minutes} 分）。\n\nお心当たりがない場合は、このメールを無視してください。",
  },
  ko: {
    subject: "{brand}: 이메일을 확인해 주세요",
    body: "이 이메일을 {username} 계정에 연결하려면 코드 {code}를 사용하세요({minutes}분 동안 유효).\n\n본인이 아니라면 이 이메일을 무시하세요.",
  },
  hi: {
    subject: "{brand}: अपने ई-मेल की पुष्टि करें",
    body: "इस ई-मेल को खाते {username} से जोड़ने के लिए कोड {code} इस्तेमाल करें ({minutes} मिनट तक मान्य)।\n\nअगर यह आप नहीं थे, तो इस ई-मेल को अनदेखा करें।",
  },
  ms: {
    subject: "{brand}: sahkan e-mel anda",
    body: "Untuk memautkan e-mel ini ke akaun {username}, gunakan kod {code} (sah selama {minutes} minit).\n\nJika ini bukan anda, abaikan e-mel ini.",
  },
  tr: {
    subject: "{brand}: e-postanızı onaylayın",
    body: "Bu e-postayı {username} hesabına bağlamak için {code} kodunu kullanın ({minutes} dakika geçerli).\n\nBu siz değilseniz bu e-postayı dikkate almayın.",
  },
  ru: {
    subject: "{brand}: подтвердите e-mail",
    body: "Чтобы привязать этот e-mail к аккаунту {username}, используйте код {code} (действует {minutes} мин).\n\nЕсли это были не вы, просто проигнорируйте письмо.",
  },
  fr: {
    subject: "{brand} : confirmez votre e-mail",
    body: "Pour associer cet e-mail au compte {username}, utilisez le code {code} (valable {minutes} minutes).\n\nSi ce n'était pas vous, ignorez cet e-mail.",
  },
  de: {
    subject: "{brand}: Bestätige deine E-Mail",
    body: "Um diese E-Mail mit dem Konto {username} zu verknüpfen, verwende den Code {code} (gültig für {minutes} Minuten).\n\nWenn du das nicht warst, ignoriere diese E-Mail.",
  },
  it: {
    subject: "{brand}: conferma la tua e-mail",
    body: "Per associare questa e-mail all'account {username}, usa il codice {code} (valido per {minutes} minuti).\n\nSe non sei stato tu, ignora questa e-mail.",
  },
  bn: {
    subject: "{brand}: আপনার ই-মেইল নিশ্চিত করুন",
    body: "এই ই-মেইলটি {username} অ্যাকাউন্টের সাথে যুক্ত করতে কোড {code} ব্যবহার করুন ({minutes} মিনিট বৈধ)।\n\nএটি আপনি না হলে এই ই-মেইলটি উপেক্ষা করুন।",
  },
  ur: {
    subject: "{brand}: اپنی ای میل کی تصدیق کریں",
    body: "اس ای میل کو اکاؤنٹ {username} سے منسلک کرنے کے لیے کوڈ {code} استعمال کریں ({minutes} منٹ تک کارآمد)۔\n\nاگر یہ آپ نہیں تھے تو اس ای میل کو نظر انداز کریں۔",
  },
  fa: {
    subject: "{brand}: ایمیل خود را تأیید کنید",
    body: "برای اتصال این ایمیل به حساب {username} از کد {code} استفاده کنید (اعتبار: {minutes} دقیقه).\n\nاگر شما نبودید، این ایمیل را نادیده بگیرید.",
  },
  he: {
    subject: "{brand}: אימות האימייל שלך",
    body: "כדי לקשר את האימייל הזה לחשבון {username}, יש להשתמש בקוד {code} (בתוקף {minutes} דקות).\n\nאם זה לא היה אתה, אפשר להתעלם מהאימייל הזה.",
  },
  ta: {
    subject: "{brand}: உங்கள் மின்னஞ்சலை உறுதிசெய்யுங்கள்",
    body: "இந்த மின்னஞ்சலை {username} கணக்குடன் இணைக்க, குறியீடு {code} ஐப் பயன்படுத்துங்கள் ({minutes} நிமிடங்கள் செல்லுபடியாகும்).\n\nஇது நீங்கள் இல்லையெனில், இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்.",
  },
  te: {
    subject: "{brand}: మీ ఈమెయిల్ నిర్ధారించండి",
    body: "ఈ ఈమెయిల్‌ను {username} ఖాతాకు జోడించడానికి కోడ్ {code} ఉపయోగించండి ({minutes} నిమిషాలు చెల్లుతుంది).\n\nఇది మీరు కాకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోకండి.",
  },
  uk: {
    subject: "{brand}: підтвердьте свій e-mail",
    body: "Щоб прив'язати цей e-mail до акаунта {username}, використайте код {code} (дійсний {minutes} хв).\n\nЯкщо це були не ви, проігноруйте цей лист.",
  },
  pl: {
    subject: "{brand}: potwierdź swój e-mail",
    body: "Aby powiązać ten e-mail z kontem {username}, użyj kodu {code} (ważny przez {minutes} min).\n\nJeśli to nie Ty, zignoruj tę wiadomość.",
  },
  nl: {
    subject: "{brand}: bevestig je e-mailadres",
    body: "Gebruik de code {code} (geldig gedurende {minutes} minuten) om dit e-mailadres aan het account {username} te koppelen.\n\nWas jij dit niet, negeer deze e-mail dan.",
  },
  sv: {
    subject: "{brand}: bekräfta din e-postadress",
    body: "Använd koden {code} (giltig i {minutes} minuter) för att koppla den här e-postadressen till kontot {username}.\n\nOm det inte var du kan du bortse från det här meddelandet.",
  },
  nb: {
    subject: "{brand}: bekreft e-postadressen din",
    body: "Bruk koden {code} (gyldig i {minutes} minutter) for å knytte denne e-postadressen til kontoen {username}.\n\nHvis det ikke var deg, kan du se bort fra denne e-posten.",
  },
  da: {
    subject: "{brand}: bekræft din e-mail",
    body: "Brug koden {code} (gyldig i {minutes} minutter) for at knytte denne e-mail til kontoen {username}.\n\nHvis det ikke var dig, kan du se bort fra denne e-mail.",
  },
  fi: {
    subject: "{brand}: vahvista sähköpostiosoitteesi",
    body: "Liitä tämä sähköpostiosoite tiliin {username} koodilla {code} (voimassa {minutes} minuuttia).\n\nJos tämä et ollut sinä, voit jättää viestin huomiotta.",
  },
  el: {
    subject: "{brand}: επιβεβαίωσε το email σου",
    body: "Για να συνδέσεις αυτό το email με τον λογαριασμό {username}, χρησιμοποίησε τον κωδικό {code} (ισχύει για {minutes} λεπτά).\n\nΑν δεν ήσουν εσύ, αγνόησε αυτό το email.",
  },
  cs: {
    subject: "{brand}: potvrďte svůj e-mail",
    body: "Pro propojení tohoto e-mailu s účtem {username} použijte kód {code} (platí {minutes} minut).\n\nPokud jste to nebyli vy, tento e-mail ignorujte.",
  },
  ro: {
    subject: "{brand}: confirmă-ți adresa de e-mail",
    body: "Pentru a asocia acest e-mail contului {username}, folosește codul {code} (valabil {minutes} minute).\n\nDacă nu ai fost tu, ignoră acest e-mail.",
  },
  hu: {
    subject: "{brand}: erősítsd meg az e-mail-címed",
    body: "Ha ezt az e-mail-címet a(z) {username} fiókhoz szeretnéd kötni, használd a(z) {code} kódot ({minutes} percig érvényes).\n\nHa nem te voltál, hagyd figyelmen kívül ezt az e-mailt.",
  },
  tl: {
    subject: "{brand}: kumpirmahin ang iyong e-mail",
    body: "Para i-link ang e-mail na ito sa account na {username}, gamitin ang code na {code} (may bisa nang {minutes} minuto).\n\nKung hindi ikaw ito, huwag pansinin ang e-mail na ito.",
  },
  km: {
    subject: "{brand}៖ បញ្ជាក់អ៊ីមែលរបស់អ្នក",
    body: "ដើម្បីភ្ជាប់អ៊ីមែលនេះទៅគណនី {username} សូមប្រើកូដ {code} (មានសុពលភាព {minutes} នាទី)។\n\nប្រសិនបើមិនមែនជាអ្នកទេ សូមមិនអើពើអ៊ីមែលនេះ។",
  },
  lo: {
    subject: "{brand}: ຢືນຢັນອີເມວຂອງທ່ານ",
    body: "ເພື່ອຜູກອີເມວນີ້ກັບບັນຊີ {username} ໃຫ້ໃຊ້ລະຫັດ {code} (ໃຊ້ໄດ້ {minutes} ນາທີ)\n\nຖ້າບໍ່ແມ່ນທ່ານ ກະລຸນາບໍ່ສົນໃຈອີເມວນີ້",
  },
  my: {
    subject: "{brand}- သင့်အီးမေးလ်ကို အတည်ပြုပါ",
    body: "ဤအီးမေးလ်ကို {username} အကောင့်နှင့် ချိတ်ဆက်ရန် ကုဒ် {code} ကို အသုံးပြုပါ ({minutes} မိနစ်အတွင်း အသုံးပြုနိုင်သည်)။\n\nသင် မဟုတ်ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုပါ။",
  },
  ne: {
    subject: "{brand}: आफ्नो इमेल पुष्टि गर्नुहोस्",
    body: "यो इमेललाई {username} खातासँग जोड्न कोड {code} प्रयोग गर्नुहोस् ({minutes} मिनेटसम्म मान्य)।\n\nयो तपाईं होइन भने यो इमेललाई बेवास्ता गर्नुहोस्।",
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
  tw: {
    subject: "{brand}：確認是您本人",
    body: "有人正在已登入的帳戶 {username} 中更改手機號碼或電子郵件。如果是您本人，請使用驗證碼 {code}（{minutes} 分鐘內有效）。\n\n如果不是您本人，請勿透露此驗證碼並修改密碼。",
  },
  ja: {
    subject: "{brand}：ご本人確認",
    body: "アカウント {username} にログイン中の方が、携帯電話番号またはメールアドレスを変更しようとしています。ご本人の場合は、コード {code} を使用してください（有効期限 {minutes} 分）。\n\nお心当たりがない場合は、このコードを誰にも教えず、パスワードを変更してください。",
  },
  ko: {
    subject: "{brand}: 본인 확인",
    body: "{username} 계정에 로그인한 사람이 휴대폰 번호나 이메일을 변경하려고 합니다. 본인이라면 코드 {code}를 사용하세요({minutes}분 동안 유효).\n\n본인이 아니라면 이 코드를 누구에게도 알려 주지 말고 비밀번호를 변경하세요.",
  },
  hi: {
    subject: "{brand}: पुष्टि करें कि यह आप हैं",
    body: "खाते {username} में साइन इन कोई व्यक्ति उसका मोबाइल नंबर या ई-मेल बदल रहा है। अगर यह आप हैं, तो कोड {code} इस्तेमाल करें ({minutes} मिनट तक मान्य)।\n\nअगर यह आप नहीं हैं, तो यह कोड किसी से साझा न करें और अपना पासवर्ड बदलें।",
  },
  ms: {
    subject: "{brand}: sahkan ini anda",
    body: "Seseorang yang log masuk ke akaun {username} sedang menukar nombor telefon bimbit atau e-melnya. Jika itu anda, gunakan kod {code} (sah selama {minutes} minit).\n\nJika bukan anda, jangan kongsi kod ini dan tukar kata laluan anda.",
  },
  tr: {
    subject: "{brand}: siz olduğunuzu onaylayın",
    body: "{username} hesabına giriş yapmış biri hesabın cep telefonu numarasını veya e-postasını değiştiriyor. Sizseniz {code} kodunu kullanın ({minutes} dakika geçerli).\n\nSiz değilseniz bu kodu kimseyle paylaşmayın ve şifrenizi değiştirin.",
  },
  ru: {
    subject: "{brand}: подтвердите, что это вы",
    body: "Кто-то, вошедший в аккаунт {username}, меняет его номер телефона или e-mail. Если это вы, используйте код {code} (действует {minutes} мин).\n\nЕсли это не вы, никому не сообщайте этот код и смените пароль.",
  },
  fr: {
    subject: "{brand} : confirmez que c'est vous",
    body: "Une personne connectée au compte {username} modifie son numéro de mobile ou son e-mail. Si c'est vous, utilisez le code {code} (valable {minutes} minutes).\n\nSi ce n'est pas vous, ne communiquez pas ce code et changez votre mot de passe.",
  },
  de: {
    subject: "{brand}: Bestätige, dass du es bist",
    body: "Jemand, der im Konto {username} angemeldet ist, ändert dessen Handynummer oder E-Mail. Wenn du das bist, verwende den Code {code} (gültig für {minutes} Minuten).\n\nWenn du das nicht bist, gib diesen Code nicht weiter und ändere dein Passwort.",
  },
  it: {
    subject: "{brand}: conferma che sei tu",
    body: "Qualcuno che ha effettuato l'accesso all'account {username} sta cambiando il numero di cellulare o l'e-mail. Se sei tu, usa il codice {code} (valido per {minutes} minuti).\n\nSe non sei tu, non condividere questo codice e cambia la password.",
  },
  bn: {
    subject: "{brand}: নিশ্চিত করুন যে এটি আপনি",
    body: "{username} অ্যাকাউন্টে সাইন ইন করা কেউ এর মোবাইল নম্বর বা ই-মেইল বদলাচ্ছেন। এটি আপনি হলে কোড {code} ব্যবহার করুন ({minutes} মিনিট বৈধ)।\n\nএটি আপনি না হলে কোডটি কাউকে দেবেন না এবং পাসওয়ার্ড বদলে ফেলুন।",
  },
  ur: {
    subject: "{brand}: تصدیق کریں کہ یہ آپ ہیں",
    body: "اکاؤنٹ {username} میں سائن ان کوئی شخص اس کا موبائل نمبر یا ای میل تبدیل کر رہا ہے۔ اگر یہ آپ ہیں تو کوڈ {code} استعمال کریں ({minutes} منٹ تک کارآمد)۔\n\nاگر یہ آپ نہیں ہیں تو یہ کوڈ کسی کو نہ بتائیں اور اپنا پاس ورڈ بدل دیں۔",
  },
  fa: {
    subject: "{brand}: تأیید کنید که خودتان هستید",
    body: "کسی که وارد حساب {username} شده در حال تغییر شماره موبایل یا ایمیل آن است. اگر خودتان هستید، از کد {code} استفاده کنید (اعتبار: {minutes} دقیقه).\n\nاگر شما نیستید، این کد را به کسی ندهید و رمز عبور خود را تغییر دهید.",
  },
  he: {
    subject: "{brand}: יש לאשר שזה אתה",
    body: "מישהו שמחובר לחשבון {username} משנה את מספר הנייד או את האימייל שלו. אם זה אתה, יש להשתמש בקוד {code} (בתוקף {minutes} דקות).\n\nאם זה לא אתה, אין למסור את הקוד לאיש ויש לשנות את הסיסמה.",
  },
  ta: {
    subject: "{brand}: இது நீங்கள்தான் என உறுதிசெய்யுங்கள்",
    body: "{username} கணக்கில் உள்நுழைந்த ஒருவர் அதன் கைபேசி எண்ணையோ மின்னஞ்சலையோ மாற்றுகிறார். இது நீங்கள் என்றால், குறியீடு {code} ஐப் பயன்படுத்துங்கள் ({minutes} நிமிடங்கள் செல்லுபடியாகும்).\n\nஇது நீங்கள் இல்லையெனில், இந்தக் குறியீட்டை யாருடனும் பகிராதீர்கள், உங்கள் கடவுச்சொல்லை மாற்றுங்கள்.",
  },
  te: {
    subject: "{brand}: ఇది మీరేనని నిర్ధారించండి",
    body: "{username} ఖాతాలో సైన్ ఇన్ అయిన ఎవరో దాని మొబైల్ నంబర్ లేదా ఈమెయిల్ మారుస్తున్నారు. అది మీరే అయితే, కోడ్ {code} ఉపయోగించండి ({minutes} నిమిషాలు చెల్లుతుంది).\n\nఅది మీరు కాకపోతే, ఈ కోడ్ ఎవరికీ చెప్పకండి, మీ పాస్‌వర్డ్ మార్చండి.",
  },
  uk: {
    subject: "{brand}: підтвердьте, що це ви",
    body: "Хтось, хто ввійшов в акаунт {username}, змінює його номер телефону або e-mail. Якщо це ви, використайте код {code} (дійсний {minutes} хв).\n\nЯкщо це не ви, нікому не повідомляйте цей код і змініть пароль.",
  },
  pl: {
    subject: "{brand}: potwierdź, że to Ty",
    body: "Ktoś zalogowany na konto {username} zmienia jego numer telefonu lub e-mail. Jeśli to Ty, użyj kodu {code} (ważny przez {minutes} min).\n\nJeśli to nie Ty, nie udostępniaj nikomu tego kodu i zmień hasło.",
  },
  nl: {
    subject: "{brand}: bevestig dat jij het bent",
    body: "Iemand die is ingelogd op het account {username} wijzigt het mobiele nummer of e-mailadres ervan. Ben jij het, gebruik dan de code {code} (geldig gedurende {minutes} minuten).\n\nBen jij het niet, deel deze code dan met niemand en wijzig je wachtwoord.",
  },
  sv: {
    subject: "{brand}: bekräfta att det är du",
    body: "Någon som är inloggad på kontot {username} håller på att ändra kontots mobilnummer eller e-postadress. Om det är du, använd koden {code} (giltig i {minutes} minuter).\n\nOm det inte är du, dela inte koden med någon och byt lösenord.",
  },
  nb: {
    subject: "{brand}: bekreft at det er deg",
    body: "Noen som er logget inn på kontoen {username}, endrer mobilnummeret eller e-postadressen til kontoen. Hvis det er deg, bruk koden {code} (gyldig i {minutes} minutter).\n\nHvis det ikke er deg, ikke del koden med noen, og endre passordet ditt.",
  },
  da: {
    subject: "{brand}: bekræft, at det er dig",
    body: "En person, der er logget ind på kontoen {username}, er ved at ændre kontoens mobilnummer eller e-mail. Hvis det er dig, så brug koden {code} (gyldig i {minutes} minutter).\n\nHvis det ikke er dig, så del ikke koden med nogen, og skift din adgangskode.",
  },
  fi: {
    subject: "{brand}: vahvista, että se olet sinä",
    body: "Joku tiliin {username} kirjautunut on vaihtamassa tilin puhelinnumeroa tai sähköpostiosoitetta. Jos se olet sinä, käytä koodia {code} (voimassa {minutes} minuuttia).\n\nJos se et ole sinä, älä kerro koodia kenellekään ja vaihda salasanasi.",
  },
  el: {
    subject: "{brand}: επιβεβαίωσε ότι είσαι εσύ",
    body: "Κάποιος συνδεδεμένος στον λογαριασμό {username} αλλάζει τον αριθμό κινητού ή το email του. Αν είσαι εσύ, χρησιμοποίησε τον κωδικό {code} (ισχύει για {minutes} λεπτά).\n\nΑν δεν είσαι εσύ, μη δώσεις τον κωδικό σε κανέναν και άλλαξε τον κωδικό πρόσβασής σου.",
  },
  cs: {
    subject: "{brand}: potvrďte, že jste to vy",
    body: "Někdo přihlášený k účtu {username} mění jeho číslo mobilu nebo e-mail. Pokud jste to vy, použijte kód {code} (platí {minutes} minut).\n\nPokud to nejste vy, kód nikomu nesdělujte a změňte si heslo.",
  },
  ro: {
    subject: "{brand}: confirmă că ești tu",
    body: "Cineva autentificat în contul {username} îi schimbă numărul de mobil sau e-mailul. Dacă ești tu, folosește codul {code} (valabil {minutes} minute).\n\nDacă nu ești tu, nu comunica acest cod nimănui și schimbă-ți parola.",
  },
  hu: {
    subject: "{brand}: erősítsd meg, hogy te vagy az",
    body: "Valaki, aki be van lépve a(z) {username} fiókba, módosítja annak mobilszámát vagy e-mail-címét. Ha te vagy az, használd a(z) {code} kódot ({minutes} percig érvényes).\n\nHa nem te vagy, ne oszd meg senkivel ezt a kódot, és változtasd meg a jelszavad.",
  },
  tl: {
    subject: "{brand}: kumpirmahin na ikaw ito",
    body: "May naka-sign in sa account na {username} na nagpapalit ng numero ng mobile o e-mail nito. Kung ikaw ito, gamitin ang code na {code} (may bisa nang {minutes} minuto).\n\nKung hindi ikaw ito, huwag ibahagi ang code na ito at palitan ang password mo.",
  },
  km: {
    subject: "{brand}៖ បញ្ជាក់ថាជាអ្នក",
    body: "មាននរណាម្នាក់ដែលបានចូលគណនី {username} កំពុងប្តូរលេខទូរស័ព្ទ ឬអ៊ីមែលរបស់វា។ ប្រសិនបើជាអ្នក សូមប្រើកូដ {code} (មានសុពលភាព {minutes} នាទី)។\n\nប្រសិនបើមិនមែនជាអ្នកទេ កុំចែករំលែកកូដនេះ ហើយសូមប្តូរពាក្យសម្ងាត់របស់អ្នក។",
  },
  lo: {
    subject: "{brand}: ຢືນຢັນວ່າແມ່ນທ່ານ",
    body: "ມີຄົນທີ່ເຂົ້າສູ່ລະບົບບັນຊີ {username} ກຳລັງປ່ຽນເບີໂທລະສັບ ຫຼື ອີເມວຂອງບັນຊີ ຖ້າແມ່ນທ່ານ ໃຫ້ໃຊ້ລະຫັດ {code} (ໃຊ້ໄດ້ {minutes} ນາທີ)\n\nຖ້າບໍ່ແມ່ນທ່ານ ຢ່າແບ່ງປັນລະຫັດນີ້ ແລະ ປ່ຽນລະຫັດຜ່ານຂອງທ່ານ",
  },
  my: {
    subject: "{brand}- သင်ဖြစ်ကြောင်း အတည်ပြုပါ",
    body: "{username} အကောင့်သို့ ဝင်ထားသူတစ်ဦးက ၎င်း၏ ဖုန်းနံပါတ် သို့မဟုတ် အီးမေးလ်ကို ပြောင်းနေပါသည်။ သင်ဖြစ်ပါက ကုဒ် {code} ကို အသုံးပြုပါ ({minutes} မိနစ်အတွင်း အသုံးပြုနိုင်သည်)။\n\nသင် မဟုတ်ပါက ဤကုဒ်ကို မည်သူ့ကိုမျှ မမျှဝေဘဲ သင့်စကားဝှက်ကို ပြောင်းပါ။",
  },
  ne: {
    subject: "{brand}: यो तपाईं नै हो भनी पुष्टि गर्नुहोस्",
    body: "{username} खातामा साइन इन भएका कसैले यसको मोबाइल नम्बर वा इमेल परिवर्तन गर्दै छन्। यो तपाईं हो भने कोड {code} प्रयोग गर्नुहोस् ({minutes} मिनेटसम्म मान्य)।\n\nयो तपाईं होइन भने यो कोड कसैलाई नदिनुहोस् र आफ्नो पासवर्ड परिवर्तन गर्नुहोस्।",
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
