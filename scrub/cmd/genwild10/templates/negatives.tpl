Hard negatives only: text full of look-alikes and no personal data.

~~~tpl kind=neg_release_notes lang=en cat=document
## Release ⟪~version_string⟫ (⟪date⟫)
- Fixed crash when parsing ⟪~uuid⟫-style ids (#⟪int:1000-9999⟫)
- Bumped base image to ⟪~container_digest⟫
- Verified against build ⟪~build_number⟫ and commit ⟪~commit_sha⟫
Thanks to ⟪~public_figure⟫ for the keynote mention!

~~~tpl kind=neg_payment_docs_test_cards lang=en cat=document
### Testing payments
Use test card ⟪~test_card⟫ with any future expiry and any CVC. Card ⟪~luhn_invalid_card⟫ fails the Luhn check
on purpose. The sandbox key is ⟪~placeholder_key⟫ and the sample token is ⟪~example_jwt⟫.
Sandbox webhook: ⟪~placeholder_url⟫

~~~tpl kind=neg_aws_docs_example lang=en cat=document
To configure the CLI, run `aws configure` and paste your keys, for example:
AWS Access Key ID [None]: ⟪~example_aws_key⟫
AWS Secret Access Key [None]: ⟪~example_aws_secret⟫
Default region name [None]: us-west-2

~~~tpl kind=neg_network_runbook lang=en cat=document
Runbook: if resolution fails, test with `dig @⟪~public_dns⟫ example.com` and `ping ⟪~doc_ip⟫`.
The health endpoint binds to ⟪~loopback_ip⟫:8081. Escalate via ⟪~ticket_id⟫ or call the NOC ⟪~tollfree_number⟫.
Router vendor prefix ⟪~mac_vendor_oui⟫ (not a device id).

~~~tpl kind=neg_agent_trace_order_status lang=en cat=agent_trace
{"tool":"order_status","arguments":"{\"order_id\":\"⟪~order_number⟫\"}","result":"{\"status\":\"in transit\",\"carrier\":\"UPS\",\"tracking\":\"⟪~tracking_number⟫\",\"eta\":\"⟪~timestamp⟫\"}"}

~~~tpl kind=neg_bibliography lang=en cat=rag_chunk
References
[1] ⟪~public_figure⟫. On computable numbers. ISBN ⟪~isbn⟫.
[2] Scaling laws revisited. ⟪~arxiv_id⟫. doi:⟪~doi⟫
[3] Dataset card, revision ⟪~commit_sha⟫, sha256 ⟪~hash_hex⟫.

~~~tpl kind=neg_ssn_validation_docs lang=en cat=document
Our validator rejects SSNs that were never issued: ⟪~invalid_ssn⟫ (invalid area or group),
and well-known published numbers such as ⟪~published_ssn⟫. Example form values: ⟪~placeholder_name⟫,
⟪~example_email⟫, ⟪~fictional_phone⟫.

~~~tpl kind=neg_iban_validator_test lang=de cat=code_review
 func TestIBANUngueltig(t *testing.T) {
-	in := "⟪~invalid_iban⟫"
+	in := "⟪~invalid_iban:compact⟫" // Prüfziffer absichtlich falsch
 	if ValidIBAN(in) { t.Fatal("sollte ungültig sein") }
 }

~~~tpl kind=neg_cn_docs_placeholders lang=zh cat=document
接口文档示例：
{"name":"⟪~placeholder_name:cn⟫","id_card":"⟪~invalid_cn_id⟫","mobile":"⟪~invalid_cn_mobile⟫","bank_card":"⟪~invalid_cn_bank_card⟫"}
注意：以上均为不可用的示例数据。客服电话 ⟪~public_hotline⟫。

~~~tpl kind=neg_ja_docs_placeholders lang=ja cat=document
入力例：氏名「⟪~placeholder_name:jp⟫」、電話「⟪~tollfree_number:jp⟫」、メール「⟪~example_email⟫」。
※ 実在の個人情報を入力しないでください。ビルド ⟪~build_number⟫。

~~~tpl kind=neg_fr_article lang=fr cat=rag_chunk
[extrait de presse] ⟪~public_figure⟫ a visité le ⟪~public_address⟫ ce ⟪date:slash⟫. En cas d'urgence,
composez le ⟪~public_hotline⟫. Référence de l'article : ⟪~uuid⟫.

~~~tpl kind=neg_es_manual lang=es cat=document
Manual del router: la IP de ejemplo es ⟪~doc_ip⟫ y los DNS recomendados ⟪~public_dns⟫.
Atención al cliente gratuita: ⟪~tollfree_number⟫. Versión del firmware ⟪~version_string⟫.

~~~tpl kind=neg_ru_docs lang=ru cat=document
Пример заполнения: ФИО «⟪~placeholder_name:ru⟫», e-mail ⟪~example_email⟫, тестовая карта ⟪~test_card⟫.
Номер заказа ⟪~order_number⟫, трек ⟪~tracking_number⟫.

~~~tpl kind=neg_pl_docs lang=pl cat=document
Przykładowe dane: ⟪~placeholder_name:pl⟫, ⟪~example_email⟫. Numer zamówienia ⟪~order_number⟫,
wersja ⟪~version_string⟫, suma kontrolna ⟪~hash_hex⟫.

~~~tpl kind=neg_k8s_describe lang=en cat=cli_session
$ kubectl describe pod api-⟪hex:5⟫
Image:        registry.local/api@⟪~container_digest⟫
IP:           ⟪~doc_ip⟫
Node:         node-3/⟪~doc_ip⟫
Labels:       app=api, version=⟪~version_string⟫, commit=⟪~commit_sha⟫
Annotations:  ticket=⟪~ticket_id⟫

~~~tpl kind=neg_ko_docs lang=ko cat=document
입력 예시: 이름 ⟪~placeholder_name:kr⟫, 이메일 ⟪~example_email⟫, 테스트 카드 ⟪~test_card⟫.
고객센터 ⟪~tollfree_number:kr⟫ (무료).

~~~tpl kind=neg_zh_en_news_chunk lang=zh-en cat=rag_chunk
[news] ⟪~public_figure⟫ 在 ⟪~public_address⟫ 发表演讲 (keynote)，宣布 SDK ⟪~version_string⟫ GA。
Docs: ⟪~tracking_url⟫
