E-mail reply chains with quoted lines.

=== mail-quote-en en mailchain
Can you write a polite reply declining this?

On Tue, Dec 1, 2026 at ⟦time⟧ ⟦name.en#1⟧ <⟦email<1⟧> wrote:
> Hi ⟦name.en#2|given⟧,
> following up on the quote ⟦d.invoice⟧. We could do ⟦d.amount.usd⟧ if you sign by Friday.
> My direct line is ⟦phone.us⟧.
> Best,
> ⟦name.en#1|given⟧
=== mail-quote-nested-de de mailchain
Bitte fasse den Verlauf zusammen:

Am 02.12.2026 um ⟦time⟧ schrieb ⟦name.de#1⟧ <⟦email.eu<1⟧>:
> Hallo zusammen,
> die neue Bankverbindung lautet ⟦iban.DE⟧ (⟦d.bic⟧).
>
> Am 01.12.2026 um ⟦time⟧ schrieb ⟦name.de#2⟧:
>> Können Sie uns die IBAN nochmal schicken? Rückruf gerne unter ⟦phone.de⟧.
>> Grüße ⟦name.de#2|family⟧
=== mail-quote-ja ja mailchain
以下のメールに返信する文面を考えてください。

⟦name.ja#1⟧様

> ⟦date⟧ ⟦time⟧、⟦name.ja#1⟧ <⟦email.jp<1⟧> のメッセージ:
> お世話になっております。
> 請求書 ⟦d.invoice⟧ の振込先を教えてください。
> 連絡先：⟦phone.jp⟧
> ⟦addr.jp⟧
=== mail-quote-ko ko mailchain
이 메일에 대한 답장 초안 써줘.

----- 원본 메일 -----
보낸 사람: ⟦name.ko#1⟧ <⟦email.kr<1⟧>
받는 사람: ⟦email.kr⟧
제목: RE: 견적 요청 (⟦d.invoice⟧)
> 안녕하세요, 지난번 말씀드린 견적 건입니다.
> 계좌는 국민은행으로 보내주시고, 문의는 ⟦phone.kr⟧ 로 주세요.
> ⟦name.ko#1|family⟧ 드림
=== mail-quote-zh zh mailchain
帮我把这封邮件翻译成英文：

发件人: ⟦name.zh#1⟧ <⟦email.cn<1⟧>
时间: ⟦date⟧ ⟦time⟧
> 您好，附件是合同⟦d.case⟧的扫描件。
> 收款账户：⟦card.up⟧（⟦name.zh#1⟧）
> 如有问题请致电 ⟦phone.cn.mob⟧。
=== mail-quote-fr fr mailchain
Résume-moi cet échange :

Le mer. 2 déc. 2026 à ⟦time⟧, ⟦name.fr#1⟧ <⟦email.eu<1⟧> a écrit :
> Bonjour,
> Je confirme mon changement d'adresse : ⟦addr.fr⟧.
> Mon nouveau portable : ⟦phone.fr⟧.
>> Le 1 déc. 2026, Service Client <⟦d.email⟧> a écrit :
>> Merci de nous indiquer votre nouvelle adresse (dossier ⟦d.ticket⟧).
=== mail-quote-it it mailchain
Traduci in inglese per favore:

Il giorno lun 30 nov 2026 alle ore ⟦time⟧ ⟦name.it#1⟧ <⟦email.eu<1⟧> ha scritto:
> Buongiorno, vi invio l'IBAN per il rimborso: ⟦iban.IT⟧
> intestato a ⟦name.it#1⟧. Per urgenze ⟦phone.it⟧.
=== mail-quote-pt pt mailchain
Resuma esse e-mail:

Em ter., 1 de dez. de 2026 às ⟦time⟧, ⟦name.pt#1⟧ <⟦email.br<1⟧> escreveu:
> Oi! Segue meu endereço para entrega do contrato:
> ⟦addr.br⟧
> WhatsApp ⟦phone.br⟧
> Abs, ⟦name.pt#1|given⟧
=== mail-quote-nl nl mailchain
Kun je hier een kort antwoord op schrijven?

Op wo 2 dec 2026 om ⟦time⟧ schreef ⟦name.nl#1⟧ <⟦email.eu<1⟧>:
> Hoi, de aanbetaling van ⟦d.amount.eur⟧ mag naar ⟦iban.NL⟧.
> Bel gerust: ⟦phone.nl⟧
=== mail-quote-ru ru mailchain
Помоги ответить на письмо:

⟦date⟧, ⟦time⟧, ⟦name.ru#1⟧ <⟦email.ru<1⟧>:
> Добрый день!
> Прошу выслать договор по адресу: ⟦addr.ru⟧.
> Мой телефон ⟦phone.ru⟧.
> С уважением, ⟦name.ru#1⟧
=== mail-forward-en en mailchain
---------- Forwarded message ---------
From: IT Security <⟦d.email⟧>
Date: Wed, Dec 2, 2026
Subject: Your temporary credentials
To: ⟦name.en#1⟧ <⟦email.company<1⟧>

Username: ⟦name.en#1|given|lower⟧
Temporary password: ⟦password⟧
Please change it at first login. Ticket ⟦d.ticket⟧.
=== mail-noPII-newsletter en mailchain
> Unsubscribe: ⟦d.url⟧
> You received this because you signed up at our store. Order ⟦d.order⟧ shipped with ⟦d.tracking⟧.
> Customer service: ⟦d.hotline⟧
Can you tell me if this is a phishing mail? The link domain looks odd.
=== mail-quote-pl pl mailchain
Przetłumacz na angielski:

W dniu 2.12.2026 o ⟦time⟧ ⟦name.pl#1⟧ <⟦email.eu<1⟧> pisze:
> Dzień dobry, proszę o zwrot na konto ⟦iban.PL⟧.
> Tel. kontaktowy ⟦phone.pl⟧.
=== mail-quote-sv sv mailchain
Kan du svara på det här åt mig?

Den 2 dec. 2026 kl. ⟦time⟧ skrev ⟦name.sv#1⟧ <⟦email.eu<1⟧>:
> Hej! Nyckeln kan hämtas på ⟦addr.se⟧. Ring ⟦phone.se⟧ när du är där.
=== mail-quote-el el mailchain
Μετάφρασε στα αγγλικά:

Στις ⟦date⟧, ο/η ⟦name.el#1⟧ <⟦email.eu<1⟧> έγραψε:
> Καλησπέρα, η διεύθυνση παράδοσης είναι ⟦addr.gr⟧, τηλ. ⟦phone.gr⟧.
=== mail-quote-vi vi mailchain
Dịch email này sang tiếng Anh giúp mình:

Vào ⟦date⟧, ⟦name.vi#1⟧ <⟦email.asia<1⟧> đã viết:
> Chào anh/chị, em gửi thông tin chuyển khoản: chủ tài khoản ⟦name.vi#1|upper⟧, nội dung "⟦d.invoice⟧".
> SĐT liên hệ: ⟦phone.vn⟧
=== mail-signature-tr tr mailchain
Bu imzayı daha profesyonel yap:
--
⟦name.tr#1⟧
Satın Alma Uzmanı | OrbitPay
T: ⟦phone.tr⟧ | E: ⟦email.company<1⟧
⟦addr.tr⟧
=== mail-he-thread he mailchain
תרגם לאנגלית:
> ביום ⟦date⟧ כתב/ה ⟦name.he#1⟧ <⟦email<1⟧>:
> שלום, הכתובת החדשה שלי היא ⟦addr.il⟧. טלפון ⟦phone.il⟧.
