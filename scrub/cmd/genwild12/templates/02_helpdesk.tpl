Helpdesk ticket exports pasted for summarising or triage.

=== hd-zendesk-en en helpdesk
Please summarise this ticket and suggest a reply.

Ticket ⟦d.ticket⟧ | Status: Open | Priority: High | Channel: Email
Requester: ⟦name.en#1⟧ <⟦email<1⟧>
Created: ⟦d.ts⟧
---
Hi, I was charged twice for order ⟦d.order⟧. The card ending ⟦d.maskcard⟧ shows two holds of ⟦d.amount.usd⟧. Please call me back on ⟦phone.gb⟧ after 5pm.
Thanks, ⟦name.en#1|given⟧
=== hd-freshdesk-ko ko helpdesk
[티켓 ⟦d.ticket⟧] 배송지 변경 요청
요청자: ⟦name.ko#1⟧ (⟦email.kr<1⟧)
연락처: ⟦phone.kr⟧
내용: 안녕하세요. 주문번호 ⟦d.order⟧ 배송지를 아래 주소로 바꿔주세요.
⟦addr.kr⟧
상담원 메모: 고객 본인 확인 완료, 택배사 CJ대한통운 송장 ⟦d.tracking⟧
=== hd-jira-ja ja helpdesk
【問い合わせ】⟦d.ticket⟧ ログインできない
起票者: ⟦name.ja#1⟧ 様
メール: ⟦email.jp<1⟧
電話: ⟦phone.jp|fw⟧
詳細: 昨日からアプリ（⟦d.version⟧）でログインできません。エラーコード E-⟦n:100-999⟧。端末は iPhone 15 です。
担当: サポート2課 ⟦name.ja⟧
=== hd-zh-workorder zh helpdesk
工单编号：⟦d.ticket⟧
客户姓名：⟦name.zh#1⟧
联系电话：⟦phone.cn.mob⟧
问题描述：宽带从⟦date⟧起频繁断线，光猫型号⟦d.sku⟧，已重启无效。
上门地址：⟦addr.cn⟧
备注：客户要求⟦n:14-18⟧点后上门，请提前电话联系⟦name.zh#1|family⟧先生。
=== hd-servicenow-en en helpdesk
Number: ⟦d.ticket⟧
Caller: ⟦name.en#1|rev⟧
Short description: VPN fails from home since laptop reimage
Work notes: user IP ⟦ip4⟧ hits gateway, gets 403. Client ⟦d.version⟧. Asked user to send logs to helpdesk. Mobile ⟦phone.us⟧.
Assignment group: NET-OPS | SLA breach at ⟦d.ts⟧
=== hd-export-csv-de de helpdesk
Ticket-ID;Betreff;Kunde;E-Mail;Telefon;Status
⟦d.ticket⟧;Rechnung doppelt;⟦name.de#1⟧;⟦email.eu<1⟧;⟦phone.de⟧;offen
⟦d.ticket⟧;Lieferung fehlt;⟦name.de#2⟧;⟦email.eu<2⟧;⟦phone.de⟧;in Bearbeitung
⟦d.ticket⟧;Passwort zurücksetzen;⟦name.de⟧;;;gelöst
=== hd-fr-reclamation fr helpdesk
Réclamation n° ⟦d.ticket⟧ — colis endommagé
Client : ⟦name.fr#1⟧, ⟦addr.fr⟧
Tél. : ⟦phone.fr⟧ — courriel : ⟦email.eu<1⟧
Le colis ⟦d.tracking⟧ est arrivé ouvert. Photos jointes. Demande un remboursement de ⟦d.amount.eur⟧.
=== hd-es-soporte es helpdesk
Ticket ⟦d.ticket⟧ · Prioridad media
De: ⟦name.es#1⟧ <⟦email.eu<1⟧>
Asunto: No me llega el código de verificación
Mensaje: Hola, el SMS con el código no llega al ⟦phone.es⟧. Ya probé reinstalar la app ⟦d.version⟧.
=== hd-tr-destek tr helpdesk
Destek talebi: ⟦d.ticket⟧
Müşteri: ⟦name.tr#1⟧ | Tel: ⟦phone.tr⟧ | E-posta: ⟦email<1⟧
Açıklama: Faturadaki ⟦d.amount.try⟧ tutarı yanlış, kartımdan (⟦card.troy⟧) iki kez çekildi.
=== hd-pl-zgloszenie pl helpdesk
Zgłoszenie ⟦d.ticket⟧ / kategoria: reklamacja
Zgłaszający: ⟦name.pl#1⟧, tel. ⟦phone.pl⟧
Adres do odbioru kuriera: ⟦addr.pl⟧
Opis: pralka ⟦d.sku⟧ przecieka, nr seryjny ⟦d.lot⟧.
=== hd-id-keluhan id helpdesk
No. Tiket: ⟦d.ticket⟧
Nama Pelanggan: ⟦name.id#1⟧
WhatsApp: ⟦phone.id⟧
Keluhan: Paket ⟦d.tracking⟧ belum sampai sudah 9 hari. Alamat kirim ⟦addr.id⟧.
=== hd-ru-obrashchenie ru helpdesk
Обращение № ⟦d.ticket⟧
Клиент: ⟦name.ru#1⟧
Телефон: ⟦phone.ru⟧
Текст: Не могу оплатить заказ ⟦d.order⟧, банк отклоняет карту ⟦card.mir⟧. Прошу перезвонить.
=== hd-vi-phieu vi helpdesk
Phiếu hỗ trợ ⟦d.ticket⟧
Khách hàng: ⟦name.vi#1⟧ - SĐT ⟦phone.vn⟧
Nội dung: Tôi đặt đơn ⟦d.order⟧ nhưng giao sai địa chỉ. Địa chỉ đúng: ⟦addr.vn⟧.
=== hd-noPII-en en helpdesk
Ticket ⟦d.ticket⟧ (merged into ⟦d.ticket⟧)
Customer reports checkout failing on build ⟦d.build⟧, version ⟦d.version⟧.
Repro: add ⟦d.sku⟧ to cart, apply coupon, pay with test card ⟦d.testcard⟧ in staging → 500.
Trace: ⟦d.trace⟧. Assigned to payments squad.
=== hd-noPII-ja ja helpdesk
チケット ⟦d.ticket⟧ まとめ
・発生バージョン: ⟦d.version⟧
・再現手順: 商品 ⟦d.sku⟧ をカートに入れ、⟦d.testcard⟧（テストカード）で決済
・サーバーログのリクエストID: ⟦d.trace⟧
・お客様窓口: ⟦d.hotline⟧（平日9時〜18時）
=== hd-noPII-zh zh helpdesk
工单⟦d.ticket⟧已关闭。原因：客户误操作。关联订单⟦d.order⟧，物流单号⟦d.tracking⟧，客服热线⟦d.hotline⟧。如遇紧急情况请拨打⟦d.service⟧。
=== hd-th-ticket th helpdesk
เลขที่คำร้อง ⟦d.ticket⟧
ชื่อลูกค้า: คุณ⟦name.th#1⟧
เบอร์โทร: ⟦phone.th⟧
รายละเอียด: สินค้าที่สั่ง ⟦d.order⟧ ยังไม่ได้รับ ที่อยู่จัดส่ง ⟦addr.th⟧
=== hd-ar-shakwa ar helpdesk
رقم التذكرة: ⟦d.ticket⟧
اسم العميل: ⟦name.ar#1⟧
الجوال: ⟦phone.sa⟧
الوصف: لم يتم استرداد المبلغ ⟦d.amount.sar⟧ إلى البطاقة ⟦card.visa⟧ حتى الآن.
=== hd-intercom-mixed en helpdesk
Conversation #⟦n:100000-999999⟧ exported from Intercom
[⟦time⟧] ⟦name.ko#1|latin⟧: hi, my account email is ⟦email.kr<1⟧ and I can't change my phone to ⟦phone.kr⟧
[⟦time⟧] Bot: I can help with that! What's your order number?
[⟦time⟧] ⟦name.ko#1|latin⟧: ⟦d.order⟧
[⟦time⟧] Agent ⟦name.en|given⟧: Thanks ⟦name.ko#1|given⟧, updated. Anything else?
