OCR'd ID cards, receipts and forms (with OCR slips in the surrounding text).

=== ocr-cn-idcard zh ocr
这是身份证OCR结果，帮我提取字段：
姓 名 ⟦name.zh⟧
性 别 ⟦?男|女⟧  民 族 汉
出 生 19⟦n:60-99⟧ 年 ⟦n:1-12⟧ 月 ⟦n:1-28⟧ 日
住 址 ⟦addr.cn⟧
公民身份号码 ⟦cnid⟧
=== ocr-cn-idcard-back zh ocr
身份证背面识别：签发机关 ⟦?北京市公安局朝阳分局|上海市公安局徐汇分局|深圳市公安局南山分局⟧ 有效期限 2019.⟦n:01-12⟧.⟦n:10-28⟧-2039.⟦n:01-12⟧.⟦n:10-28⟧。正面号码识别为 ⟦bad.cnid⟧（校验位可能识别错了，请核对）。
=== ocr-kr-license ko ocr
운전면허증 OCR 결과 정리해줘
자동차운전면허증
성명 ⟦name.ko⟧
주소 ⟦addr.kr⟧
발급일 2023.⟦n:01-12⟧.⟦n:10-28⟧
=== ocr-jp-mynumber-card ja ocr
運転免許証の読み取り結果（OCR）:
氏名 ⟦name.ja⟧ 昭和⟦n:40-63⟧年⟦n:1-12⟧月⟦n:1-28⟧日生
住所 ⟦addr.jp⟧
交付 令和⟦n:1-7⟧年⟦n:1-12⟧月⟦n:1-28⟧日
=== ocr-receipt-en en ocr
Split this receipt between 3 people:
WHOLE F00DS MKT #⟦n:100-999⟧
⟦addr.us|upper⟧
ORGANIC BANANAS      2.49
OAT MILK             4.99
TOTAL              ⟦d.amount.usd⟧
VISA  ⟦d.maskcard⟧   AUTH ⟦#:6⟧
TRAN ⟦#:10~transaction_id⟧ ⟦date⟧ ⟦time⟧
=== ocr-receipt-personal-en en ocr
OCR of a hotel folio, itemise for expenses:
Guest: ⟦name.en#1|upper⟧   Room ⟦n:100-2200⟧
Address on file: ⟦addr.gb⟧
Card: ⟦card.mc⟧  (guest copy, OCR may misread)
Folio ⟦d.invoice⟧  Total ⟦d.amount.usd⟧
=== ocr-receipt-ja ja ocr
レシートの内容を家計簿用に分類して。
セブン-イレブン ⟦?新宿西口店|梅田店|天神店⟧
電話: ⟦d.hotline⟧
おにぎり ¥150
お茶 ¥140
合計 ⟦d.amount.jpy⟧
登録番号 ⟦d.jpreg~company_registration⟧
=== ocr-receipt-kr ko ocr
영수증 정리해줘
GS25 ⟦?역삼점|해운대점|판교점⟧
사업자번호 ⟦d.company⟧
삼각김밥 1,500
합계 ⟦d.amount.krw⟧
카드 ⟦d.maskcard⟧ 승인번호 ⟦#:8⟧
=== ocr-receipt-zh zh ocr
发票识别结果：
购买方名称：⟦name.zh⟧
购买方手机：⟦phone.cn.mob⟧
销售方：上海⟦?盒马|全家|罗森⟧ 统一社会信用代码 ⟦d.company⟧
价税合计 ⟦d.amount.cny⟧ 发票号码 ⟦#:20~invoice_number⟧
=== ocr-passport-mrz en ocr
Check the MRZ of this passport scan:
P<GBR⟦name.en#1|family|upper⟧<<⟦name.en#1|given|upper⟧<<<<<<<<<<<<<<<<<<<
⟦#:9⟧⟦#:1⟧GBR⟦n:50-99⟧⟦n:10-12⟧⟦n:10-28⟧⟦#:1⟧⟦?M|F⟧3⟦n:0-4⟧⟦n:10-12⟧⟦n:10-28⟧⟦#:1⟧<<<<<<<<<<<<<<0⟦#:1⟧
=== ocr-ocrnoise-en en ocr
OCR is messy, can you clean it up?
Narne: ⟦name.en⟧   Te1: ⟦phone.us⟧
Adclress: ⟦addr.us⟧
E-rnail: ⟦email⟧
lnvoice N0. ⟦d.invoice⟧
=== ocr-th-idcard th ocr
ข้อมูลจากบัตรประชาชน (OCR)
ชื่อตัวและชื่อสกุล ⟦name.th⟧
ที่อยู่ ⟦addr.th⟧
วันออกบัตร ⟦n:1-28⟧ ธ.ค. 2566
=== ocr-vi-cccd vi ocr
Thông tin trích từ CCCD (OCR):
Họ và tên: ⟦name.vi|upper⟧
Nơi thường trú: ⟦addr.vn⟧
Ngày cấp: ⟦date⟧
=== ocr-noPII-receipt en ocr
Receipt OCR: STARBUCKS STORE #⟦n:1000-99999⟧ · Latte 5.45 · Muffin 3.25 · TOTAL ⟦d.amount.usd⟧ · ⟦d.maskcard⟧ · Ref ⟦d.order⟧ · Call us ⟦d.hotline⟧ · Survey code ⟦#:5⟧-⟦#:5⟧
=== ocr-noPII-sample-id en ocr
This is the specimen ID from the government website, which fields does it have?
Name: ⟦d.placeholdername⟧
Document no: ⟦d.sku⟧
SSN: ⟦d.exssn⟧
Issued: ⟦date⟧
=== ocr-br-cnh pt ocr
Dados lidos da CNH (OCR):
NOME ⟦name.pt|upper⟧
ENDEREÇO ⟦addr.br⟧
TELEFONE ⟦phone.br⟧
=== ocr-in-aadhaar-letter en ocr
OCR of a courier address slip: To ⟦name.hi#1|latin⟧, ⟦addr.in⟧. Mob: ⟦phone.in⟧. From: Passport Seva Kendra, helpline ⟦d.hotline⟧.
