package scrub

import (
	"strings"
	"testing"
	"unicode"

	"github.com/llmreplay/llmreplay/scrub/detect"
)

// scriptsOf lists the scripts of the letters of s.
func scriptsOf(s string) map[script]bool {
	m := map[script]bool{}
	for _, ru := range s {
		if unicode.IsLetter(ru) {
			m[scriptOf(ru)] = true
		}
	}
	return m
}

// A name is faked in its own script with its o200k_base token count (within
// one): a Latin fake for a Han, Cyrillic or Thai name has two to five times
// its tokens, or a fraction of them.
func TestPseudonymNamesKeepScriptAndTokens(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Pseudonym, Key: []byte("script-test-key")})
	tok := O200k()
	for _, v := range []string{
		"张伟", "欧阳娜娜", "诸葛亮亮", "李晓鹏", "阚翀", // Chinese, a rare character of several tokens last
		"Дарья Кузнецова", "СМИРНОВ ИВАН", "Ярослав", // Cyrillic, upper case, one word
		"Κωνσταντίνος Παπαδόπουλος", "محمد العتيبي", "דוד כהן",
		"अर्जुन शर्मा", "สมชาย ทองประเสริฐ", "김민준", "박 서연", "さとう はなこ", "タナカ タロウ",
		"María José Fernández", "O'Brien", "van der Berg",
	} {
		f := s.Replacement(detect.Person, v)
		if f == v {
			t.Errorf("%q kept as itself", v)
			continue
		}
		ws, fs := scriptsOf(v), scriptsOf(f)
		for sc := range fs {
			if !ws[sc] {
				t.Errorf("%q -> %q: the fake has letters of another script (%d)", v, f, sc)
			}
		}
		before, after := tok.Count(" "+v), tok.Count(" "+f)
		if d := after - before; d > 1 || d < -1 {
			t.Errorf("%q (%d tokens) -> %q (%d tokens)", v, before, f, after)
		}
		if again := s.Replacement(detect.Person, v); again != f {
			t.Errorf("%q: fake %q, then %q", v, f, again)
		}
	}
}

// A Chinese name's fake is a Chinese name: a surname the detectors know
// followed by Han given characters, as many as the original's.
func TestPseudonymChineseNameShape(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Pseudonym, Key: []byte("han-test-key")})
	sur := string(detect.ChineseSurnames())
	for _, v := range []string{"王芳", "刘建国", "陈思雨", "周杰"} {
		f := []rune(s.Replacement(detect.Person, v))
		if len(f) != len([]rune(v)) || !strings.ContainsRune(sur, f[0]) {
			t.Errorf("%q -> %q: want a known surname and %d given characters", v, string(f), len([]rune(v))-1)
		}
		for _, c := range f {
			if scriptOf(c) != scriptHan {
				t.Errorf("%q -> %q: %q is not Han", v, string(f), c)
			}
		}
	}
}

// E-mail addresses keep their token count: local parts that run several
// names together get names run together, a mailbox provider stays.
func TestPseudonymEmailTokens(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Pseudonym, Key: []byte("mail-test-key")})
	tok := O200k()
	exact := 0
	vs := []string{"luciaquintanilladelasheras@gmail.com", "harutosuzuki@gmail.com", "treadwelllatoya@gmail.com",
		"j.smith@acme-corp.com", "monterogoikoetxea.inma@outlook.com", "wei.zhang1987@qq.com", "ops_team@kleinfeld-logistik.de",
		"segolenemarchand@gmail.com", "benshushanortal@gmail.com", "o.kowalczyk@firma.pl"}
	for _, v := range vs {
		f := s.Replacement(detect.Email, v)
		if f == v || strings.Count(f, "@") != 1 {
			t.Errorf("%q -> %q", v, f)
			continue
		}
		if dom := v[strings.IndexByte(v, '@'):]; mailProviders[dom[1:]] && !strings.HasSuffix(f, dom) {
			t.Errorf("%q -> %q: the provider's domain changed", v, f)
		}
		before, after := tok.Count(" "+v), tok.Count(" "+f)
		if before == after {
			exact++
		} else if d := after - before; d > 1 || d < -1 {
			t.Errorf("%q (%d tokens) -> %q (%d tokens)", v, before, f, after)
		}
	}
	if exact < len(vs)-1 {
		t.Errorf("%d of %d fakes have their address's token count", exact, len(vs))
	}
}

// A lone name word gets a blend, not a listed name: a listed name alone is
// likely to be a real value of a later record.
func TestPseudonymLoneWordIsNotAListedName(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Pseudonym, Key: []byte("lone-test-key")})
	listed := map[string]bool{}
	for _, l := range scriptNames {
		for _, w := range append(append([]string{}, l[0]...), l[1]...) {
			listed[strings.ToLower(w)] = true
		}
	}
	p := namePools()
	for _, ws := range append(append([][]string{}, p.given...), p.surnames...) {
		for _, w := range ws {
			listed[w] = true
		}
	}
	for _, v := range []string{"Дмитрий", "Савчук", "Keisha", "Milagros", "Hoàng", "إبراهيم", "אפרת", "Νικολάου"} {
		if f := s.Replacement(detect.Person, v); listed[strings.ToLower(f)] {
			t.Errorf("%q -> %q, a listed name", v, f)
		}
	}
}

// Secrets and URLs keep percent escapes and hex digests as hex, and their
// token counts stay close.
func TestPseudonymURLKeepsEscapesAndHex(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Pseudonym, Key: []byte("url-test-key")})
	v := "https://bucket.s3.amazonaws.com/r.csv?X-Amz-Credential=AKIA4WLYFESSE5THH4WD%2F20260114%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Signature=f94e041956acd3b73539eef5b2b8d24c207ddd7b9e4de8ab377d3ac16481fb99"
	f := s.Replacement(detect.URLWithToken, v)
	if f == v || strings.Count(f, "%2F") != 4 {
		t.Fatalf("%q: escapes not kept", f)
	}
	sig := f[strings.LastIndexByte(f, '=')+1:]
	if len(sig) != 64 || strings.Trim(sig, "0123456789abcdef") != "" || sig == v[len(v)-64:] {
		t.Errorf("signature %q: want a new 64-digit hex string", sig)
	}
	tok := O200k()
	if b, a := tok.Count(v), tok.Count(f); a-b > b/20 || b-a > b/20 {
		t.Errorf("%d tokens -> %d", b, a)
	}
}

// A lone Chinese surname ("龚" of "龚先生") is faked by a rare surname,
// never by one of the common ones a later record may hold as a real name.
func TestPseudonymLoneHanSurnameIsRare(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Pseudonym, Key: []byte("lone-han-key")})
	sur := detect.ChineseSurnames()
	common := string(sur[:rareHanSurnameRank])
	for _, v := range []string{"龚", "殷", "王", "郝", "詹", "戴", "邵", "严"} {
		f := []rune(s.Replacement(detect.Person, v))
		if len(f) != 1 || strings.ContainsRune(common, f[0]) || !strings.ContainsRune(string(sur), f[0]) {
			t.Errorf("%q -> %q: want one rare surname", v, string(f))
		}
	}
}
