Real-estate listings and travel bookings.

=== re-listing-en en realestate
Rewrite this listing to sound more appealing:
2BR/1BA at ⟦addr.us⟧ — $⟦n:1500-4200⟧/mo. Open house Saturday. Contact the owner ⟦name.en⟧ at ⟦phone.us⟧ or ⟦email⟧. Listing ID ⟦d.sku⟧.
=== re-listing-ja ja realestate
物件紹介文を作成して：
所在地：⟦addr.jp⟧
間取り：2LDK 賃料：⟦d.amount.jpy⟧
お問い合わせ：担当 ⟦name.ja⟧（⟦phone.jp⟧）
物件番号 ⟦d.sku⟧
=== re-listing-ko ko realestate
매물 소개글 써줘
주소: ⟦addr.kr⟧
전세 ⟦n:2-9⟧억, 관리비 ⟦n:10-30⟧만원
집주인 연락처: ⟦phone.kr⟧ (⟦name.ko#1|family⟧ 사장님)
=== re-listing-zh zh realestate
帮我写一段房源介绍：
位置：⟦addr.cn⟧
户型：三室两厅，⟦n:80-140⟧平米，月租⟦d.amount.cny⟧
房东：⟦name.zh#1|family⟧先生 ⟦phone.cn.mob⟧
=== re-listing-de de realestate
Exposé kürzen: 3-Zimmer-Wohnung, ⟦addr.de⟧, ⟦n:60-110⟧ m², Kaltmiete ⟦n:800-2100⟧ €. Besichtigung: ⟦name.de⟧, ⟦phone.de⟧, ⟦email.eu⟧. Objekt-Nr. ⟦d.sku⟧.
=== re-listing-nl nl realestate
Maak deze advertentie korter: Ruim appartement op ⟦addr.nl⟧, huur ⟦d.amount.eur⟧ p/m. Bezichtiging via ⟦name.nl⟧, ⟦phone.nl⟧.
=== re-listing-es es realestate
Mejora el anuncio: Piso en ⟦addr.es⟧, 3 hab., ⟦d.amount.eur⟧/mes. Llamar a ⟦name.es⟧ al ⟦phone.es⟧.
=== re-listing-it it realestate
Riscrivi l'annuncio: Bilocale in ⟦addr.it⟧, ⟦d.amount.eur⟧ al mese. Contatto: ⟦name.it⟧, ⟦phone.it⟧.
=== re-listing-fr fr realestate
Rends l'annonce plus vendeuse : T3 lumineux, ⟦addr.fr⟧, loyer ⟦d.amount.eur⟧ CC. Visites : ⟦name.fr⟧ au ⟦phone.fr⟧.
=== re-lease-ae en realestate
Summarise this tenancy contract page: Landlord ⟦name.ar#1|latin⟧, tenant ⟦name.en⟧, premises ⟦addr.ae⟧, annual rent AED ⟦n:40000-200000⟧, Ejari ⟦#:16~contract_registration⟧, landlord mobile ⟦phone.ae⟧.
=== re-noPII-market en realestate
Compare median rents: district codes ⟦d.postcode⟧ vs ⟦d.postcode⟧, listing IDs ⟦d.sku⟧ and ⟦d.sku⟧, map pin ⟦d.coord⟧. Prices ⟦d.amount.usd⟧ vs ⟦d.amount.usd⟧.
=== travel-booking-en en travel
Add this to my itinerary:
Booking ref ⟦d.pnr⟧ · ⟦d.flight⟧ ICN→HAN · ⟦date⟧ ⟦time⟧
Passenger: ⟦name.en#1|rev⟧ · Seat ⟦n:10-45⟧⟦?A|C|D|F⟧
Contact: ⟦phone.gb⟧, ⟦email<1⟧
Paid with ⟦card.amex⟧
=== travel-hotel-ja ja travel
ホテル予約確認メールを要約して：
予約番号：⟦d.pnr⟧
宿泊者：⟦name.ja#1⟧ 様（⟦name.ja#1|latin|upper⟧）
チェックイン：⟦date⟧ 15:00
ご連絡先：⟦phone.jp⟧ / ⟦email.jp<1⟧
=== travel-ktx-ko ko travel
KTX 예매 내역 정리해줘
승차권번호 ⟦d.ktx⟧
예약자 ⟦name.ko⟧ / ⟦phone.kr⟧
열차 KTX ⟦n:1-180⟧ 서울→부산 ⟦date⟧ ⟦time⟧, ⟦n:1-18⟧호차 ⟦n:1-20⟧⟦?A|B|C|D⟧
=== travel-12306-zh zh travel
帮我核对一下车票信息：
订单号 E⟦#:9⟧，⟦?G|D⟧⟦n:1-999⟧次 北京南→上海虹桥 ⟦date⟧ ⟦time⟧开
乘车人 ⟦name.zh⟧ 身份证 ⟦cnid⟧
联系人手机 ⟦phone.cn.mob⟧，客服电话 ⟦d.service⟧
=== travel-vn-booking vi travel
Tóm tắt đặt phòng: mã ⟦d.pnr⟧, khách ⟦name.vi⟧, SĐT ⟦phone.vn⟧, khách sạn ở ⟦addr.vn⟧, nhận phòng ⟦date⟧.
=== travel-th-tour th travel
สรุปการจองทัวร์: รหัส ⟦d.pnr⟧ ผู้จอง ⟦name.th⟧ โทร ⟦phone.th⟧ อีเมล ⟦email.asia⟧ วันเดินทาง ⟦date⟧
=== travel-tr-otel tr travel
Rezervasyon özeti: kod ⟦d.pnr⟧, misafir ⟦name.tr⟧, tel ⟦phone.tr⟧, e-posta ⟦email⟧, giriş ⟦date⟧.
=== travel-id-tiket id travel
Ringkas tiket: kode booking ⟦d.pnr⟧, penumpang ⟦name.id|upper⟧, penerbangan ⟦d.flight⟧ CGK-DPS ⟦date⟧, HP ⟦phone.id⟧.
=== travel-noPII-en en travel
Which is faster, ⟦d.flight⟧ or ⟦d.flight⟧ on ⟦date⟧? Booking refs ⟦d.pnr⟧/⟦d.pnr⟧ are the fare quotes, not bookings. Airport coords ⟦d.coord⟧.
=== travel-noPII-ja ja travel
⟦d.flight⟧便と⟦d.flight⟧便、どちらが遅延が少ない？空港の座標は⟦d.coord⟧。予約照会の番号⟦d.pnr⟧はまだ仮押さえです。
=== travel-ru-booking ru travel
Кратко: бронь ⟦d.pnr⟧, пассажир ⟦name.ru|upper⟧, рейс ⟦d.flight⟧ ⟦date⟧, телефон ⟦phone.ru⟧, оплата картой ⟦card.mir⟧.
=== travel-pl-booking pl travel
Podsumuj rezerwację: kod ⟦d.pnr⟧, gość ⟦name.pl⟧, tel. ⟦phone.pl⟧, e-mail ⟦email.eu⟧, przyjazd ⟦date⟧.
