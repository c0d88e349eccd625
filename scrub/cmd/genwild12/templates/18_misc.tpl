CRM notes, insurance claims, utility bills, delivery-app chats.

=== crm-note-en en crm
Summarise the account history:
Salesforce note (⟦date⟧): spoke with ⟦name.en#1⟧ (⟦email.company<1⟧, ⟦phone.us⟧). Interested in 40 seats. Follow up next week. Opportunity ⟦d.ticket⟧, ARR ⟦d.amount.usd⟧.
=== crm-note-ko ko crm
고객 메모 요약해줘: ⟦date⟧ ⟦name.ko#1⟧ 고객(⟦phone.kr⟧)과 통화. 계약 갱신 희망, 견적서 ⟦d.invoice⟧ 발송 예정. 담당 ⟦name.ko⟧.
=== crm-note-ja ja crm
商談メモを要約：⟦name.ja#1⟧様（⟦email.jp<1⟧）より、来月の導入について前向きな回答。見積 ⟦d.invoice⟧、決裁者は⟦name.ja⟧部長。
=== crm-note-zh zh crm
客户跟进记录：⟦date⟧ 与⟦name.zh#1⟧（⟦phone.cn.mob⟧，⟦email.cn<1⟧）电话沟通，意向采购⟦n:10-500⟧台，报价单⟦d.invoice⟧。
=== ins-claim-en en insurance
Help me fill this claim:
Policy holder: ⟦name.en#1⟧, policy ⟦d.ticket⟧
Address: ⟦addr.us⟧
Incident: rear-ended at ⟦d.coord⟧ on ⟦date⟧. Other driver: ⟦name.en⟧, ⟦phone.us⟧.
Payout to: ⟦card.visa⟧
=== ins-claim-de de insurance
Schadenmeldung Nr. ⟦d.ticket⟧: Versicherungsnehmer ⟦name.de⟧, ⟦addr.de⟧, Tel. ⟦phone.de⟧. Wasserschaden in der Küche. Erstattung auf ⟦iban.DE⟧.
=== ins-claim-zh zh insurance
理赔申请：被保险人⟦name.zh⟧，身份证⟦cnid⟧，手机⟦phone.cn.mob⟧，收款卡号⟦card.up⟧，出险地点⟦addr.cn⟧。
=== util-bill-en en utility
Explain why my bill doubled:
Account holder: ⟦name.en⟧   Account no. ⟦#:10⟧
Service address: ⟦addr.gb⟧
Meter ⟦L:1⟧⟦#:8⟧: ⟦n:1000-9000⟧ kWh → ⟦n:9001-20000⟧ kWh
Direct debit from ⟦iban.GB⟧
=== util-bill-ko ko utility
관리비 고지서 분석해줘: 세대주 ⟦name.ko⟧, ⟦addr.kr⟧, 납부액 ⟦d.amount.krw⟧, 고객센터 ⟦d.hotline⟧.
=== util-bill-ja ja utility
電気料金のお知らせ：ご契約者 ⟦name.ja⟧ 様、供給地点 ⟦addr.jp⟧、ご請求額 ⟦d.amount.jpy⟧、お客さま番号 ⟦#:10⟧。
=== util-bill-tr tr utility
Fatura açıklaması: abone ⟦name.tr⟧, adres ⟦addr.tr⟧, tutar ⟦d.amount.try⟧, tesisat no ⟦#:9⟧.
=== delivery-chat-id id delivery
Chat driver ojek online, tolong ringkas:
Driver: Pak, saya sudah di depan, rumahnya yang mana ya?
Saya: ⟦addr.id⟧, pagar hitam. Telepon saja ⟦phone.id⟧.
Driver: Baik, atas nama ⟦name.id⟧ ya?
=== delivery-chat-zh zh delivery
外卖骑手聊天记录：
骑手：您好，我到小区门口了
我：⟦addr.cn⟧，放门卫就行，有事打⟦phone.cn.mob⟧
骑手：好的，订单尾号⟦#:4⟧
=== delivery-chat-th th delivery
สรุปแชทไรเดอร์: ลูกค้า ⟦name.th⟧ ที่อยู่ ⟦addr.th⟧ เบอร์ ⟦phone.th⟧ ขอให้วางของไว้หน้าประตู
=== delivery-chat-ko ko delivery
배달 요청사항 다듬어줘: "⟦addr.kr⟧ 공동현관 비번은 문자로 보낼게요. 연락은 ⟦phone.kr⟧"
=== delivery-noPII-en en delivery
My order ⟦d.order⟧ is stuck at "preparing". Restaurant ID ⟦d.sku⟧, courier ETA ⟦d.ts⟧, support line ⟦d.hotline⟧. Is this normal?
=== agent-scratch-mixed en toolcall json
{"role":"tool","name":"lookup_customer","content":"{\"matches\":[{\"name\":\"⟦name.zh#1⟧\",\"name_en\":\"⟦name.zh#1|latin⟧\",\"mobile\":\"⟦phone.cn.mob⟧\"},{\"name\":\"⟦name.ko#2⟧\",\"name_en\":\"⟦name.ko#2|latin⟧\",\"mobile\":\"⟦phone.kr⟧\"}],\"query_id\":\"⟦d.uuid⟧\"}"}
=== ssn-form-en en insurance
Does this W-9 look complete?
Name: ⟦name.en#1⟧
Business name: (blank)
Address: ⟦addr.us⟧
SSN: ⟦ssn⟧
Example shown on the IRS page was ⟦d.exssn⟧, I used mine instead.
=== noPII-mixed-decoys en crm
Parse these IDs into a table: UUID ⟦d.uuid⟧, build ⟦d.build⟧, SHA ⟦d.sha256⟧, md5 ⟦d.md5⟧, version ⟦d.version⟧, OID ⟦d.ip4ver⟧, ASN ⟦d.asn⟧, CVE ⟦d.doi⟧, image ⟦d.digest⟧.
=== noPII-numbers-ja ja crm
次の番号の種類を判定して：⟦d.order⟧、⟦d.tracking⟧、⟦isbn⟧、⟦ean13⟧、⟦d.hotline⟧、⟦d.service⟧、⟦d.company⟧、⟦d.bic⟧。
=== noPII-numbers-zh zh crm
下面这些号码分别是什么？⟦d.tracking⟧、⟦d.order⟧、⟦d.invoice⟧、⟦d.hotline⟧、⟦d.service⟧、⟦bad.cnid⟧、⟦d.testcard⟧、⟦d.maskphone⟧。
=== noPII-numbers-ko ko crm
이 번호들이 뭔지 분류해줘: ⟦d.tracking⟧, ⟦d.order⟧, ⟦d.hotline⟧, ⟦d.service⟧, ⟦bad.card⟧, ⟦d.maskcard⟧, ⟦d.case⟧.
=== noPII-numbers-en en crm
Classify: ⟦bad.card.mc⟧ (from a CSV), ⟦d.testcard⟧, ⟦bad.iban.GB⟧, ⟦d.exiban⟧, ⟦d.exssn⟧, ⟦d.exjwt⟧, ⟦d.routing⟧, ⟦d.vat⟧.
