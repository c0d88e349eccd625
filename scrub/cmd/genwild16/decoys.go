package main

import (
	"fmt"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// tollFree and hotlines are each country's free-call and public service
// numbers by culture.
var tollFree = map[string][]string{
	"us": {"1-800-$##-####", "(888) $##-####", "1-877-$##-####", "800.$##.####"},
	"uk": {"0800 ### ####", "0808 ### ####"}, "de": {"0800 ### ####", "0800-#######"},
	"fr": {"0 800 ## ## ##", "0805 ## ## ##"}, "es": {"900 ### ###"}, "mx": {"800 ### ####", "01 800 ### ####"},
	"it": {"800 ### ###"}, "nl": {"0800-####"}, "pl": {"800 ### ###"}, "pt": {"800 ### ###"},
	"br": {"0800 ### ####", "0800-###-####"}, "jp": {"0120-###-###", "0800-###-####", "0120-##-####"},
	"kr": {"080-###-####", "1588-####", "1577-####"}, "cn": {"400-%##-####", "800-%##-####", "400 %## ####"},
	"tw": {"0800-###-###"}, "tr": {"444 ## ##", "0850 ### ## ##"}, "in": {"1800-###-####", "1800 ## ####"},
	"au": {"1800 ### ###", "13 ## ##"}, "se": {"020-## ## ##"}, "ar": {"800 ### ####"},
}

var hotlines = map[string][]string{
	"us": {"911", "988", "211", "311"}, "uk": {"999", "111", "101"}, "cn": {"110", "120", "119", "12345", "12315"},
	"jp": {"110", "119", "#7119"}, "kr": {"112", "119", "1345"}, "tw": {"110", "119", "1999"},
	"in": {"112", "100", "108"}, "au": {"000", "13 11 14"}, "ru": {"112", "103"}, "br": {"190", "192", "193"},
	"ua": {"112", "101", "15-47"},
}

// decoyFor is a look-alike of kind in the shape culture cult writes it.
func (g *gen) decoyFor(kind, cult string) string {
	switch kind {
	case "toll_free":
		if pats, ok := tollFree[cult]; ok {
			return g.fillOne(pats...)
		}
	case "hotline":
		if list, ok := hotlines[cult]; ok {
			return g.one(list...)
		}
		return g.one("112", "112", "116 123", "116 111")
	}
	return g.decoy(kind)
}

// decoy is a look-alike of kind: a value a scrubber must keep.
func (g *gen) decoy(kind string) string {
	switch kind {
	case "order_number":
		return g.fillOne("ORD-2026-######", "#%#######", "A%#########", "PO-####-##", "E2026######%##", "#########-##-#")
	case "invoice_number":
		return g.fillOne("INV-%###-###", "RE-2026-%####", "FA/2026/####", "2026-INV-#####", "No. %######")
	case "case_number":
		return g.fillOne("CASE-%######", "%:26-cv-0####", "IOE%#########", "MSC%#########", "SR-%#######", "2026-%####")
	case "ticket_number":
		return g.fillOne("#%#####", "ZD-%#####", "HD-2026-%####", "INC%######")
	case "member_id":
		return g.fillOne("M-%#####", "GYM%######", "CLUB-%###-##")
	case "uuid":
		return g.fill("????????-????-4???-") + g.one("8", "9", "a", "b") + g.fill("???-????????????")
	case "version":
		return g.fillOne("v%.##.#", "%.#.#", "%.##.#-rc.%", "1#%.0.####.##", "%.%.%.%", "v0.%#.##")
	case "toll_free":
		return g.fillOne("1-800-%##-####", "(888) %##-####", "0800 ### ####", "0120-###-###", "400-%##-####", "080-###-####", "1588-####", "0800-###-###", "1800 ### ###")
	case "hotline":
		return g.one("911", "112", "110", "119", "999", "12345", "120", "988", "116 123", "111", "000", "1393", "13800")
	case "public_dns":
		return g.one("8.8.8.8", "8.8.4.4", "1.1.1.1", "1.0.0.1", "9.9.9.9", "114.114.114.114", "223.5.5.5", "208.67.222.222", "2001:4860:4860::8888", "2606:4700:4700::1111")
	case "doc_ip":
		return g.one(
			fmt.Sprintf("192.0.2.%d", g.between(1, 254)),
			fmt.Sprintf("198.51.100.%d", g.between(1, 254)),
			fmt.Sprintf("203.0.113.%d", g.between(1, 254)),
			"2001:db8::"+g.fill("???"),
		)
	case "loopback":
		return g.one("127.0.0.1", "0.0.0.0", "::1", "localhost:8080", "127.0.0.53")
	case "private_ip":
		return g.one(fmt.Sprintf("10.%d.%d.%d", g.between(0, 255), g.between(0, 255), g.between(1, 254)),
			fmt.Sprintf("192.168.%d.%d", g.between(0, 10), g.between(1, 254)),
			fmt.Sprintf("172.%d.%d.%d", g.between(16, 31), g.between(0, 255), g.between(1, 254)))
	case "company_surname":
		return g.pick("company.surname")
	case "place_name":
		return g.pick("place")
	case "product_name":
		return g.pick("product")
	case "institution":
		return g.pick("institution")
	case "timestamp":
		return g.one(
			fmt.Sprintf("2026-%02d-%02dT%02d:%02d:%02dZ", g.between(1, 12), g.between(1, 28), g.between(0, 23), g.between(0, 59), g.between(0, 59)),
			fmt.Sprint(1767225600+g.r.IntN(31536000)),
			fmt.Sprint(1767225600000+g.r.Int64N(31536000000)),
			fmt.Sprintf("%02d/%02d/2026 %02d:%02d", g.between(1, 28), g.between(1, 12), g.between(0, 23), g.between(0, 59)),
			fmt.Sprintf("20260%d%02d%02d%02d%02d", g.between(1, 9), g.between(1, 28), g.between(0, 23), g.between(0, 59), g.between(0, 59)))
	case "isbn":
		b := "978" + g.fill("%#########")
		b = b[:12]
		n := b + string(corpusgen.EAN13Check(b))
		return g.one(n, n[:3]+"-"+n[3:4]+"-"+n[4:8]+"-"+n[8:12]+"-"+n[12:], "ISBN "+n)
	case "tracking_number":
		return g.fillOne("1Z!!!!!!!!!!!!!!!!", "SF1#########%##", "YT#%##############", "9400 1### #### #### #### ##", "JD00#%##########", "LX#%#######CN", "RR#%#######DE", "7#%##########")
	case "sha":
		return g.fillOne("????????????????????????????????????????????????????????????????", "????????????????????????????????????????", "???????", "????????????????????????????????")
	case "test_card":
		return g.one("4242 4242 4242 4242", "4111 1111 1111 1111", "5555 5555 5555 4444", "4000 0000 0000 0002", "378282246310005", "6011 1111 1111 1117")
	case "example_key":
		return g.one("AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "sk-xxxxxxxxxxxxxxxxxxxxxxxx", "<YOUR_API_KEY>", "sk_test_XXXXXXXXXXXXXXXX", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "${OPENAI_API_KEY}", "REPLACE_ME", "sk-ant-...redacted")
	case "example_email":
		return g.one("jane.doe@example.com", "user@example.org", "test@example.net", "someone@example.com", "noreply@example.com")
	case "scripture_ref":
		return g.one("John 3:16", "Luke 2:1-14", "Matthew 5:9", "Ruth 1:16", "Philippians 4:6-7", "James 1:19", "Mark 10:14", "요한일서 1:5", "요한복음 3:16", "约翰福音 15:12", "Salmo 23", "Psalm 121")
	case "bic":
		return g.one("DEUTDEFF", "COBADEFFXXX", "BNPAFRPP", "INGBNL2A", "BSCHESMM", "UNCRITMM", "NDEASESS", "HSBCHKHH", "BKCHCNBJ")
	case "routing_number":
		return g.one("021000021", "026009593", "121000358", "011000138")
	case "trial_id":
		return g.fillOne("NCT0%######", "EudraCT 2025-00####-##", "jRCT20315#####", "ChiCTR2500######", "ISRCTN%#######")
	case "icd_code":
		return g.one("E11.9", "J45.909", "I10", "M54.5", "F41.1", "K21.0", "N18.3", "Z79.4")
	case "lot_number":
		return g.fillOne("LOT ^^%##", "Lot #^%####", "Ch.-B. %###^^", "批号 2026##%#")
	case "flight_number":
		return g.one("LH 714", "CA981", "NH 108", "KE 907", "BA0117", "TK 1823", "QR 8", "AF 1380", "MU5101")
	case "sku":
		return g.fillOne("SKU-%###-^^^", "%#####-##", "^^-%###-^")
	case "hs_code":
		return g.one("8471.30.00", "6109.10", "0901.21", "8517.13.00", "3004.90.91")
	case "amount":
		return g.one(fmt.Sprintf("€%d,%02d", g.between(3, 980), g.between(0, 99)), fmt.Sprintf("$%d.%02d", g.between(3, 2400), g.between(0, 99)), fmt.Sprintf("¥%d,%03d", g.between(1, 98), g.between(0, 999)), fmt.Sprintf("₩%d,%03d,000", g.between(1, 12), g.between(0, 999)), fmt.Sprintf("R$ %d,%02d", g.between(10, 900), g.between(0, 99)))
	case "postcode":
		return g.fillOne("%####", "%## ##", "%##-####", "^^%# %^^")
	case "model_name":
		return g.one("gpt-4o-mini", "gpt-4.1", "claude-sonnet-4-5", "gemini-2.5-flash", "llama-3.1-70b-instruct", "qwen2.5-72b", "deepseek-chat", "mistral-large-2411")
	case "request_id":
		return g.fillOne("req_************************", "chatcmpl-*****************************", "msg_01**********************", "trace-????????????????")
	case "build_number":
		return g.fillOne("build #%###", "%###%", "r%#####")
	case "room":
		return g.fillOne("Room %##", "Gate B%#", "Court %", "Locker %##")
	case "port":
		return g.one("8080", "5432", "6379", "443", "9092", "27017", "3306")
	case "pet_name":
		return g.one("Biscuit", "Mochi", "Pepper", "Luna", "Captain", "Nugget", "Tofu", "Bella", "Milo", "Ziggy", "코코", "もも", "豆豆")
	case "breed":
		return g.one("Labrador Retriever", "Shiba Inu", "Maine Coon", "Jack Russell Terrier", "British Shorthair", "Cavalier King Charles Spaniel", "Bernese Mountain Dog")
	}
	panic("genwild16: no decoy kind " + kind)
}
