# Developer artefacts: protobuf text, queues, git, packages, crashes, pushes.
%%% protobuf-text-user en protobuf
user {
  id: ⟦~user-id⟧
  display_name: "⟦P:en⟧"
  email: "⟦EM:from⟧"
  phone_numbers { number: "⟦PH:us⟧" type: MOBILE }
  last_login_ip: "⟦IP⟧"
}
%%% protobuf-text-shipment en protobuf
shipment {
  tracking: "⟦~tracking-number⟧"
  recipient { name: "⟦P:pl⟧" street: "⟦AD:pl⟧" }
  notify_sms: "⟦PH:pl⟧"
}
%%% protobuf-text-debugstring-ko en protobuf
profile { uid: "⟦~uuid⟧" name: "⟦P:ko⟧" addr: "⟦AD:kr⟧" tel: "⟦PH:kr⟧" }
%%% grpcurl-output en protobuf
$ grpcurl -d '{"customer_id":"⟦%#{7}⟧"}' billing.internal:443 billing.v1.Billing/GetCustomer
{
  "name": "⟦P:es⟧",
  "iban": "⟦IBAN:es.c⟧",
  "email": "⟦EM:from⟧"
}
%%% kafka-console-consumer en queue j
{"event":"address_changed","ts":"⟦~iso-timestamp⟧","user":{"name":"⟦P:fr⟧","old":"⟦AD:fr⟧","new":"⟦AD:fr⟧"}}
{"event":"login","ts":"⟦~iso-timestamp⟧","ip":"⟦IP:v6⟧","ua":"Mozilla/5.0"}
%%% sqs-message-body en queue
MessageId: ⟦~uuid⟧
Body: {"type":"sms.send","to":"⟦PH:au⟧","text":"Your code is 481 — do not share","requested_by":"⟦EM:work⟧"}
%%% rabbitmq-dead-letter en queue j
{"x-death":[{"count":3,"queue":"payments"}],"payload":{"card":"⟦CC⟧","holder":"⟦P:en.up⟧","amount":"⟦~money-amount⟧"}}
%%% nats-jsonl-cn zh queue j
{"subject":"order.created","data":{"收货人":"⟦P:zh⟧","手机":"⟦CNMOB⟧","地址":"⟦AD:cn⟧","单号":"⟦~tracking-number⟧"}}
%%% pubsub-attributes en queue j
{"message":{"attributes":{"tenant":"greyhollow","actor":"⟦EM:work⟧","client_ip":"⟦IP⟧"},"data":"eyJvayI6dHJ1ZX0=","messageId":"⟦~message-id⟧"}}
%%% git-blame-porcelain en git
⟦~git-sha⟧ 41 41 1
author ⟦P:de⟧
author-mail <⟦EM:from⟧>
author-time 1764312345
author-tz +0100
summary Fix retry jitter
	const maxRetries = 5
%%% git-blame-short en git
⟦%§{8}⟧ (⟦P:sv⟧     2026-10-02 14:11:09 +0200 88)     token := os.Getenv("SLACK_TOKEN")
⟦%§{8}⟧ (⟦P:tr⟧ 2026-10-03 09:40:51 +0300 89)     // fallback for local runs: ⟦KEY:slack⟧
%%% git-commit-trailers en git
commit ⟦~git-sha⟧
Author: ⟦P:pt⟧ <⟦EM:from⟧>
Date:   Tue Nov 24 10:12:33 2026 -0300

    Handle empty billing country

    Co-authored-by: ⟦P:es⟧ <⟦EM:from⟧>
    Signed-off-by: ⟦P:pt⟧ <⟦EM:work⟧>
    Reviewed-by: ⟦~assistant-name⟧
%%% git-shortlog en git
   ⟦%@#⟧  ⟦P:en⟧ <⟦EM:from⟧>
   ⟦%@#⟧  ⟦P:ja.west⟧ <⟦EM:from⟧>
    ⟦%@⟧  ⟦P:ru.west⟧ <⟦EM:from⟧>
%%% git-mailmap en git
⟦P:fi⟧ <⟦EM:work⟧> <⟦EM:from⟧>
⟦P:cs⟧ <⟦EM:from⟧> ⟦P:same.lc⟧ <⟦EM:from⟧>
%%% package-json-author en package
{
  "name": "@lumenwerk/tiny-fetch",
  "version": "⟦~version-string⟧",
  "author": "⟦P:de⟧ <⟦EM:from⟧> (https://lumenwerk.eu)",
  "contributors": ["⟦P:pl⟧ <⟦EM:from⟧>"],
  "license": "MIT"
}
%%% cargo-toml-authors en package
[package]
name = "quietharbor"
version = "0.4.2"
authors = ["⟦P:nb⟧ <⟦EM:from⟧>", "⟦P:zh.west⟧ <⟦EM:from⟧>"]
edition = "2021"
%%% debian-control en package
Source: ferret-tools
Maintainer: ⟦P:fr⟧ <⟦EM:from⟧>
Uploaders: ⟦P:de⟧ <⟦EM:from⟧>
Standards-Version: 4.7.0
%%% pom-developers en package
<developers>
  <developer>
    <name>⟦P:it|x⟧</name>
    <email>⟦EM:work⟧</email>
    <organization>Ravello Design</organization>
  </developer>
</developers>
%%% codeowners en package
# Billing
/billing/   @⟦P:en.lc|nosp⟧ ⟦EM:work⟧
/infra/     @platform-team
%%% authors-file en package
# AUTHORS — sorted by first commit
⟦P:hu⟧ <⟦EM:from⟧>
⟦P:ro⟧ <⟦EM:from⟧>
⟦P:mono⟧ <⟦EM:from⟧>
⟦~company-surname⟧ (copyright holder)
%%% pyproject-authors en package
[project]
name = "saltwater"
authors = [{name = "⟦P:el.west⟧", email = "⟦EM:from⟧"}]
maintainers = [{name = "⟦P:he.west⟧", email = "⟦EM:from⟧"}]
%%% crash-report-ios en crash
Incident Identifier: ⟦~uuid⟧
Hardware Model:      iPhone15,3
Process:             Tanuki [⟦%@##⟧]
OS Version:          iPhone OS 18.1 (22B83)
Exception Type:  EXC_CRASH (SIGABRT)
Last user action: saved contact "⟦P:ja⟧" ⟦PH:jp⟧
%%% crash-report-android en crash
FATAL EXCEPTION: main
Process: com.brightmoor.app, PID: ⟦%@#{4}⟧
java.lang.IllegalStateException: invalid IBAN checksum for input "⟦~iban-bad-check⟧"
	at com.brightmoor.pay.IbanField.validate(IbanField.kt:88)
Breadcrumbs: form.email=⟦EM:from⟧ form.name=⟦P:en⟧
%%% crash-minidump-annotations en crash
[annotations]
prod = TanukiDesktop
ver = ⟦~version-string⟧
guid = ⟦~uuid⟧
Email = ⟦EM:from⟧
Comments = crashed when I pasted my card ⟦CC⟧ into the notes box
%%% sentry-breadcrumb-plain en crash
Breadcrumb [http] POST https://api.kestrel-analytics.io/v2/users → 422
Breadcrumb [ui.input] #email ← "⟦EM:from⟧"
Breadcrumb [ui.input] #phone ← "⟦PH:fr⟧"
Exception: ValidationError: phone must be E.164 (got ⟦~us-fictional-phone⟧ in test fixture)
%%% push-payload-apns en push j
{"aps":{"alert":{"title":"New message from ⟦P:en.f⟧","body":"⟦P:same⟧: running late, call me on ⟦PH:us⟧"},"badge":3,"sound":"default"},"thread-id":"⟦~uuid⟧"}
%%% push-payload-fcm en push j
{"message":{"token":"⟦~push-token⟧","notification":{"title":"Parcel locker ready","body":"Code 6621 at Kastanienallee station"},"data":{"recipient":"⟦P:de⟧","phone":"⟦PH:de⟧"}}}
%%% push-payload-hardneg en push j
{"aps":{"alert":{"title":"Build ⟦~version-string⟧ passed","body":"Commit ⟦~git-sha⟧ deployed to staging"}},"trace":"⟦~trace-id⟧"}
%%% push-payload-ja ja push j
{"aps":{"alert":{"title":"⟦P:ja⟧さんからメッセージ","body":"明日の件、⟦PH:jp⟧に電話ください"}}}
%%% contacts-diff en diff
--- a/contacts.csv
+++ b/contacts.csv
@@ -12,3 +12,3 @@
-"⟦P:en>p⟧","⟦PH:us⟧","⟦AD:us⟧"
+"⟦<p⟧","⟦PH:us⟧","⟦AD:us⟧"
 "⟦P:en⟧","⟦PH:us⟧","⟦EM:from⟧"
%%% contacts-diff-vcf-like-ko ko diff
-TEL;TYPE=CELL:⟦PH:kr⟧
+TEL;TYPE=CELL:⟦PH:kr⟧
 FN:⟦P:ko⟧
-ADR;TYPE=HOME:;;⟦AD:kr⟧
%%% ldif-entry en ldap
dn: uid=⟦P:en.f|lower⟧,ou=people,dc=greyhollow,dc=ca
objectClass: inetOrgPerson
cn: ⟦P:same⟧
sn: ⟦P:same.l⟧
mail: ⟦EM:work⟧
telephoneNumber: ⟦PH:ca⟧
postalAddress: ⟦AD:ca⟧
%%% ldif-entry-de de ldap
dn: cn=⟦P:de⟧,ou=Mitarbeiter,dc=halvorsen-logistik,dc=de
mobile: ⟦PH:de⟧
mail: ⟦EM:work⟧
street: ⟦AD:de⟧
%%% spreadsheet-formulas en spreadsheet
A1: Name	B1: Phone	C1: Link
A2: ⟦P:en⟧	B2: ="⟦PH:us⟧"	C2: =HYPERLINK("mailto:⟦EM:from⟧","email")
A3: =PROPER("⟦P:en.lc⟧")	B3: =SUBSTITUTE("⟦PH:uk⟧"," ","")	C3: =VLOOKUP(A3,Sheet2!A:C,3,FALSE)
%%% spreadsheet-formula-iban de spreadsheet
=WENN(ISTFEHLER(IBANPRÜFEN("⟦IBAN:de.c⟧"));"ungültig";"ok")
=VERKETTEN("⟦P:de.f⟧";" ";"⟦P:same.l⟧")
%%% browser-autofill-dump en autofill j
{"autofill_profiles":[{"full_name":"⟦P:en⟧","street_address":"⟦AD:us⟧","phone":"⟦PH:us⟧","email":"⟦EM:from⟧"}],"credit_cards":[{"name_on_card":"⟦P:same.up⟧","number":"⟦CC:visa.c⟧","exp":"09/29"}]}
%%% browser-autofill-jp ja autofill j
{"profiles":[{"name":"⟦P:ja⟧","furigana":"","postal":"","address":"⟦AD:jp⟧","tel":"⟦PH:jp|fwd⟧"}]}
%%% cdp-export-segment en cdp j
{"profile_id":"⟦~uuid⟧","traits":{"first_name":"⟦P:en.f⟧","last_name":"⟦P:same.l⟧","email":"⟦EM:from⟧","phone":"⟦PH:ie⟧","city":"Dublin"},"segments":["churn_risk_high"],"last_seen_ip":"⟦IP⟧"}
%%% cdp-identity-graph en cdp
identity_graph: ⟦~uuid⟧
  email_sha256: ⟦~sha256⟧
  email: ⟦EM:from⟧
  phone: ⟦PH:za⟧
  device: ⟦~mac-address⟧
  merged_from: [⟦~uuid⟧]
%%% gettext-po-file fr i18n
#: templates/footer.html:12
msgid "Questions? Write to ⟦~doc-email⟧"
msgstr "Des questions ? Écrivez à ⟦~doc-email⟧"

#. Translator: ⟦P:fr⟧ <⟦EM:from⟧>
msgid "Call us"
msgstr "Appelez-nous"
%%% srt-subtitles en subtitles
12
00:01:14,200 --> 00:01:17,900
My name is ⟦P:en⟧ and I live at ⟦AD:uk⟧.

13
00:01:18,100 --> 00:01:20,400
You can reach me on ⟦PH:uk⟧.
%%% webvtt-captions-ko ko subtitles
WEBVTT

00:00:05.000 --> 00:00:08.000
저는 ⟦P:ko⟧입니다. 연락처는 ⟦PH:kr⟧예요.
%%% xliff-unit en i18n
<trans-unit id="signup.confirm">
  <source>We sent a link to ⟦~doc-email⟧.</source>
  <target>Wir haben einen Link an ⟦~doc-email⟧ gesendet.</target>
  <note>Reported by ⟦P:de|x⟧ (⟦EM:from⟧)</note>
</trans-unit>
%%% android-strings-hardneg en i18n
<string name="support_phone">⟦~service-hotline⟧</string>
<string name="example_email">⟦~doc-email⟧</string>
<string name="placeholder_name">⟦~placeholder-name⟧</string>
%%% proto-json-keys en protobuf
credentials {
  provider: STRIPE
  secret: "⟦KEY:stripe⟧"
}
credentials {
  provider: SENDGRID
  secret: "⟦KEY:sendgrid⟧"
}
%%% redis-monitor en queue
1764401234.123456 [0 ⟦IP⟧:52114] "HSET" "session:⟦~uuid⟧" "email" "⟦EM:from⟧" "name" "⟦P:en⟧"
1764401234.127001 [0 ⟦~loopback⟧] "EXPIRE" "session:⟦~uuid⟧" "3600"
%%% makefile-secret en git
deploy:
	HF_TOKEN=⟦KEY:hf⟧ python push.py --repo kestrel/ner-small
	curl -X POST "⟦URLTOK:discordhook⟧" -d '{"content":"deployed"}'
%%% env-in-readme-hardneg en git
# copy .env.example to .env and fill in:
OPENAI_API_KEY=⟦~placeholder-key⟧
STRIPE_KEY=⟦~placeholder-key⟧
WEBHOOK=⟦~url-placeholder-token⟧
%%% ssh-config-paste en git
Host prod-bastion
  HostName ⟦IP⟧
  User ⟦P:en.f|lower⟧
  IdentityFile ~/.ssh/id_ed25519
# key I pasted into the wiki by mistake:
⟦PK:openssh⟧
%%% openssl-output-hardneg en git
$ openssl x509 -in server.crt -noout -text | head
⟦~pem-certificate⟧
$ cat id_ed25519.pub
⟦~ssh-public-key⟧
%%% gpg-key-listing en git
pub   ed25519 2026-01-14 [SC]
      ⟦~pgp-fingerprint⟧
uid           [ultimate] ⟦P:nl⟧ <⟦EM:from⟧>
sub   cv25519 2026-01-14 [E]
%%% jwt-in-cookie-jar en git
# Netscape HTTP Cookie File
.app.lumenwerk.eu	TRUE	/	TRUE	1767225600	session	⟦JWT⟧
.app.lumenwerk.eu	TRUE	/	FALSE	1767225600	theme	dark
%%% pem-in-json-config en git j
{"service_account":{"type":"service_account","private_key":"⟦PK:pkcs8⟧","private_key_id":"⟦~key-id⟧"}}
