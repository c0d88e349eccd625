package main

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// A decoyGen draws a look-alike: a value shaped like PII that is not.
type decoyGen func(c *ctx, style string) string

func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }

func chars(c *ctx, set string, n int) string { return corpusgen.Chars(c.r, set, n) }

func cs(set string, n int) decoyGen { return func(c *ctx, _ string) string { return chars(c, set, n) } }

func oneOf(xs ...string) decoyGen { return func(c *ctx, _ string) string { return pick(c.r, xs) } }

func pat(p string) decoyGen { return func(c *ctx, _ string) string { return c.fill(p) } }

func pats(ps ...string) decoyGen {
	return func(c *ctx, _ string) string { return c.fill(pick(c.r, ps)) }
}

// badCheck is a Luhn body followed by a digit that is not its check digit.
func badLuhn(r *rand.Rand, prefix string, n int) string {
	body := prefix + corpusgen.Chars(r, digits, n-1-len(prefix))
	good := corpusgen.LuhnDigit(body)
	return body + string('0'+(good-'0'+1+byte(r.IntN(9)))%10)
}

// isin is an ISIN with its Luhn check digit over the letters-as-numbers form.
func isin(r *rand.Rand) string {
	body := pick(r, []string{"US", "DE", "JP", "GB", "FR", "CN", "KR"}) + corpusgen.Chars(r, upper+digits, 3) + corpusgen.Chars(r, digits, 6)
	var num strings.Builder
	for _, ch := range body {
		if ch >= 'A' && ch <= 'Z' {
			fmt.Fprint(&num, int(ch-'A')+10)
		} else {
			num.WriteRune(ch)
		}
	}
	return body + string(corpusgen.LuhnDigit(num.String()))
}

// containerNo is an ISO 6346 container number with its check digit.
func containerNo(r *rand.Rand) string {
	owner := pick(r, []string{"MSKU", "CMAU", "HLXU", "TGHU", "OOLU", "COSU", "EMCU", "MSCU"}) + corpusgen.Chars(r, digits, 6)
	sum := 0
	for i, ch := range owner {
		var v int
		if ch >= '0' && ch <= '9' {
			v = int(ch - '0')
		} else {
			v = int(ch-'A') + 10
			v += (v - 1) / 10 // values that are multiples of 11 are skipped
		}
		sum += v << i
	}
	return owner + fmt.Sprint(sum%11%10)
}

func ean13(r *rand.Rand, prefix string) string {
	b := prefix + corpusgen.Chars(r, digits, 12-len(prefix))
	return b + string(corpusgen.EAN13Check(b))
}

func isbn13(c *ctx, _ string) string {
	b := ean13(c.r, "978"+pick(c.r, []string{"4", "7", "89", "3", "0", "1", "2", "85", "83"}))
	return b[:3] + "-" + b[3:4] + "-" + b[4:8] + "-" + b[8:12] + "-" + b[12:]
}

func issn(c *ctx, _ string) string {
	b := chars(c, digits, 7)
	sum := 0
	for i := 0; i < 7; i++ {
		sum += int(b[i]-'0') * (8 - i)
	}
	ch := (11 - sum%11) % 11
	check := fmt.Sprint(ch)
	if ch == 10 {
		check = "X"
	}
	return b[:4] + "-" + b[4:] + check
}

func imei(c *ctx, _ string) string {
	return luhnNumber(c.r, pick(c.r, []string{"35", "86", "01", "35"})+chars(c, digits, 6), 15)
}

func vin(c *ctx, _ string) string {
	set := "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
	return pick(c.r, []string{"WVW", "WBA", "JHM", "1HG", "LSV", "KMH", "VF1", "ZFA", "YV1", "5YJ"}) + chars(c, set, 5) + chars(c, "0123456789X", 1) + chars(c, set, 2) + chars(c, digits, 6)
}

func cnidBad(c *ctx, _ string) string {
	b := cnIDBody(c.r)
	good := corpusgen.CNIDCheck(b)
	for _, ch := range []byte("0123456789X") {
		if ch != good && c.r.IntN(3) == 0 {
			return b + string(ch)
		}
	}
	if good == '0' {
		return b + "1"
	}
	return b + "0"
}

func ibanBad(c *ctx, _ string) string {
	cc, p, _ := strings.Cut(pick(c.r, ibanFallback), " ")
	bban := c.fill(p)
	ck := corpusgen.IBANCheck(cc, bban)
	bad := fmt.Sprintf("%02d", (int(ck[0]-'0')*10+int(ck[1]-'0')+1+c.r.IntN(90))%97)
	if bad == ck || bad == "00" || bad == "01" {
		bad = fmt.Sprintf("%02d", 2+(int(ck[0]-'0')*10+int(ck[1]-'0'))%90)
	}
	return corpusgen.Chunk(cc+bad+bban, 4, " ")
}

// lei is an ISO 17442 legal entity identifier (mod 97 check, as an IBAN).
func lei(c *ctx, _ string) string {
	b := chars(c, upper+digits, 4) + "00" + chars(c, upper+digits, 12)
	m, _ := corpusgen.Mod97(b + "00")
	return b + fmt.Sprintf("%02d", 98-m)
}

func uscc(c *ctx, _ string) string {
	return "91" + pick(c.r, cnAreas) + "MA" + chars(c, "0123456789ABCDEFGHJKLMNPQRTUWXY", 8)
}

func timestamp(c *ctx, style string) string {
	t := 1764000000 + c.r.IntN(9000000)
	switch c.r.IntN(3) {
	case 0:
		return fmt.Sprint(t)
	case 1:
		return fmt.Sprint(t) + fmt.Sprintf("%03d", c.r.IntN(1000))
	}
	return fmt.Sprintf("2026-%02d-%02dT%02d:%02d:%02d.%03dZ", 1+c.r.IntN(12), 1+c.r.IntN(28), c.r.IntN(24), c.r.IntN(60), c.r.IntN(60), c.r.IntN(1000))
}

func awb(c *ctx, _ string) string {
	n := c.r.IntN(10000000)
	return pick(c.r, []string{"176", "160", "618", "020", "125", "297", "999"}) + "-" + fmt.Sprintf("%07d%d", n, n%7)
}

func aba(c *ctx, _ string) string {
	return pick(c.r, []string{"021000021", "026009593", "121000248", "011000138", "322271627", "071000013"})
}

// decoys are the look-alike generators by kind.
var decoys = map[string]decoyGen{
	"order_number":    pats("#%########", "ORD-2026-######", "SO#######", "#%################"),
	"tracking_number": pats("1Z^^^###########", "JD00%#########", "SF1%##########", "9400 1%## #### #### #### ##", "RR#########CN", "LP00%#########"),
	"isbn":            isbn13,
	"issn":            issn,
	"ean13": func(c *ctx, _ string) string {
		return ean13(c.r, pick(c.r, []string{"40", "45", "49", "69", "88", "80", "76", "590", "869"}))
	},
	"semver": func(c *ctx, _ string) string {
		return fmt.Sprintf("%d.%d.%d", c.r.IntN(20), c.r.IntN(40), c.r.IntN(200))
	},
	"version_4part": func(c *ctx, _ string) string {
		return fmt.Sprintf("%d.%d.%d.%d", 1+c.r.IntN(20), c.r.IntN(10), c.r.IntN(5000), c.r.IntN(300))
	},
	"git_sha":      cs(hexLow, 40),
	"short_sha":    cs(hexLow, 7),
	"sha256":       cs(hexLow, 64),
	"image_digest": func(c *ctx, _ string) string { return "sha256:" + chars(c, hexLow, 64) },
	"uuid":         func(c *ctx, _ string) string { return uuid(c.r) },
	"build_id":     pats("build-2026####.#", "b#####-^^^#", "CI-######"),
	"request_id": func(c *ctx, _ string) string {
		return pick(c.r, []string{"req_", "msg_01", "chatcmpl-", "resp_"}) + chars(c, alnum, 24)
	},
	"trace_id": func(c *ctx, _ string) string {
		return "00-" + chars(c, hexLow, 32) + "-" + chars(c, hexLow, 16) + "-01"
	},
	"public_dns_ip": oneOf("8.8.8.8", "8.8.4.4", "1.1.1.1", "1.0.0.1", "9.9.9.9", "208.67.222.222", "114.114.114.114", "223.5.5.5", "119.29.29.29", "180.76.76.76"),
	"doc_ipv4": func(c *ctx, _ string) string {
		return pick(c.r, []string{"192.0.2.", "198.51.100.", "203.0.113."}) + fmt.Sprint(1+c.r.IntN(254))
	},
	"doc_ipv6": func(c *ctx, _ string) string {
		return fmt.Sprintf("2001:db8:%x::%x", c.r.IntN(0x10000), 1+c.r.IntN(0xfff))
	},
	"loopback":        oneOf("127.0.0.1", "::1", "0.0.0.0", "localhost:8080", "127.0.0.53"),
	"cidr_block":      oneOf("10.0.0.0/16", "10.42.0.0/16", "172.16.0.0/12", "192.168.0.0/24", "100.64.0.0/10", "10.96.0.0/12"),
	"famous_address":  oneOf("1600 Pennsylvania Avenue NW", "221B Baker Street", "1600 Amphitheatre Parkway", "10 Downing Street", "One Apple Park Way", "350 Fifth Avenue", "4 Privet Drive", "742 Evergreen Terrace", "1 Infinite Loop", "Champ de Mars, 5 Avenue Anatole France", "北京市东城区景山前街4号", "東京都千代田区千代田1-1"),
	"noreply_email":   oneOf("noreply@github.com", "no-reply@accounts.google.com", "notifications@slack.com", "no-reply@amazon.co.jp", "noreply@booking.com", "service@mail.alipay.com", "no_reply@email.apple.com", "mailer-daemon@googlemail.com", "noreply@kakaocorp.com", "do-not-reply@line.me", "postmaster@outlook.com", "noreply@uber.com"),
	"role_email":      oneOf("support@zalando.de", "privacy@airbnb.com", "help@grab.com", "kundenservice@dhl.de", "info@rakuten.co.jp", "cs@coupang.com", "service@jd.com", "dpo@ikea.com", "abuse@hetzner.com", "security@cloudflare.com"),
	"git_ssh_remote":  oneOf("git@github.com:acme/payroll-svc.git", "git@gitlab.com:infra/terraform-live.git", "git@gitee.com:kaiyuan/ops.git", "ssh://git@bitbucket.org/team/app.git"),
	"tollfree":        func(c *ctx, _ string) string { return c.fill(pick(c.r, c.loc.tollfree)) },
	"emergency":       func(c *ctx, _ string) string { return pick(c.r, c.loc.emergency) },
	"service_hotline": oneOf("95588", "95555", "12306", "10086", "114", "1588-1600", "#9110", "0570-000-911", "13 13 13", "1-800-275-2273"),
	"timestamp":       timestamp,
	"amount": func(c *ctx, _ string) string {
		return pick(c.r, []string{"€", "¥", "$", "₩", "R$ ", "₺", "zł ", "₹", "฿"}) + fmt.Sprintf("%d,%03d.%02d", 1+c.r.IntN(99), c.r.IntN(1000), c.r.IntN(100))
	},
	"flight_number": func(c *ctx, _ string) string {
		return pick(c.r, []string{"CA", "MU", "NH", "JL", "KE", "OZ", "LH", "AF", "TK", "EK", "QR", "SQ", "LA", "VN", "TG", "GA"}) + fmt.Sprint(10+c.r.IntN(1990))
	},
	"seat":        func(c *ctx, _ string) string { return fmt.Sprint(1+c.r.IntN(60)) + string("ABCDEFHJK"[c.r.IntN(9)]) },
	"gate":        func(c *ctx, _ string) string { return string("ABCDEFGHKM"[c.r.IntN(10)]) + fmt.Sprint(1+c.r.IntN(80)) },
	"pnr_locator": cs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6),
	"etkt_number": func(c *ctx, _ string) string {
		return pick(c.r, []string{"999", "781", "205", "220", "176", "235"}) + "-" + chars(c, digits, 10)
	},
	"vin":  vin,
	"imei": imei,
	"mac_address": func(c *ctx, _ string) string {
		return corpusgen.Chunk(chars(c, "0123456789ABCDEF", 12), 2, pick(c.r, []string{":", "-"}))
	},
	"coordinates": func(c *ctx, _ string) string {
		return fmt.Sprintf("%.6f, %.6f", -40+80*c.r.Float64(), -170+340*c.r.Float64())
	},
	"postal_code":     func(c *ctx, _ string) string { return c.fill(pick(c.r, c.loc.postal)) },
	"company_name":    func(c *ctx, _ string) string { return pick(c.r, c.loc.company) },
	"product_surname": oneOf("Ford Mustang", "Dyson V15", "Porsche Cayenne", "Ferrari Roma", "Chanel No. 5", "Jack Daniel's", "Louis Vuitton Neverfull", "Hermès Birkin", "Ray-Ban Wayfarer", "Boeing 787", "Miele Complete C3", "Kellogg's Corn Flakes", "Marlboro Gold", "Wilkinson Sword", "Bosch Serie 6", "Dr. Martens 1460", "Tommy Hilfiger", "Kenzo Flower", "Yamaha YZF-R1", "Lamborghini Urus"),
	"place_name":      func(c *ctx, _ string) string { return pick(c.r, c.loc.place) },
	"case_citation":   oneOf("Miranda v. Arizona, 384 U.S. 436 (1966)", "Brown v. Board of Education, 347 U.S. 483", "Donoghue v Stevenson [1932] AC 562", "Marbury v. Madison, 5 U.S. 137", "Roe v. Wade, 410 U.S. 113", "Carlill v Carbolic Smoke Ball Co [1893] 1 QB 256", "BVerfGE 65, 1 (Volkszählungsurteil)"),
	"test_card":       oneOf("4242 4242 4242 4242", "4111 1111 1111 1111", "5555 5555 5555 4444", "4000 0566 5566 5556", "3782 822463 10005", "6011 1111 1111 1117", "4012888888881881", "5105105105105100"),
	"luhn_fail_card": func(c *ctx, _ string) string {
		return corpusgen.Chunk(badLuhn(c.r, pick(c.r, []string{"4", "5", "62"}), 16), 4, " ")
	},
	"cnid_bad_check":  cnidBad,
	"iban_bad_check":  ibanBad,
	"example_aws_key": oneOf("AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AKIAI44QH8DHBEXAMPLE", "ASIAIOSFODNN7EXAMPLE"),
	"placeholder_key": oneOf("sk-xxxxxxxxxxxxxxxxxxxxxxxx", "YOUR_API_KEY", "<your-token-here>", "sk-...", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "${OPENAI_API_KEY}", "{{ .Values.apiKey }}", "changeme", "REPLACE_ME", "xoxb-your-token"),
	"publishable_key": func(c *ctx, _ string) string { return "pk_live_51" + chars(c, alnum, 40) },
	"public_key_block": func(c *ctx, _ string) string {
		return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + chars(c, b64, 43) + " deploy@ci-runner"
	},
	"key_fingerprint":    func(c *ctx, _ string) string { return "SHA256:" + chars(c, b64[:63], 43) },
	"invoice_number":     pats("INV-2026-#####", "RE-####/26", "FA/2026/####", "№ ####-^^", "NF-e ###.###.###"),
	"case_number":        pats("%:2#-cv-0####", "(2026)京01民初####号", "令和7年(ワ)第####号", "2026가합5####", "Az. %# O ###/26", "CR-2026-######"),
	"rx_number":          pats("Rx #######", "RX-%######", "%#######-##"),
	"lab_accession":      pats("ACC-26-######", "LAB%########", "S26-#####"),
	"container_number":   func(c *ctx, _ string) string { return containerNo(c.r) },
	"seal_number":        pats("SL######", "ML-CN ########"),
	"hs_code":            pats("8471.30.%#", "6109.10.00", "8517.13.##", "3004.90.%#", "9503.00.##"),
	"awb_number":         awb,
	"swift_bic":          oneOf("DEUTDEFF", "COBADEFFXXX", "BNPAFRPP", "ICBKCNBJ", "BKCHCNBJ", "MHCBJPJT", "SHBKKRSE", "CHASUS33", "ITAUBRSP", "INGBNL2A", "NDEASESS", "TGBATRIS"),
	"routing_number":     aba,
	"ticket_id":          pats("JIRA-####", "OPS-###", "INC00#####", "SR-2026-#####", "TKT-%####"),
	"room_number":        pats("%#0%", "%0#"),
	"hotel_confirmation": pats("%#########", "HX^^^####"),
	"oid":                oneOf("1.3.6.1.4.1.311.21.7", "2.5.4.3", "1.2.840.113549.1.1.11", "1.3.6.1.5.5.7.3.1"),
	"docker_image":       oneOf("nginx:1.25.3-alpine", "postgres:16.4", "redis:7.2.5", "ghcr.io/acme/api:2026.11.3", "bitnami/kafka:3.7.0", "registry.k8s.io/ingress-nginx/controller:v1.11.2"),
	"k8s_service_dns":    oneOf("postgres.default.svc.cluster.local", "redis-master.cache.svc.cluster.local:6379", "kube-dns.kube-system.svc.cluster.local", "api.payroll.svc.cluster.local"),
	"aws_resource_id": func(c *ctx, _ string) string {
		return pick(c.r, []string{"ami-", "i-", "sg-", "vpc-", "subnet-", "vol-"}) + chars(c, hexLow, 17)
	},
	"aws_arn": func(c *ctx, _ string) string {
		return "arn:aws:iam::" + chars(c, digits, 12) + ":role/" + pick(c.r, []string{"eks-node", "lambda-exec", "terraform"})
	},
	"isin":            func(c *ctx, _ string) string { return isin(c.r) },
	"lei":             lei,
	"uscc":            uscc,
	"vat_id":          pats("DE%########", "FR##%########", "IT###########", "NL#########B01", "PL##########", "ATU########"),
	"ndc_code":        pats("0002-%###-##", "%####-###-##"),
	"icd10":           oneOf("E11.9", "J45.909", "I10", "M54.5", "K21.0", "F41.1", "R51", "N39.0", "Z00.00"),
	"loinc":           oneOf("2345-7", "4548-4", "718-7", "2093-3", "1742-6", "6690-2", "14647-2"),
	"lot_number":      pats("LOT ^^####", "Lot: %##^^#", "Ch.-B. ^#####"),
	"doi":             pats("10.1038/s41586-02#-0####-#", "10.1016/j.cell.2026.##.0##", "10.1145/3#####.3######"),
	"arxiv_id":        pats("2%##.#####", "arXiv:26##.#####"),
	"patent_number":   pats("US 11,###,### B2", "EP 3 ### ### A1", "CN11#######A", "WO 2026/0#####"),
	"imo_number":      pats("IMO 9######", "IMO 8######"),
	"jp_corporate_no": pats("%############"),
	"sku":             pats("SKU-^^-####", "^^^-####-^^"),
	"utm_url": func(c *ctx, _ string) string {
		return "https://www.zalando.de/damen/?utm_source=newsletter&utm_medium=email&utm_campaign=bf26_" + chars(c, digits, 4)
	},
	"public_url": oneOf("https://docs.python.org/3/library/json.html", "https://kubernetes.io/docs/concepts/configuration/secret/", "https://www.gov.uk/government/publications/p60", "https://www.nta.go.jp/taxes/shiraberu/", "https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/401"),
	"date_range": func(c *ctx, _ string) string {
		d := 1 + c.r.IntN(20)
		return fmt.Sprintf("2026-%02d-%02d/2026-%02d-%02d", 1+c.r.IntN(12), d, 1+c.r.IntN(12), d+3)
	},
}

var decoyNames = sortedKeys(decoys)
