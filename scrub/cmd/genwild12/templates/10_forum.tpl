Forum threads and marketplace posts.

=== forum-reddit-en en forum
Is it safe to post this to r/homelab? Draft:
"My ISP keeps changing my IP (currently ⟦ip4⟧, before that ⟦ip4⟧). Router is at ⟦d.privip⟧, Pi-hole on ⟦d.privip⟧. Anyone know why DNS to ⟦d.docip⟧ times out?"
=== forum-marketplace-en en forum
Make this listing sound better:
Selling my bike (Trek ⟦d.sku⟧), barely used. ⟦d.amount.usd⟧ OBO. Pickup at ⟦addr.au⟧ or text ⟦phone.au⟧. Ask for ⟦name.en⟧.
=== forum-mercari-ja ja forum
フリマの出品文を丁寧にしてください：
ニンテンドースイッチ 本体 美品 ⟦d.amount.jpy⟧
手渡しは⟦addr.jp⟧付近で。連絡は ⟦email.jp⟧ か ⟦phone.jp⟧（⟦name.ja#1|family⟧）まで。
型番 ⟦d.sku⟧
=== forum-danggeun-ko ko forum
당근마켓 글 다듬어줘
아이폰 15 프로 256 팝니다 ⟦d.amount.krw⟧
직거래: ⟦addr.kr⟧ 앞
연락: ⟦phone.kr⟧ (문자 주세요)
=== forum-xianyu-zh zh forum
帮我润色一下闲鱼文案：
九成新戴森吹风机，⟦d.amount.cny⟧包邮。同城可自提：⟦addr.cn⟧。微信/电话 ⟦phone.cn.mob⟧，联系人⟦name.zh#1|family⟧女士。商品编码 ⟦d.sku⟧。
=== forum-olx-pl pl forum
Popraw ogłoszenie: Sprzedam rower ⟦d.sku⟧, stan bardzo dobry, cena ⟦n:300-2000⟧ zł. Odbiór: ⟦addr.pl⟧. Kontakt: ⟦phone.pl⟧, ⟦name.pl#1|given⟧.
=== forum-olx-br pt forum
Melhora esse anúncio: Vendo geladeira ⟦d.sku⟧, funcionando, ⟦d.amount.brl⟧. Retirar na ⟦addr.br⟧. Chama no zap ⟦phone.br⟧ — ⟦name.pt#1|given⟧.
=== forum-kaskus-id id forum
Tolong rapikan: Jual motor Vario 2021, pajak hidup, ⟦d.amount.idr⟧ nego. COD di ⟦addr.id⟧. WA ⟦phone.id⟧ a.n. ⟦name.id⟧.
=== forum-avito-ru ru forum
Сделай объявление короче: Продаю диван, самовывоз ⟦addr.ru⟧, звонить ⟦phone.ru⟧ после 18:00, ⟦name.ru#1|given⟧. Артикул ⟦d.sku⟧.
=== forum-sahibinden-tr tr forum
İlanı düzenle: Sahibinden temiz 2018 model araç, ⟦d.amount.try⟧. Görüşme için ⟦phone.tr⟧ — ⟦name.tr⟧. Adres ⟦addr.tr⟧.
=== forum-vn-choto vi forum
Sửa giúp bài đăng: Bán xe Honda Lead đời 2020, giá ⟦d.amount.vnd⟧, xem xe tại ⟦addr.vn⟧, gọi ⟦phone.vn⟧ gặp ⟦name.vi#1|given⟧.
=== forum-th-pantip th forum
ช่วยเกลาโพสต์ขายของ: ขายกล้อง Fujifilm ⟦d.sku⟧ ราคา ⟦d.amount.thb⟧ นัดรับที่ ⟦addr.th⟧ ติดต่อ ⟦phone.th⟧ คุณ⟦name.th#1|given⟧
=== forum-so-question en forum
Stack Overflow question draft, please check the English:
"My Flask app returns 500 when I call Stripe with key ⟦key.stripe⟧ (yes I know, I'll rotate it). Works with ⟦d.examplekey⟧ in test mode. Python ⟦d.version⟧."
=== forum-noPII-en en forum
Who was the better composer, ⟦d.public⟧ or ⟦d.public⟧? Also in which book does ⟦d.fiction⟧ first appear? ISBN of my copy: ⟦isbn⟧.
=== forum-noPII-zh zh forum
讨论：⟦d.public⟧和⟦d.public⟧谁对后世影响更大？我手上这本书的ISBN是⟦isbn⟧，出版社电话⟦d.hotline⟧。
=== forum-noPII-ko ko forum
질문: ⟦d.fiction⟧ 나오는 책 추천해줘. 내가 가진 책 ISBN ⟦isbn⟧. 그리고 서류 예시에 나오는 "⟦d.placeholdername⟧"은 실존 인물이야?
=== forum-noPII-ja ja forum
スレまとめ：⟦d.fiction⟧の声優交代について。ソース ⟦d.url⟧ 、関連商品JAN ⟦ean13⟧。
=== forum-github-issue en forum
GitHub issue draft — remove anything sensitive first:
### Steps
1. `export OPENAI_API_KEY=⟦key.openai⟧`
2. run `app serve --host ⟦d.loop⟧`
3. request from ⟦ip4⟧ fails
Version ⟦d.version⟧, commit ⟦d.gitsha⟧. cc @⟦name.en#1|given|lower⟧ (⟦email<1⟧)
=== forum-ar-haraj ar forum
حسّن صياغة الإعلان: للبيع سيارة كامري 2019، السعر ⟦n:40000-90000⟧ ريال، الموقع ⟦addr.sa⟧، للتواصل ⟦phone.sa⟧ أبو ⟦name.ar#1|given⟧.
=== forum-it-subito it forum
Migliora l'annuncio: Vendo divano letto, ritiro a mano in ⟦addr.it⟧, ⟦d.amount.eur⟧ trattabili. Chiamare ⟦phone.it⟧ ore pasti, chiedere di ⟦name.it#1|given⟧.
=== forum-de-kleinanzeigen de forum
Formuliere die Anzeige freundlicher: Kinderwagen ⟦d.sku⟧ abzugeben, ⟦d.amount.eur⟧ VB, Abholung ⟦addr.de⟧, Tel. ⟦phone.de⟧ (⟦name.de#1|family⟧).
