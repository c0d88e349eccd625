Written-out variants: lower-case names, extensions, obfuscated mailboxes, smaller languages.

=== forum-obf-email-en en forum
Proofread my post for the hiking club board:
"Spare tent for the Dolomites trip, free to a good home. Email me at ⟦email.obf⟧ (no spam pls) or ring ⟦phone.gb⟧ ext. ⟦n:10-999⟧. — ⟦name.en|lower⟧"
=== forum-obf-email-ja ja forum
掲示板の投稿を読みやすくして：「譲ります。ベビーカー（⟦d.sku⟧）。連絡は ⟦email.obf⟧ へ（＠は半角に）。⟦name.ja#1|family⟧」
=== forum-obf-email-de de forum
Korrigiere meinen Forenbeitrag: „Suche Mitfahrgelegenheit nach Leipzig am ⟦date⟧. Meldet euch unter ⟦email.obf⟧ oder ⟦phone.de⟧. Gruß, ⟦name.de#1|given|lower⟧“
=== chat-lowercase-en en delivery
clean up this chat log for the incident report:
[⟦time⟧] ⟦name.en#1|lower⟧: hey its me, can u send the keys to ⟦addr.us|lower⟧
[⟦time⟧] ⟦name.en#2|lower⟧: sure, whats ur number again
[⟦time⟧] ⟦name.en#1|lower⟧: ⟦phone.us⟧
=== chat-lowercase-id id delivery
rapikan chat ini:
[⟦time⟧] ⟦name.id#1|lower⟧: kak paketnya ditaruh di pos satpam aja ya
[⟦time⟧] kurir: alamatnya ⟦addr.id⟧ kan kak?
[⟦time⟧] ⟦name.id#1|lower⟧: iya betul, kalau bingung telp ⟦phone.id⟧
=== phone-ext-en en crm
Format these contacts for the CRM import:
⟦name.en|rev⟧ — ⟦phone.us⟧ x⟦n:100-999⟧
⟦name.fr|initial⟧ — ⟦phone.fr⟧ poste ⟦n:10-99⟧
⟦name.de|initial⟧ — ⟦phone.de⟧ Durchwahl -⟦n:10-99⟧
switchboard ⟦d.hotline⟧
=== phone-ext-ko ko crm
명함 정보 정리해줘
⟦name.ko#1⟧ 과장
T. ⟦phone.kr⟧ (내선 ⟦n:100-999⟧)
M. ⟦phone.kr⟧
E. ⟦email.company<1⟧
⟦addr.kr⟧
=== bizcard-ja ja crm
名刺をテキスト化しました。項目ごとに整理して：
株式会社川口精機 営業部
⟦name.ja#1⟧（⟦name.ja#1|latin⟧）
〒⟦n:100-999⟧-⟦#:4⟧ ⟦addr.jp⟧
TEL ⟦phone.jp⟧ 内線⟦n:100-999⟧ / FAX ⟦phone.jp⟧
⟦email.company<1⟧
=== bizcard-zh zh crm
名片识别结果整理：
⟦name.zh#1⟧ 销售总监
⟦name.zh#1|latin⟧
手机：⟦phone.cn.mob|fw⟧
座机：⟦phone.cn⟧ 转 ⟦n:800-899⟧
邮箱：⟦email.cn<1⟧
地址：⟦addr.cn⟧
=== middle-initial-en en legal
Draft a cover letter for the notary: signatory ⟦name.en#1|given⟧ ⟦L:1⟧. ⟦name.en#1|family⟧, residing at ⟦addr.us⟧, witness ⟦name.en⟧. Notary commission no. ⟦#:7~commission_number⟧.
=== sv-hyresavi sv bank
Sammanfatta hyresavin: hyresgäst ⟦name.sv⟧, ⟦addr.se⟧, tel. ⟦phone.se⟧, betala till IBAN ⟦iban.SE⟧, OCR-nummer ⟦#:12~payment_reference⟧.
=== sv-forum sv forum
Gör annonsen trevligare: Säljer barnvagn, ⟦n:300-2000⟧ kr, hämtas på ⟦addr.se⟧. Ring ⟦phone.se⟧, fråga efter ⟦name.sv#1|given⟧.
=== el-clinic el clinic
Σύνοψη ραντεβού: ασθενής ⟦name.el⟧, τηλ. ⟦phone.gr⟧, διεύθυνση ⟦addr.gr⟧, κωδικός ⟦d.icd⟧.
=== el-forum el forum
Διόρθωσε την αγγελία: Πωλείται ποδήλατο, ⟦n:50-500⟧ €, παραλαβή ⟦addr.gr⟧, τηλ. ⟦phone.gr⟧ (⟦name.el#1|given⟧).
=== he-bank he bank
סכם את ההודעה: העברה לחשבון של ⟦name.he⟧, ‏IBAN ⟦iban.IL⟧, סכום ⟦n:100-9000⟧ ₪, אסמכתא ⟦d.invoice⟧.
=== he-delivery he delivery
שליח: אני למטה. לקוח ⟦name.he⟧, ⟦addr.il⟧, טלפון ⟦phone.il⟧.
=== fa-forum fa forum
این آگهی را ویرایش کن: فروش لپ‌تاپ، قیمت توافقی، تماس ⟦phone.ae⟧، ⟦name.fa⟧، ایمیل ⟦email⟧.
=== hu-booking hu travel
Foglalás összefoglaló: vendég ⟦name.hu⟧, cím ⟦addr.hu⟧, e-mail ⟦email.eu⟧, foglalási kód ⟦d.pnr⟧.
=== ms-delivery ms delivery
Ringkaskan: penerima ⟦name.ms⟧, alamat ⟦addr.my⟧, telefon ⟦phone.my⟧, no. penjejakan ⟦d.tracking⟧.
=== cs-clinic cs clinic
Shrň zprávu: pacientka ⟦name.cs⟧, ⟦addr.cz⟧, tel. ⟦phone.cz⟧, diagnóza ⟦d.icd⟧.
=== uk-shipping uk shipping
Нова пошта, ТТН ⟦#:14~tracking_number⟧. Отримувач: ⟦name.uk⟧, тел. ⟦phone.ua⟧, адреса ⟦addr.ua⟧.
=== ng-en-marketplace en forum
Polish this Jiji ad: Neatly used fridge, ₦⟦n:50-400⟧,000. Pick up at ⟦addr.ng⟧. Call/WhatsApp ⟦phone.ng⟧, ask for ⟦name.en#1|given⟧.
=== sg-en-property en realestate
Tidy up: HDB 4-room for rent near MRT, S$⟦n:2500-4500⟧/mth. Agent ⟦name.ms⟧ ⟦phone.sg⟧. Viewing by appt.
=== mx-es-soporte es helpdesk
Ticket ⟦d.ticket⟧: el cliente ⟦name.es⟧ (⟦email⟧, ⟦phone.mx⟧) reporta cobro duplicado en la tarjeta ⟦card.visa⟧. Dirección de facturación: ⟦addr.mx⟧.
=== fullwidth-zh-form zh ocr
表格OCR（全角数字）：姓名 ⟦name.zh⟧　电话 ⟦phone.cn.mob|fw⟧　备用 ⟦phone.cn|fw⟧
=== fullwidth-ja-form ja ocr
申込書のOCR結果（全角）：氏名 ⟦name.ja⟧　電話 ⟦phone.jp|fw⟧　郵便物送付先 ⟦addr.jp⟧
=== upper-name-tr tr ocr
Kimlik fotokopisinden OCR: ADI SOYADI ⟦name.tr|upper⟧, ADRES ⟦addr.tr|upper⟧, GSM ⟦phone.tr⟧.
=== pl-rev-name pl school
Lista obecności do poprawy: ⟦name.pl|rev⟧; ⟦name.pl|rev⟧; ⟦name.pl|rev⟧. Kontakt do wychowawcy: ⟦phone.pl⟧.
=== fa-bank fa bank
این رسید را خلاصه کن: واریز به ⟦name.fa⟧، شماره شبا ⟦iban.IR⟧، مبلغ ⟦n:1-99⟧ میلیون ریال، تلفن ⟦phone.ae⟧.
=== ms-forum ms forum
Baiki iklan ini: Jual kereta Myvi 2019, RM⟦n:20-45⟧,000, rundingan. Lihat di ⟦addr.my⟧. Hubungi ⟦name.ms#1|given⟧ di ⟦phone.my⟧.
=== hu-clinic hu clinic
Összefoglaló: beteg ⟦name.hu⟧, lakcím ⟦addr.hu⟧, diagnózis ⟦d.icd⟧, visszahívás ⟦phone.any⟧.
=== he-forum he forum
ערוך את המודעה: למכירה ספה, ⟦n:200-2000⟧ ₪, איסוף מ⟦addr.il⟧, ⟦name.he#1|given⟧ ⟦phone.il⟧.
