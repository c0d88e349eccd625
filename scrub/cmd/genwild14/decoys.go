package main

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// decoys are look-alikes that are not personal data: public, documented,
// fictional-by-convention or structurally invalid values, by kind.
var decoys map[string]func(r *rand.Rand) string

// fp is a decoy of pattern pat (see fillPattern), one of ";"-separated pats.
func fp(pats string) func(r *rand.Rand) string {
	return func(r *rand.Rand) string { return fillPattern(r, pick(r, pats)) }
}

// lit is a decoy drawn from fixed ";"-separated values.
func lit(vals string) func(r *rand.Rand) string {
	return func(r *rand.Rand) string { return pick(r, vals) }
}

func chars(set string, n int) func(r *rand.Rand) string {
	return func(r *rand.Rand) string { return corpusgen.Chars(r, set, n) }
}

func init() {
	decoys = map[string]func(r *rand.Rand) string{
		"doc-ipv4": func(r *rand.Rand) string {
			return pick(r, "192.0.2;198.51.100;203.0.113") + fmt.Sprintf(".%d", 1+r.IntN(254))
		},
		"doc-ipv6":      func(r *rand.Rand) string { return fmt.Sprintf("2001:db8:%x::%x", r.IntN(0xffff), 1+r.IntN(0xff)) },
		"loopback-ip":   lit("127.0.0.1;::1;0.0.0.0;localhost:8080;127.0.0.1:5432"),
		"public-dns-ip": lit("8.8.8.8;1.1.1.1;9.9.9.9;8.8.4.4;1.0.0.1;208.67.222.222"),
		"example-email": func(r *rand.Rand) string {
			return pick(r, "user;jane.doe;john;test;alice;bob;foo") + "@example." + pick(r, "com;org;net")
		},
		"noreply-email": func(r *rand.Rand) string {
			return pick(r, "no-reply;noreply;donotreply;notifications;mailer-daemon") + "@" + pick(r, "github.com;accounts.google.com;amazon.co.jp;mail.rakuten.co.jp;kakaocorp.com;alipay.com;booking.com;airbnb.com")
		},
		"role-email": func(r *rand.Rand) string {
			return pick(r, "support;info;abuse;privacy;security;sales;hr;kontakt") + "@" + pick(r, workDomains[0]+";"+workDomains[1]+";"+workDomains[4]+";"+workDomains[7])
		},
		"git-noreply-email": fp("%#######+ci-bot@users.noreply.github.com;4####+dependabot[bot]@users.noreply.github.com"),
		"order-number":      fp("#%##-#######-#######;ORD-2026-%#####;%##-%######-%######;DE-%########;JP%##########"),
		"invoice-number":    fp("INV-2026-%####;RE-%#####/26;No. %######;FA-%####-26"),
		"semver":            fp("v%.%#.#;%.#.%#;v0.%#.%-rc.%;%.%.%#-beta.%"),
		"windows-build":     fp("10.0.1904%.%###;10.0.22631.%###;6.1.7601.%####"),
		"git-sha":           chars(lowhex, 40),
		"git-short-sha":     chars(lowhex, 7),
		"sha256-hex":        chars(lowhex, 64),
		"md5-hex":           chars(lowhex, 32),
		"image-digest":      func(r *rand.Rand) string { return "sha256:" + corpusgen.Chars(r, lowhex, 64) },
		"uuid": func(r *rand.Rand) string {
			h := corpusgen.Chars(r, lowhex, 32)
			return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-a" + h[17:20] + "-" + h[20:]
		},
		"request-id": func(r *rand.Rand) string { return "req_" + corpusgen.Chars(r, alnum, 24) },
		"trace-id": func(r *rand.Rand) string {
			return "00-" + corpusgen.Chars(r, lowhex, 32) + "-" + corpusgen.Chars(r, lowhex, 16) + "-01"
		},
		"famous-address-us":  lit("1600 Pennsylvania Avenue NW, Washington, DC 20500;350 Fifth Avenue, New York, NY 10118;1 Infinite Loop, Cupertino, CA 95014;1600 Amphitheatre Parkway, Mountain View, CA 94043;4059 Mt Lee Dr, Hollywood, CA 90068"),
		"famous-address-uk":  lit("221B Baker Street, London NW1 6XE;10 Downing Street, London SW1A 2AA;Buckingham Palace, London SW1A 1AA"),
		"famous-address-eu":  lit("Champ de Mars, 5 Avenue Anatole France, 75007 Paris;Platz der Republik 1, 11011 Berlin;Piazza del Colosseo 1, 00184 Roma;Museumstraat 1, 1071 XX Amsterdam"),
		"famous-address-cjk": lit("北京市东城区景山前街4号;東京都千代田区千代田1-1;서울특별시 종로구 사직로 161;上海市黄浦区中山东一路;東京都港区芝公園4-2-8;臺北市信義區信義路五段7號"),
		"emergency-number":   lit("911;112;999;110;119;000;1669;191;100;120;122"),
		"service-hotline":    lit("0120-444-444;1588-3820;400-820-8820;1-800-275-2273;0800 123 456;12345;1330;0570-000-911;3003 3000"),
		"fictional-us-phone": fp("(%##) 555-01##;555-01##;+1 %##-555-01##"),
		"drama-uk-phone":     fp("07700 900###;020 7946 0###;0113 496 0###"),
		"drama-au-phone":     fp("0491 570 1##;(02) 5550 ####"),
		"tracking-ups": func(r *rand.Rand) string {
			return "1Z" + corpusgen.Chars(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 16)
		},
		"tracking-fedex":   fp("7%## #### ####;%#############"),
		"tracking-usps":    fp("9400 1%## #### #### #### ##;9205 5%## #### #### #### ##"),
		"tracking-dhl":     fp("JD01460000%#########;%#########"),
		"tracking-sf":      fp("SF1%###########;SF%############"),
		"tracking-yamato":  fp("%###-####-####;%#####-######"),
		"tracking-cj-kr":   fp("6%##-####-####;5%#########"),
		"tracking-jp-post": fp("EJ%########JP;RR%########JP;LX%########JP"),
		"isbn": func(r *rand.Rand) string {
			b := "978" + fillPattern(r, "%########")
			return b[:3] + "-" + b[3:4] + "-" + b[4:8] + "-" + b[8:12] + "-" + string(corpusgen.EAN13Check(b))
		},
		"ean13": func(r *rand.Rand) string {
			b := pick(r, "4;8;5;9") + fillPattern(r, "###########")
			return b + string(corpusgen.EAN13Check(b))
		},
		"flight-number": fp("NH %##;JL %#;KE %##;CA %###;LH %##;BA %#;OZ %##;TG %##;EK %##;MU %###"),
		"booking-ref":   chars("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6),
		"seat-gate":     fp("Seat %#^;Gate ^%#;Gate %#;Row %#"),
		"test-card":     lit("4111 1111 1111 1111;4242 4242 4242 4242;5555 5555 5555 4444;3782 822463 10005;4000 0566 5566 5556;6200 0000 0000 0005"),
		"luhn-fail-card": func(r *rand.Rand) string {
			n := luhnNumber(r, "4"+fillPattern(r, "%##"), 16)
			return corpusgen.Chunk(n[:15]+string('0'+(n[15]-'0'+1)%10), 4, " ")
		},
		"aws-example-key":    lit("AKIAIOSFODNN7EXAMPLE;AKIAI44QH8DHBEXAMPLE"),
		"aws-example-secret": lit("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY;je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"),
		"placeholder-key":    lit("sk-xxxxxxxxxxxxxxxxxxxxxxxx;YOUR_API_KEY;<your-token-here>;sk-...;ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX;${OPENAI_API_KEY};REPLACE_ME;xoxb-your-token"),
		"jwt-io-sample":      lit("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"),
		"epoch-ms":           fp("17%##########;16%##########"),
		"iso-timestamp":      fp("2026-1%-0%T%#:%#:%#Z;2026-0%-1%T0%:%#:%#.%##+09:00"),
		"port-host":          fp("localhost:%###;0.0.0.0:%###;db:5432;redis:6379;:%##"),
		"doc-iban":           lit("GB82 WEST 1234 5698 7654 32;DE89 3704 0044 0532 0130 00;FR14 2004 1010 0505 0001 3M02 606;NL91 ABNA 0417 1643 00"),
		"bad-iban": func(r *rand.Rand) string {
			b := fillPattern(r, "##################")
			c := corpusgen.IBANCheck("DE", b)
			return "DE" + string('0'+(c[0]-'0'+1)%10) + c[1:] + b
		},
		"bad-cn-id": func(r *rand.Rand) string {
			b := cnRegions[r.IntN(len(cnRegions))] + fillPattern(r, "19%#0%1%###")
			c := corpusgen.CNIDCheck(b)
			w := byte('0')
			if c == '0' {
				w = '1'
			}
			return b + string(w)
		},
		"bad-ssn":          fp("000-%#-####;666-%#-####;9%#-%#-####;123-45-6789;078-05-1120"),
		"jira-ticket":      fp("PROJ-%###;OPS-%##;INFRA-%###;BUG-%####;JIRA-%##"),
		"issue-number":     fp("#%###;#%#;GH-%###;!%##"),
		"cve-id":           fp("CVE-2026-%####;CVE-2025-%###;CVE-2024-%####"),
		"rfc-ref":          lit("RFC 5737;RFC 3849;RFC 2606;RFC 6761;RFC 7519;RFC 9110;RFC 1918"),
		"postal-code-only": fp("〒100-0001;100-8111;SW1A 1AA;10117;75001;100000;06236"),
		"vat-id":           fp("DE%########;FRX%#########;GB%## #### ##;ATU%#######;IT%##########"),
		"company-reg":      fp("HRB %####;統一編號 %#######;법인등록번호 110111-0%#####;RCS Paris B %## ### ###;Companies House %#######"),
		"stock-quote":      fp("AAPL 2%#.%#;7203.T %,%##;005930.KS %#,%##;NVDA 1%#.%#"),
		"landmark-coords":  lit("35.6586, 139.7454;48.8584, 2.2945;40.6892, -74.0445;39.9163, 116.3972;37.5796, 126.9770"),
		"sku":              fp("SKU-^^-%####;^^%##-%##;Art.-Nr. %######;品番 ^^-%###"),
		"vin-sample":       lit("1HGCM82633A004352;JH4KA7561PC008269;WVWZZZ1JZXW000001;5YJ3E1EA7KF317000"),
		"icd10-code":       fp("J45.90%;E11.%;I10;M54.5;K21.9;F41.%;Z00.00"),
		"drug-code":        fp("NDC 0%##-%###-%#;PZN %#######;YJ %##%###^%###"),
		"form-number":      lit("Form CMS-1500 (02-12);Form W-9 (Rev. 3-2024);様式第1号;서식 제2호;表格 A-3;Formulaire Cerfa 12100*02"),
		"statute-ref":      lit("GDPR Art. 17;§ 536 BGB;個人情報保護法第27条;개인정보 보호법 제15조;《个人信息保护法》第十三条;HIPAA 45 CFR 164.514"),
		"room-number":      fp("Room %0%;会議室 %^;Raum %.%#;회의실 %0%;Zimmer %#"),
		"placeholder-url-token": func(r *rand.Rand) string {
			return "https://api.example.com/v1/items?" + pick(r, "token=YOUR_TOKEN;access_token=<ACCESS_TOKEN>;key=API_KEY_HERE;sig=xxxx")
		},
		"utm-url": func(r *rand.Rand) string {
			return "https://www." + pick(r, "rakuten.co.jp;coupang.com;taobao.com;zalando.de;booking.com") + "/?utm_source=newsletter&utm_medium=email&utm_campaign=" + fillPattern(r, "w%#_2026")
		},
		"bitcoin-genesis":   lit("1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"),
		"eth-burn-address":  lit("0x000000000000000000000000000000000000dEaD;0x0000000000000000000000000000000000000000"),
		"placeholder-name":  lit("John Doe;Jane Doe;山田太郎;山田花子;홍길동;张三;李四;Max Mustermann;Erika Mustermann;Jan Kowalski;Fulano de Tal;Ivan Ivanov"),
		"public-figure":     lit("Ada Lovelace;Alan Turing;Grace Hopper;夏目漱石;Marie Curie;孔子;세종대왕;Linus Torvalds;Albert Einstein;Rabindranath Tagore"),
		"brand-name":        lit("Ben & Jerry's;Tim Hortons;Dr. Martens;Wendy's;Kikkoman;Hello Kitty;Ferrero Rocher;Marks & Spencer;Peter Pan;Jack Daniel's"),
		"street-like-title": lit("Abbey Road;Penny Lane;Sesame Street;Coronation Street;Electric Avenue;Mulholland Drive;Baker Street (Gerry Rafferty)"),
		"hex-color":         func(r *rand.Rand) string { return "#" + corpusgen.Chars(r, "0123456789abcdef", 6) },
		"unicode-codepoint": fp("U+%F%#;U+1F6%#;U+4E%#0"),
		"ssh-public-key": func(r *rand.Rand) string {
			return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + corpusgen.Chars(r, b64, 43) + " deploy@ci"
		},
		"public-cert-head":  lit("-----BEGIN CERTIFICATE-----;-----BEGIN PUBLIC KEY-----;-----BEGIN PGP PUBLIC KEY BLOCK-----"),
		"oid":               lit("1.3.6.1.4.1.311.60.2.1.3;2.5.4.3;1.2.840.113549.1.1.11;1.3.6.1.5.5.7.3.1"),
		"iata-route":        lit("NRT → ICN;HND-PVG;FRA→SIN;LHR → JFK;BKK-CNX;TPE-KIX"),
		"train-number":      lit("のぞみ21号;KTX 101;G1234次;ICE 599;TGV 6611;Eurostar 9014"),
		"currency-amount":   fp("¥%#,%##;€%#.%#;₩%#,%##,000;$%,%##.%#;R$ %#,%#;₹%,%#,%##"),
		"k8s-resource-name": fp("api-%###-^^%#;payments-7d%#f%b-x%#qz;web-deployment-%##%##"),
		"docker-image":      lit("nginx:1.27-alpine;postgres:16.4;ghcr.io/acme/api:v2.3.1;registry.k8s.io/pause:3.10;python:3.12-slim"),
		"doc-mac":           lit("00:00:5E:00:53:01;00:00:5E:00:53:AF;02:00:5E:10:00:00"),
		"toll-free-jp":      fp("0120-%##-###;0800-%##-####;0570-0%#-###"),
		"domain-only":       lit("example.com;example.org;example.net;test.invalid;localhost.localdomain;foo.local"),
		"lottery-number":    fp("%# %# %# %# %# %#;第%###期"),
		"bank-swift":        lit("DEUTDEFF;BOFAUS3N;MHCBJPJT;ICBKCNBJ;KOEXKRSE;BNPAFRPP;COBADEFFXXX"),
		"bank-routing-doc":  lit("ABA 011000015;Sort code 40-47-84 (example);Routing 021000021"),
	}
}

// fillers are unlabelled text that gives a record its texture.
var fillers = map[string]func(g *gen) string{
	"date": func(g *gen) string { return g.date() },
	"time": func(g *gen) string { return fmt.Sprintf("%02d:%02d", 7+g.r.IntN(15), g.r.IntN(60)) },
	"iso": func(g *gen) string {
		return fmt.Sprintf("2026-%02d-%02dT%02d:%02d:%02dZ", 1+g.r.IntN(12), 1+g.r.IntN(28), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60))
	},
	"num": func(g *gen) string { return fmt.Sprint(1 + g.r.IntN(99)) },
	"n3":  func(g *gen) string { return fmt.Sprint(100 + g.r.IntN(900)) },
	"n6":  func(g *gen) string { return fmt.Sprint(100000 + g.r.IntN(900000)) },
	"amount": func(g *gen) string {
		return fmt.Sprintf("%d.%02d", 5+g.r.IntN(2000), g.r.IntN(100))
	},
	"city": func(g *gen) string {
		c := pick(g.r, g.loc.cities)
		return strings.TrimSpace(strings.Trim(fillPattern(g.r, c), "0123456789 "))
	},
	"company": func(g *gen) string { return workDomains[g.r.IntN(len(workDomains))] },
	"product": func(g *gen) string {
		return pick(g.r, "USB-C hub;ergonomic chair;4K monitor;espresso machine;running shoes;air purifier;rice cooker;noise-cancelling headphones;standing desk;robot vacuum")
	},
	"year": func(g *gen) string { return fmt.Sprint(1958 + g.r.IntN(48)) },
	"hex8": func(g *gen) string { return corpusgen.Chars(g.r, lowhex, 8) },
	"hms":  func(g *gen) string { return fmt.Sprintf("%02d:%02d:%02d", 7+g.r.IntN(15), g.r.IntN(60), g.r.IntN(60)) },
	"h12":  func(g *gen) string { return fmt.Sprint(1 + g.r.IntN(12)) },
	"mm":   func(g *gen) string { return fmt.Sprintf("%02d", g.r.IntN(60)) },
	"ss":   func(g *gen) string { return fmt.Sprintf("%02d", g.r.IntN(60)) },
	"d":    func(g *gen) string { return fmt.Sprint(1 + g.r.IntN(28)) },
	"dd":   func(g *gen) string { return fmt.Sprintf("%02d", 1+g.r.IntN(28)) },
	"dob": func(g *gen) string {
		y, m, d := 1950+g.r.IntN(56), 1+g.r.IntN(12), 1+g.r.IntN(28)
		return g.formatDate(y, m, d)
	},
}

// date is the record's day (drawn at its first use, then kept) written
// as the record's language writes it.
func (g *gen) date() string {
	if g.day == "" {
		g.day = g.formatDate(2024+g.r.IntN(3), 1+g.r.IntN(12), 1+g.r.IntN(28))
	}
	return g.day
}

func (g *gen) formatDate(y, m, d int) string {
	switch g.loc.code {
	case "zh", "zh-TW", "ja":
		return fmt.Sprintf("%d年%d月%d日", y, m, d)
	case "ko":
		return fmt.Sprintf("%d년 %d월 %d일", y, m, d)
	case "en":
		return fmt.Sprintf("%02d/%02d/%d", m, d, y)
	case "de", "ru", "uk", "pl", "cs", "fi", "nb", "da", "tr", "ro":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "hu", "sv", "lt":
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	}
	return fmt.Sprintf("%02d/%02d/%d", d, m, y)
}
