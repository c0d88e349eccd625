package scrub

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/detect"
)

// ascii reads a value written with full-width forms or another script's
// digits as ASCII.
func ascii(v string) string {
	var b strings.Builder
	for _, ru := range v {
		if c, ok := foldWide(ru); ok {
			b.WriteByte(c)
		} else {
			b.WriteRune(ru)
		}
	}
	return b.String()
}

// Numbers written in full-width digits (Japanese and Chinese forms) or in
// Arabic-Indic and Persian digits are faked like ASCII ones, in their own
// digits: they used to come out as themselves (no ASCII digit to change,
// and all of them normalised to "", so each fake was "a real value").
func TestPseudonymOtherScriptDigits(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Pseudonym, Key: []byte("wide-digits-key")})
	for _, c := range []struct {
		t    detect.Type
		v    string
		keep string // prefix the fake keeps
	}{
		{detect.Phone, "＋４４ ７７００ ９００１２３", "＋４４ "},
		{detect.Phone, "０４５－６７８－９０１２", ""},
		{detect.Phone, "（０６） ４４１７－２２０８", "（"},
		{detect.Phone, "+８１ (０)７５－８８２－３０１４", "+８１ "},
		{detect.Phone, "٠٩١ ٢٣٤ ٥٦٧٨", ""},
		{detect.Phone, "۰۹۱۲ ۳۴۵ ۶۷۸۹", ""},
		{detect.CNMobile, "１３７－２２４６－８８１０", "１３"},
		{detect.CNMobile, "＋８６ １５９ ０２７１ ３３６４", "＋８６ １５"},
		{detect.CNResidentID, "４４０３０５１９８８０６１７２５１６", ""},
		{detect.CreditCard, "４９１６ ３３８２ ０１７５ ４４２９", "４９"},
		{detect.IPAddress, "１７２．２０．１４．９", ""},
	} {
		f := s.Replacement(c.t, c.v)
		if f == c.v || ascii(f) == ascii(c.v) {
			t.Errorf("%s %q -> %q: the value itself", c.t, c.v, f)
			continue
		}
		if !strings.HasPrefix(f, c.keep) {
			t.Errorf("%s %q -> %q: want the prefix %q kept", c.t, c.v, f, c.keep)
		}
		// The fake is written in the value's characters, rune for rune.
		fr, vr := []rune(f), []rune(c.v)
		if len(fr) != len(vr) || len(f) != len(c.v) {
			t.Errorf("%s %q -> %q: another length", c.t, c.v, f)
			continue
		}
		for i := range vr {
			zv, dv := digitZero(vr[i])
			zf, df := digitZero(fr[i])
			if dv != df || zv != zf || !dv && (vr[i] < utf8.RuneSelf) != (fr[i] < utf8.RuneSelf) {
				t.Errorf("%s %q -> %q: character %d %q became %q", c.t, c.v, f, i, vr[i], fr[i])
			}
		}
		if again := s.Replacement(c.t, c.v); again != f {
			t.Errorf("%s %q: fake %q, then %q", c.t, c.v, f, again)
		}
		a := ascii(f)
		switch c.t {
		case detect.CreditCard:
			d := []byte(normalise(c.t, a))
			if detect.LuhnDigit(d[:len(d)-1]) != d[len(d)-1] {
				t.Errorf("%q -> %q: check digit not recomputed", c.v, f)
			}
		case detect.CNResidentID:
			d := []byte(normalise(c.t, a))
			if detect.ResidentIDCheck(d[:17]) != d[17] {
				t.Errorf("%q -> %q: check digit not recomputed", c.v, f)
			}
		}
	}
	// A value in full-width digits is the same number as in ASCII ones.
	if a, b := normalise(detect.Phone, "０４５－６７８－９０１２"), normalise(detect.Phone, "045-678-9012"); a != b || a == "" {
		t.Errorf("normalised %q and %q", a, b)
	}
	// Two such numbers are two values: their fakes differ.
	if a, b := s.Replacement(detect.Phone, "０９０－１１１１－２２２２"), s.Replacement(detect.Phone, "０９０－３３３３－４４４４"); a == b {
		t.Errorf("two numbers share the fake %q", a)
	}
}

// The house numbers of an address in full-width digits are redrawn as
// ASCII ones are.
func TestPseudonymAddressOtherScriptDigits(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Pseudonym, Key: []byte("wide-address-key")})
	v := "江苏省苏州市姑苏区干将西路８４７号１６栋３０２室"
	f := s.Replacement(detect.StreetAddress, v)
	for _, n := range []string{"８４７号", "１６栋", "３０２室"} {
		if strings.Contains(f, n) {
			t.Errorf("%q -> %q: %q kept", v, f, n)
		}
	}
	if utf8.RuneCountInString(f) != utf8.RuneCountInString(v) || !strings.HasSuffix(f, "室") {
		t.Errorf("%q -> %q: another shape", v, f)
	}
}

// A URL whose host is an IP address keeps its host name's place but not
// the address: the address gets the fake it gets standing alone, as mask
// mode removes it with the URL.
func TestPseudonymURLAddressHost(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Pseudonym, Key: []byte("url-ip-key")})
	for _, c := range []struct{ url, ip string }{
		{"postgresql://report:Quill7Marsh2@198.51.100.23:5432/sales?sslmode=require", "198.51.100.23"},
		{"mysql://root:Pepper_4419x@10.4.0.7/app", "10.4.0.7"},
		{"https://svc:Kq81zzTp@[2001:db8:4::1a]:8443/api?token=5f0c2a", "2001:db8:4::1a"},
	} {
		f := s.Replacement(detect.URLWithToken, c.url)
		if strings.Contains(f, c.ip) {
			t.Errorf("%q -> %q: address kept", c.url, f)
		}
		if ip := s.Replacement(detect.IPAddress, c.ip); !strings.Contains(f, "@"+ip) && !strings.Contains(f, "@["+ip+"]") {
			t.Errorf("%q -> %q: want the address's own fake %q", c.url, f, ip)
		}
		if len(f) != len(c.url) {
			t.Errorf("%q -> %q: another length", c.url, f)
		}
	}
	// A host name stays.
	u := "https://deploy:Xv93kLm2q@build.example.org:8080/hook"
	if f := s.Replacement(detect.URLWithToken, u); !strings.Contains(f, "@build.example.org:8080/") {
		t.Errorf("%q -> %q: host name changed", u, f)
	}
}
