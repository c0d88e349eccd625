package main

// Document kinds of wild7 written in every locale: field names and
// phrases come from the locale, values from its pools.

import (
	"fmt"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// csvQ quotes a CSV cell that needs it (the span stays inside the quotes).
func (d *w7doc) cell(typ, v string) {
	if strings.ContainsAny(v, ",\"") {
		d.w(`"`)
		d.P(typ, v)
		d.w(`"`)
		return
	}
	d.P(typ, v)
}

func (d *w7doc) pad(s string, n int) {
	d.w(s)
	if k := n - len([]rune(s)); k > 0 {
		d.w(strings.Repeat(" ", k))
	} else {
		d.w(" ")
	}
}

func (d *w7doc) padP(typ, v string, n int) {
	d.P(typ, v)
	if k := n - len([]rune(v)); k > 0 {
		d.w(strings.Repeat(" ", k))
	} else {
		d.w(" ")
	}
}

var w7kinds = []w7kind{
	{"ticket_export", "*", true, func(d *w7doc) {
		d.f("ticket_id,created_at,%s,%s,%s,channel,%s\n", d.ph(w7Cust), d.ph(w7Email), d.ph(w7Phone), d.ph(w7Status))
		for i, n := 0, d.n(2, 4); i < n; i++ {
			p := d.per()
			d.f("%d,%s,", 48000+d.n(1, 9999), d.iso())
			d.cell("PERSON", p.disp)
			d.t(",⟨mail⟩,⟨tel⟩", p)
			d.f(",%s,%s\n", d.o("email", "web", "phone", "chat", "whatsapp"), d.o("open", "pending", "solved", "on-hold"))
		}
		d.w("export ")
		d.v("uuid")
	}},
	{"shipping_manifest", "*", false, func(d *w7doc) {
		d.f("MANIFEST %s   %s   PAGE 1/1\n", d.o("FRA-PVG", "AMS-ICN", "LHR-DXB", "IST-NBO", "WAW-JFK", "HKG-TPE"), d.date())
		d.w("AWB              CONSIGNEE                 PCS  KG    \n")
		for i, n := 0, d.n(2, 3); i < n; i++ {
			p := d.per()
			d.w(strings.Repeat(" ", max(1, 17-len(d.v("track")))))
			d.padP("PERSON", strings.ToUpper(p.latin), 26)
			d.f("%-4d %-5.1f\n", d.n(1, 9), float64(d.n(5, 900))/10)
			d.t(`                 ⟨full⟩ / ⟨tel⟩
`)
		}
	}},
	{"customs_cn23", "*", false, func(d *w7doc) {
		s, t := d.per(), d.per()
		d.t(`CN 23 — CUSTOMS DECLARATION / DÉCLARATION EN DOUANE
From / Expéditeur: ⟨name⟩
  ⟨full⟩
To / Destinataire: ⟨name2⟩
  ⟨full⟩
  Tel: ⟨tel⟩`, s, t)
		d.f("\nContents: %s  HS %s  value %s\nItem no. ", d.o("books", "tea 500g", "phone case", "wool scarf", "spare parts"), d.o("4901.99", "0902.30", "3926.90", "6117.10", "8473.30"), d.money())
		d.v("track")
		d.w("\nI certify that the particulars given in this declaration are correct.")
	}},
	{"order_json", "*", true, func(d *w7doc) {
		p := d.per()
		d.t(`{
  "order_id": "⟨order⟩",
  "customer": {"name": "⟨name⟩", "email": "⟨mail⟩", "phone": "⟨tel⟩"},
  "shipping": {"line1": "⟨street⟩`, p)
		d.f("\", \"note\": %q},\n  \"payment\": {\"method\": \"card\", ", d.ph(w7Note))
		if d.coin() {
			d.w("\"pan\": \"")
			d.v("card")
			d.w("\"")
		} else {
			d.f("\"last4\": \"%s\"", w7num(d.r, 4))
		}
		d.f("},\n  \"total\": \"%s\"\n}", d.money())
	}},
	{"call_detail_records", "*", true, func(d *w7doc) {
		d.w("# CDR export msc-03 ")
		d.v("semver")
		d.w("\nstart_utc;a_number;b_number;dur_s;result\n")
		for i, n := 0, d.n(3, 5); i < n; i++ {
			d.f("%s;", d.iso())
			d.tel()
			d.w(";")
			if d.r.IntN(3) == 0 {
				d.toll()
			} else {
				d.tel()
			}
			d.f(";%d;%s\n", d.n(0, 1800), d.o("ANSWERED", "BUSY", "NO_ANSWER", "FAILED"))
		}
	}},
	{"bank_statement", "*", false, func(d *w7doc) {
		p := d.per()
		d.lab(w7Name)
		d.name(p)
		d.w("\n")
		d.lab(w7Acct)
		d.account()
		d.f("\n%s          %-40s %12s\n", d.ph(w7Date), "", d.ph(w7Total))
		for i, n := 0, d.n(3, 5); i < n; i++ {
			d.f("%s  ", d.date())
			switch d.r.IntN(3) {
			case 0:
				q := d.per()
				if d.l.code == "zh" {
					d.t("转账 ⟨name⟩ ⟨cnCard⟩", q)
				} else {
					d.t("SEPA ⟨name⟩ ⟨iban⟩", q)
				}
			case 1:
				d.f("POS %s ", d.o("REWE", "Carrefour", "Migros", "7-Eleven", "Biedronka", "Lidl", "全家"))
				d.v("order")
			default:
				d.w("ATM ")
				d.K("reference", w7num(d.r, 10))
			}
			d.f("  -%s\n", d.money())
		}
	}},
	{"insurance_claim", "*", false, func(d *w7doc) {
		p, q := d.per(), d.per()
		d.w("CLAIM ")
		d.v("order")
		d.w("\n")
		d.lab(w7Name)
		d.name(p)
		d.w("\n")
		d.lab(w7Addr)
		d.full()
		d.w("\n")
		d.lab(w7Phone)
		d.tel()
		d.w("\n")
		d.lab(w7Email)
		d.mail(p)
		d.w("\n")
		d.lab(w7Note)
		d.t("third party: ⟨name⟩, ⟨tel⟩", q)
		d.f(" — %s", d.date())
	}},
	{"hotel_confirmation", "*", false, func(d *w7doc) {
		p := d.per()
		d.w(d.ph(w7Hello), " ")
		d.name(p)
		d.f(",\n\n%s ", d.tr(map[string]string{"en": "Booking", "de": "Buchung", "fr": "Réservation", "es": "Reserva", "it": "Prenotazione", "ja": "予約", "zh": "预订", "zh-TW": "訂房", "ko": "예약", "tr": "Rezervasyon", "ru": "Бронь"}))
		d.v("pnr")
		d.f(" — %s → %s\n", d.date(), d.date())
		d.lab(w7Pax)
		d.name(p)
		d.w("\n")
		d.lab(w7Phone)
		d.tel()
		d.w("\n")
		d.lab(w7Card)
		d.v("card")
		d.w("\n\n")
		d.w(d.ph(w7Service), " ")
		d.toll()
		d.w("\n", d.ph(w7Regards))
	}},
	{"pnr_itinerary", "*", false, func(d *w7doc) {
		d.w("RP/")
		d.K("office_id", d.o("FRA1A0980", "PAR6X2100", "PEK1S211Z", "TYO1A0K20"))
		d.w("/ ")
		d.v("pnr")
		d.w("\n")
		for i, n := 0, d.n(1, 3); i < n; i++ {
			p := d.per()
			d.f("  %d.", i+1)
			d.P("PERSON", strings.ToUpper(w7clean(p.familyL)+"/"+w7clean(p.givenL)))
			d.f(" %s\n", d.o("MR", "MRS", "MS", "MSTR"))
		}
		d.f("  %d %s %d Y %s 1 %s HK1 0715 1020\n", 4, d.o("LH", "TK", "CA", "NH", "KL", "AF"), d.n(100, 9999), strings.ToUpper(d.o("12MAR", "03APR", "21JUN")), d.o("FRAPVG", "ISTNBO", "AMSICN", "CDGHND"))
		d.t(`  5 APM ⟨tel⟩
  6 APE ⟨newmail⟩
  7 TK OK20MAR/FRA1A0980`)
	}},
	{"property_listing", "*", false, func(d *w7doc) {
		a := d.per()
		d.f("%d m² · %d %s · %s %s\n", d.n(35, 180), d.n(1, 5), d.tr(map[string]string{"en": "rooms", "de": "Zimmer", "fr": "pièces", "es": "habitaciones", "zh": "室", "ja": "室", "ko": "방", "pt": "assoalhadas", "it": "locali", "nl": "kamers"}), d.money(), d.ph(w7Total))
		d.w("Near ")
		d.v("landmark")
		d.w(". Balcony, lift, parking.\n")
		d.lab(w7Contact())
		d.t(`⟨name⟩ · ⟨tel⟩ · ⟨wmail⟩
Ref ⟨order⟩`, a)
	}},
	{"sql_insert", "*", true, func(d *w7doc) {
		d.w("-- dump ")
		d.v("semver")
		d.w("\nINSERT INTO customers (id, full_name, email, phone, address, created_at) VALUES\n")
		for i, n := 0, d.n(2, 4); i < n; i++ {
			p := d.per()
			d.f("  (%d, '", 1000+d.n(1, 8999))
			d.t("⟨name⟩', '⟨mail⟩', '⟨tel⟩', '⟨street⟩", p)
			d.f("', '%s')", d.iso())
			if i < n-1 {
				d.w(",\n")
			} else {
				d.w(";")
			}
		}
	}},
	{"soap_payload", "*", true, func(d *w7doc) {
		p := d.per()
		d.t(`<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:acc="urn:bank:accounts:v3">
 <soapenv:Header><acc:RequestId>⟨uuid⟩</acc:RequestId></soapenv:Header>
 <soapenv:Body>
  <acc:OpenAccount>
   <acc:HolderName>⟨name⟩</acc:HolderName>
   <acc:Iban>⟨iban⟩</acc:Iban>
   <acc:Street>⟨street⟩</acc:Street>
   <acc:Mobile>⟨tel⟩</acc:Mobile>
   <acc:ClientIp>⟨ip⟩</acc:ClientIp>
  </acc:OpenAccount>
 </soapenv:Body>
</soapenv:Envelope>`, p)
	}},
	{"protobuf_text", "*", true, func(d *w7doc) {
		p := d.per()
		d.t(`# proto-file: user/v1/profile.proto
profile {
  display_name: "⟨name⟩"
  contact {
    email: "⟨mail⟩"
    phone: "⟨tel⟩"
  }
  last_login_ip: "⟨ip⟩"
  session_token: "⟨jwt⟩"
}
trace_id: "⟨sha⟩"`, p)
	}},
	{"latex_letter", "*", false, func(d *w7doc) {
		s, t := d.per(), d.per()
		d.t(`\documentclass{letter}
\signature{⟨name⟩}
\address{⟨street⟩ \\ ⟨tel⟩}
\begin{document}
\begin{letter}{⟨name2⟩ \\ ⟨street⟩`, s, t)
		d.f("}\n\\opening{%s,}\n%s\n\\closing{%s}\n\\end{letter}\n\\end{document}", d.ph(w7Hello), d.tr(map[string]string{"en": "Enclosed you will find the signed copy.", "de": "Anbei die unterschriebene Kopie.", "fr": "Veuillez trouver ci-joint la copie signée.", "zh": "随信附上签字版。", "zh-TW": "隨信附上簽名版。", "es": "Adjunto la copia firmada.", "it": "In allegato la copia firmata.", "pt": "Segue em anexo a cópia assinada.", "nl": "Bijgaand het ondertekende exemplaar.", "pl": "W załączeniu podpisany egzemplarz.", "tr": "İmzalı nüsha ektedir.", "ru": "Подписанный экземпляр прилагаю.", "ja": "署名済みの写しを同封します。", "ko": "서명본을 동봉합니다."}), d.ph(w7Regards))
	}},
	{"html_contact_card", "*", false, func(d *w7doc) {
		p := d.per()
		d.w("<div class=\"h-card\">\n  <span class=\"p-name\">")
		d.name(p)
		d.w("</span>\n  <a class=\"u-email\" href=\"mailto:")
		m := d.mail(p)
		d.w("\">")
		d.P("EMAIL", m)
		d.t(`</a>
  <a class="p-tel" href="tel:⟨tel⟩">📞</a>
  <p class="p-street-address">⟨street⟩</p>
  <!-- build ⟨sha⟩ -->
</div>`)
	}},
	{"ics_invite", "*", true, func(d *w7doc) {
		o, a := d.per(), d.per()
		d.w("BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:")
		d.v("uuid")
		d.f("\nDTSTART:20260%d%02dT090000Z\nSUMMARY:%s\nORGANIZER;CN=", d.n(1, 9), d.n(1, 28), d.ph(w7Minutes))
		d.t(`⟨name⟩:mailto:⟨wmail⟩
ATTENDEE;CN=⟨name2⟩;RSVP=TRUE:mailto:⟨mail2⟩
LOCATION:⟨full⟩
DESCRIPTION:Join: ⟨urlTok⟩ / dial-in ⟨toll⟩
END:VEVENT
END:VCALENDAR`, o, a)
	}},
	{"vcard", "*", true, func(d *w7doc) {
		p := d.per()
		d.w("BEGIN:VCARD\nVERSION:3.0\nFN:")
		d.name(p)
		d.w("\nN:")
		d.P("PERSON", p.family)
		d.w(";")
		d.P("PERSON", p.given)
		d.t(`;;;
TEL;TYPE=CELL:⟨tel⟩
EMAIL;TYPE=INTERNET:⟨mail⟩
ADR;TYPE=HOME:;;⟨street⟩;;;;
NOTE:`, p)
		d.w(d.ph(w7Note))
		d.w("\nEND:VCARD")
	}},
	{"reply_thread", "*", false, func(d *w7doc) {
		a, b := d.per(), d.per()
		d.w(d.ph(w7Hello), " ")
		d.P("PERSON", a.given)
		d.f(",\n%s\n\n", d.tr(map[string]string{"en": "ok, done.", "de": "passt, danke!", "fr": "c'est noté.", "zh": "好的，收到。", "zh-TW": "好的，收到。", "ja": "了解しました。", "tr": "tamam, teşekkürler.", "es": "hecho, gracias.", "it": "fatto, grazie.", "pt": "feito, obrigado.", "nl": "top, dank je.", "pl": "jasne, dzięki.", "ru": "принято, спасибо.", "ko": "네, 확인했습니다.", "vi": "ok, cảm ơn.", "id": "siap, makasih.", "sw": "sawa, asante.", "el": "εντάξει, ευχαριστώ.", "he": "מעולה, תודה.", "ar": "تم، شكراً.", "th": "ได้เลย ขอบคุณ", "hi": "ठीक है, धन्यवाद।"}))
		d.name(b)
		d.w("\n\n")
		d.f("%s, ", d.date())
		d.t("⟨name⟩ <⟨mail⟩", a)
		d.w("> ", d.ph(w7Wrote), "\n> ", d.ph(w7Call), d.l.sp)
		d.tel()
		d.w("\n> ", d.ph(w7Deliver), d.l.sp)
		d.full()
		d.w("\n>\n> ", d.ph(w7Regards), "\n> ")
		d.name(a)
	}},
	{"call_transcript", "en de fr es pt it nl pl tr ru sw ja ko zh", false, func(d *w7doc) {
		p := d.per()
		d.w("[00:00:0", fmt.Sprint(d.n(1, 9)), "] agent: ")
		d.w(strings.ToLower(d.ph(w7Hello)))
		d.w("\n[00:00:1", fmt.Sprint(d.n(0, 9)), "] caller: ")
		nm := p.disp
		if d.l.code != "zh" && d.l.code != "ja" && d.l.code != "ko" {
			nm = strings.ToLower(nm)
		}
		d.w(d.o("", "uh ", "hm "), strings.ToLower(d.ph(w7Name)), " ")
		d.P("PERSON", nm)
		d.w("\n[00:00:2", fmt.Sprint(d.n(0, 9)), "] caller: ", strings.ToLower(d.ph(w7Phone)), " ")
		v := d.l.phone(d.r)
		typ := "PHONE"
		if d.l.code == "zh" {
			v, typ = w7cnPre[d.r.IntN(len(w7cnPre))]+w7num(d.r, 8), "CN_MOBILE"
		}
		d.P(typ, d.spoken(v))
		d.w("\n[00:00:3", fmt.Sprint(d.n(0, 9)), "] agent: ok ")
		d.P("PERSON", strings.ToLower(p.given))
		d.w(" ", strings.ToLower(d.ph(w7Regards)))
	}},
	{"fixed_width_sheet", "*", false, func(d *w7doc) {
		d.pad(d.ph(w7Name), 26)
		d.pad(d.ph(w7Phone), 22)
		d.w(d.ph(w7Email), "\n", strings.Repeat("-", 76), "\n")
		for i, n := 0, d.n(3, 5); i < n; i++ {
			p := d.per()
			d.padP("PERSON", p.disp, 26)
			v := d.l.phone(d.r)
			typ := "PHONE"
			if d.l.code == "zh" {
				v, typ = w7cnMobile(d.r), "CN_MOBILE"
			}
			d.padP(typ, v, 22)
			d.mail(p)
			d.w("\n")
		}
	}},
	{"nginx_access_log", "*", true, func(d *w7doc) {
		for i, n := 0, d.n(2, 4); i < n; i++ {
			d.v("ip")
			d.f(" - - [%02d/Mar/2026:%02d:%02d:%02d +0000] \"%s %s HTTP/1.1\" %d %d \"", d.n(1, 28), d.n(0, 23), d.n(0, 59), d.n(0, 59), d.o("GET", "POST"), d.o("/api/v1/orders", "/login", "/static/app.js", "/account/export"), []int{200, 302, 404, 401}[d.r.IntN(4)], d.n(120, 90000))
			if d.r.IntN(3) == 0 {
				d.v("urlTok")
			} else {
				d.w("-")
			}
			d.f("\" \"Mozilla/5.0\" upstream=")
			d.v("docIP")
			d.w(":8080\n")
		}
	}},
	{"auth_syslog", "*", true, func(d *w7doc) {
		d.f("Mar %2d %02d:%02d:01 bastion-2 sshd[%d]: Failed password for invalid user %s from ", d.n(1, 28), d.n(0, 23), d.n(0, 59), d.n(1000, 60000), d.o("admin", "oracle", "ubuntu", "test"))
		d.v("ip")
		d.f(" port %d ssh2\n", d.n(1024, 65000))
		d.f("Mar %2d %02d:%02d:17 bastion-2 sshd[%d]: Accepted publickey for deploy from ", d.n(1, 28), d.n(0, 23), d.n(0, 59), d.n(1000, 60000))
		d.v("ip")
		d.w(" port 50122 ssh2: ED25519 SHA256:", corpusgen.Chars(d.r, w7AN+"+/", 43), "\n")
		d.w("Mar  3 00:00:02 bastion-2 systemd-resolved[412]: Using degraded feature set UDP instead of TCP for DNS server ")
		d.v("resolver")
		d.w(".")
	}},
	{"k8s_describe", "*", true, func(d *w7doc) {
		d.f("Name:         billing-worker-%s\nNamespace:    prod\nImage:        registry.local/billing@", corpusgen.Chars(d.r, w7Lo+w7Dg, 5))
		d.t(`⟨digest⟩
Environment:
  STRIPE_SECRET_KEY:  ⟨key⟩
  AWS_ACCESS_KEY_ID:  ⟨akid⟩
  AWS_SECRET_ACCESS_KEY:  ⟨awsSec⟩
  ONCALL_CONTACT:  ⟨newwmail⟩`)
		d.f("\nEvents:\n  Warning  BackOff  %dm  kubelet  Back-off restarting failed container", d.n(1, 50))
	}},
	{"stacktrace_config", "*", true, func(d *w7doc) {
		d.t(`org.springframework.boot.context.properties.bind.BindException: Failed to bind properties under 'mail'
	at org.springframework.boot.context.properties.bind.Binder.handleBindError(Binder.java:391)
--- effective config ---
mail.api-key=⟨key⟩
mail.reply-to=⟨newwmail⟩
http.last-request.header.Authorization=Bearer ⟨jwt⟩
app.version=⟨semver⟩`)
	}},
	{"ci_log", "*", true, func(d *w7doc) {
		d.t(`2026-03-14T09:12:33.4412Z ##[group]Run ./scripts/publish.sh
2026-03-14T09:12:33.4413Z + curl -sS -H 'Authorization: token ⟨key⟩' https://api.github.com/repos/acme/app/releases
2026-03-14T09:12:34.0021Z Publishing ⟨semver⟩ at ⟨sha⟩
2026-03-14T09:12:35.9920Z notify: ⟨urlTok⟩
##[endgroup]`)
	}},
	{"terraform_tfvars", "*", true, func(d *w7doc) {
		d.t(`region          = "eu-central-1"
aws_access_key  = "⟨akid⟩"
aws_secret_key  = "⟨awsSec⟩"
alert_email     = "⟨newwmail⟩"
admin_cidrs     = ["⟨ip⟩/32"]
dns_servers     = ["⟨resolver⟩"]`)
	}},
	{"ansible_inventory", "*", true, func(d *w7doc) {
		p := d.per()
		d.t(`all:
  hosts:
    db-01:
      ansible_host: ⟨ip⟩
      owner: "⟨name⟩"
      owner_phone: "⟨tel⟩"
  vars:
    deploy_key: |
      `, p)
		d.pem("\n      ")
		d.w("\n    ntp: ")
		d.v("docIP")
	}},
	{"helm_values", "*", true, func(d *w7doc) {
		d.t(`image:
  tag: ⟨semver⟩
env:
  - name: OPENAI_API_KEY
    value: ⟨key⟩
  - name: SESSION_SIGNING_SAMPLE
    value: ⟨jwt⟩
smtp:
  from: ⟨exMail⟩
  replyTo: ⟨newwmail⟩`)
	}},
	{"jupyter_cell", "*", true, func(d *w7doc) {
		d.w("In [3]: import openai\n        openai.api_key = \"")
		d.v("key")
		d.w("\"\nIn [4]: df.head(3)\nOut[4]:\n")
		d.w("   name                      phone\n")
		for i := 0; i < 3; i++ {
			d.f("%d  ", i)
			p := d.per()
			d.padP("PERSON", p.disp, 26)
			d.tel()
			d.w("\n")
		}
	}},
	{"im_chat_export", "*", false, func(d *w7doc) {
		a, b := d.per(), d.per()
		t := func() string {
			return fmt.Sprintf("[%s, %02d:%02d:%02d] ", d.date(), d.n(7, 23), d.n(0, 59), d.n(0, 59))
		}
		msgs := []struct {
			who   w7person
			ph    int
			val   func() string
			after string
		}{{a, w7Deliver, d.full, ""}, {b, w7Call, d.tel, ""}, {a, w7News, d.fig, " 😂"}, {b, w7MyMail, func() string { return d.mail(b) }, ""}}
		for i, m := range msgs {
			if i > 0 {
				d.w("\n")
			}
			d.w(t())
			d.name(m.who)
			d.w(": ", d.ph(m.ph), d.l.sp)
			m.val()
			d.w(m.after)
		}
	}},
	{"meeting_minutes", "*", false, func(d *w7doc) {
		ps := []w7person{d.per(), d.per(), d.per()}
		d.w(d.ph(w7Minutes), " — ", d.date(), "\n")
		d.lab(w7Present)
		for i, p := range ps {
			if i > 0 {
				d.w(", ")
			}
			d.name(p)
		}
		d.w("\n\n1. ")
		d.lab(w7Action)
		d.name(ps[1])
		d.w(" → ")
		d.toll()
		d.w("\n2. ")
		d.lab(w7Action)
		d.name(ps[2])
		d.w(" → ")
		d.tel()
	}},
	{"school_roster", "*", false, func(d *w7doc) {
		d.f("%s %d%s\n", d.tr(map[string]string{"en": "Class", "de": "Klasse", "fr": "Classe", "it": "Classe", "zh": "班级", "zh-TW": "班級", "ja": "クラス", "tr": "Sınıf", "es": "Clase", "pt": "Turma", "nl": "Groep", "pl": "Klasa", "ru": "Класс", "ko": "반", "id": "Kelas", "vi": "Lớp", "sw": "Darasa"}), d.n(1, 9), d.o("A", "B", "C"))
		d.w("# | ", d.ph(w7Name), " | ", d.ph(w7Guardian), " | ", d.ph(w7Phone), "\n")
		for i, n := 0, d.n(3, 5); i < n; i++ {
			k, g := d.per(), d.per()
			d.f("%d | ", i+1)
			d.t(`⟨name⟩ | ⟨name2⟩ | ⟨tel⟩
`, k, g)
		}
	}},
	{"sports_club_list", "*", false, func(d *w7doc) {
		d.w(d.ph(w7Members), " — FC ", d.o("Eintracht", "Olympia", "Atlético", "Stella", "Yıldız", "Vitória"), " ", fmt.Sprint(d.n(1900, 1999)), "\n")
		for i, n := 0, d.n(3, 4); i < n; i++ {
			p := d.per()
			d.f("%02d. ", i+1)
			d.name(p)
			d.f(" (%d) ", d.n(1960, 2015))
			d.t(`⟨mail⟩ ⟨tel⟩
`, p)
		}
		d.w("Sponsor hotline ")
		d.toll()
	}},
	{"classified_ad", "*", false, func(d *w7doc) {
		p := d.per()
		d.f("[%s] %s — %s\n", d.tr(map[string]string{"en": "FOR SALE", "es": "VENDO", "it": "VENDO", "pt": "VENDO", "de": "VERKAUFE", "zh": "出售", "zh-TW": "出售", "tr": "SATILIK", "id": "DIJUAL", "ru": "ПРОДАМ", "fr": "À VENDRE", "nl": "TE KOOP", "pl": "SPRZEDAM", "ja": "売ります", "ko": "팝니다", "vi": "CẦN BÁN", "sw": "INAUZWA", "el": "ΠΩΛΕΙΤΑΙ", "he": "למכירה", "ar": "للبيع", "th": "ขาย", "hi": "बिक्री"}), d.o("bike 28\"", "sofa", "iPhone 13", "baby stroller", "guitar", "washing machine"), d.money())
		d.w(d.ph(w7Call), d.l.sp)
		d.tel()
		d.w(" (")
		d.P("PERSON", p.given)
		d.w(")\n")
		d.lab(w7Addr)
		d.street()
	}},
	{"cv_fragment", "*", false, func(d *w7doc) {
		p := d.per()
		d.t(`⟨name⟩
⟨full⟩ · ⟨tel⟩ · ⟨mail⟩`, p)
		d.f("\n\n%s–%s  %s\n", fmt.Sprint(d.n(2008, 2018)), fmt.Sprint(d.n(2019, 2026)), d.o("Senior Accountant, Hallberg Maschinen GmbH", "Logistics coordinator, Altamar Logística", "后端工程师，盘古云", "営業企画, 桜物産株式会社", "Data analyst, Sinar Abadi"))
		d.w("Reference: ")
		d.name(d.per())
	}},
	{"recipe_blog", "*", false, func(d *w7doc) {
		p := d.per()
		d.f("%s\n- 200 g flour\n- 3 eggs\n- pinch of salt\n\nInspired by ", d.o("Lemon drizzle cake", "Apfelkuchen", "Tarte tatin", "Tortilla de patatas", "番茄炒蛋", "Kuku paka"))
		d.t(`⟨fig⟩'s favourite.

— About me —
⟨name⟩ · ⟨mail⟩ · ⟨tel⟩`, p)
	}},
	{"pharmacy_label", "*", false, func(d *w7doc) {
		p, doc := d.per(), d.per()
		d.w("Rx ")
		d.K("rx_number", w7num(d.r, 7))
		d.t("\n⟨name⟩\n⟨street⟩", p)
		d.f("\n%s %dmg — 1x %s\nDr. ", d.o("Amoxicillin", "Metformin", "Ibuprofen", "Atorvastatin"), d.n(1, 10)*50, d.tr(map[string]string{"en": "daily", "de": "täglich", "fr": "par jour", "zh": "每日", "es": "al día", "it": "al giorno", "pt": "por dia", "ja": "毎日", "tr": "günde"}))
		d.t(`⟨name⟩
⟨toll⟩`, doc)
	}},
	{"car_rental", "*", false, func(d *w7doc) {
		p := d.per()
		d.t(`RENTAL AGREEMENT ⟨pnr⟩
Driver: ⟨name⟩
Pick-up: ⟨landmark⟩
`, p)
		d.lab(w7Phone)
		d.tel()
		d.w("\n")
		d.lab(w7Card)
		d.v("card")
		d.w("\n")
		d.lab(w7Email)
		d.mail(p)
	}},
	{"power_bill", "*", false, func(d *w7doc) {
		p := d.per()
		d.w(d.tr(map[string]string{"en": "ELECTRICITY", "de": "Strom", "fr": "Électricité", "zh": "电费", "zh-TW": "電費", "tr": "Elektrik", "id": "Listrik", "es": "Electricidad", "it": "Energia elettrica", "pt": "Eletricidade", "nl": "Stroom", "pl": "Energia elektryczna", "ru": "Электроэнергия", "ja": "電気料金", "ko": "전기요금"}), " — ", d.date(), "\n")
		d.t(`⟨name⟩
⟨full⟩`, p)
		d.f("\n%d kWh   %s\n", d.n(80, 900), d.money())
		d.lab(w7Acct)
		d.account()
		d.w("\n", d.ph(w7Service), d.l.sp)
		d.toll()
	}},
	{"veterinary_visit", "*", false, func(d *w7doc) {
		p := d.per()
		d.f("Patient: %s (%s, %d y)\nOwner: ", d.o("Bella", "Max", "Luna", "Mochi", "Simba", "Pamuk", "旺财"), d.o("dog", "cat", "rabbit"), d.n(1, 15))
		d.name(p)
		d.w("\n")
		d.lab(w7Phone)
		d.tel()
		d.w("\nChip ")
		d.K("microchip", "9"+w7num(d.r, 14))
	}},
	{"rsvp_list", "*", false, func(d *w7doc) {
		d.w("guest,email,rsvp,menu\n")
		for i, n := 0, d.n(3, 5); i < n; i++ {
			p := d.per()
			d.cell("PERSON", p.disp)
			d.w(",")
			d.mail(p)
			d.f(",%s,%s\n", d.o("yes", "no", "maybe"), d.o("veg", "fish", "meat", "halal", "kosher"))
		}
	}},
	{"lost_found", "*", false, func(d *w7doc) {
		p := d.per()
		d.f("%s — ", d.tr(map[string]string{"en": "FOUND wallet", "de": "Fundsache: Schlüsselbund", "fr": "Trouvé : sac à dos", "zh": "拾到钱包", "zh-TW": "拾獲皮夾", "ja": "落とし物：財布", "es": "Encontrada cartera", "it": "Trovato portafoglio", "pt": "Encontrada carteira", "nl": "Gevonden: sleutelbos", "tr": "Bulundu: cüzdan", "ru": "Найден кошелёк", "ko": "지갑 습득"}))
		d.t(`⟨landmark⟩
⟨name⟩ ⟨tel⟩`, p)
	}},
	{"git_log", "*", true, func(d *w7doc) {
		for i := 0; i < 2; i++ {
			p := d.per()
			d.w("commit ")
			d.v("sha")
			d.w("\nAuthor: ")
			d.P("PERSON", p.latin)
			d.w(" <")
			d.wmail(p)
			d.f(">\nDate:   %s\n\n    %s\n", d.iso(), d.o("fix: null check in exporter", "chore: bump deps", "feat: add IBAN validation", "docs: typo"))
		}
		q := d.per()
		d.w("    Co-authored-by: ")
		d.P("PERSON", q.latin)
		d.w(" <")
		d.mail(q)
		d.w(">")
	}},
	{"dotenv", "*", true, func(d *w7doc) {
		d.w("NODE_ENV=production\nDATABASE_URL=")
		d.P("URL_WITH_TOKEN", fmt.Sprintf("postgres://app:%s@db.%s:5432/main", corpusgen.Chars(d.r, w7AN, 18), w7pick(d.r, w7firms)))
		d.w("\nJWT_SECRET=")
		d.P("API_KEY", corpusgen.Chars(d.r, w7Hx, 64))
		d.t("\nSENDGRID_KEY=⟨key⟩\nADMIN_EMAIL=⟨newwmail⟩\n# docs example: ⟨exKey⟩")
	}},
	{"docker_compose", "*", true, func(d *w7doc) {
		d.t(`services:
  api:
    image: ghcr.io/acme/api:⟨semver⟩
    environment:
      - AWS_ACCESS_KEY_ID=⟨akid⟩
      - AWS_SECRET_ACCESS_KEY=⟨awsSec⟩
    dns:
      - ⟨resolver⟩`)
	}},
	{"curl_command", "*", true, func(d *w7doc) {
		p := d.per()
		d.w("curl -X PATCH https://api.", w7pick(d.r, w7firms), "/v1/users/", w7num(d.r, 6), " \\\n  -H \"Authorization: Bearer ")
		d.t(`⟨jwt⟩" \
  -d '{"name":"⟨name⟩","email":"⟨mail⟩"}'`, p)
	}},
	{"http_dump", "*", true, func(d *w7doc) {
		p := d.per()
		d.w("POST /v2/checkout HTTP/1.1\nHost: shop.", w7pick(d.r, w7firms), "\nCookie: sid=")
		d.t(`⟨jwt⟩
X-Forwarded-For: ⟨ip⟩
X-Request-Id: ⟨uuid⟩

{"card":"⟨card⟩","holder":"`)
		d.P("PERSON", strings.ToUpper(p.latin))
		d.w("\"}")
	}},
	{"sentry_event", "*", true, func(d *w7doc) {
		p := d.per()
		d.w("{\"event_id\":\"")
		d.K("uuid", strings.ReplaceAll(w7uuid(d.r), "-", ""))
		d.t("\",\"release\":\"web@⟨semver⟩\",\"user\":{\"ip_address\":\"⟨ip⟩\",\"email\":\"⟨mail⟩\",\"username\":\"⟨name⟩\"},\"request\":{\"url\":\"⟨urlTok⟩\"}}", p)
	}},
	{"payment_webhook", "*", true, func(d *w7doc) {
		p := d.per()
		d.t("{\"type\":\"charge.succeeded\",\"livemode\":true,\"data\":{\"billing_details\":{\"name\":\"⟨name⟩\",\"email\":\"⟨mail⟩\", \"phone\": \"⟨tel⟩\",\"address\":{\"line1\":\"⟨street⟩", p)
		d.f("\"}},\"card\":{\"brand\":\"visa\",\"last4\":\"%s\"},\"id\":\"", w7num(d.r, 4))
		d.K("charge_id", "ch_"+corpusgen.Chars(d.r, w7AN, 24))
		d.w("\"}}")
	}},
	{"appointment_sms", "*", false, func(d *w7doc) {
		p := d.per()
		d.w(d.ph(w7Hello), " ")
		d.P("PERSON", p.given)
		d.f(", %s %s %02d:%02d. ", d.tr(map[string]string{"en": "reminder:", "de": "Erinnerung:", "fr": "rappel :", "zh": "提醒：", "zh-TW": "提醒：", "tr": "hatırlatma:", "id": "pengingat:", "es": "recordatorio:", "it": "promemoria:", "pt": "lembrete:", "nl": "herinnering:", "pl": "przypomnienie:", "ru": "напоминание:", "ja": "リマインダー：", "ko": "알림:", "vi": "nhắc lịch:", "sw": "kumbusho:"}), d.date(), d.n(8, 18), 15*d.r.IntN(4))
		d.w(d.ph(w7Service), d.l.sp)
		d.toll()
	}},
	{"parcel_sms", "*", false, func(d *w7doc) {
		d.w(d.ph(w7Order), d.l.sp)
		d.v("track")
		d.w(" — ", d.ph(w7Status), ": ", d.tr(map[string]string{"en": "out for delivery", "de": "in Zustellung", "fr": "en cours de livraison", "zh": "派送中", "zh-TW": "配送中", "ja": "配達中", "tr": "dağıtımda", "es": "en reparto", "it": "in consegna", "pt": "em distribuição", "nl": "onderweg", "pl": "w doręczeniu", "ru": "передано курьеру", "ko": "배송 중", "id": "sedang diantar", "vi": "đang giao"}), ". Courier ")
		p := d.per()
		d.P("PERSON", p.given)
		d.w(" ")
		d.tel()
	}},
	{"news_brief", "*", false, func(d *w7doc) {
		d.w(d.ph(w7News), d.l.sp)
		d.t("⟨fig⟩ — ⟨landmark⟩. ")
		d.w(d.ph(w7Service), d.l.sp)
		d.toll()
		if d.r.IntN(3) == 0 {
			d.w(" · ")
			d.name(d.per())
			d.w(" (reporter)")
		}
	}},
	{"resolver_config", "*", true, func(d *w7doc) {
		d.t(`# /etc/resolv.conf
nameserver ⟨resolver⟩
nameserver ⟨resolver⟩
# lab subnet ⟨docIP⟩/24, contact ⟨exMail⟩`)
	}},
	{"sandbox_docs", "*", false, func(d *w7doc) {
		d.w(d.ph(w7Test), d.l.sp)
		d.t(`⟨testCard⟩ (CVC 123, 12/34)
API key: ⟨exKey⟩
`)
		if d.coin() {
			d.w("Live support: ")
			d.wmail(d.per())
		} else {
			d.w("SDK ")
			d.v("semver")
		}
	}},
	{"release_notes", "*", true, func(d *w7doc) {
		d.t(`## ⟨semver⟩
- build ⟨sha⟩
- migration ⟨uuid⟩
- image ⟨digest⟩`)
		if d.coin() {
			d.w("\nThanks to ")
			d.P("PERSON", d.per().latin)
		}
	}},
	{"service_account_json", "*", true, func(d *w7doc) {
		d.f("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s-%d\",\n  \"private_key_id\": \"", d.o("billing", "ingest", "crm", "ml"), d.n(100000, 999999))
		d.v("sha")
		d.w("\",\n  \"private_key\": \"")
		d.pem(`\n`)
		d.w(`\n",`)
		d.f("\n  \"client_id\": \"1%s\"\n}", w7num(d.r, 20))
	}},
	{"ssh_debug_paste", "*", true, func(d *w7doc) {
		d.w("$ ssh -i ~/.ssh/deploy_ed25519 deploy@")
		d.v("ip")
		d.w("\ndeploy@host: Permission denied (publickey).\n$ cat ~/.ssh/deploy_ed25519\n")
		d.pem("\n")
		d.w("\n$ ssh -V\nOpenSSH_9.6p1, OpenSSL ")
		d.K("version", d.o("3.0.13", "3.0.2", "1.1.1w"))
	}},
	{"support_chat_widget", "*", false, func(d *w7doc) {
		p, a := d.per(), d.per()
		d.w("Visitor #", fmt.Sprint(d.n(1000, 99999)), " (")
		d.v("ip")
		d.w(")\n")
		d.P("PERSON", a.given)
		d.w(" (agent): ", d.ph(w7Hello), "!\nVisitor: ", d.ph(w7Name), " ")
		d.name(p)
		d.w(", ", d.ph(w7Order), " ")
		d.v("order")
		d.w(". ", d.ph(w7MyMail), d.l.sp)
		d.mail(p)
	}},
}

// w7Contact is the slot used to introduce a contact person.
func w7Contact() int { return w7Name }
