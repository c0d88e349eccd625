package main

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// decoy is a look-alike of kind.
func decoy(r *rand.Rand, c ctx, kind string) (string, string) {
	return decoyGens[kind](r, c), kind
}

// failLuhn is num with its last digit changed so that Luhn fails.
func failLuhn(num string) string {
	last := num[len(num)-1]
	return num[:len(num)-1] + string('0'+(last-'0'+1+byte(len(num)%7))%10)
}

var decoyGens map[string]func(r *rand.Rand, c ctx) string

func init() {
	ch := func(r *rand.Rand, set string, n int) string { return corpusgen.Chars(r, set, n) }
	decoyGens = map[string]func(r *rand.Rand, c ctx) string{
		"luhn_fail_card": func(r *rand.Rand, c ctx) string {
			n := luhnNum(r, "4"+fill(r, "N##"), 16)
			return corpusgen.Chunk(failLuhn(n), 4, " ")
		},
		"luhn_fail_unionpay": func(r *rand.Rand, c ctx) string { return failLuhn(luhnNum(r, "6222", 19)) },
		"test_card": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"4242 4242 4242 4242", "4111 1111 1111 1111", "5555 5555 5555 4444", "378282246310005", "4000 0000 0000 9995"})
		},
		"iban_bad_check": func(r *rand.Rand, c ctx) string {
			cc := ibanCountry(r, c, "")
			bban := fill(r, ibanFormats[cc])
			up := strings.ToUpper(cc)
			chk := corpusgen.IBANCheck(up, bban)
			bad := fmt.Sprintf("%02d", (int(chk[0]-'0')*10+int(chk[1]-'0')+37)%97+2)
			if bad == chk {
				bad = "01"
			}
			return corpusgen.Chunk(up+bad+bban, 4, " ")
		},
		"doc_iban": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32", "FR14 2004 1010 0505 0001 3M02 606"})
		},
		"ssn_invalid": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"000", "666", "9" + fill(r, "##")}) + "-" + fill(r, "##-####")
		},
		"cnid_bad_check": func(r *rand.Rand, c ctx) string {
			body := pick(r, cnRegions) + fmt.Sprintf("19%02d%02d%02d", 50+r.IntN(50), 1+r.IntN(12), 1+r.IntN(28)) + fill(r, "###")
			good := corpusgen.CNIDCheck(body)
			return body + string("0123456789X"[(strings.IndexByte("0123456789X", good)+3)%11])
		},
		"cn_number_not_mobile": func(r *rand.Rand, c ctx) string { return "12" + fill(r, "#########") },
		"public_hotline": func(r *rand.Rand, c ctx) string {
			m := map[string][]string{
				"cn": {"95588", "12345", "400-820-8820", "10086"}, "tw": {"1999", "0800-024-111"}, "jp": {"0120-444-444", "110", "#7119"},
				"kr": {"1330", "119", "1588-1234"}, "us": {"1-800-829-1040", "911", "988", "1-800-772-1213"}, "gb": {"111", "0300 200 3300", "999"},
				"de": {"116 117", "0800 111 0 111", "112"}, "fr": {"3949", "15", "0 800 130 000"}, "in": {"1800-11-4000", "112"},
				"br": {"190", "0800 726 0101"}, "ru": {"112", "8-800-100-00-00"}, "hk": {"999", "2835 1473"}, "sa": {"937", "911"}, "il": {"*6050", "101"},
				"th": {"1669", "191"}, "au": {"000", "13 14 50"}, "es": {"112", "060"}, "it": {"112", "800 861 061"}, "tr": {"112", "444 0 849"},
			}
			if xs, ok := m[c.country]; ok {
				return pick(r, xs)
			}
			return pick(r, []string{"112", "116 000", "+800 0000 0000"})
		},
		"fictional_555": func(r *rand.Rand, c ctx) string { return "(" + fill(r, "N##") + ") 555-01" + fill(r, "##") },
		"role_mailbox": func(r *rand.Rand, c ctx) string {
			return pick(r, w("support claims noreply admissions refills onboarding billing returns")) + "@" + pick(r, orgDomains)
		},
		"doc_email": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"user@example.com", "name@example.org", "you@your-domain.test", "foo@bar.invalid"})
		},
		"doc_ip": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"192.0.2.", "198.51.100.", "203.0.113."}) + fmt.Sprint(1+r.IntN(254))
		},
		"doc_ipv6": func(r *rand.Rand, c ctx) string {
			return fmt.Sprintf("2001:db8:%x::%x", r.IntN(0xffff), 1+r.IntN(0xff))
		},
		"public_resolver_ip": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"8.8.8.8", "1.1.1.1", "9.9.9.9", "223.5.5.5", "114.114.114.114", "8.8.4.4"})
		},
		"example_key": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"AKIAIOSFODNN7EXAMPLE", "sk-proj-EXAMPLEKEYDONOTUSE0000000000", "ghp_EXAMPLE000000000000000000000000000", "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "xoxb-not-a-real-token", "AIzaSyEXAMPLE-EXAMPLE-EXAMPLE"})
		},
		"example_aws_secret": func(r *rand.Rand, c ctx) string { return "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" },
		"placeholder_key": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"sk-xxxxxxxxxxxxxxxxxxxxxxxx", "<YOUR_API_KEY>", "${OPENAI_API_KEY}", "{{ vault_api_token }}", "REPLACE_ME", "sk-ant-...", "********"})
		},
		"jwt_placeholder": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"eyJhbGciOi...", "<jwt>", "Bearer $TOKEN", "eyJ...redacted"})
		},
		"public_cert_pem": func(r *rand.Rand, c ctx) string {
			lab := pick(r, []string{"CERTIFICATE", "PUBLIC KEY"})
			return "-----BEGIN " + lab + "-----\nMIIB" + ch(r, alnum+"+/", 60) + "\n" + ch(r, alnum+"+/", 44) + "==\n-----END " + lab + "-----"
		},
		"public_address": func(r *rand.Rand, c ctx) string {
			m := map[string][]string{
				"us": {"1600 Pennsylvania Avenue NW, Washington, DC 20500", "11 Wall Street, New York, NY 10005"},
				"gb": {"10 Downing Street, London SW1A 2AA", "Great Russell St, London WC1B 3DG"},
				"de": {"Platz der Republik 1, 11011 Berlin", "Domkloster 4, 50667 Köln"},
				"fr": {"5 Av. Anatole France, 75007 Paris", "Rue de Rivoli, 75001 Paris"},
				"cn": {"北京市东城区景山前街4号", "上海市黄浦区中山东一路"}, "tw": {"台北市中正區重慶南路一段122號", "台北市信義區信義路五段7號"},
				"jp": {"東京都千代田区千代田1-1", "東京都港区芝公園4-2-8"}, "kr": {"서울특별시 종로구 사직로 161", "서울특별시 중구 세종대로 110"},
				"ru": {"Красная площадь, 1, Москва", "Дворцовая площадь, 2, Санкт-Петербург"}, "es": {"Calle de Ruiz de Alarcón 23, 28014 Madrid"},
				"it": {"Piazza del Colosseo, 1, 00184 Roma RM"}, "br": {"Praça dos Três Poderes, Brasília - DF"},
				"pl": {"Plac Zamkowy 4, 00-277 Warszawa"}, "nl": {"Museumstraat 1, 1071 XX Amsterdam"}, "se": {"Slottsbacken 1, 111 30 Stockholm"},
				"cz": {"Pražský hrad, 119 08 Praha 1"}, "gr": {"Πλατεία Συντάγματος, 105 57 Αθήνα"}, "tr": {"Ayasofya Meydanı No:1, 34122 Fatih/İstanbul"},
				"th": {"ถนนหน้าพระลาน แขวงพระบรมมหาราชวัง เขตพระนคร กรุงเทพฯ 10200"}, "in": {"Rashtrapati Bhavan, New Delhi 110004"},
				"id": {"Jl. Medan Merdeka Utara, Jakarta Pusat 10110"}, "ua": {"вул. Банкова, 11, Київ"}, "hu": {"Kossuth Lajos tér 1-3, 1055 Budapest"},
				"ae": {"1 Sheikh Mohammed bin Rashid Blvd, Dubai"}, "sa": {"طريق الملك فهد، برج المملكة، الرياض"}, "il": {"שדרות רבין 2, ירושלים"},
				"au": {"Bennelong Point, Sydney NSW 2000"}, "hk": {"香港中環皇后像廣場"}, "mx": {"Plaza de la Constitución S/N, Centro, 06000 Ciudad de México"},
				"vn": {"Số 2 Hùng Vương, Ba Đình, Hà Nội"}, "ro": {"Calea 13 Septembrie nr. 1, București"}, "ke": {"Harambee Avenue, Nairobi"},
			}
			if xs, ok := m[c.country]; ok {
				return pick(r, xs)
			}
			return "Palais des Nations, 1211 Genève 10, Switzerland"
		},
		"url_no_secret": func(r *rand.Rand, c ctx) string {
			return "https://" + pick(r, orgDomains) + pick(r, []string{"/help/claims?utm_source=email&utm_medium=notice", "/docs/refills#step-3", "/careers?lang=" + c.lang, "/status"})
		},
		"localhost_url": func(r *rand.Rand, c ctx) string {
			return fmt.Sprintf("http://localhost:%d/%s", pick(r, []int{3000, 8080, 5173, 11434, 8000}), pick(r, []string{"api/health", "v1/chat/completions", "admin", ""}))
		},
		"order_id": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"ORD-", "SO", "#", "订单"}) + fill(r, "########")
		},
		"tracking_number": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"1Z" + fill(r, "ZZZZZZ") + fill(r, "##########"), "SF" + fill(r, "#############"), "JD" + fill(r, "###############"), "RR" + fill(r, "#########") + "CN"})
		},
		"ticket_id": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"OPS-", "PM-", "CLM-", "LIN-", "INC"}) + fill(r, "####")
		},
		"booking_ref": func(r *rand.Rand, c ctx) string { return fill(r, "AZZZZZ") },
		"flight_number": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"LH", "BA", "CA", "MU", "NH", "KE", "TK", "EK", "UA", "QF"}) + fill(r, "N##")
		},
		"version_string": func(r *rand.Rand, c ctx) string {
			return fmt.Sprintf("%s%d.%d.%d", pick(r, []string{"v", "", "release-"}), r.IntN(5), r.IntN(30), r.IntN(20))
		},
		"git_sha":       func(r *rand.Rand, c ctx) string { return ch(r, hexl, pick(r, []int{7, 12, 40})) },
		"sha256_digest": func(r *rand.Rand, c ctx) string { return "sha256:" + ch(r, hexl, 64) },
		"uuid": func(r *rand.Rand, c ctx) string {
			return ch(r, hexl, 8) + "-" + ch(r, hexl, 4) + "-4" + ch(r, hexl, 3) + "-a" + ch(r, hexl, 3) + "-" + ch(r, hexl, 12)
		},
		"request_id": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"req_", "trace-", "x-request-id: "}) + ch(r, alnum, 24)
		},
		"tool_call_id": func(r *rand.Rand, c ctx) string { return pick(r, []string{"call_", "toolu_01"}) + ch(r, alnum, 24) },
		"timestamp": func(r *rand.Rand, c ctx) string {
			return fmt.Sprintf("2026-%02d-%02dT%02d:%02d:%02dZ", 1+r.IntN(12), 1+r.IntN(28), r.IntN(24), r.IntN(60), r.IntN(60))
		},
		"unix_epoch": func(r *rand.Rand, c ctx) string { return "17" + fill(r, "########") },
		"invoice_number": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"INV-2026-", "RE-", "FA", "发票号 "}) + fill(r, "######")
		},
		"policy_number": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"POL-", "HO3-", "AUTO/"}) + fill(r, "##-######")
		},
		"claim_number": func(r *rand.Rand, c ctx) string { return "CLM" + fill(r, "##########") },
		"hs_code":      func(r *rand.Rand, c ctx) string { return fill(r, "####.##.##") },
		"container_number": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"MSCU", "MAEU", "CMAU", "OOLU", "TGHU"}) + fill(r, "#######")
		},
		"isbn": func(r *rand.Rand, c ctx) string {
			b := "978" + fill(r, "#########")
			return b + string(corpusgen.EAN13Check(b))
		},
		"ean_barcode": func(r *rand.Rand, c ctx) string {
			b := pick(r, []string{"400", "690", "490", "880"}) + fill(r, "#########")
			return b + string(corpusgen.EAN13Check(b))
		},
		"doi": func(r *rand.Rand, c ctx) string {
			return "10." + fill(r, "####") + "/" + pick(r, []string{"s41586-0", "j.cell.", "nejmoa2"}) + fill(r, "#####")
		},
		"grant_id": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"R01-", "ERC-2026-StG-", "NSFC-", "KAKENHI-"}) + fill(r, "######")
		},
		"sku": func(r *rand.Rand, c ctx) string { return "SKU-" + fill(r, "AAA-####-ZZ") },
		"bic_swift": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"DEUTDEFF", "BNPAFRPP", "HSBCHKHH", "ICBKCNBJ", "MHCBJPJT", "CHASUS33", "BSCHESMM"})
		},
		"aba_routing": func(r *rand.Rand, c ctx) string { return pick(r, []string{"021000021", "026009593", "121000358"}) },
		"public_org": func(r *rand.Rand, c ctx) string {
			return pick(r, byLang(c, map[string][]string{
				"zh": {"中国国际航空", "国家税务总局", "招商银行", "顺丰速运"}, "zh-tw": {"中華郵政", "台灣高鐵", "國泰世華銀行"},
				"ja": {"日本郵便", "三井住友銀行", "ヤマト運輸", "東京海上日動"}, "ko": {"국민건강보험공단", "KB국민은행", "대한항공"},
				"de": {"Deutsche Bahn", "Allianz", "Sparkasse KölnBonn"}, "fr": {"La Poste", "Air France", "Crédit Agricole"},
				"pt": {"Banco do Brasil", "Correios", "Itaú"}, "tr": {"Türk Hava Yolları", "Ziraat Bankası"}, "es": {"Correos", "Iberia", "Mapfre"},
				"": {"Lufthansa", "Maersk", "World Health Organization", "UNICEF", "IKEA", "Emirates", "State Farm", "Chase"},
			}))
		},
		"famous_person": func(r *rand.Rand, c ctx) string {
			return pick(r, byLang(c, map[string][]string{
				"zh": {"孔子", "鲁迅", "李白"}, "zh-tw": {"孔子", "蘇軾"}, "ja": {"夏目漱石", "紫式部"}, "ko": {"세종대왕", "이순신"},
				"ru": {"Пушкин", "Толстой"}, "tr": {"Atatürk"}, "el": {"Αριστοτέλης", "Σωκράτης"},
				"": {"Marie Curie", "Ada Lovelace", "Alan Turing", "Beethoven", "Frida Kahlo", "Gandhi", "Shakespeare", "Darwin"},
			}))
		},
		"product_name": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"Alexa", "Siri", "Jasmine Rice 5kg", "Claude", "Gemini", "Ollama", "Helm", "Ansible", "Jenkins", "Dr. Martens", "Tim Hortons", "Ben & Jerry's", "小爱同学", "Sir Kensington's"})
		},
		"model_name": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"gpt-4o-mini", "claude-sonnet-4-5", "llama3.1:8b", "qwen2.5:14b", "deepseek-chat", "gemini-2.5-flash"})
		},
		"room_or_gate": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"Gate B", "Room ", "Bay ", "Locker ", "Dock "}) + fill(r, "N#")
		},
		"course_code": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"MATH", "CS", "BIO", "ECON"}) + "-" + fill(r, "N##")
		},
		"cron_expr": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"0 3 * * *", "*/15 * * * *", "30 2 * * 1-5"})
		},
		"image_ref": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"ghcr.io/", "registry.k8s.io/", "docker.io/bitnami/"}) + pick(r, []string{"postgresql", "redis", "nginx", "claims-api"}) + ":" + fmt.Sprintf("%d.%d.%d", 1+r.IntN(16), r.IntN(10), r.IntN(10))
		},
		"money_amount": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"USD ", "€", "¥", "₩", "R$ ", "£"}) + fmt.Sprintf("%d,%03d.%02d", 1+r.IntN(98), r.IntN(1000), r.IntN(100))
		},
		"lot_number": func(r *rand.Rand, c ctx) string { return "LOT " + fill(r, "AA####") + " EXP 2027-" + fill(r, "0N") },
		"patent_number": func(r *rand.Rand, c ctx) string {
			return pick(r, []string{"US ", "EP ", "CN "}) + fill(r, "N######") + " B2"
		},
		"placeholder_name": func(r *rand.Rand, c ctx) string {
			l := strings.Split(c.lang, "+")[0]
			if xs, ok := placeholderNames[l]; ok {
				return pick(r, xs)
			}
			return pick(r, placeholderNames["en"])
		},
	}
}

// fillers draw unlabelled text (dates, amounts, counts).
var fillers = map[string]func(r *rand.Rand, c ctx) string{
	"date": func(r *rand.Rand, c ctx) string { return fmt.Sprintf("2026-%02d-%02d", 1+r.IntN(12), 1+r.IntN(28)) },
	"time": func(r *rand.Rand, c ctx) string { return fmt.Sprintf("%02d:%02d", 6+r.IntN(16), r.IntN(60)) },
	"n":    func(r *rand.Rand, c ctx) string { return fmt.Sprint(1 + r.IntN(40)) },
	"amt":  func(r *rand.Rand, c ctx) string { return fmt.Sprintf("%d.%02d", 10+r.IntN(4000), r.IntN(100)) },
	"dob": func(r *rand.Rand, c ctx) string {
		return fmt.Sprintf("%d-%02d-%02d", 1950+r.IntN(55), 1+r.IntN(12), 1+r.IntN(28))
	},
}

// byLang is m's list for the record's first language, else m[""].
func byLang(c ctx, m map[string][]string) []string {
	if xs, ok := m[strings.Split(c.lang, "+")[0]]; ok {
		return xs
	}
	return m[""]
}
