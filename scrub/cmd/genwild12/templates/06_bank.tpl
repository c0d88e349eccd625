Bank statements, payment notices, card disputes.

=== bank-stmt-de de bank
Kannst du die Umsätze kategorisieren?
Kontoauszug Nr. ⟦n:1-12⟧/2026 · Kontoinhaber: ⟦name.de#1⟧ · IBAN ⟦iban.DE⟧
Buchung    Valuta     Verwendungszweck                                   Betrag
01.12.     01.12.     Miete Dez., Empf. ⟦name.de⟧, ⟦iban.DE⟧        -⟦n:600-1900⟧,00
02.12.     02.12.     Kartenzahlung REWE ⟦d.trace⟧                            -⟦n:10-99⟧,⟦#:2⟧
03.12.     03.12.     Gehalt ⟦d.company⟧                                      +⟦n:2000-5000⟧,⟦#:2⟧
=== bank-stmt-nl nl bank
Rekeningoverzicht ⟦iban.NL⟧ t.n.v. ⟦name.nl#1|initial⟧
02-12-2026  Betaalverzoek van ⟦name.nl⟧  ⟦iban.NL⟧  ⟦d.amount.eur⟧
03-12-2026  iDEAL ⟦d.order⟧ bol.com  ⟦d.amount.eur⟧
=== bank-notice-en en bank
Is this payment notice legit?
Payment received — Reference ⟦d.invoice⟧
Payer: ⟦name.en#1|upper⟧
From account: ⟦iban.GB⟧
Amount: ⟦d.amount.usd⟧ on ⟦date⟧
If you did not expect this, call us on ⟦d.hotline⟧ (never on numbers sent by text).
=== bank-wire-ae ar bank
إشعار تحويل
المستفيد: ⟦name.ar#1⟧
رقم الآيبان: ⟦iban.AE⟧
المبلغ: ⟦n:1000-90000⟧ درهم
المرجع: ⟦d.invoice⟧
=== bank-wire-sa ar bank
Please translate this transfer confirmation to English:
تم تحويل مبلغ ⟦n:500-50000⟧ ريال إلى ⟦name.ar⟧ على الحساب ⟦iban.SA⟧ بتاريخ ⟦date⟧، رقم العملية ⟦d.order⟧.
=== bank-card-dispute-en en bank
Help me write a chargeback letter.
Cardholder: ⟦name.en#1⟧
Card number: ⟦card.visa⟧
Transaction: ⟦d.amount.usd⟧ at "SKYLINE TICKETS LTD" on ⟦date⟧, auth code ⟦#:6⟧
Billing address: ⟦addr.us⟧
I never received the tickets (order ⟦d.order⟧).
=== bank-amex-en en bank
Statement closing ⟦date⟧ — Card Member ⟦name.en#1|upper⟧ — Account ending ⟦#:5⟧
New charges: ⟦d.amount.usd⟧ | Minimum due: ⟦d.amount.usd⟧
Autopay from routing ⟦d.routing⟧ / account ******⟦#:4⟧
Card on file for reference: ⟦card.amex⟧
=== bank-zh-stmt zh bank
帮我统计一下这个月的支出：
交易明细（卡号 ⟦card.up⟧，户名 ⟦name.zh⟧）
12-01 支付宝-美团外卖 -⟦n:20-99⟧.00
12-02 转账-⟦name.zh⟧ -⟦n:100-3000⟧.00
12-03 工资 +⟦n:8000-30000⟧.00 交易流水号 ⟦#:20~transaction_id⟧
=== bank-ko-transfer ko bank
이체확인증
보내는 분: ⟦name.ko⟧
받는 분: ⟦name.ko⟧
입금계좌: 국민은행 ⟦#:6⟧-⟦#:2⟧-⟦#:6⟧
금액: ⟦d.amount.krw⟧
거래번호: ⟦#:14~transaction_id⟧
=== bank-ja-furikomi ja bank
振込明細を表にしてください。
振込依頼人：⟦name.ja#1|latin|upper⟧
受取人：⟦name.ja⟧ 様
振込先：三井住友銀行 新宿支店 普通 ⟦#:7⟧
金額：⟦d.amount.jpy⟧
お問い合わせ：⟦d.hotline⟧
=== bank-tr-dekont tr bank
Dekont
Gönderen: ⟦name.tr#1|upper⟧
Alıcı: ⟦name.tr⟧
Alıcı IBAN: ⟦iban.TR⟧
Tutar: ⟦n:100-90000⟧,00 TL
Açıklama: kira ⟦d.invoice⟧
=== bank-pt-pix pt bank
Comprovante de transferência Pix
Pagador: ⟦name.pt#1⟧
Chave Pix do recebedor: ⟦email.br⟧
Recebedor: ⟦name.pt⟧ - ⟦?Nubank|Itaú|Bradesco⟧
Valor: ⟦d.amount.brl⟧
ID da transação: ⟦d.pix~transaction_id⟧
=== bank-pl-przelew pl bank
Potwierdzenie przelewu
Z rachunku: ⟦iban.PL⟧
Odbiorca: ⟦name.pl⟧, ⟦addr.pl⟧
Na rachunek: ⟦iban.PL⟧
Tytuł: Faktura ⟦d.invoice⟧
=== bank-noPII-fx en bank
Compare these fees: SWIFT ⟦d.bic⟧ charges ⟦d.amount.usd⟧ per transfer, routing ⟦d.routing⟧ is free for ACH. The example IBAN in their docs (⟦d.exiban⟧) fails in my form — is the form broken? Reference ⟦d.invoice⟧.
=== bank-noPII-ko ko bank
은행 앱 오류 문의: 앱 버전 ⟦d.version⟧, 오류 코드 E⟦#:4⟧, 고객센터 ⟦d.hotline⟧, 카드 끝자리 표시가 "⟦d.maskcard⟧"로만 나옵니다. 정상인가요?
=== bank-fr-prelevement fr bank
Avis de prélèvement SEPA
Créancier : ⟦d.company⟧ — ICS FR⟦#:2⟧ZZZ⟦#:6⟧
Débiteur : ⟦name.fr⟧
IBAN débité : ⟦iban.FR⟧
Montant : ⟦d.amount.eur⟧, échéance ⟦date⟧, RUM ⟦d.invoice⟧
=== bank-es-recibo es bank
Recibo domiciliado
Titular: ⟦name.es⟧
Cuenta: ⟦iban.ES⟧
Importe: ⟦d.amount.eur⟧ — Emisora: ⟦d.company⟧
=== bank-bad-iban-en en bank
The portal says "invalid IBAN" for ⟦bad.iban.DE⟧ — my landlord sent it. Can you check the check digits? The correct one from last year was ⟦iban.DE⟧.
=== bank-gr-ua el bank
Επιβεβαίωση μεταφοράς: δικαιούχος ⟦name.el⟧, IBAN ⟦iban.GR⟧, ποσό ⟦d.amount.eur⟧, αιτιολογία ⟦d.invoice⟧.
=== bank-uk-ua uk bank
Квитанція про переказ: отримувач ⟦name.uk⟧, IBAN ⟦iban.UA⟧, сума ⟦n:100-90000⟧ грн, призначення платежу: оренда.
=== bank-cz cs bank
Potvrzení platby: příjemce ⟦name.cs⟧, účet ⟦iban.CZ⟧, částka ⟦n:100-90000⟧ Kč, VS ⟦#:10~payment_reference⟧.
=== bank-hu hu bank
Átutalás: kedvezményezett ⟦name.hu⟧, számla ⟦iban.HU⟧, összeg ⟦n:1000-900000⟧ Ft, közlemény: ⟦d.invoice⟧.
