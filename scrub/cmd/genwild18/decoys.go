package main

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// decoyKinds draw look-alikes: text a careful person would leave as it is.
var decoyKinds = map[string]func(r *rand.Rand, cc string) string{
	// numbers that fail their check
	"card_luhn_fail": func(r *rand.Rand, _ string) string {
		body := "4" + corpusgen.Chars(r, "0123456789", 14)
		d := corpusgen.LuhnDigit(body)
		return corpusgen.Group(body+string('0'+(d-'0'+1+byte(r.IntN(8)))%10), []int{4, 4, 4}, " ")
	},
	"test_card": func(r *rand.Rand, _ string) string {
		return pick(r, []string{"4242 4242 4242 4242", "4000 0566 5566 5556", "5555 5555 5555 4444", "4111-1111-1111-1111", "378282246310005"})
	},
	"cn_id_bad_check": func(r *rand.Rand, _ string) string {
		id := cnID(r)
		alt := strings.ReplaceAll("0123456789X", id[17:], "")
		i := r.IntN(len(alt))
		return id[:17] + alt[i:i+1]
	},
	"iban_bad_check": func(r *rand.Rand, cc string) string {
		s := strings.ReplaceAll(iban(r, cc), " ", "")
		d := (int(s[2]-'0')*10 + int(s[3]-'0') + 1 + r.IntN(50)) % 100
		if d < 2 {
			d += 2
		}
		return corpusgen.Chunk(s[:2]+fmt.Sprintf("%02d", d)+s[4:], 4, " ")
	},
	"ssn_invalid_area": func(r *rand.Rand, _ string) string {
		return fmt.Sprintf("%s-%02d-%04d", pick(r, words("000 666 900 987")), r.IntN(100), r.IntN(10000))
	},
	"cn_mobile_bad_prefix": func(r *rand.Rand, _ string) string {
		return pick(r, words("10 11 12")) + corpusgen.Chars(r, "0123456789", 9)
	},
	"bank_card_luhn_fail": func(r *rand.Rand, _ string) string {
		body := "6222" + corpusgen.Chars(r, "0123456789", 11)
		d := corpusgen.LuhnDigit(body)
		return body + string('0'+(d-'0'+3)%10)
	},
	// identifiers of things, not people
	"order_id": func(r *rand.Rand, _ string) string {
		return pick(r, words("ORD- SO# PO-2026- #")) + corpusgen.Chars(r, "0123456789", 7+r.IntN(4))
	},
	"tracking_number": trackingNumber,
	"ticket_id": func(r *rand.Rand, _ string) string {
		return pick(r, words("INC00 ZD# CS-2026- REQ SR-")) + corpusgen.Chars(r, "0123456789", 5+r.IntN(3))
	},
	"case_number": func(r *rand.Rand, cc string) string {
		if cc == "cn" || cc == "tw" {
			return fmt.Sprintf("(202%d)京0105民初%d号", r.IntN(6), 1000+r.IntN(90000))
		}
		return fmt.Sprintf("%s-%d-%06d", pick(r, words("CV AZ Rs 311 NYC311")), 2020+r.IntN(7), r.IntN(1000000))
	},
	"invoice_number": func(r *rand.Rand, _ string) string { return fmt.Sprintf("INV-%d-%05d", 2024+r.IntN(3), r.IntN(100000)) },
	"sku": func(r *rand.Rand, _ string) string {
		return corpusgen.Chars(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 3) + "-" + corpusgen.Chars(r, "0123456789", 4) + "-" + pick(r, words("BLK WHT XL M 500ML"))
	},
	"flight_number": func(r *rand.Rand, _ string) string {
		return pick(r, words("CA LH NH KE BA AF TK QR CX EK")) + Itoa(100+r.IntN(8900))
	},
	"version_string": func(r *rand.Rand, _ string) string {
		return fmt.Sprintf("v%d.%d.%d", r.IntN(5), r.IntN(30), r.IntN(40)) + pick(r, []string{"", "-rc.1", "+build.7731", "-beta2"})
	},
	"git_sha":         func(r *rand.Rand, _ string) string { return corpusgen.Chars(r, hexLow, 40) },
	"short_sha":       func(r *rand.Rand, _ string) string { return corpusgen.Chars(r, hexLow, 7) },
	"sha256_hash":     func(r *rand.Rand, _ string) string { return corpusgen.Chars(r, hexLow, 64) },
	"image_digest":    func(r *rand.Rand, _ string) string { return "sha256:" + corpusgen.Chars(r, hexLow, 64) },
	"uuid":            func(r *rand.Rand, _ string) string { return uuid(r) },
	"sentry_event_id": func(r *rand.Rand, _ string) string { return corpusgen.Chars(r, hexLow, 32) },
	"request_id": func(r *rand.Rand, _ string) string {
		return pick(r, words("req_ msg_ chatcmpl- resp_")) + corpusgen.Chars(r, alnum, 24)
	},
	"tool_call_id": func(r *rand.Rand, _ string) string {
		return pick(r, words("toolu_01 call_")) + corpusgen.Chars(r, alnum, 22)
	},
	"stripe_object_id": func(r *rand.Rand, _ string) string {
		return pick(r, words("evt_1 pi_3 ch_3 cus_ in_1")) + corpusgen.Chars(r, alnum, 20)
	},
	"twilio_sid": func(r *rand.Rand, _ string) string {
		return pick(r, words("SM MM CA")) + corpusgen.Chars(r, hexLow, 32)
	},
	"epoch_timestamp": func(r *rand.Rand, _ string) string { return Itoa(1700000000 + r.IntN(90000000)) },
	"iso_timestamp": func(r *rand.Rand, _ string) string {
		return fmt.Sprintf("2026-%02d-%02dT%02d:%02d:%02d.%03dZ", 1+r.IntN(12), 1+r.IntN(28), r.IntN(24), r.IntN(60), r.IntN(60), r.IntN(1000))
	},
	"otp_code": func(r *rand.Rand, _ string) string { return corpusgen.Chars(r, "0123456789", 6) },
	"isbn": func(r *rand.Rand, _ string) string {
		b := "978" + corpusgen.Chars(r, "0123456789", 9)
		return b + string(corpusgen.EAN13Check(b))
	},
	"ean_barcode": func(r *rand.Rand, _ string) string {
		b := pick(r, words("400 590 690 880 450 871")) + corpusgen.Chars(r, "0123456789", 9)
		return b + string(corpusgen.EAN13Check(b))
	},
	"membership_no": func(r *rand.Rand, _ string) string {
		return pick(r, words("MBR LIB-  No.")) + corpusgen.Chars(r, "0123456789", 8)
	},
	"policy_number": func(r *rand.Rand, _ string) string {
		return pick(r, words("PEN/ POL- AHV-")) + corpusgen.Chars(r, "0123456789", 3) + "/" + corpusgen.Chars(r, "0123456789", 6)
	},
	"amount": func(r *rand.Rand, _ string) string {
		return pick(r, words("€ ¥ $ ₩ £ R$ ₺")) + fmt.Sprintf("%d,%03d.%02d", 1+r.IntN(90), r.IntN(1000), r.IntN(100))
	},
	"postcode_alone": func(r *rand.Rand, _ string) string {
		return pick(r, words("100-0005 10115 75008 SW1A 200120 06600 00-950 101-8311"))
	},
	"coordinates": func(r *rand.Rand, _ string) string {
		return fmt.Sprintf("%.5f, %.5f", -60+r.Float64()*120, -170+r.Float64()*340)
	},
	"mac_address": func(r *rand.Rand, _ string) string {
		return strings.ToUpper(corpusgen.Chunk(corpusgen.Chars(r, hexLow, 12), 2, ":"))
	},
	"ssh_fingerprint": func(r *rand.Rand, _ string) string { return "SHA256:" + corpusgen.Chars(r, alnum+"+/", 43) },
	"extension": func(r *rand.Rand, _ string) string {
		return pick(r, words("ext. 分机 内線 내선 Durchwahl poste")) + " " + Itoa(100+r.IntN(9000))
	},
	// documentation and placeholder values
	"doc_ip": func(r *rand.Rand, _ string) string {
		return pick(r, words("192.0.2. 198.51.100. 203.0.113.")) + Itoa(1+r.IntN(254))
	},
	"private_ip": func(r *rand.Rand, _ string) string {
		return pick(r, words("10.0. 10.12. 192.168.1. 172.16.4.")) + Itoa(r.IntN(255))
	},
	"example_aws_key": func(r *rand.Rand, _ string) string {
		return pick(r, words("AKIAIOSFODNN7EXAMPLE wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"))
	},
	"placeholder_key": func(r *rand.Rand, _ string) string {
		return pick(r, words("sk-xxxxxxxxxxxxxxxxxxxxxxxx sk-...your-key... <YOUR_API_KEY> ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX $OPENAI_API_KEY ${SENTRY_DSN_TOKEN} sk_test_REPLACE_ME"))
	},
	"example_email": func(r *rand.Rand, _ string) string {
		return pick(r, words("user@example.com name@example.org jane.doe@example.net you@example.com"))
	},
	"noreply_sender": func(r *rand.Rand, _ string) string {
		return pick(r, words("no-reply@accounts.google.com noreply@github.com no-reply@verify.twilio.com notifications@stripe.com"))
	},
	"example_arn": func(r *rand.Rand, _ string) string {
		return "arn:aws:iam::123456789012:role/" + pick(r, words("deploy-ci lambda-exec readonly"))
	},
	"public_url": func(r *rand.Rand, _ string) string {
		return pick(r, words("https://docs.python.org/3/library/json.html https://developer.mozilla.org/en-US/docs/Web/HTTP https://www.gov.uk/browse/benefits https://platform.openai.com/docs/api-reference"))
	},
	"template_variable": func(r *rand.Rand, _ string) string {
		return pick(r, words("{{ticket.requester.name}} {{customer.phone}} %FIRST_NAME% [[email]] {{user.email}} ${name}"))
	},
	"truncated_jwt": func(r *rand.Rand, _ string) string { return "eyJhbGciOiJIUzI1NiJ9.eyJ…" },
	"public_key_pem": func(r *rand.Rand, _ string) string {
		return "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + corpusgen.Chars(r, alnum+"+/", 28) + "\n-----END PUBLIC KEY-----"
	},
	"team_handle": func(r *rand.Rand, _ string) string {
		return "@" + pick(r, words("acme-corp/payments acme-corp/platform-sre infra/dba docs-team"))
	},
	"bot_identity": func(r *rand.Rand, _ string) string {
		return pick(r, []string{"dependabot[bot] <49699333+dependabot[bot]@users.noreply.github.com>", "renovate[bot] <29139614+renovate[bot]@users.noreply.github.com>", "github-actions[bot]"})
	},
	// public things with names, numbers and addresses
	"public_hotline": func(r *rand.Rand, cc string) string {
		return pick(r, []string{"311", "12345", "110", "112", "911", "0800 111 0 111", "116 123", "1-800-273-8255", "12306", "1588-3820", "0120-444-113", "999", "15"})
	},
	"public_org": func(r *rand.Rand, _ string) string {
		return pick(r, []string{"Deutsche Bahn", "Agenzia delle Entrate", "中国移动", "ゆうちょ銀行", "국민건강보험공단", "Caixa Econômica Federal", "Social Security Administration", "HMRC", "Сбербанк", "Red Cross"})
	},
	"public_address": func(r *rand.Rand, _ string) string {
		return pick(r, []string{"1600 Pennsylvania Avenue NW", "10 Downing Street", "Platz der Republik 1, 11011 Berlin", "北京市东城区景山前街4号", "東京都千代田区千代田1-1", "55 rue du Faubourg Saint-Honoré"})
	},
	"famous_person": func(r *rand.Rand, _ string) string {
		return pick(r, []string{"Marie Curie", "Albert Einstein", "孔子", "夏目漱石", "세종대왕", "Frida Kahlo", "Лев Толстой", "Ada Lovelace", "Nelson Mandela", "李白"})
	},
	"fictional_character": func(r *rand.Rand, _ string) string {
		return pick(r, []string{"Sherlock Holmes", "Hermione Granger", "孙悟空", "ドラえもん", "Harry Potter", "Anna Karenina", "Don Quijote", "Bilbo Baggins"})
	},
	"eponymous_brand": func(r *rand.Rand, _ string) string {
		return pick(r, []string{"Ben & Jerry's", "Dr. Martens", "Tim Hortons", "Marie Callender's", "Mercedes-Benz", "Johnnie Walker", "Dolce & Gabbana", "Häagen-Dazs"})
	},
	"product_name": func(r *rand.Rand, _ string) string {
		return pick(r, []string{"Alexa", "Siri", "Copilot", "Galaxy S24", "Kindle Paperwhite", "小爱同学", "Clova", "Cortana", "Gemini"})
	},
	"work_title": func(r *rand.Rand, _ string) string {
		return pick(r, []string{"Abbey Road", "Penny Lane", "Rue Morgue", "Mulholland Drive", "Baker Street", "Sunset Boulevard", "Coronation Street"})
	},
	"place_name": func(r *rand.Rand, _ string) string {
		return pick(r, []string{"San José", "St. Petersburg", "Saint-Denis", "São Paulo", "Victoria", "Charlotte", "Florence", "Austin"})
	},
	"bic_code": func(r *rand.Rand, _ string) string {
		return pick(r, words("DEUTDEFF COBADEFFXXX BNPAFRPP ICBKCNBJ MUFGJPJT HVBKKRSE INGBNL2A"))
	},
	"routing_number": func(r *rand.Rand, _ string) string { return pick(r, words("021000021 026009593 121000248 011000138")) },
	"company_reg_no": func(r *rand.Rand, _ string) string {
		return strings.ReplaceAll(pick(r, words("HRB_86891 RCS_Paris_552_120_222 91110000802100433B CHE-116.281.710 KvK_33014286")), "_", " ")
	},
	"sms_short_code": func(r *rand.Rand, _ string) string { return pick(r, words("95588 10086 106550 87654 22395 1069")) },
	"ipv4_version": func(r *rand.Rand, _ string) string {
		return fmt.Sprintf("%d.%d.%d.%d", 1+r.IntN(3), r.IntN(20), r.IntN(10), r.IntN(400))
	},
	"date_of_event": func(r *rand.Rand, _ string) string { return fmt.Sprintf("%02d.%02d.2026", 1+r.IntN(28), 1+r.IntN(12)) },
}

func uuid(r *rand.Rand) string {
	return corpusgen.Chars(r, hexLow, 8) + "-" + corpusgen.Chars(r, hexLow, 4) + "-4" + corpusgen.Chars(r, hexLow, 3) + "-" + pick(r, words("8 9 a b")) + corpusgen.Chars(r, hexLow, 3) + "-" + corpusgen.Chars(r, hexLow, 12)
}

func trackingNumber(r *rand.Rand, _ string) string {
	switch r.IntN(4) {
	case 0:
		return "1Z" + corpusgen.Chars(r, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 6) + corpusgen.Chars(r, "0123456789", 10)
	case 1:
		return "E" + corpusgen.Chars(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1) + corpusgen.Chars(r, "0123456789", 9) + pick(r, words("CN JP DE GB KR"))
	case 2:
		return "SF" + corpusgen.Chars(r, "0123456789", 13)
	}
	return "JD" + corpusgen.Chars(r, "0123456789", 15)
}
