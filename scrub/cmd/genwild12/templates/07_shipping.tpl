Shipping labels, waybills, customs-free courier notes.

=== ship-label-us en shipping
Extract sender and receiver as JSON:
USPS PRIORITY MAIL
FROM: ⟦name.en⟧
⟦addr.us|nl⟧
TO: ⟦name.en|upper⟧
⟦addr.us|nl|upper⟧
USPS TRACKING # ⟦d.tracking⟧
=== ship-waybill-cn zh shipping
顺丰速运 电子运单
运单号：⟦d.tracking⟧
寄件人：⟦name.zh⟧ ⟦phone.cn.mob|nospace⟧
寄件地址：⟦addr.cn⟧
收件人：⟦name.zh⟧ ⟦phone.cn.mob⟧
收件地址：⟦addr.cn⟧
托寄物：文件 | 重量 ⟦n:1-9⟧kg | 月结账号 ⟦#:10⟧
=== ship-yamato-jp ja shipping
宅急便 送り状
お届け先：⟦addr.jp⟧
⟦name.ja⟧ 様
電話 ⟦phone.jp⟧
ご依頼主：⟦name.ja⟧ ⟦phone.jp|fw⟧
伝票番号 ⟦d.tracking⟧  品名：衣類  配達希望 ⟦n:12-21⟧時
=== ship-cj-kr ko shipping
CJ대한통운 운송장
받는분: ⟦name.ko⟧ / ⟦phone.kr⟧
주소: ⟦addr.kr⟧
보내는분: ⟦name.ko⟧ / ⟦d.maskphone⟧
운송장번호: ⟦d.tracking⟧
배송메모: 부재 시 문 앞에 놓아주세요
=== ship-dhl-de de shipping
DHL Paket · Sendungsnummer ⟦d.tracking⟧
Empfänger: ⟦name.de⟧
⟦addr.de|nl⟧
Absender: ⟦d.company⟧, Lager Nord
Gewicht: ⟦n:1-30⟧ kg · Produkt ⟦d.sku⟧
=== ship-br-correios pt shipping
Etiqueta Correios SEDEX ⟦d.tracking⟧
DESTINATÁRIO: ⟦name.pt|upper⟧
⟦addr.br|upper⟧
Tel.: ⟦phone.br⟧
=== ship-in-delhivery en shipping
Delhivery AWB ⟦d.tracking⟧ · COD ₹⟦n:200-9000⟧
Ship to: ⟦name.hi#1|latin⟧, ⟦addr.in⟧, Ph ⟦phone.in⟧
Return to: Seller warehouse, GSTIN 29⟦A:10⟧1Z⟦#:1⟧
=== ship-id-jne id shipping
Resi JNE ⟦d.tracking⟧
Penerima: ⟦name.id⟧ (⟦phone.id⟧)
Alamat: ⟦addr.id⟧
Pengirim: Toko ⟦?Berkah|Sejahtera|Maju Jaya⟧ — ⟦d.hotline⟧
=== ship-vn-ghn vi shipping
Mã vận đơn GHN: ⟦d.tracking⟧
Người nhận: ⟦name.vi⟧ - ⟦phone.vn⟧
Địa chỉ: ⟦addr.vn⟧
Thu hộ (COD): ⟦d.amount.vnd⟧
=== ship-th-kerry th shipping
Kerry Express ⟦d.tracking⟧
ผู้รับ: ⟦name.th⟧ โทร ⟦phone.th⟧
ที่อยู่: ⟦addr.th⟧
=== ship-noPII-track en shipping
Where is my parcel? Tracking ⟦d.tracking⟧ says "held at facility" since ⟦d.ts⟧. The carrier's public number ⟦d.hotline⟧ just plays music. Order ⟦d.order⟧, product ⟦d.sku⟧, weight ⟦d.phoneish⟧.
=== ship-noPII-zh zh shipping
查询物流：单号 ⟦d.tracking⟧，订单 ⟦d.order⟧，商品条码 ⟦ean13⟧，客服 ⟦d.hotline⟧。为什么显示"已签收"但我没收到？
=== ship-ru-cdek ru shipping
СДЭК накладная ⟦d.tracking⟧
Получатель: ⟦name.ru⟧, тел. ⟦phone.ru⟧
Адрес: ⟦addr.ru⟧
Отправитель: ИП ⟦name.ru⟧
=== ship-tr-yurtici tr shipping
Yurtiçi Kargo gönderi kodu ⟦d.tracking⟧
Alıcı: ⟦name.tr⟧ — ⟦phone.tr⟧
Adres: ⟦addr.tr⟧
=== ship-ae-aramex en shipping
Aramex AWB ⟦d.tracking⟧ | Consignee: ⟦name.ar#1|latin⟧ | ⟦addr.ae⟧ | Mob ⟦phone.ae⟧ | COD AED ⟦n:50-900⟧
=== ship-tw-711 zh shipping
7-ELEVEN 交貨便 寄件編號 ⟦d.tracking⟧
收件人：⟦name.zh⟧ 先生/小姐
手機：⟦phone.tw⟧
取件門市：⟦?信義門市|大安門市|西屯門市⟧（店號 ⟦#:6⟧）
=== ship-hk-sf zh shipping
順豐 運單 ⟦d.tracking⟧ 收件人 ⟦name.zh⟧ 電話 ⟦phone.hk⟧ 地址 ⟦addr.hk⟧
