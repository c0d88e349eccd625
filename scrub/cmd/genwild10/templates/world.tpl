European, Middle-Eastern, South and South-East Asian languages: the same text
shapes written natively, with national formats for names, phones, addresses.

~~~tpl kind=de_agent_trace_termin lang=de cat=agent_trace
Werkzeugaufruf: termin_buchen
Argumente: "{\"patient\":\"⟪PERSON:de|json2u⟫\",\"geburtsdatum\":\"⟪date:de⟫\",\"telefon\":\"⟪PHONE:de⟫\",\"anschrift\":\"⟪STREET_ADDRESS:de|json2u⟫\"}"
Ergebnis: Termin am ⟪date:de⟫ um 08:30 bestätigt (Vorgang ⟪~ticket_id⟫)

~~~tpl kind=de_stacktrace_kundendaten lang=de cat=stack_trace
de.kesselbach.crm.ImportException: Ungültige PLZ in Zeile 4⟪int:10-99⟫: "⟪STREET_ADDRESS:de⟫"
	at de.kesselbach.crm.AdressParser.parse(AdressParser.java:61)
	at de.kesselbach.crm.Import.run(Import.java:140)
Kunde: ⟪PERSON:de,caps⟫, Tel. ⟪PHONE:de⟫, E-Mail ⟪EMAIL:de⟫

~~~tpl kind=de_code_review_kommentar lang=de cat=code_review
Bitte nicht so mergen – in Zeile 12 steht das echte Passwort:
```diff
-    passwort: ${LDAP_BIND_PW}
+    passwort: "⟪API_KEY:pw⟫"
+    kontakt: ⟪PERSON:de⟫ (⟪EMAIL:de,work⟫)
```

~~~tpl kind=de_brief_anschrift lang=de cat=document
Herrn
⟪PERSON:de,native#a⟫
⟪STREET_ADDRESS:de,ml⟫

Ihr Zeichen: ⟪~ticket_id⟫ · Unser Zeichen: mk/⟪dec:4⟫
Sehr geehrter Herr ⟪pick:Dr. ;Prof. ;⟫⟪PERSON:@a,family⟫,
bitte überweisen Sie den Betrag auf das Konto ⟪IBAN:de⟫.

~~~tpl kind=fr_stacktrace_commande lang=fr cat=stack_trace
Traceback (most recent call last):
  File "commandes/export.py", line 42, in <module>
    envoyer_facture(client)
KeyError: 'code_postal' — client={'nom': '⟪PERSON:fr,caps⟫', 'tel': '⟪PHONE:fr⟫', 'adresse': '⟪STREET_ADDRESS:fr⟫'}

~~~tpl kind=fr_notebook_dataframe lang=fr cat=notebook
In [12]: clients[clients.ville == "Lyon"].head(2)
Out[12]:
           nom_complet            courriel      portable
41   ⟪PERSON:fr⟫  ⟪EMAIL:fr⟫  ⟪PHONE:fr⟫
97   ⟪PERSON:fr⟫  ⟪EMAIL:fr⟫  ⟪PHONE:fr⟫

~~~tpl kind=fr_chat_rib_paste lang=fr cat=chat_paste
Bonjour, voici mon RIB pour le remboursement :
Titulaire : M. ⟪PERSON:fr,upper⟫
IBAN : ⟪IBAN:fr⟫
BIC : AGRIFRPP8⟪dec:2⟫
Adresse : ⟪STREET_ADDRESS:fr⟫
Merci d'avance !

~~~tpl kind=es_agent_trace_reserva lang=es cat=agent_trace
{"herramienta":"reservar_vuelo","argumentos":"{\"pasajero\":\"⟪PERSON:es|json2u⟫\",\"email\":\"⟪EMAIL:es⟫\",\"tarjeta\":\"⟪CREDIT_CARD:compact⟫\"}","resultado":"localizador ⟪b62:6⟫"}

~~~tpl kind=es_stacktrace lang=es cat=stack_trace
Error: No se pudo validar el IBAN ⟪IBAN:es,lower⟫ del cliente ⟪PERSON:es⟫
    at validarIban (/app/src/pagos.js:88:11)
    at procesarDomiciliacion (/app/src/pagos.js:140:5)
Teléfono de contacto: ⟪PHONE:es⟫

~~~tpl kind=es_mx_whatsapp_paste lang=es cat=chat_paste
[⟪date:slash⟫ 18:2⟪int:0-9⟫] ⟪PERSON:es#a⟫: te paso mis datos para la factura
[⟪date:slash⟫ 18:2⟪int:0-9⟫] ⟪=a⟫: ⟪STREET_ADDRESS:es⟫
[⟪date:slash⟫ 18:2⟪int:0-9⟫] ⟪=a⟫: mi cel ⟪PHONE:es⟫ y correo ⟪EMAIL:es⟫

~~~tpl kind=it_config_properties lang=it cat=config
# configurazione.properties
db.utente=gestionale
db.parola_d_ordine=⟪API_KEY:pw⟫
notifiche.destinatario=⟪EMAIL:it⟫
referente=⟪PERSON:it⟫
referente.cellulare=⟪PHONE:it⟫

~~~tpl kind=it_agent_trace_fattura lang=it cat=agent_trace
Thought: devo emettere la fattura per ⟪PERSON:it#c⟫.
Action: emetti_fattura
Action Input: {"cliente": "⟪=c|json⟫", "indirizzo": "⟪STREET_ADDRESS:it|json⟫", "iban": "⟪IBAN:it⟫"}
Observation: fattura n. ⟪~order_number⟫ emessa

~~~tpl kind=pt_agent_trace_pix lang=pt cat=agent_trace
[tool] enviar_pix args="{\"favorecido\":\"⟪PERSON:br|json2u⟫\",\"chave\":\"⟪EMAIL:br⟫\",\"valor\":⟪money⟫}"
[tool] resultado: {"status":"agendado","id":"E⟪dec:20⟫"}
[tool] contato do favorecido: ⟪PHONE:br⟫

~~~tpl kind=pt_stacktrace lang=pt cat=stack_trace
org.hibernate.exception.ConstraintViolationException: duplicate key cpf for cliente ⟪PERSON:br⟫
	at br.com.casaverde.clientes.ClienteRepository.save(ClienteRepository.java:77)
Endereço informado: ⟪STREET_ADDRESS:br⟫ | fone ⟪PHONE:br⟫

~~~tpl kind=nl_agent_trace lang=nl cat=agent_trace
tool_call: wijzig_adres {"klant":"⟪PERSON:nl|json⟫","nieuw_adres":"⟪STREET_ADDRESS:nl|json⟫","telefoon":"⟪PHONE:nl⟫"}
tool_result: {"ok":true,"referentie":"⟪~ticket_id⟫"}

~~~tpl kind=nl_code_review lang=nl cat=code_review
Kun je hier even naar kijken? Volgens mij staat de echte token erin:
+MOLLIE_API_KEY=⟪API_KEY⟫
+BEHEERDER=⟪PERSON:nl⟫ <⟪EMAIL:nl⟫>
 # testkey: ⟪~placeholder_key⟫

~~~tpl kind=pl_agent_trace lang=pl cat=agent_trace
Wywołanie narzędzia: zamow_kuriera
Argumenty: {"odbiorca": "⟪PERSON:pl|jsonu⟫", "adres": "⟪STREET_ADDRESS:pl|jsonu⟫", "telefon": "⟪PHONE:pl⟫"}
Wynik: przesyłka ⟪~tracking_number⟫ utworzona

~~~tpl kind=pl_stacktrace lang=pl cat=stack_trace
BłądWalidacji: nieprawidłowy numer rachunku ⟪IBAN:pl,spaced⟫
  w Przelewy.waliduj (przelewy.py:55)
  klient: ⟪PERSON:pl,caps⟫, e-mail: ⟪EMAIL:pl⟫

~~~tpl kind=ru_agent_trace lang=ru cat=agent_trace
{"tool":"создать_заявку","arguments":"{\"фио\":\"⟪PERSON:ru|json2u⟫\",\"телефон\":\"⟪PHONE:ru⟫\",\"адрес\":\"⟪STREET_ADDRESS:ru|json2u⟫\"}"}
→ заявка ⟪~ticket_id⟫ создана

~~~tpl kind=ru_config_yaml lang=ru cat=config
# конфиг для прода, не коммитить!!!
почта:
  логин: ⟪EMAIL:ru⟫
  пароль: "⟪API_KEY:pw⟫"
ответственный: ⟪PERSON:ru⟫
телеграм_бот: ⟪URL_WITH_TOKEN⟫

~~~tpl kind=ru_translit_names_log lang=ru cat=log_line
⟪ts⟫ INFO  user_login name="⟪PERSON:ru,latin⟫" email=⟪EMAIL:ru⟫ ip=⟪IP_ADDRESS:v4⟫
⟪ts⟫ WARN  user_login name="⟪PERSON:ru,caps⟫" failed=3 ip=⟪IP_ADDRESS:v4⟫

~~~tpl kind=uk_agent_trace lang=uk cat=agent_trace
Виклик інструменту: nova_poshta.create
Аргументи: {"отримувач":"⟪PERSON:ua|jsonu⟫","телефон":"⟪PHONE:ua⟫","адреса":"⟪STREET_ADDRESS:ua|jsonu⟫"}
Результат: ТТН ⟪~tracking_number⟫

~~~tpl kind=uk_chat_paste lang=uk cat=chat_paste
Допоможіть скласти заяву. Мої дані:
ПІБ: ⟪PERSON:ua⟫
Адреса: ⟪STREET_ADDRESS:ua⟫
Тел.: ⟪PHONE:ua⟫, IBAN ⟪IBAN:ua⟫

~~~tpl kind=tr_agent_trace lang=tr cat=agent_trace
araç çağrısı: kargo_olustur
argümanlar: "{\"alici\":\"⟪PERSON:tr|json2u⟫\",\"telefon\":\"⟪PHONE:tr⟫\",\"adres\":\"⟪STREET_ADDRESS:tr|json2u⟫\"}"
sonuç: gönderi no ⟪~tracking_number⟫

~~~tpl kind=tr_stacktrace lang=tr cat=stack_trace
HATA: IBAN doğrulanamadı: ⟪IBAN:tr⟫ (müşteri: ⟪PERSON:tr,upper⟫)
    at OdemeServisi.dogrula (odeme.ts:73)
İletişim: ⟪PHONE:tr⟫ / ⟪EMAIL:tr⟫

~~~tpl kind=vi_agent_trace lang=vi cat=agent_trace
Gọi công cụ: tao_don_hang
Tham số: {"nguoi_nhan":"⟪PERSON:vn|jsonu⟫","sdt":"⟪PHONE:vn⟫","dia_chi":"⟪STREET_ADDRESS:vn|jsonu⟫"}
Kết quả: mã đơn ⟪~order_number⟫

~~~tpl kind=vi_chat_zalo lang=vi cat=chat_paste
Chị ơi em gửi thông tin nhận hàng nhé:
Tên: ⟪PERSON:vn⟫
SĐT: ⟪PHONE:vn⟫
Địa chỉ: ⟪STREET_ADDRESS:vn⟫
Email: ⟪EMAIL:vn⟫

~~~tpl kind=th_agent_trace lang=th cat=agent_trace
เรียกเครื่องมือ: จองห้องพัก
อาร์กิวเมนต์: {"ชื่อผู้เข้าพัก":"⟪PERSON:th|jsonu⟫","โทร":"⟪PHONE:th⟫","อีเมล":"⟪EMAIL:th⟫"}
ผลลัพธ์: หมายเลขการจอง ⟪~order_number⟫

~~~tpl kind=th_rag_chunk lang=th cat=rag_chunk
[ส่วนที่ 3 จาก สัญญาเช่า.pdf]
ผู้เช่า ⟪PERSON:th⟫ ที่อยู่ ⟪STREET_ADDRESS:th⟫
โทรศัพท์ ⟪PHONE:th⟫ อีเมล ⟪EMAIL:th⟫

~~~tpl kind=ar_agent_trace lang=ar cat=agent_trace
استدعاء الأداة: إنشاء_طلب_توصيل
المعطيات: {"المستلم":"⟪PERSON:ae|jsonu⟫","الجوال":"⟪PHONE:ae⟫","العنوان":"⟪STREET_ADDRESS:ae|jsonu⟫"}
النتيجة: رقم الشحنة ⟪~tracking_number⟫

~~~tpl kind=ar_chat_bank lang=ar cat=chat_paste
مرحبا، أريد تحديث بياناتي:
الاسم: ⟪PERSON:ae⟫
رقم الآيبان: ⟪IBAN:ae⟫
الجوال: ⟪PHONE:ae⟫
البريد: ⟪EMAIL:ae⟫

~~~tpl kind=ar_en_mixed_log lang=ar cat=log_line
⟪ts⟫ INFO payment customer="⟪PERSON:ae,latin⟫" (⟪PERSON:ae⟫) phone=⟪PHONE:ae⟫ ip=⟪IP_ADDRESS:v4⟫ status=ok

~~~tpl kind=he_agent_trace lang=he cat=agent_trace
קריאה לכלי: עדכון_פרטי_לקוח
ארגומנטים: {"שם":"⟪PERSON:il|jsonu⟫","טלפון":"⟪PHONE:il⟫","כתובת":"⟪STREET_ADDRESS:il|jsonu⟫"}
תוצאה: עודכן (⟪~ticket_id⟫)

~~~tpl kind=he_chat_paste lang=he cat=chat_paste
היי, אפשר לעזור לי לנסח מכתב לבעל הדירה?
אני ⟪PERSON:il⟫, גר ב⟪STREET_ADDRESS:il⟫, טלפון ⟪PHONE:il⟫.

~~~tpl kind=hi_agent_trace lang=hi cat=agent_trace
टूल कॉल: create_booking
आर्ग्युमेंट्स: {"नाम":"⟪PERSON:in|jsonu⟫","मोबाइल":"⟪PHONE:in⟫","पता":"⟪STREET_ADDRESS:in⟫"}
परिणाम: बुकिंग आईडी ⟪~order_number⟫

~~~tpl kind=hi_en_hinglish_chat lang=hi cat=chat_paste
bhai ye form bhar do please, details:
naam: ⟪PERSON:in,latin⟫
phone: ⟪PHONE:in⟫
address: ⟪STREET_ADDRESS:in⟫
email: ⟪EMAIL:in⟫

~~~tpl kind=el_agent_trace lang=el cat=agent_trace
Κλήση εργαλείου: δημιουργία_παραγγελίας
Ορίσματα: {"πελάτης":"⟪PERSON:gr|jsonu⟫","τηλέφωνο":"⟪PHONE:gr⟫","διεύθυνση":"⟪STREET_ADDRESS:gr|jsonu⟫"}
Αποτέλεσμα: παραγγελία ⟪~order_number⟫

~~~tpl kind=sv_agent_trace lang=sv cat=agent_trace
verktygsanrop: boka_hämtning
argument: "{\"kund\":\"⟪PERSON:se|json2u⟫\",\"adress\":\"⟪STREET_ADDRESS:se|json2u⟫\",\"mobil\":\"⟪PHONE:se⟫\"}"
resultat: bokning ⟪~ticket_id⟫ klar

~~~tpl kind=sv_code_review lang=sv cat=code_review
Hittade detta i PR:en, kan du ta bort det?
+SWISH_CERT_PASSWORD=⟪API_KEY:pw⟫
+TESTKUND_PERSON=⟪PERSON:se⟫
+TESTKUND_MOBIL=⟪PHONE:se⟫

~~~tpl kind=id_agent_trace lang=id cat=agent_trace
panggilan alat: kirim_paket
argumen: {"penerima":"⟪PERSON:id|json⟫","hp":"⟪PHONE:id⟫","alamat":"⟪STREET_ADDRESS:id|json⟫"}
hasil: resi ⟪~tracking_number⟫

~~~tpl kind=id_chat_paste lang=id cat=chat_paste
Kak, ini data untuk pengiriman ya:
Nama: ⟪PERSON:id⟫
No. HP/WA: ⟪PHONE:id⟫
Alamat: ⟪STREET_ADDRESS:id⟫
Email: ⟪EMAIL:id⟫

~~~tpl kind=cs_agent_trace lang=cs cat=agent_trace
volání nástroje: vytvor_fakturu
argumenty: {"odběratel":"⟪PERSON:cz|jsonu⟫","adresa":"⟪STREET_ADDRESS:cz|jsonu⟫","účet":"⟪IBAN:cz⟫"}
výsledek: faktura ⟪~order_number⟫

~~~tpl kind=cs_stacktrace lang=cs cat=stack_trace
Chyba: neplatné telefonní číslo ⟪PHONE:cz⟫ pro zákazníka ⟪PERSON:cz⟫
    at Validace.telefon (validace.py:19)
    e-mail: ⟪EMAIL:cz⟫

~~~tpl kind=de_jupyter_cell lang=de cat=notebook
# Zelle 4: Kundendaten laden
kunden = pd.read_sql("SELECT * FROM kunden", "postgresql://analyse:⟪API_KEY:pw⟫@db.intern/crm")
kunden.head(1)
#    name                   strasse_plz_ort                         telefon
# 0  ⟪PERSON:de⟫  ⟪STREET_ADDRESS:de⟫  ⟪PHONE:de⟫

~~~tpl kind=fr_yaml_cles_bizarres lang=fr cat=config
# paramètres de production
passerelle_paiement:
  clé_secrète: ⟪API_KEY⟫
  jeton_webhook: ⟪API_KEY:whsec⟫
responsable:
  nom: ⟪PERSON:fr,caps⟫
  téléphone: "⟪PHONE:fr⟫"

~~~tpl kind=es_toml_config lang=es cat=config
[correo]
usuario = "⟪EMAIL:es⟫"
contraseña = "⟪API_KEY:pw⟫"
[responsable]
nombre = "⟪PERSON:es⟫"
móvil = "⟪PHONE:es⟫"

~~~tpl kind=pt_notebook lang=pt cat=notebook
In [9]: clientes.query("uf == 'SP'")[["nome", "celular"]].head(2)
Out[9]:
                 nome            celular
0  ⟪PERSON:br⟫  ⟪PHONE:br⟫
1  ⟪PERSON:br⟫  ⟪PHONE:br⟫

~~~tpl kind=it_chat_paste lang=it cat=chat_paste
Ciao! Mi aiuti a scrivere una mail al condominio? I miei dati:
⟪PERSON:it⟫ — ⟪STREET_ADDRESS:it⟫ — cell. ⟪PHONE:it⟫ — ⟪EMAIL:it⟫

~~~tpl kind=pl_config_env lang=pl cat=config
# .env produkcja
HASLO_BAZY=⟪API_KEY:pw⟫
KLUCZ_PRZELEWY24=⟪API_KEY:hex⟫
OSOBA_KONTAKTOWA="⟪PERSON:pl⟫, ⟪PHONE:pl⟫"

~~~tpl kind=tr_sheet_notebook lang=tr cat=notebook
>>> musteriler[["ad_soyad", "telefon"]].head(2)
           ad_soyad          telefon
0  ⟪PERSON:tr⟫  ⟪PHONE:tr⟫
1  ⟪PERSON:tr⟫  ⟪PHONE:tr⟫

~~~tpl kind=nl_rag_hypotheek lang=nl cat=rag_chunk
[fragment 6 · hypotheekofferte.pdf]
Aanvrager: ⟪PERSON:nl,rev⟫
Adres onderpand: ⟪STREET_ADDRESS:nl⟫
Rekeningnummer voor incasso: ⟪IBAN:nl,spaced⟫
Tel. ⟪PHONE:nl⟫

~~~tpl kind=ru_stacktrace lang=ru cat=stack_trace
Traceback (most recent call last):
  File "bot.py", line 120, in handle
    send_sms(user.phone, text)
RuntimeError: SMS не доставлено на ⟪PHONE:ru⟫ (пользователь ⟪PERSON:ru⟫, ⟪EMAIL:ru⟫)

~~~tpl kind=el_news_public lang=el cat=rag_chunk
[απόσπασμα ειδήσεων] Ο/Η ⟪~public_figure⟫ μίλησε στο ⟪~public_address⟫. Έκδοση λογισμικού ⟪~version_string⟫.
Τηλέφωνο έκτακτης ανάγκης ⟪~public_hotline⟫.

~~~tpl kind=de_news_public_negative lang=de cat=rag_chunk
[Nachrichtenauszug] ⟪~public_figure⟫ sprach am ⟪date:de⟫ vor dem ⟪~public_address⟫. Die Polizei ist unter
⟪~public_hotline⟫ erreichbar, der Bürgerservice unter ⟪~tollfree_number:de⟫. Artikel-ID ⟪~uuid⟫.
