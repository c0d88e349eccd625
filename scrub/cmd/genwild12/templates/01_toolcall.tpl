Tool/function-call arguments as a model or an agent framework sends them.

=== tc-create-contact-en en toolcall json
{"type":"function","function":{"name":"crm_create_contact","arguments":"{\"first_name\":\"⟦name.en#1|given⟧\",\"last_name\":\"⟦name.en#1|family⟧\",\"email\":\"⟦email<1⟧\",\"phone\":\"⟦phone.us⟧\",\"source\":\"webinar-⟦d.ticket⟧\"}"}}
=== tc-book-ko ko toolcall
tool_use: reserve_table
input: {"restaurant_id": "r_88213", "party_size": ⟦n:2-8⟧, "time": "2026-12-⟦n:10-28⟧T19:00:00+09:00", "guest_name": "⟦name.ko⟧", "guest_phone": "⟦phone.kr⟧", "note": "창가 자리 부탁드려요, 아이 의자 1개"}
=== tc-send-sms-zh zh toolcall json
{"id":"⟦d.callid⟧","type":"function","function":{"name":"send_sms","arguments":{"to":"⟦phone.cn.mob⟧","template":"SMS_⟦#:9⟧","params":{"name":"⟦name.zh⟧","code":"⟦#:6⟧","order":"⟦d.order⟧"}}}}
=== tc-ship-ja ja toolcall jsonascii
{"name":"create_shipment","arguments":{"recipient":{"name":"⟦name.ja⟧","postal_address":"⟦addr.jp⟧","tel":"⟦phone.jp⟧"},"items":[{"sku":"⟦d.sku⟧","qty":⟦n:1-4⟧}],"carrier":"yamato","ref":"⟦d.order⟧"}}
=== tc-refund-pt pt toolcall json
{"tool_calls":[{"function":{"name":"issue_refund","arguments":"{\"order_id\":\"⟦d.order⟧\",\"amount\":\"⟦d.amount.brl⟧\",\"customer\":{\"nome\":\"⟦name.pt#1⟧\",\"email\":\"⟦email.br<1⟧\",\"celular\":\"⟦phone.br⟧\"},\"pix_key\":\"⟦email.br<1⟧\",\"motivo\":\"produto chegou quebrado\"}"}}]}
=== tc-lookup-iban-de de toolcall json
{"name":"sepa_transfer","arguments":{"debtor_iban":"⟦iban.DE⟧","creditor_name":"⟦name.de⟧","creditor_iban":"⟦iban.AT⟧","bic":"⟦d.bic⟧","amount":"⟦d.amount.eur⟧","remittance":"Miete Dezember ⟦d.invoice⟧"}}
=== tc-kyc-vi vi toolcall json
{"function_call":{"name":"verify_customer","arguments":"{\"ho_ten\":\"⟦name.vi#1⟧\",\"so_dien_thoai\":\"⟦phone.vn⟧\",\"dia_chi\":\"⟦addr.vn⟧\",\"email\":\"⟦email.asia<1⟧\",\"ghi_chu\":\"khách VIP, đã xác minh qua video call\"}"}}
=== tc-weather-hn en toolcall
{"name": "get_weather", "arguments": {"lat": "⟦d.coord⟧", "units": "metric", "lang": "en", "request_id": "⟦d.uuid⟧"}}
=== tc-github-issue en toolcall json
{"name":"github.create_issue","arguments":{"repo":"pixelforge/app","title":"Crash on export (⟦d.build⟧)","body":"Stack ends in renderer ⟦d.version⟧, commit ⟦d.gitsha⟧. Reported by ⟦name.en⟧ via support ticket ⟦d.ticket⟧.","labels":["bug","p2"]}}
=== tc-db-query-tr tr toolcall json
{"tool":"sql_query","args":{"dsn":"⟦url.cred⟧","query":"SELECT ad, soyad, telefon FROM musteriler WHERE telefon = '⟦phone.tr⟧'"}}
=== tc-email-draft-ar ar toolcall json
{"name":"draft_email","arguments":{"to":"⟦email.asia⟧","subject":"تأكيد الحجز ⟦d.pnr⟧","body":"عزيزي ⟦name.ar⟧،\nنؤكد حجزكم على الرحلة ⟦d.flight⟧. للاستفسار اتصل على ⟦phone.sa⟧.\nمع التحية"}}
=== tc-hr-lookup-hi hi toolcall json
{"name":"hr.lookup_employee","arguments":{"query":"⟦name.hi⟧","fields":["mobile","address"]},"result":{"mobile":"⟦phone.in⟧","address":"⟦addr.in⟧","employee_code":"⟦d.ticket⟧"}}
=== tc-stripe-ru ru toolcall json
{"name":"payments.charge","arguments":{"api_key":"⟦key.stripe⟧","amount":⟦n:500-90000⟧,"currency":"rub","description":"Заказ ⟦d.order⟧ для ⟦name.ru⟧","receipt_email":"⟦email.ru⟧"}}
=== tc-map-route-th th toolcall json
{"name":"plan_delivery","arguments":{"driver":"⟦name.th⟧","stops":[{"address":"⟦addr.th⟧","phone":"⟦phone.th⟧"},{"address":"⟦addr.th⟧"}],"depot":"⟦d.coord⟧"}}
=== tc-upload-id en toolcall json
{"name":"kyc_upload","arguments":{"ssn":"⟦ssn⟧","full_name":"⟦name.en#1|upper⟧","dob":"19⟦n:50-99⟧-⟦n:10-12⟧-⟦n:10-28⟧","document_url":"⟦url.token⟧"}}
=== tc-weather-noPII-ko ko toolcall
{"name":"get_forecast","arguments":{"city":"서울","date":"2026-12-⟦n:10-28⟧","trace":"⟦d.trace⟧","client_version":"⟦d.version⟧"}}
=== tc-inventory-noPII-zh zh toolcall json
{"name":"check_stock","arguments":{"sku":"⟦d.sku⟧","warehouse":"上海嘉定仓","ean":"⟦ean13⟧","batch":"⟦d.lot⟧","request_id":"⟦d.uuid⟧"}}
=== tc-agent-memory-id id toolcall json
{"name":"memory.save","arguments":{"key":"pelanggan_⟦n:1000-9999⟧","value":"Nama: ⟦name.id⟧, HP ⟦phone.id⟧, alamat ⟦addr.id⟧. Suka dihubungi sore hari."}}
=== tc-calendar-pl pl toolcall json
{"name":"calendar.create_event","arguments":{"title":"Spotkanie z ⟦name.pl#1⟧","attendees":["⟦email.eu<1⟧"],"location":"⟦addr.pl⟧","start":"2026-12-⟦n:10-28⟧T10:00:00+01:00","conference":"⟦url.token⟧"}}
=== tc-ticket-it it toolcall json
{"name":"zendesk.update_ticket","arguments":{"ticket_id":"⟦d.ticket⟧","comment":"Il cliente ⟦name.it⟧ chiede il rimborso sulla carta ⟦card.mc⟧. Numero di contatto ⟦phone.it⟧.","public":false}}
=== tc-nl-payment nl toolcall json
{"name":"tikkie.create","arguments":{"naam":"⟦name.nl⟧","iban":"⟦iban.NL⟧","bedrag":"⟦d.amount.eur⟧","omschrijving":"Etentje vrijdag"}}
=== tc-search-noPII-ja ja toolcall json
{"name":"web_search","arguments":{"q":"⟦d.public⟧ 生誕 記念館 開館時間","num":10,"hl":"ja"},"call_id":"⟦d.uuid⟧"}
=== tc-slack-post-en en toolcall json
{"name":"slack.post_message","arguments":{"token":"⟦key.slack⟧","channel":"#ops-alerts","text":"Deploy ⟦d.version⟧ done, digest ⟦d.digest⟧"}}
=== tc-cn-kyc zh toolcall json
{"name":"实名认证","arguments":{"姓名":"⟦name.zh⟧","身份证号":"⟦cnid⟧","手机号":"⟦phone.cn.mob⟧","银行卡号":"⟦card.up⟧"}}
=== tc-cn-kyc-ascii zh toolcall jsonascii
{"name":"bind_card","arguments":{"real_name":"⟦name.zh⟧","id_no":"⟦cnid⟧","card_no":"⟦card.up16|nospace⟧","mobile":"⟦phone.cn.mob⟧","address":"⟦addr.cn⟧"}}
=== tc-fr-rdv fr toolcall json
{"name":"doctolib.book","arguments":{"patient":{"nom":"⟦name.fr#1|family|upper⟧","prénom":"⟦name.fr#1|given⟧","tel":"⟦phone.fr⟧","email":"⟦email.eu<1⟧"},"motif":"renouvellement ordonnance","code_acte":"⟦d.icd⟧"}}
=== tc-es-factura es toolcall json
{"name":"generar_factura","arguments":{"cliente":"⟦name.es⟧","direccion":"⟦addr.es⟧","iban":"⟦iban.ES⟧","numero":"⟦d.invoice⟧","nif_empresa":"⟦d.vat⟧"}}
=== tc-parallel-ko ko toolcall json
[{"name":"lookup_order","arguments":{"order_no":"⟦d.order⟧"}},{"name":"notify_customer","arguments":{"name":"⟦name.ko#1⟧","phone":"⟦phone.kr⟧","email":"⟦email.kr<1⟧","message":"⟦name.ko#1|given⟧님, 주문하신 상품이 출고되었습니다. 송장번호 ⟦d.tracking⟧"}}]
