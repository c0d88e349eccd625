package main

import (
	"fmt"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// Decoys look like personal data or secrets but are not: public numbers,
// reserved ranges, published test values, identifiers of things.

var placeholderNames = map[string][]string{
	"us": {"John Doe", "Jane Doe", "John Q. Public", "Joe Bloggs"}, "gb": {"Joe Bloggs", "A. N. Other", "Fred Bloggs"},
	"de": {"Max Mustermann", "Erika Mustermann"}, "fr": {"Jean Dupont", "Marie Dupont"}, "es": {"Fulano de Tal", "Juan Pérez"},
	"it": {"Mario Rossi", "Tizio Caio"}, "br": {"Fulano de Tal", "Beltrano da Silva"}, "nl": {"Jan Modaal"},
	"pl": {"Jan Kowalski", "Anna Nowak"}, "ru": {"Иван Иванов", "Иван Иванович Иванов"}, "ua": {"Іван Петренко"},
	"cn": {"张三", "李四", "王五", "赵六"}, "jp": {"山田太郎", "山田 花子", "名無しの権兵衛"}, "kr": {"홍길동"},
	"vn": {"Nguyễn Văn A", "Trần Thị B"}, "se": {"Sven Svensson", "Medelsvensson"}, "cz": {"Jan Novák"},
	"tr": {"Ahmet Yılmaz"}, "id": {"Fulan bin Fulan"}, "ae": {"فلان الفلاني"}, "il": {"ישראל ישראלי"},
}

var publicFigures = []string{"Angela Merkel", "Emmanuel Macron", "Taylor Swift", "Lionel Messi", "Sundar Pichai",
	"Satya Nadella", "Jensen Huang", "黄仁勋", "马云", "姚明", "大谷翔平", "宮崎駿", "손흥민", "Ursula von der Leyen",
	"Greta Thunberg", "Barack Obama", "Linus Torvalds", "Guido van Rossum", "Ada Lovelace", "Alan Turing",
	"Marie Curie", "Лев Толстой", "村上春樹", "莫言", "周杰伦", "Recep Tayyip Erdoğan", "Narendra Modi", "Lula da Silva",
	"Pedro Sánchez", "Giorgia Meloni", "Olaf Scholz", "Sam Altman", "Dario Amodei", "Tim Cook", "鲁迅"}

var publicAddresses = []string{"1600 Pennsylvania Avenue NW, Washington, DC 20500", "10 Downing Street, London SW1A 2AA",
	"1 Apple Park Way, Cupertino, CA 95014", "1600 Amphitheatre Parkway, Mountain View, CA 94043",
	"Platz der Republik 1, 11011 Berlin", "55 Rue du Faubourg Saint-Honoré, 75008 Paris", "北京市东城区景山前街4号",
	"東京都千代田区千代田1-1", "One Microsoft Way, Redmond, WA 98052", "221B Baker Street, London NW1 6XE",
	"5 Avenue Anatole France, 75007 Paris", "350 Fifth Avenue, New York, NY 10118", "Piazza San Pietro, 00120 Città del Vaticano",
	"Красная площадь, 1, Москва, 109012", "서울특별시 종로구 사직로 161", "杭州市余杭区文一西路969号", "深圳市南山区科技中一路腾讯大厦",
	"Berliner Ring 2, 38440 Wolfsburg", "Paseo del Prado s/n, 28014 Madrid", "Museumstraat 1, 1071 XX Amsterdam",
	"Dam 1, 1012 JS Amsterdam", "Sultanahmet Meydanı, 34122 Fatih/İstanbul", "Rajpath, New Delhi 110004"}

var decoyKinds = []string{"placeholder_name", "public_figure", "public_address", "tollfree_number", "public_hotline",
	"fictional_phone", "doc_ip", "public_dns", "loopback_ip", "version_string", "order_number", "tracking_number",
	"ticket_id", "uuid", "hash_hex", "commit_sha", "test_card", "luhn_invalid_card", "example_aws_key", "example_aws_secret",
	"noreply_email", "example_email", "isbn", "timestamp", "invalid_iban", "invalid_cn_id", "invalid_cn_bank_card",
	"invalid_cn_mobile", "example_jwt", "placeholder_key", "published_ssn", "invalid_ssn", "doi", "arxiv_id",
	"container_digest", "placeholder_url", "tracking_url", "redacted_key_block", "public_key", "build_number", "mac_vendor_oui"}

// negFor lists the decoys that stand in for a PII type in a hard-negative record.
var negFor = map[string][]string{
	"EMAIL": {"noreply_email", "example_email"}, "PHONE": {"tollfree_number", "public_hotline", "fictional_phone"},
	"CREDIT_CARD": {"test_card", "luhn_invalid_card"}, "US_SSN": {"published_ssn", "invalid_ssn"},
	"IBAN": {"invalid_iban"}, "IP_ADDRESS": {"doc_ip", "public_dns", "loopback_ip"},
	"API_KEY": {"placeholder_key", "example_aws_secret", "hash_hex"}, "AWS_ACCESS_KEY": {"example_aws_key"},
	"JWT": {"example_jwt"}, "PRIVATE_KEY": {"redacted_key_block", "public_key"}, "CN_RESIDENT_ID": {"invalid_cn_id"},
	"CN_MOBILE": {"invalid_cn_mobile", "public_hotline"}, "CN_BANK_CARD": {"invalid_cn_bank_card"},
	"PERSON": {"placeholder_name"}, "STREET_ADDRESS": {"public_address"},
	"URL_WITH_TOKEN": {"placeholder_url", "tracking_url"},
}

func (g *gen) decoy(kind string, fl flags) string {
	r := g.r
	c := g.country2(fl)
	switch kind {
	case "placeholder_name":
		ns, ok := placeholderNames[c]
		if !ok {
			ns = placeholderNames["us"]
		}
		return pick(r, ns)
	case "public_figure":
		return pick(r, publicFigures)
	case "public_address":
		return pick(r, publicAddresses)
	case "tollfree_number":
		switch c {
		case "cn":
			return pattern(r, pick(r, []string{"400-###-####", "400 ### ####", "800-###-####"}))
		case "jp":
			return pattern(r, pick(r, []string{"0120-###-###", "0120-##-####", "0800-###-####"}))
		case "de", "gb", "fr", "nl":
			return pattern(r, pick(r, []string{"0800 ### ####", "0800 ######", "+49 800 #######", "0 800 ### ###"}))
		case "kr":
			return pattern(r, "080-###-####")
		}
		return pattern(r, pick(r, []string{"1-800-###-####", "(888) X##-####", "1-877-X##-####", "+1 866 X## ####", "800-X##-####"}))
	case "public_hotline":
		return pick(r, []string{"110", "119", "120", "112", "911", "999", "116 117", "12315", "12345", "95588", "10086", "10010",
			"95533", "+1 202-456-1111", "114", "1414", "0800 1110111", "3919", "15", "17", "18"})
	case "fictional_phone":
		if c == "gb" {
			return pattern(r, pick(r, []string{"07700 900###", "+44 7700 900###", "020 7946 0###"}))
		}
		return pattern(r, pick(r, []string{"555-01##", "(212) 555-01##", "+1 415 555 01##", "1-800-555-01##"}))
	case "doc_ip":
		return pick(r, []string{fmt.Sprintf("192.0.2.%d", r.IntN(255)), fmt.Sprintf("198.51.100.%d", r.IntN(255)),
			fmt.Sprintf("203.0.113.%d", r.IntN(255)), fmt.Sprintf("2001:db8::%x", r.IntN(0xffff)), fmt.Sprintf("2001:db8:%x:1::1", r.IntN(0xfff))})
	case "public_dns":
		return pick(r, []string{"8.8.8.8", "8.8.4.4", "1.1.1.1", "1.0.0.1", "9.9.9.9", "114.114.114.114", "223.5.5.5",
			"208.67.222.222", "2001:4860:4860::8888", "2606:4700:4700::1111", "119.29.29.29"})
	case "loopback_ip":
		return pick(r, []string{"127.0.0.1", "0.0.0.0", "::1", "127.0.1.1", "255.255.255.255"})
	case "version_string":
		return pick(r, []string{fmt.Sprintf("v%d.%d.%d", r.IntN(5), r.IntN(30), r.IntN(20)),
			fmt.Sprintf("%d.%d.%d.%d", 1+r.IntN(9), r.IntN(20), r.IntN(10), r.IntN(300)),
			fmt.Sprintf("10.0.2%d.%d", 2000+r.IntN(700), r.IntN(5000)), fmt.Sprintf("%d.%d.0-rc.%d", 1+r.IntN(3), r.IntN(40), 1+r.IntN(4)),
			fmt.Sprintf("%d.%d.%d+build.%d", r.IntN(4), r.IntN(12), r.IntN(9), r.IntN(9999))})
	case "order_number":
		return pick(r, []string{pattern(r, "###-#######-#######"), pattern(r, "#A-2026120#-#####"), pattern(r, "2026120####5#######"),
			pattern(r, "PO-2026-#####"), pattern(r, "ORD#########"), pattern(r, "#########")})
	case "tracking_number":
		return pick(r, []string{"1Z" + corpusgen.Chars(r, upperNum, 16), pattern(r, "JJD00#############"), pattern(r, "SF#############"),
			pattern(r, "YT###############"), pattern(r, "LX#########CN"), pattern(r, "#### #### #### #### ####")})
	case "ticket_id":
		return pick(r, []string{pattern(r, "INC00#####"), pick(r, []string{"PAY", "OPS", "INFRA", "ML"}) + pattern(r, "-####"),
			pattern(r, "#####"), pattern(r, "ZD-#######"), pattern(r, "CS-2026-######"), pattern(r, "GH-#####")})
	case "uuid":
		return corpusgen.Chars(r, hexLower, 8) + "-" + corpusgen.Chars(r, hexLower, 4) + "-4" + corpusgen.Chars(r, hexLower, 3) + "-" +
			pick(r, []string{"8", "9", "a", "b"}) + corpusgen.Chars(r, hexLower, 3) + "-" + corpusgen.Chars(r, hexLower, 12)
	case "hash_hex":
		return corpusgen.Chars(r, hexLower, pick(r, []int{32, 40, 64, 64}))
	case "commit_sha":
		return corpusgen.Chars(r, hexLower, pick(r, []int{7, 8, 12, 40}))
	case "test_card":
		return groupCard(r, pick(r, []string{"4242424242424242", "4111111111111111", "5555555555554444", "378282246310005",
			"4000056655665556", "5105105105105100", "6011111111111117", "4012888888881881", "371449635398431"}), fl)
	case "luhn_invalid_card":
		d := g.cardDigits()
		last := (int(d[len(d)-1]-'0') + 1 + r.IntN(8)) % 10
		return groupCard(r, d[:len(d)-1]+fmt.Sprint(last), fl)
	case "example_aws_key":
		return pick(r, []string{"AKIAIOSFODNN7EXAMPLE", "AKIAI44QH8DHBEXAMPLE", "ASIAIOSFODNN7EXAMPLE"})
	case "example_aws_secret":
		return pick(r, []string{"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"})
	case "noreply_email":
		return pick(r, []string{"noreply@github.com", "no-reply@accounts.google.com", "notifications@github.com",
			"no_reply@email.apple.com", "noreply@medium.com", "mailer-daemon@googlemail.com", "do-not-reply@amazon.com",
			"noreply@steampowered.com", "system@notice.alibaba.com", "noreply@jetbrains.com", "postmaster@localhost"})
	case "example_email":
		return pick(r, []string{"user", "alice", "bob", "test", "you", "name", "firstname.lastname", "foo"}) + "@" +
			pick(r, []string{"example.com", "example.org", "example.net", "test.example", "domain.invalid", "localhost"})
	case "isbn":
		s := "978" + pattern(r, "#########")
		sum := 0
		for i := 0; i < 12; i++ {
			w := 1
			if i%2 == 1 {
				w = 3
			}
			sum += int(s[i]-'0') * w
		}
		s += fmt.Sprint((10 - sum%10) % 10)
		return pick(r, []string{s, s[:3] + "-" + s[3:4] + "-" + s[4:8] + "-" + s[8:12] + "-" + s[12:]})
	case "timestamp":
		ms := 1790000000000 + r.Int64N(30000000000)
		return pick(r, []string{fmt.Sprint(ms), fmt.Sprint(ms / 1000), fmt.Sprintf("2026-%02d-%02dT%02d:%02d:%02d.%03dZ",
			1+r.IntN(12), 1+r.IntN(28), r.IntN(24), r.IntN(60), r.IntN(60), r.IntN(1000)), fmt.Sprint(ms * 1000000)})
	case "invalid_iban":
		raw := g.ibanRaw(g.ibanCountry(fl))
		for {
			bad := fmt.Sprintf("%s%02d%s", raw[:2], r.IntN(100), raw[4:])
			if !corpusgen.IBANValid(bad) {
				return formatIBAN(r, bad, fl)
			}
		}
	case "invalid_cn_id":
		s := g.cnID17()
		good := corpusgen.CNIDCheck(s)
		bad := "0123456789X"[r.IntN(11)]
		if bad == good {
			bad = "0123456789X"[(strings.IndexByte("0123456789X", good)+1)%11]
		}
		return s + string(bad)
	case "invalid_cn_bank_card":
		d := luhnComplete("62" + corpusgen.Chars(r, digits, 15))
		last := (int(d[len(d)-1]-'0') + 1 + r.IntN(8)) % 10
		return d[:len(d)-1] + fmt.Sprint(last)
	case "invalid_cn_mobile":
		return "1" + pick(r, []string{"0", "1", "2"}) + corpusgen.Chars(r, digits, 9) // 11 digits, no such network prefix
	case "example_jwt":
		return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
	case "placeholder_key":
		return pick(r, []string{"sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "YOUR_API_KEY", "<your-token-here>", "${OPENAI_API_KEY}",
			"sk-...", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "********", "REPLACE_ME", "{{ secrets.DEPLOY_TOKEN }}", "changeme",
			"sk_test_4eC39HqLyjWDarjtT1zdp7dc", "xoxb-your-bot-token"})
	case "published_ssn":
		return pick(r, []string{"078-05-1120", "219-09-9999", fmt.Sprintf("987-65-432%d", r.IntN(10)), "123-45-6789"})
	case "invalid_ssn":
		return pick(r, []string{pattern(r, "000-##-####"), pattern(r, "666-##-####"), pattern(r, "9##-##-####"), pattern(r, "###-00-####"), pattern(r, "###-##-0000")})
	case "doi":
		return pattern(r, pick(r, []string{"10.1038/s41586-02#-0####-#", "10.48550/arXiv.25##.#####", "10.1145/3#######.3######", "10.1016/j.cell.2026.0#.0##"}))
	case "arxiv_id":
		return pattern(r, pick(r, []string{"arXiv:25##.#####", "2###.#####v#", "arXiv:26##.#####v#"}))
	case "container_digest":
		return "sha256:" + corpusgen.Chars(r, hexLower, 64)
	case "placeholder_url":
		return pick(r, []string{"https://example.com/reset?token=YOUR_TOKEN", "https://api.example.com/v1/files?access_token=<token>",
			"https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX", "https://user:password@example.com/repo.git",
			"postgres://user:pass@localhost:5432/db", "https://example.org/callback#access_token=...&token_type=Bearer"})
	case "tracking_url":
		return "https://" + pick(r, []string{"www.zeit.de/wirtschaft/2026-11/", "news.ycombinator.com/item?id=4", "www.bbc.co.uk/news/articles/c",
			"mp.weixin.qq.com/s/", "www.lemonde.fr/pixels/article/2026/11/"}) + corpusgen.Chars(r, alnum, 10) +
			pick(r, []string{"?utm_source=newsletter&utm_medium=email&utm_campaign=dec26", "?ref=share&lang=de", "?from=timeline&isappinstalled=0", "?page=2&sort=new"})
	case "redacted_key_block":
		return pick(r, []string{"-----BEGIN RSA PRIVATE KEY-----\n[REDACTED]\n-----END RSA PRIVATE KEY-----",
			"-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----", "-----BEGIN OPENSSH PRIVATE KEY-----\n<contents of ~/.ssh/id_ed25519>\n-----END OPENSSH PRIVATE KEY-----"})
	case "public_key":
		if r.IntN(2) == 0 {
			return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + corpusgen.Chars(r, b64chars, 43)
		}
		return "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + corpusgen.Chars(r, b64chars, 28) + "\n" + corpusgen.Chars(r, b64chars, 56) + "==\n-----END PUBLIC KEY-----"
	case "build_number":
		return pattern(r, pick(r, []string{"#######", "2026.12.0#.####", "b########", "r#####"}))
	case "mac_vendor_oui":
		return pick(r, []string{"00:1A:2B", "3C:22:FB", "F4:F5:D8", "00-50-56"})
	}
	panic("unknown decoy kind " + kind)
}

func (g *gen) ibanCountry(fl flags) string {
	c := g.country2(fl)
	if _, ok := ibanSpecs[c]; ok {
		return c
	}
	return pick(g.r, []string{"de", "fr", "nl", "gb", "it", "es", "be"})
}
