# Texts without personal data, full of look-alikes.
%%% hn-openai-error en llm-request j
{"error":{"message":"Incorrect API key provided: ⟦~placeholder-key⟧. You can find your API key at https://platform.openai.com/account/api-keys.","type":"invalid_request_error","code":"invalid_api_key"},"request_id":"⟦~request-id⟧"}
%%% hn-anthropic-usage en llm-request j
{"id":"⟦~request-id⟧","type":"message","model":"⟦~model-id⟧","usage":{"input_tokens":1832,"output_tokens":211},"stop_reason":"end_turn"}
%%% hn-prompt-guidelines en prompt-template
Rules for the assistant:
1. Never output real phone numbers; use ⟦~us-fictional-phone⟧ in examples.
2. Use ⟦~doc-email⟧ for sample e-mail addresses.
3. Sample card for demos: ⟦~test-card⟧.
4. Sample server: ⟦~doc-ipv4⟧.
%%% hn-release-notes en markdown
## ⟦~version-string⟧
- Bumped base image to ⟦~docker-digest⟧
- Fixed ⟦~jira-ticket⟧: UUIDs like ⟦~uuid⟧ were logged twice
- Default bind ⟦~loopback⟧
%%% hn-k-anon-explainer en academic
k-anonymity example: the record "⟦~placeholder-name⟧, ⟦~postal-code-only⟧, born 1970" is generalised to "*, 021**, 1970-1979". See ⟦~doi⟧.
%%% hn-payment-docs en web
Test in sandbox with ⟦~test-card⟧ (any future expiry, any CVC). IBAN for SEPA tests: ⟦~iban-doc-example⟧. Never use live keys like the format ⟦~placeholder-key⟧ in client code.
%%% hn-aws-docs en web
Example:
  aws configure set aws_access_key_id ⟦~aws-example-key⟧
  aws configure set aws_secret_access_key ⟦~aws-example-secret⟧
%%% hn-jwt-tutorial en web
Paste a token such as ⟦~jwt-io-example⟧ into the debugger; the header says HS256 and the payload holds a sample "sub".
%%% hn-network-lab en notes
Lab 3: assign ⟦~doc-ipv4⟧/24 to eth0, gateway ⟦~doc-ipv4⟧, DNS ⟦~public-resolver⟧. IPv6: ⟦~doc-ipv6⟧. MAC of the VM: ⟦~mac-address⟧.
%%% hn-inventory en spreadsheet
SKU	EAN	Serial	Price
TBL-OAK-6	⟦~ean13⟧	⟦~device-serial⟧	⟦~money-amount⟧
LMP-BRS-2	⟦~ean13⟧	⟦~device-serial⟧	⟦~money-amount⟧
%%% hn-bookshop en classified
Used books for sale: "The Overstory" ISBN ⟦~isbn13⟧; "Braiding Sweetgrass" ISBN ⟦~isbn13⟧. Order ⟦~order-number⟧ ships Monday.
%%% hn-shipping-status en notes
Your parcel ⟦~tracking-number⟧ left the hub ⟦~iso-timestamp⟧. Customs ref ⟦~invoice-number⟧. Questions: ⟦~service-hotline⟧.
%%% hn-police-film en notice
Filming notice: scenes on Juniper Hollow Lane will show the fictional number ⟦~uk-drama-phone⟧ and ⟦~au-fictional-phone⟧. The house prop says ⟦~famous-address⟧.
%%% hn-crypto-explainer en social
PSA: ⟦~crypto-famous-address⟧ is a burn/genesis address. ⟦~kms-generic-key⟧ is Microsoft's public KMS client key. Neither is a secret 🙂
%%% hn-chem-lab en academic
Stock solutions: NaCl (⟦~cas-number⟧), ethanol (⟦~cas-number⟧). Protocol ⟦~doi⟧, lot ⟦~device-serial⟧.
%%% hn-cert-dump en git
$ openssl req -in csr.pem -pubkey -noout
⟦~pem-public-key⟧
fingerprint ⟦~sha256⟧
%%% hn-ssh-authorized en git
# ~/.ssh/authorized_keys
⟦~ssh-public-key⟧
⟦~ssh-public-key⟧
%%% hn-validator-tests en git
func TestLuhn(t *testing.T) {
	for _, bad := range []string{"⟦~luhn-fail-card⟧", "⟦~cncard-luhn-fail⟧"} {
		if luhn(bad) { t.Error(bad) }
	}
	if !luhn("⟦~test-card|nosp⟧") { t.Error("test card") }
}
%%% hn-cnid-tests zh git
// 校验位错误的样例
var bad = []string{"⟦~cnid-bad-check⟧", "⟦~cnid-bad-check⟧"}
%%% hn-ssn-docs en web
SSNs beginning ⟦~ssn-invalid-area⟧ are never issued; ⟦~ssn-famous⟧ is a famous misuse example.
%%% hn-placeholders-multi en form
Name: ⟦~placeholder-name⟧ · Email: ⟦~doc-email⟧ · Phone: ⟦~redacted⟧ · Address: ⟦~famous-address⟧
%%% hn-de-muster de form
Musterbrief: ⟦~placeholder-name⟧, Musterstraße, ⟦~postal-code-only⟧ Musterstadt. IBAN: ⟦~iban-doc-example⟧.
%%% hn-fr-exemple fr form
Exemple : ⟦~placeholder-name⟧, ⟦~doc-email⟧, carte de test ⟦~test-card⟧.
%%% hn-es-ejemplo es form
Ejemplo de formulario: ⟦~placeholder-name⟧, teléfono ⟦~redacted⟧, pedido ⟦~order-number⟧.
%%% hn-it-esempio it form
Esempio: ⟦~placeholder-name⟧, fattura ⟦~invoice-number⟧, importo ⟦~money-amount⟧.
%%% hn-pl-przyklad pl form
Przykład: ⟦~placeholder-name⟧, numer zamówienia ⟦~order-number⟧.
%%% hn-nl-voorbeeld nl web
Voorbeeld IBAN ⟦~iban-doc-example⟧ en testkaart ⟦~test-card⟧ — niet echt.
%%% hn-ru-primer ru form
Образец заполнения: ⟦~placeholder-name⟧, номер заказа ⟦~order-number⟧, телефон ⟦~redacted⟧.
%%% hn-tr-ornek tr form
Örnek: ⟦~placeholder-name⟧, sipariş ⟦~order-number⟧, kargo ⟦~tracking-number⟧.
%%% hn-pt-exemplo pt form
Exemplo: ⟦~placeholder-name⟧, pedido ⟦~order-number⟧, rastreio ⟦~tracking-number⟧.
%%% hn-vi-vidu vi form
Ví dụ: ⟦~placeholder-name⟧, mã đơn ⟦~order-number⟧.
%%% hn-ar-mithal ar form
مثال: ⟦~placeholder-name⟧، رقم الطلب ⟦~order-number⟧، الطوارئ ⟦~emergency-number⟧
%%% hn-sv-exempel sv form
Exempel: ⟦~placeholder-name⟧, ordernummer ⟦~order-number⟧.
%%% hn-model-list en llm-request
Available: ⟦~model-id⟧, ⟦~model-id⟧, ⟦~model-id⟧. Ask ⟦~assistant-name⟧ or ⟦~assistant-name⟧ which one to use.
%%% hn-webhook-docs en web
Set the webhook to ⟦~url-placeholder-token⟧ (replace the token). Public status page: ⟦~url-no-token⟧. Example: ⟦~example-domain-url⟧.
%%% hn-orcid-help en academic
Your ORCID looks like ⟦~orcid-doc-example⟧ (this one is the documentation example). Preprint: ⟦~arxiv-id⟧.
%%% hn-sri-page en web
<link rel="stylesheet" href="/a.css" integrity="⟦~sri-integrity⟧">
<!-- build ⟦~git-sha⟧ ⟦~iso-timestamp⟧ -->
%%% hn-legal-cite en gazette
See ⟦~case-number⟧ and ⟦~case-number⟧; cf. ⟦~phone-like-code⟧.
%%% hn-zh-hotlines zh notice
常用电话：报警 ⟦~emergency-number⟧，火警 ⟦~emergency-number⟧，铁路客服 ⟦~service-hotline⟧，消费者投诉 ⟦~service-hotline⟧。
%%% hn-ja-sample ja web
サンプルのメールアドレスは ⟦~doc-email⟧ を使ってください。IPは ⟦~doc-ipv4⟧ です。
