package detect

import (
	"strings"
	"testing"
)

func TestPEMBlock(t *testing.T) {
	t.Parallel()
	body := strings.Repeat("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCw/U5EQEqdbAthDwucA+9Tz4xnUl3eHyS\n", 4)
	for _, nl := range []string{"\n", `\n`} {
		key := "-----BEGIN RSA PRIVATE KEY-----" + nl + strings.ReplaceAll(body, "\n", nl) + "-----END RSA PRIVATE KEY-----"
		expectValue(t, "here:"+nl+key+nl+"thanks", key, PrivateKey)
	}
	// Placeholders and public keys are not secrets.
	expectNone(t, nil,
		"-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----",
		"-----BEGIN RSA PRIVATE KEY-----\n<your key here>\n-----END RSA PRIVATE KEY-----",
		"-----BEGIN PUBLIC KEY-----\n"+body+"-----END PUBLIC KEY-----")
}

func TestDetectorsNegatives(t *testing.T) {
	t.Parallel()
	// Look-alikes of the structured types; names and addresses aside.
	expectNone(t, func(ty Type) bool { return ty != Person && ty != StreetAddress },
		"Parcel ID 6507318551486907 and batch",     // fails Luhn
		"Test card 4242 4242 4242 4242 works",      // known test card
		"using card 4111 1111 1111 1111 with",      // known test card
		"The AWS docs use AKIAIOSFODNN7EXAMPLE in", // AWS example key
		"docs use wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in",
		"export OPENAI_API_KEY=sk-... but", // placeholder
		"示例 key 写的是 sk-1234567890abcdef，",  // placeholder
		"export OPENAI_API_KEY=sk-proj-XXXXXXXXXXXXXXXXXXXX`",
		"api_key = ${OPENAI_API_KEY}",
		"password: {{ secrets.DB_PASSWORD }}",
		"request 5aa6feb8-c9a2-47f3-8fe6-84b5da8e87db at 2024-05-17T02:13:30.930Z",
		"SDK 0.31.29 and v4.6.8 on build 20250904.1",
		"Chrome/104.0.5549.32 Safari",
		"Server binds to 0.0.0.0:8443 and 127.0.0.1",
		"My case number is 148-00-9912.",  // SSN group 00
		"case 931-89-7716.",               // SSN area 9xx
		"流水号 310115199212111204 对不上",      // resident ID bad checksum
		"批次号 310101196414113710 导入",       // resident ID bad date
		"工单编号 10327947009，",               // not a mobile prefix
		"support line 400-686-6656 never", // China service number
		"时间戳 1744682307240 转成",            // epoch ms
		"Snowflake ID 1805677376182888752 —",
		"订单号2024062549987688931，物流单号SF1775531969481",
		"md5 538db586c1a7e89a4168c6a1016838b8 differs",
		"digest sha256:f580c820ce58979ed60c6d9b17348c888e8684b29f60afd656efcd7609e9a62a",
		"git clone git@github.com:minor-kiss/scrub.git",
		"POST to https://hooks.slack.com/services/XXX/YYY/ZZZ.",
		"POST to https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=YOUR_KEY.",
		"POST to postgres://user:password@localhost:5432/db.",
		"Does https://docs.x.org/guide/pagination?page=8&sort=desc explain",
		"JWT header decodes from eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9. What",
		"max_tokens: 1024, token_type: Bearer",
		"wxpay 4200021453202409105071384871，",
		"Tracking number 1ZJKNXPF9840445777 shows",
		"12:30:45 and 10:00",
		"mac 00:1a:2b:3c:4d:5e",
	)
}

func TestValidators(t *testing.T) {
	t.Parallel()
	if !luhn([]byte("4539148803436467")) || luhn([]byte("4539148803436468")) {
		t.Error("luhn")
	}
	if LuhnDigit([]byte("453914880343646")) != '7' {
		t.Error("LuhnDigit")
	}
	if !residentIDOK([]byte("11010519491231002X")) || residentIDOK([]byte("110105194912310021")) {
		t.Error("resident ID checksum")
	}
	if residentIDOK([]byte("110105194902300026")) { // 30 February
		t.Error("resident ID date")
	}
	if residentIDOK([]byte("99010519491231002X")) {
		t.Error("resident ID province")
	}
	if !ibanMod97([]byte("GB82WEST12345698765432")) || ibanMod97([]byte("GB83WEST12345698765432")) {
		t.Error("iban mod 97")
	}
	if c := IBANCheck("GB", []byte("WEST12345698765432")); string(c[:]) != "82" {
		t.Errorf("IBANCheck = %s", c[:])
	}
	for _, bad := range []string{"000123456", "666123456", "900123456", "123004567", "123450000"} {
		if ssnOK([]byte(bad)) {
			t.Errorf("ssn %s accepted", bad)
		}
	}
	if !ssnOK([]byte("491138793")) {
		t.Error("valid ssn refused")
	}
}

func TestAllowListAndDisable(t *testing.T) {
	t.Parallel()
	d := New(Options{Allow: []string{"jane@corp.io"}, Disable: []Type{IPAddress}})
	fs := d.Find("jane@corp.io from 8.8.4.4 and bob@corp.io", nil)
	if len(fs) != 1 || fs[0].Type != Email {
		t.Fatalf("got %v", fs)
	}
}

func FuzzFind(f *testing.F) {
	for _, s := range []string{"jane@x.io 4539 1488 0343 6467", "手机13812345678", "sk-ant-abc", "-----BEGIN PRIVATE KEY-----\nabc", "a:b::c", "+86 (", "GB82 WEST",
		"josé.garcía@correo.es", "王伟@163.com", "邮箱a@qq.com", "q?e=a%40b.io", "%40%40x@@y.co", "ｍａｉ．ｋ＠ｑｑ．ｃｏｍ＠", "＠ｘ．ｉｏ",
		"شارع ا، مبنى 1، ج", "، مبنى 12", "Am Markt 4, D-1", "No. 1, 4th A Road", "Pune - 4110", "ssn 123-45-6789, x 9", "080-0", "(12 34 56 78)", "3 1234567",
		"x\\n5 Elm Rd\\n", "utca 8. 2/", "No:9 Kat:", "Flat 2, 4 Hill Road", "Calle A 4, 3º", "'Ola gate 1", "로 7 3동 1",
		"南市区1号", "県市町1", "町5-3 3号", "Ab 9 lok. 2, ", "\n7 A ST", ", 9 MILL LANE\\",
		"बाड़ी 5, ", "1/2 नगर", "৫ বাড়ি 7, রোড", "เลขที่ 9 ซอย 1", "1/ ถนน", "5 หมู่ 12345",
		"\nADR:;;1;", "ADR;:;;", "Am Xpark 1", "ở 5 A B", "1-2-3, Jalan", "1 adres",
		`\n81.17.44.203`, `\tDE72`, `\n2a02::1`, `x\t`,
		"主管王", "@王", "尊敬的欧阳", "司机李建华绕", "  王磊  ", `\n王`, "ORG:정", "→나", "山崎製パ", "नाम: अ", "মেরা নাম ", "ลูกค้า: ส", "معك م", "שמי ד",
		"Owner: Ann Lee &", "To: Ann Lee (", "To: Ann Lee（Shiba", "Ann Lee Co.", "Ann Lee  Ltd", "x upon Ann Lee", "Ann Lee　株",
		"– 0712 345 678", "x – 9", "090(1234)5678", "0(1", "sa (02) 8", "número, 5", "numéro d'", "· 050 1",
		"PS C:", "PS C:\\", "--- Ann", "\n--- Ann Lee --", "client : euh", "client : euh\nclient :", "HONG KONG", "豆豆（Toy",
		"1-2 A, B-ku", "-ku", "1-2-3 A, B-ku, C 123-4567", "\\n1-2-3 A B, C-shi, D", "9-9-9 A, -ku,",
		// Name parts, bracketed endings, two-language labels, elided
		// articles, role titles, callers and speech speakers (this round).
		"Vorname(n): A", "(n):", "x(s) :", "Surname / 姓: ", " / : ", "Nom d'usage : d'", "d': ", "'': x", "Nom : Lé –",
		"Coach ", "Rev. ap ", "Frau zur ", "it's uh uh ", "uh from ", "su nombre?\ncliente: sí, eh, a b,", "nom?\n: ",
		"A, B\tx\nC D\t", "Anatole : a b c ?\nB : d e f\nAnatole : g h i\n", `{"name":{"first":"A","last":"B"},"x":"y"}`} {
		f.Add(s)
	}
	for _, s := range fuzzSeedsEscapes { // escapes_test.go
		f.Add(s)
	}
	for _, s := range fuzzSeedsNumberSlots { // ip_forms_test.go
		f.Add(s)
	}
	d := New(Options{})
	f.Fuzz(func(t *testing.T, s string) {
		fs := d.Find(s, nil)
		prev := 0
		for _, x := range fs {
			if x.Start < prev || x.End <= x.Start || x.End > len(s) {
				t.Fatalf("bad span %+v in %q", x, s)
			}
			prev = x.End
		}
	})
}

func TestSecretFieldAndValue(t *testing.T) {
	t.Parallel()
	fields := []struct {
		name         string
		secret, pass bool
	}{
		{"api_key", true, false}, {"apiKey", true, false}, {"API-KEY", true, false}, {"client_secret", true, false},
		{"access_token", true, false}, {"refreshToken", true, false}, {"private_key", true, false}, {"X-Service-Token", true, false},
		{"session_id", false, false}, {"prompt_cache_key", false, false}, {"idempotency_key", false, false}, {"x-session-token", true, false}, {"x-auth", true, false}, {"key", true, false}, {"credentials", true, false},
		{"password", true, true}, {"db_passwd", true, true}, {"pwd", true, true}, {"Authorization", true, true},
		{"max_tokens", false, false}, {"token_type", false, false}, {"x-ratelimit-remaining-tokens", false, false},
		{"author", false, false}, {"signature", false, false}, {"public_key", false, false}, {"key_id", false, false},
		{"token_url", false, false}, {"password_hint", false, false}, {"content", false, false}, {"monkey_business", false, false},
	}
	for _, c := range fields {
		if s, p := SecretField(c.name); s != c.secret || p != c.pass {
			t.Errorf("SecretField(%q) = %v, %v; want %v, %v", c.name, s, p, c.secret, c.pass)
		}
	}
	values := []struct {
		v          string
		pass, want bool
	}{
		{"Zq8Rm2Kx7VbN4Lp9Wt3Yh6Gd1Fs5Jc0QaEuIoTyRe", false, true}, {"5f4dcc3b5aa765d61d8327deb882cf99", false, true},
		{"hunter2", true, true}, {"x", true, true}, {"  ", true, false},
		{"Hello", false, false}, {"temperature", false, false}, {"conversation_history", false, false},
		{"sk-xxxxxxxxxxxxxxxxxxxx", false, false}, {"https://auth.x.io/oauth2/token", false, false},
		{"Bearer abc 123 def 456 ghi", false, false}, {"aaaaaaaa11111111", false, false},
	}
	for _, c := range values {
		if got := SecretValue(c.v, c.pass); got != c.want {
			t.Errorf("SecretValue(%q, %v) = %v, want %v", c.v, c.pass, got, c.want)
		}
	}
}

// A JSON body pasted as text has its escaped line breaks decoded for the
// line passes; the pieces of its objects cut at those breaks are no
// table. Read as one, the field name after a PEM block
// ("public_key_fingerprint_sha256") was taken for a secret under a key
// column. A real CSV under a secret column is still read.
func TestJSONLinesAreNoTable(t *testing.T) {
	t.Parallel()
	d := New(Options{})
	body := "The state file holds this, how do I drop it from git history?\n" +
		`{"resources":[{"type":"tls_private_key","instances":[{"attributes":{"private_key_pem":"-----BEGIN EC PRIVATE KEY-----\nAbCdEfGh1234IjKlMnOp5678QrStUvWx90YzAbCd\nAbCdEfGh1234IjKlMnOp5678QrStUvWx90YzAbCdE\nAbCdEfGh1234IjKlMnOp5678QrStUvWx90YzAbCdEf\nAbCdEfGh1234IjKlMnOp5678QrStUvWx90YzAbCdEfG\n-----END EC PRIVATE KEY-----","public_key_fingerprint_sha256":"sha256:4f1c2b9d07e3aa"}}]}]}`
	var got []string
	for _, f := range d.Find(body, nil) {
		got = append(got, string(f.Type)+" "+body[f.Start:f.End])
	}
	if len(got) != 1 || !strings.HasPrefix(got[0], "PRIVATE_KEY -----BEGIN EC PRIVATE KEY-----") {
		t.Errorf("JSON body: found %q, want the private key alone", got)
	}
	csv := "host,api_key\nweb-1,Zx9Qp2Lm7Rt4Vn8Kc3Hs6Jd1\n"
	fs := d.Find(csv, nil)
	if len(fs) != 1 || csv[fs[0].Start:fs[0].End] != "Zx9Qp2Lm7Rt4Vn8Kc3Hs6Jd1" {
		t.Errorf("CSV under api_key: found %v, want the key", fs)
	}
}
