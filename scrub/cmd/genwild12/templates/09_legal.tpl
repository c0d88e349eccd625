Court filings and police reports pasted for summarising or translation.

=== legal-police-en en legal
Rewrite this incident report in plain English:
INCIDENT REPORT ⟦d.case⟧
Reporting party: ⟦name.en#1⟧, ⟦addr.us⟧, tel. ⟦phone.us⟧
Suspect described as male, 30s. Witness ⟦name.en⟧ provided dashcam footage (file ⟦d.sha256⟧).
Stolen: laptop, serial ⟦d.sku⟧; bank card ⟦card.mc⟧ reported to issuer.
=== legal-court-kr ko legal
판결문 요약해줘.
사건 ⟦d.case⟧ 손해배상(기)
원고 ⟦name.ko⟧ (주소: ⟦addr.kr⟧)
피고 ⟦name.ko⟧
주문: 피고는 원고에게 ⟦d.amount.krw⟧ 및 이에 대한 지연손해금을 지급하라.
=== legal-court-cn zh legal
请总结以下判决书：
⟦d.case⟧
原告：⟦name.zh⟧，公民身份号码⟦cnid⟧，住⟦addr.cn⟧。
被告：⟦name.zh⟧，联系电话⟦phone.cn.mob⟧。
本院认为，被告应于判决生效之日起十日内偿还借款⟦d.amount.cny⟧。
=== legal-court-ja ja legal
次の訴状を要約して。
事件番号 ⟦d.case⟧
原告 ⟦name.ja⟧（住所 ⟦addr.jp⟧）
被告 株式会社川口精機 代表取締役 ⟦name.ja⟧
請求の趣旨：被告は原告に対し⟦d.amount.jpy⟧を支払え。
=== legal-de-strafanzeige de legal
Strafanzeige wegen Betrugs — Az. ⟦d.case⟧
Anzeigeerstatter: ⟦name.de#1⟧, ⟦addr.de⟧, Tel. ⟦phone.de⟧
Sachverhalt: Am ⟦date⟧ überwies ich ⟦d.amount.eur⟧ auf das Konto ⟦iban.DE⟧ für eine Wohnung, die nicht existiert. Ansprechpartner war angeblich „⟦name.de⟧“, E-Mail ⟦email.eu⟧.
=== legal-us-complaint en legal
Case No. ⟦d.case⟧ — plaintiff ⟦name.en#1⟧ (SSN ⟦ssn⟧ redacted in the public filing? please check) v. Skyline Tickets LLC. Service address: ⟦addr.us⟧.
=== legal-ru-zayavlenie ru legal
Заявление в полицию
От: ⟦name.ru#1⟧, проживающего по адресу: ⟦addr.ru⟧, тел. ⟦phone.ru⟧.
Прошу привлечь к ответственности неизвестное лицо, которое ⟦date⟧ списало с моей карты ⟦card.mir⟧ сумму ⟦d.amount.rub⟧.
=== legal-tr-dilekce tr legal
Dilekçe: ⟦d.case⟧ sayılı dosyaya ilişkin. Davacı ⟦name.tr#1⟧, adres ⟦addr.tr⟧, tel ⟦phone.tr⟧. Davalı ⟦name.tr⟧.
=== legal-pt-bo pt legal
Boletim de ocorrência nº ⟦d.case⟧: a vítima ⟦name.pt#1⟧, residente em ⟦addr.br⟧, telefone ⟦phone.br⟧, relata furto de celular. IMEI informado pela vítima consta no anexo.
=== legal-noPII-statute en legal
Summarise the holding in ⟦d.case⟧ and compare with ⟦d.case⟧. Cite ⟦d.doi⟧. Does ⟦d.public⟧'s famous quote apply? Keep it under 200 words.
=== legal-noPII-ja ja legal
判例 ⟦d.case⟧ と ⟦d.case⟧ の違いを説明して。登場人物の例として「⟦d.placeholdername⟧」を使ってください。
=== legal-it-denuncia it legal
Denuncia — Il sottoscritto ⟦name.it#1⟧, residente in ⟦addr.it⟧, tel. ⟦phone.it⟧, dichiara che in data ⟦date⟧ è stato sottratto il portafoglio contenente la carta ⟦card.visa⟧.
=== legal-nl-aangifte nl legal
Aangifte ⟦d.case⟧: aangever ⟦name.nl#1⟧, ⟦addr.nl⟧, tel. ⟦phone.nl⟧. Verdachte gebruikte het e-mailadres ⟦email.eu⟧ en rekening ⟦iban.NL⟧.
=== legal-vi-don vi legal
Đơn tố cáo: Tôi là ⟦name.vi#1⟧, thường trú tại ⟦addr.vn⟧, SĐT ⟦phone.vn⟧. Ngày ⟦date⟧ tôi bị lừa chuyển ⟦d.amount.vnd⟧ qua tài khoản của ⟦name.vi⟧.
