Translation requests with pasted text.

=== tr-ko-en ko translation
다음을 영어로 번역해줘:
"안녕하세요, ⟦name.ko#1⟧입니다. 다음 주 화요일에 ⟦addr.kr⟧ 사무실로 방문 부탁드립니다. 문의는 ⟦phone.kr⟧ 또는 ⟦email.kr<1⟧로 주세요."
=== tr-ja-en ja translation
以下を英訳してください。
「⟦name.ja#1|family⟧です。先日お送りした見積書（⟦d.invoice⟧）の件でご連絡しました。折り返しは ⟦phone.jp⟧ までお願いします。」
=== tr-zh-en zh translation
翻译成英文：
"您好，我是⟦name.zh#1⟧，我的快递单号是⟦d.tracking⟧，收货地址⟦addr.cn⟧，电话⟦phone.cn.mob⟧，麻烦尽快处理。"
=== tr-en-ja en translation
Translate into Japanese for our Osaka partner:
"Dear ⟦name.ja#1|latin⟧, the samples will ship on ⟦date⟧ to ⟦addr.jp.latin⟧. Contact me at ⟦email.company⟧ or ⟦phone.us⟧. — ⟦name.en⟧"
=== tr-en-ko en translation
Translate to Korean, formal tone:
"Hello Mr. ⟦name.ko#1|latin⟧, your apartment viewing at ⟦addr.kr.latin⟧ is confirmed. Please bring your ID. My number is ⟦phone.kr⟧."
=== tr-vi-en vi translation
Dịch sang tiếng Anh: "Em là ⟦name.vi#1⟧, nhà em ở ⟦addr.vn⟧, số điện thoại ⟦phone.vn⟧. Em muốn đăng ký học thử lớp IELTS."
=== tr-th-en th translation
แปลเป็นภาษาอังกฤษ: "สวัสดีค่ะ ดิฉันชื่อ⟦name.th⟧ ที่อยู่ ⟦addr.th⟧ เบอร์ ⟦phone.th⟧ ต้องการเปลี่ยนวันนัดค่ะ"
=== tr-ar-en ar translation
ترجم إلى الإنجليزية: "السلام عليكم، أنا ⟦name.ar⟧، أسكن في ⟦addr.sa⟧، رقم جوالي ⟦phone.sa⟧، أرجو التواصل معي بخصوص الطلب ⟦d.order⟧."
=== tr-hi-en hi translation
अंग्रेज़ी में अनुवाद करें: "नमस्ते, मेरा नाम ⟦name.hi⟧ है। मेरा पता ⟦addr.in⟧ है और मोबाइल नंबर ⟦phone.in⟧ है।"
=== tr-ru-en ru translation
Переведи на английский: «Здравствуйте, меня зовут ⟦name.ru⟧. Прошу доставить заказ ⟦d.order⟧ по адресу ⟦addr.ru⟧. Телефон ⟦phone.ru⟧.»
=== tr-tr-en tr translation
İngilizceye çevir: "Merhaba, ben ⟦name.tr⟧. Siparişim ⟦d.order⟧ hâlâ gelmedi. Adresim ⟦addr.tr⟧, telefonum ⟦phone.tr⟧."
=== tr-pl-en pl translation
Przetłumacz na angielski: „Nazywam się ⟦name.pl⟧, mieszkam przy ⟦addr.pl⟧. Proszę o kontakt pod numerem ⟦phone.pl⟧.”
=== tr-id-en id translation
Terjemahkan ke bahasa Inggris: "Saya ⟦name.id⟧, tinggal di ⟦addr.id⟧. Nomor HP saya ⟦phone.id⟧, email ⟦email.asia⟧."
=== tr-it-en it translation
Traduci in inglese: "Buongiorno, sono ⟦name.it⟧. Vorrei disdire il contratto. Abito in ⟦addr.it⟧, cellulare ⟦phone.it⟧."
=== tr-nl-en nl translation
Vertaal naar het Engels: "Hallo, ik ben ⟦name.nl⟧ en woon op ⟦addr.nl⟧. U kunt mij bereiken op ⟦phone.nl⟧."
=== tr-fa-en fa translation
به انگلیسی ترجمه کن: «سلام، من ⟦name.fa⟧ هستم. لطفاً با شماره ⟦phone.ae⟧ با من تماس بگیرید.»
=== tr-ms-en ms translation
Terjemahkan ke bahasa Inggeris: "Saya ⟦name.ms⟧, alamat saya ⟦addr.my⟧, telefon ⟦phone.my⟧."
=== tr-cs-en cs translation
Přelož do angličtiny: „Dobrý den, jsem ⟦name.cs⟧, bydlím na adrese ⟦addr.cz⟧, telefon ⟦phone.cz⟧.“
=== tr-uk-en uk translation
Переклади англійською: «Добрий день, мене звати ⟦name.uk⟧, моя адреса ⟦addr.ua⟧, телефон ⟦phone.ua⟧.»
=== tr-noPII-ja ja translation
英訳して：「⟦d.public⟧の作品は今も多くの人に読まれている。代表作の初版ISBNは⟦isbn⟧。」
=== tr-noPII-zh zh translation
翻译：《西游记》里的⟦d.fiction⟧和历史人物⟦d.public⟧有什么关系？
=== tr-noPII-ko ko translation
영어로 번역: "서식 예시의 이름 '⟦d.placeholdername⟧'과 전화번호 '⟦d.maskphone⟧'는 실제 정보가 아닙니다. 긴급 시 ⟦d.service⟧에 전화하세요."
=== tr-de-en de translation
Übersetze ins Englische: „Sehr geehrte Frau ⟦name.de#1|family⟧, Ihr Termin am ⟦date⟧ in der ⟦addr.de⟧ ist bestätigt. Rückfragen unter ⟦phone.de⟧.“
=== tr-es-en es translation
Traduce al inglés: "Hola, soy ⟦name.es⟧, vivo en ⟦addr.mx⟧ y mi número es ⟦phone.mx⟧."
=== tr-he-en he translation
תרגם לאנגלית: "שלום, שמי ⟦name.he⟧, הכתובת שלי ⟦addr.il⟧."
