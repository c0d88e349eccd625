# Payload formats and small community documents.
%%% mecard-qr-payload en qr
MECARD:N:⟦P:en.rev|nosp⟧;TEL:⟦PH:us|nosp⟧;EMAIL:⟦EM:from⟧;ADR:⟦AD:us⟧;;
%%% epc-sepa-qr de qr
BCD
002
1
SCT
GENODEF1M04
⟦P:de⟧
⟦IBAN:de.c⟧
EUR45.00
Miete Dezember ⟦~invoice-number⟧
%%% swiss-qr-bill de qr
SPC
0200
1
⟦IBAN:ch.c⟧
K
⟦P:de⟧
⟦AD:ch|lines⟧
CH
%%% aamva-pdf417 en qr
@
ANSI 636014090102DL00410288ZC03290015DLDAQ⟦%^#{7}⟧
DCS⟦P:en.ll|upper⟧
DAC⟦P:same.lf|upper⟧
DAG⟦AD:usstreet|upper⟧
DAK⟦%#{5}⟧0000
%%% boarding-pass-bcbp en qr
M1⟦P:en.slash|upper⟧ E⟦%^{2}#{4}^⟧ LHRJFKBA 0117 333Y014C0012 147>10B0
%%% wifi-qr-hardneg en qr
WIFI:T:WPA;S:Greyhollow-Guest;P:⟦%*{12}⟧;;
printed on the lobby card next to ⟦~service-hotline⟧
%%% whois-record en whois
Domain Name: quietharbor-pottery.com
Registrant Name: ⟦P:en⟧
Registrant Street: ⟦AD:us⟧
Registrant Phone: ⟦PH:us|dots⟧
Registrant Email: ⟦EM:from⟧
Name Server: ns1.quietharbor-pottery.com
%%% whois-redacted-hardneg en whois
Registrant Name: REDACTED FOR PRIVACY
Registrant Email: Please query the RDDS service of the Registrar of Record
Registrant Phone: ⟦~redacted⟧
Creation Date: ⟦~iso-timestamp⟧
%%% x509-subject en certificate
Subject: C=DE, ST=Berlin, O=Lumenwerk, CN=⟦P:de⟧/emailAddress=⟦EM:work⟧
Issuer: C=US, O=Let's Encrypt, CN=R11
Serial Number: ⟦~cert-serial⟧
%%% humans-txt en web
/* TEAM */
Developer: ⟦P:es⟧
Contact: ⟦EM:from⟧
From: Sevilla, Spain
/* SITE */
Standards: HTML5, CSS3
%%% security-txt en web
Contact: mailto:⟦EM:work⟧
Contact: tel:⟦PH:uk|nosp⟧
Expires: 2027-12-31T23:00:00.000Z
Encryption: ⟦~url-no-token⟧
%%% dockerfile-labels en git
FROM python:3.12-slim
LABEL maintainer="⟦P:fi⟧ <⟦EM:from⟧>"
LABEL org.opencontainers.image.revision="⟦~git-sha⟧"
ENV HF_TOKEN=⟦KEY:hf⟧
%%% funding-yml en git
github: [⟦P:en.lc|nosp⟧]
custom: ["https://paypal.me/⟦P:same.lc|nosp⟧", "⟦URLTOK:invite⟧"]
%%% home-assistant-yaml en config
homeassistant:
  name: Home
  latitude: !secret lat
person:
  - name: ⟦P:nl⟧
    id: ⟦P:same.lf|lower⟧
zone:
  - name: Work
    # ⟦AD:nl⟧
%%% patent-inventors en academic
(72) Inventors: ⟦P:de⟧, Munich (DE); ⟦P:ja.west⟧, Osaka (JP); ⟦P:en⟧, Austin, TX (US)
(73) Assignee: ⟦~company-surname⟧
(21) Appl. No.: 17/⟦%@#{2}⟧,⟦%#{3}⟧
%%% petition-signatures en civic
Petition: Save the Larkspur Street library — signatures (page 3)
41. ⟦P:en⟧ — ⟦AD:us⟧ — ⟦EM:from⟧
42. ⟦P:es⟧ — ⟦AD:us⟧
43. ⟦~placeholder-name⟧ (test entry, please delete)
%%% secret-santa en social
🎅 Secret Santa 2026 assignments (DON'T SHARE)
⟦P:en.f⟧ → ⟦P:en.f⟧ (ship to ⟦AD:uk⟧)
⟦P:pl.f⟧ → ⟦P:sv.f⟧ (ship to ⟦AD:se⟧)
Budget ⟦~money-amount⟧ max!!
%%% carpool-list en civic
Carpool — Saturday tournament
Driver: ⟦P:en⟧ (⟦PH:us⟧), pickup 7:15 at ⟦AD:us⟧
Riders: ⟦P:en.f⟧, ⟦P:hi.lf⟧, ⟦P:ko.lf⟧
%%% volunteer-signup-export en civic
Slot,Name,Email,Phone
Sat 9-11,⟦P:en⟧,⟦EM:from⟧,⟦PH:us⟧
Sat 11-1,⟦P:fr⟧,⟦EM:from⟧,⟦PH:ca⟧
Sun 9-11,(open),,
%%% splitwise-export en bank
Date,Description,Category,Cost,Currency,⟦P:en⟧,⟦P:de⟧
2026-11-02,Groceries,Food,84.20,EUR,42.10,-42.10
Settle up: send to IBAN ⟦IBAN:ie⟧
%%% group-gift-iban en bank
Hi all 🎁 collecting for ⟦P:it.f⟧'s farewell gift — ⟦~money-amount⟧ each to ⟦IBAN:it⟧ (⟦P:it⟧). Ref: "gift". Thx!
%%% letter-to-editor en notice
To the Editor: The bus stop outside ⟦~famous-address⟧ is fine, but ours on Juniper Hollow has had no shelter for two years.
⟦P:en⟧, ⟦AD:us⟧
%%% guestbook-entries en social
Guestbook — Birch Hollow Cabin
"Magical week! Northern lights on day 3." — ⟦P:de⟧ & family
"Thanks ⟦P:nb.f⟧ for the firewood!" — ⟦P:nl⟧, ⟦EM:from⟧
%%% library-hold-slip en notice
HOLD SLIP
⟦P:en.up⟧
Item: The Overstory
Pickup by: 12/09
Notify: ⟦PH:us⟧
%%% parking-permit en form
Resident Parking Permit #⟦%@#{4}⟧
Holder: ⟦P:en⟧
Address: ⟦AD:us⟧
Plate: ⟦%^{3}-#{4}⟧  Zone: 4
%%% avery-label-sheet en labels
⟦P:en⟧
⟦AD:us|lines⟧

⟦P:en⟧
⟦AD:ca|lines⟧

⟦P:fr⟧
⟦AD:fr|lines⟧
%%% return-to-sender en labels
RETURN TO SENDER — NOT DELIVERABLE AS ADDRESSED
To: ⟦P:en⟧, ⟦AD:us⟧
From: ⟦~company-surname⟧, ⟦~famous-address⟧
%%% voicemail-greeting-text en ivr
"Hi, you've reached ⟦P:en⟧. I'm away until Monday — for urgent things call ⟦P:en.f⟧ on ⟦PH:uk⟧. Thanks!"
%%% alexa-list-export en notes
Shopping list (shared with ⟦P:en⟧): oat milk, batteries, birthday card for ⟦P:en.f⟧
Reminder: send rent to ⟦IBAN:gb⟧ by Friday
%%% hardneg-openapi-example en web
components:
  examples:
    User:
      value:
        name: ⟦~placeholder-name⟧
        email: ⟦~doc-email⟧
        ip: ⟦~doc-ipv4⟧
        card: ⟦~test-card⟧
%%% hardneg-test-fixtures en git
def test_rejects_bad_iban():
    assert not valid_iban("⟦~iban-bad-check⟧")
    assert valid_iban("⟦~iban-doc-example|nosp⟧")

def test_card():
    assert not luhn("⟦~luhn-fail-card⟧")
%%% hardneg-ssn-validator en git
INVALID = ["⟦~ssn-invalid-area⟧", "⟦~ssn-famous⟧"]  # never issued / publicly known
%%% hardneg-ipv6-docs en web
Configure the upstream as ⟦~doc-ipv6⟧ and fall back to ⟦~public-resolver⟧; health check on ⟦~loopback⟧.
%%% hardneg-science en academic
Reagents: ethanol (CAS ⟦~cas-number⟧), water (CAS ⟦~cas-number⟧). See ⟦~doi⟧ and ⟦~isbn13⟧.
%%% hardneg-crypto en social
Reminder that ⟦~crypto-famous-address⟧ is the genesis address, don't send coins there lol. KMS key ⟦~kms-generic-key⟧ is public too.
%%% hardneg-sri en web
<script src="/app.js" integrity="⟦~sri-integrity⟧" crossorigin="anonymous"></script>
<meta name="theme-color" content="⟦~hex-color⟧">
%%% hardneg-grid en notes
Meeting point: ⟦~grid-ref⟧ (the big fountain). Bring ⟦~money-amount⟧ for tickets. Ref ⟦~phone-like-code⟧.
%%% hardneg-lorem en markdown
> ⟦~lorem-name⟧, the placeholder author, "wrote" this quote. Call ⟦~au-fictional-phone⟧ or ⟦~uk-drama-phone⟧ for the film set hotline.
%%% aws-cli-output en git
$ aws sts get-session-token
{
  "Credentials": {
    "AccessKeyId": "⟦AKID:temp⟧",
    "SecretAccessKey": "⟦KEY:awssecret⟧",
    "SessionToken": "⟦KEY:ctx-awssession⟧"
  }
}
%%% telegram-bot-config en config
# bot.toml
token = "⟦KEY:discordbot⟧"
admin_chat = "⟦P:en.lc|nosp⟧"
webhook = "⟦URLTOK:tg⟧"
%%% s3-presigned-share en notes
Here's the export you asked for (expires in 1h): ⟦URLTOK:s3⟧
%%% azure-sas-paste en git
BACKUP_URL="⟦URLTOK:sas⟧"
%%% magic-link-notes en notes
login link from the email (works once): ⟦URLTOK:magic⟧
%%% stripe-dashboard-copy en notes
live key for the shop: ⟦KEY:stripe⟧ (test one is ⟦~placeholder-key⟧)
twilio: ⟦KEY:twilio⟧ / mailgun: ⟦KEY:mailgun⟧
%%% gitlab-ci-var en git
variables:
  GITLAB_TOKEN: "⟦KEY:gitlab⟧"
  PYPI_TOKEN: "⟦KEY:pypi⟧"
  SHOPIFY: "⟦KEY:shopify⟧"
%%% groq-mistral-keys en notes
groq ⟦KEY:groq⟧
mistral key (from console) ⟦KEY:ctx-mistral⟧
%%% fa-agahi fa classified
فروش مبل راحتی، قیمت توافقی. تحویل در تهران، نزدیک میدان ونک. تماس: ⟦P:fa⟧ ⟦PH:ir⟧
%%% ssn-tax-note en notes
Tax prep checklist: ⟦P:en⟧ SSN ⟦SSN:sp⟧, dependent ⟦P:en.f⟧ SSN ⟦SSN⟧; prior-year AGI on file.
%%% cc-chargeback-note en notes
Chargeback: customer ⟦P:en⟧ disputes ⟦~money-amount⟧ on ⟦CC:amex⟧; shipped to ⟦AD:us⟧; order ⟦~order-number⟧.
