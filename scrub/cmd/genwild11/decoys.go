package main

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// byScript picks from the list of the record's script (zh, ja, ko) or
// the Latin one.
func (g *gen) byScript(lang string, lists map[string]string) string {
	for _, k := range []string{lang, strings.SplitN(lang, "-", 2)[0]} {
		if l, ok := lists[k]; ok {
			return g.pickf(l)
		}
	}
	return g.pickf(lists["*"])
}

var testCards = strings.Split("4111 1111 1111 1111|4242 4242 4242 4242|5555 5555 5555 4444|3782 822463 10005|4000 0566 5566 5556|6011 1111 1111 1117|3530 1113 3330 0000|5105 1051 0510 5100|4012 8888 8888 1881|2223 0031 2200 3222", "|")

// tables.json holds the look-alike lists drawn by the record's script
// (byScript): scriptDecoys, by kind, then by script ("*" the Latin one).
//
//go:embed tables.json
var tablesJSON []byte

var scriptDecoys = func() map[string]map[string]string {
	var t struct{ ScriptDecoys map[string]map[string]string }
	if err := json.Unmarshal(tablesJSON, &t); err != nil {
		panic("genwild11: tables.json: " + err.Error())
	}
	return t.ScriptDecoys
}()

// A decoyFunc draws a look-alike; lang is the record's.
type decoyFunc func(g *gen, lang, variant string) string

// decoys are the look-alike generators by kind.
var decoys = withScriptDecoys(map[string]decoyFunc{
	"cited_author": func(g *gen, _, _ string) string {
		return g.pickf("Vaswani et al. (2017)|Devlin et al., 2019|Brown et al. [3]|He, K., Zhang, X., Ren, S., Sun, J.|LeCun, Bengio & Hinton (2015)|Kingma and Ba (2015)|Hochreiter & Schmidhuber, 1997|Mikolov et al.")
	},
	"doc_ipv4": func(g *gen, _, _ string) string {
		return g.pickf("192.0.2.|198.51.100.|203.0.113.") + fmt.Sprint(1+g.r.IntN(254))
	},
	"doc_ipv6": func(g *gen, _, _ string) string { return "2001:db8:" + g.pattern("~~~::~") + g.pattern(g.pickf("|~~")) },
	"private_ip": func(g *gen, _, _ string) string {
		return g.pickf("10.0.|192.168.|172.16.|10.244.|172.31.|10.20.") + fmt.Sprintf("%d.%d", g.r.IntN(255), 1+g.r.IntN(254))
	},
	"loopback_ip": func(g *gen, _, _ string) string {
		return g.pickf("127.0.0.1|0.0.0.0|::1|localhost:8080|127.0.0.1:11434")
	},
	"public_dns": func(g *gen, _, _ string) string {
		return g.pickf("8.8.8.8|1.1.1.1|9.9.9.9|114.114.114.114|223.5.5.5|208.67.222.222|2606:4700:4700::1111")
	},
	"doc_email": func(g *gen, _, _ string) string {
		return g.pickf("user|admin|alice|bob|jdoe|test|your.name|foo") + "@" + g.pickf("example.com|example.org|example.net|test.example|example.co.jp|localhost")
	},
	"role_email": func(g *gen, _, _ string) string {
		return g.pickf("support|noreply|no-reply|privacy|billing|security|abuse|hr|info") + "@" + g.pickf("github.com|stripe.com|lumenfield.ai|brightwell-logistics.com|kessler-partner.de|hanbit-soft.co.kr|mitsuwa-butsuryu.co.jp")
	},
	"doc_url": func(g *gen, _, _ string) string {
		return "https://" + g.pickf("example.com|www.example.org|api.example.net|docs.example.com") + g.pickf("/v1/users/123|/callback?state=xyz|/path/to/resource|/?id=42|/reset?token=YOUR_TOKEN")
	},
	"localhost_url": func(g *gen, _, _ string) string {
		return "http://" + g.pickf("localhost:3000|127.0.0.1:8000|localhost:5173|0.0.0.0:8080") + g.pickf("/api/health|/v1/chat/completions|/debug/pprof/|/login?next=/")
	},
	"test_card":      func(g *gen, _, _ string) string { return g.pick(testCards) },
	"luhn_fail_card": func(g *gen, _, _ string) string { return g.badLuhn() },
	"masked_value": func(g *gen, _, _ string) string {
		return g.pattern(g.pickf("**** **** **** ####|****####|xxxx-xxxx-xxxx-####|138****####|110105********####|***-**-####|DE89 **** **** **** **## ##|j***@gmail.com|尾号####"))
	},
	"redaction_marker": func(g *gen, _, _ string) string {
		return g.pickf("[REDACTED]|<EMAIL>|[PHONE_NUMBER]|<PERSON_1>|[已脱敏]|＜個人情報＞|█████|[ADDRESS]|<SECRET>")
	},
	"tollfree": func(g *gen, lang, _ string) string {
		return g.patternScript(lang, map[string]string{"*": "1-800-&##-####|+1 888 &## ####|0800 &## ####|0 800 ## ## ##|800 &## ###|1800 &## ###",
			"zh": "400-&##-####|800-&##-####|95588|95533|10086", "ja": "0120-###-###|0570-###-###|0800-###-####", "ko": "1588-####|1544-####|080-###-####"})
	},
	"fictional_555": func(g *gen, _, _ string) string { return g.pickf("(212)|(310)|(555)|+1 415") + g.pattern(" 555-01##") },
	"version": func(g *gen, _, _ string) string {
		return g.pickf("v|") + fmt.Sprintf("%d.%d.%d", g.r.IntN(30), g.r.IntN(40), g.r.IntN(20)) + g.pickf("||-rc.1|-beta.3|+build.20261203")
	},
	"git_sha": func(g *gen, _, _ string) string {
		if g.r.IntN(2) == 0 {
			return corpusgen.Chars(g.r, hexLow, 7+g.r.IntN(6))
		}
		return corpusgen.Chars(g.r, hexLow, 40)
	},
	"sha256": func(g *gen, _, _ string) string { return g.pickf("sha256:|") + corpusgen.Chars(g.r, hexLow, 64) },
	"uuid": func(g *gen, _, _ string) string {
		return g.pattern("~~~~~~~~-~~~~-4~~~-") + g.pickf("8|9|a|b") + g.pattern("~~~-~~~~~~~~~~~~")
	},
	"trace_id": func(g *gen, _, _ string) string {
		return g.pickf("00-|") + corpusgen.Chars(g.r, hexLow, 32) + g.pickf("|-"+corpusgen.Chars(g.r, hexLow, 16)+"-01")
	},
	"order_number": func(g *gen, _, _ string) string {
		return g.pattern(g.pickf("ORD-2026-######|11#-#######-#######|SO-########|##################|PO 45000#####|####-####-####"))
	},
	"tracking_number": func(g *gen, _, _ string) string {
		return g.pattern(g.pickf("1Z9##^##^0########|SF#############|JD#############|YT#############|RR#########CN|L#########JP|####-####-####|CJ#########KR|##########"))
	},
	"invoice_number": func(g *gen, _, _ string) string {
		return g.pattern(g.pickf("INV-00####|FA-2026/####|Rechnung Nr. 2026-####|####################|F2026-#####|RE-######|T1############"))
	},
	"example_key": func(g *gen, _, _ string) string {
		return g.pickf("AKIAIOSFODNN7EXAMPLE|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY|sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|sk-ant-api03-xxxxxxxx|ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|<YOUR_API_KEY>|${OPENAI_API_KEY}|sk_test_4eC39HqLyjWDarjtT1zdp7dc|your-api-key-here|xoxb-your-token")
	},
	"example_jwt": func(g *gen, _, _ string) string {
		return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yQssw5c5c"
	},
	"date_id": func(g *gen, _, _ string) string {
		return g.pattern(g.pickf("2026120#-####|2026121#-####|20261203######|2026-12-03T1#:##:##Z|1764######|17647########|2026120#0000####"))
	},
	"amount": func(g *gen, _, _ string) string {
		return g.pattern(g.pickf("¥##,###,###|€ #.###.###,##|$#,###,###.##|₩###,###,###|########.## CNY|R$ ##.###,##|₹#,##,##,###"))
	},
	"isbn": func(g *gen, _, _ string) string {
		b := g.pickf("978|979") + g.pattern("#########")
		return corpusgen.Group(b+string(corpusgen.EAN13Check(b)), []int{3, 1, 4, 4}, "-")
	},
	"ean_barcode": func(g *gen, _, _ string) string {
		b := g.pickf("4|69|45|88|40|30|50|80") + g.pattern("###########")
		b = b[:12]
		return b + string(corpusgen.EAN13Check(b))
	},
	"iban_badcheck": func(g *gen, _, _ string) string {
		s := g.ibanCompact(g.pickf("de|fr|nl|es|gb"))
		d := (int(s[3]-'0') + 1 + g.r.IntN(8)) % 10
		s = s[:3] + string(byte('0'+d)) + s[4:]
		if corpusgen.IBANValid(s) {
			s = s[:2] + "00" + s[4:]
		}
		return corpusgen.Chunk(s, 4, " ")
	},
	"cnid_badcheck": func(g *gen, _, _ string) string {
		body := g.cnIDBody()
		c := corpusgen.CNIDCheck(body)
		return body + string("0123456789X"[(strings.IndexByte("0123456789X", c)+1+g.r.IntN(9))%11])
	},
	"cn_uscc": func(g *gen, _, _ string) string {
		return "91" + g.pickf("110|310|440|330|510") + g.pattern("###M^#####^#") + g.pickf("0|1|2|3|A|B|X|L")
	},
	"bic": func(g *gen, _, _ string) string {
		return g.pickf("DEUTDEFF|BNPAFRPP|ICBKCNBJ|MHCBJPJT|HVBKKRSE|COBADEFFXXX|INGBNL2A|NWBKGB2L|BOFAUS3N|CITIUS33")
	},
	"vat_id": func(g *gen, _, _ string) string {
		return g.pattern(g.pickf("DE#########|FR###########|ATU########|NL#########B01|HRB ##### B|CHE-###.###.### MWST"))
	},
	"mac_address": func(g *gen, _, _ string) string { return strings.ToUpper(g.pattern("~~:~~:~~:~~:~~:~~")) },
	"k8s_name": func(g *gen, _, _ string) string {
		return g.pickf("checkout|api-gateway|llm-proxy|worker|ingest|redis-master|vllm-engine") + "-" + corpusgen.Chars(g.r, hexLow, 9+g.r.IntN(2)) + "-" + corpusgen.Chars(g.r, "bcdfghjklmnpqrstvwxz2456789", 5)
	},
	"base64_blob": func(g *gen, _, _ string) string {
		return b64u(fmt.Sprintf(`{"page":%d,"cursor":"%s","sort":"created_at"}`, g.r.IntN(50), corpusgen.Chars(g.r, hexLow, 8)))
	},
	"case_number": func(g *gen, _, _ string) string {
		return g.pattern(g.pickf("Case No. 3:26-cv-0####|（2026）京0105民初#####号|令和8年(ワ)第####号|2026가합5#####|Az. 12 O ###/26|RG n° 26/0####|HCA ####/2026"))
	},
	"flight_booking": func(g *gen, _, _ string) string {
		return g.pickf("NH 8" + g.pattern("##") + "|LH " + g.pattern("###") + "|CA" + g.pattern("###") + "|KE " + g.pattern("##") + "|PNR " + corpusgen.Chars(g.r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 6))
	},
	"medical_code": func(g *gen, _, _ string) string {
		return g.pickf("ICD-10 E11.9|I10|J45.909|M54.5|LOINC 4548-4|SNOMED 44054006|ATC A10BA02|CPT 99214")
	},
	"product_model": func(g *gen, _, _ string) string {
		return g.pickf("SM-S928B|iPhone 17 Pro|MacBook Pro M5|RTX 5090|ThinkPad X1 Carbon Gen 13|Pixel 10|WH-1000XM6|H100 80GB HBM3|Model Y")
	},
	"coordinates": func(g *gen, _, _ string) string {
		return g.pickf("48.8584° N, 2.2945° E|35.6586, 139.7454|40.6892,-74.0445|39.9163, 116.3972|37.5796, 126.9770")
	},
	"postal_code_only": func(g *gen, _, _ string) string {
		return g.pattern(g.pickf("〒100-0001|10115|SW1A 1AA|100000|06164|75001"))
	},
	"port_number": func(g *gen, _, _ string) string { return g.pickf(":443|:5432|:6379|:8080|:11434|:27017") },
})

// withScriptDecoys adds the scriptDecoys to m.
func withScriptDecoys(m map[string]decoyFunc) map[string]decoyFunc {
	for kind, lists := range scriptDecoys {
		m[kind] = func(g *gen, lang, _ string) string { return g.byScript(lang, lists) }
	}
	return m
}

var decoyKinds = sortedKeys(decoys)

func (g *gen) patternScript(lang string, lists map[string]string) string {
	return g.pattern(g.byScript(lang, lists))
}

func (g *gen) badLuhn() string {
	for {
		n := g.pickf("4|5") + g.pattern("###############")
		if !corpusgen.LuhnValid(n) {
			return corpusgen.Chunk(n, 4, g.pickf(" |-"))
		}
	}
}
