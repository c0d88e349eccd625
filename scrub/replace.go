package scrub

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"math/rand/v2"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/detect"
)

// Mode chooses what replaces a finding.
type Mode int

const (
	// Mask replaces each finding with a typed placeholder: <EMAIL>.
	Mask Mode = iota
	// Pseudonym replaces each value with a keyed, consistent fake of the
	// same shape and length (check digits recomputed).
	Pseudonym
	// Synthesize replaces all conversation text with generated text of the
	// same token length that keeps shared prefixes shared; other strings
	// are pseudonymised.
	Synthesize
)

func (m Mode) String() string {
	switch m {
	case Pseudonym:
		return "pseudonym"
	case Synthesize:
		return "synthesize"
	}
	return "mask"
}

// ParseMode reads a mode name.
func ParseMode(s string) (Mode, bool) {
	switch s {
	case "mask":
		return Mask, true
	case "pseudonym":
		return Pseudonym, true
	case "synthesize", "synth":
		return Synthesize, true
	}
	return Mask, false
}

// maskFor is the placeholder of a type.
func maskFor(t detect.Type) string { return "<" + string(t) + ">" }

// normalise makes equal values that differ only in presentation (spaces
// and dashes in numbers, case in e-mail addresses) map to one pseudonym.
func normalise(t detect.Type, v string) string {
	switch t {
	case detect.Email:
		return strings.ToLower(v)
	case detect.Phone, detect.CNMobile, detect.CreditCard, detect.CNBankCard, detect.USSSN, detect.CNResidentID, detect.IBAN:
		var b strings.Builder
		for i := 0; i < len(v); i++ {
			c := v[i]
			if c >= utf8.RuneSelf {
				// Digits of other scripts ("０９０", "٠٥٧") and full-width
				// letters are the same number: fold them, or every such
				// value would normalise to "" (one seed, and the fakes of
				// one clash with the others as "real").
				ru, n := utf8.DecodeRuneInString(v[i:])
				if a, ok := foldWide(ru); ok {
					c = a
				}
				i += n - 1
			}
			if (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') {
				b.WriteByte(c)
			} else if c >= 'a' && c <= 'z' {
				b.WriteByte(c - 32)
			}
		}
		return b.String()
	}
	return v
}

func (f *faker) rng(t detect.Type, v string) *rand.Rand {
	m := hmac.New(sha256.New, f.key)
	m.Write([]byte(t))
	m.Write([]byte{0})
	m.Write([]byte(normalise(t, v)))
	var seed [32]byte
	copy(seed[:], m.Sum(nil))
	return rand.New(rand.NewChaCha8(seed))
}

const (
	lowers = "abcdefghijklmnopqrstuvwxyz"
	uppers = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digits = "0123456789"
)

// Characters for Chinese fakes: common surnames and given-name characters.
var (
	fakeSurnames = []rune("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗")
	fakeGiven    = []rune("伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红建文辉林海鹏飞宇浩然思雨晨阳欣怡佳琪子涵梓轩")
	fakeHan      = []rune("的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经")
)

// Two-byte replacement letters, lower and upper case.
var (
	fakeLatin2    = [2][]rune{[]rune("àáâäçèéêëìíîïñòóôöùúûü"), []rune("ÀÁÂÄÇÈÉÊËÌÍÎÏÑÒÓÔÖÙÚÛÜ")}
	fakeCyrillic2 = [2][]rune{[]rune("абвгдежзиклмнопрстуфхэюя"), []rune("АБВГДЕЖЗИКЛМНОПРСТУФХЭЮЯ")}
)

// fakeLetter returns a random letter of n UTF-8 bytes for the letter ru:
// of the same script and case for Cyrillic, accented Latin for the other
// two-byte scripts, Han for three-byte ones (kana, Hangul).
func fakeLetter(r *rand.Rand, ru rune, n int) rune {
	if n == 3 {
		return fakeGiven[r.IntN(len(fakeGiven))]
	}
	t := fakeLatin2
	if unicode.Is(unicode.Cyrillic, ru) {
		t = fakeCyrillic2
	}
	c := 0
	if unicode.IsUpper(ru) {
		c = 1
	}
	return t[c][r.IntN(len(t[c]))]
}

// digitZero returns the zero of the script of the decimal digit ru
// outside ASCII ('０' for '７', '٠' for '٥').
func digitZero(ru rune) (rune, bool) {
	if ru < utf8.RuneSelf || !unicode.IsDigit(ru) {
		return 0, false
	}
	start := ru // Unicode's decimal digits come in runs of ten from zero
	for unicode.IsDigit(start - 1) {
		start--
	}
	return ru - (ru-start)%10, true
}

// foldWide returns the ASCII character a digit of another script or a
// full-width form (U+FF01..U+FF5E) stands for.
func foldWide(ru rune) (byte, bool) {
	if ru >= 0xFF01 && ru <= 0xFF5E {
		return byte(ru - 0xFEE0), true
	}
	if z, ok := digitZero(ru); ok {
		return byte('0' + ru - z), true
	}
	return 0, false
}

// fakeFolded fakes a value written with digits of another script or
// full-width forms ("０９０－１２３４－５６７８", "٠٥٧ ٦١٤ ٠٤٩٩") as its ASCII
// reading, so the type's rules (kept prefixes, check digits) apply, and
// writes the fake back in the value's characters. ok is false for a value
// with none of them.
func (f *faker) fakeFolded(r *rand.Rand, t detect.Type, v string) (string, bool) {
	var a []byte
	for i := 0; i < len(v); {
		ru, n := utf8.DecodeRuneInString(v[i:])
		if c, ok := foldWide(ru); ok {
			if a == nil {
				a = append(make([]byte, 0, len(v)), v[:i]...)
			}
			a = append(a, c)
		} else if a != nil {
			a = append(a, v[i:i+n]...)
		}
		i += n
	}
	if a == nil {
		return "", false
	}
	fa := f.fakeValue(r, t, string(a))
	if utf8.RuneCountInString(fa) != utf8.RuneCountInString(v) {
		return fa, true // another shape: ASCII is still a fake
	}
	out := make([]byte, 0, len(v))
	i := 0
	for _, c := range fa {
		ru, n := utf8.DecodeRuneInString(v[i:])
		i += n
		switch z, digit := digitZero(ru); {
		case digit && c >= '0' && c <= '9':
			c = z + c - '0'
		case ru >= 0xFF01 && ru <= 0xFF5E && c > ' ' && c < 0x7F:
			c += 0xFEE0
		}
		out = utf8.AppendRune(out, c)
	}
	return string(out), true
}

// shape replaces letters and digits with random ones of the same class,
// Han characters with Han characters, other letters with letters of the
// same UTF-8 length (see fakeLetter), and keeps everything else.
func shape(r *rand.Rand, v string, keep int) []byte {
	out := make([]byte, 0, len(v))
	out = append(out, v[:keep]...)
	for i := keep; i < len(v); {
		c := v[i]
		switch {
		case c >= 'a' && c <= 'z':
			out = append(out, lowers[r.IntN(26)])
		case c >= 'A' && c <= 'Z':
			out = append(out, uppers[r.IntN(26)])
		case c >= '0' && c <= '9':
			out = append(out, digits[r.IntN(10)])
		case c >= utf8.RuneSelf:
			ru, n := utf8.DecodeRuneInString(v[i:])
			switch z, digit := digitZero(ru); {
			case digit:
				out = utf8.AppendRune(out, z+rune(r.IntN(10))) // "７" -> "３", "٥" -> "٢"
			case ru >= 0x4E00 && ru <= 0x9FFF:
				out = utf8.AppendRune(out, fakeGiven[r.IntN(len(fakeGiven))])
			case unicode.IsLetter(ru) && (n == 2 || n == 3):
				// Other letters ("josé", "иван" in an address) are part of
				// the value too. A letter of the same UTF-8 length replaces
				// each, so byte offsets into v stay valid in the fake.
				out = utf8.AppendRune(out, fakeLetter(r, ru, n))
			default:
				out = append(out, v[i:i+n]...)
			}
			i += n
			continue
		default:
			out = append(out, c)
		}
		i++
	}
	return out
}

// digitPositions lists the byte offsets of the digits of b.
func digitPositions(b []byte) []int {
	var p []int
	for i, c := range b {
		if c >= '0' && c <= '9' {
			p = append(p, i)
		}
	}
	return p
}

// fakeValue draws a fake of v from r: same length and shape, valid where
// the type has a checksum.
func (f *faker) fakeValue(r *rand.Rand, t detect.Type, v string) string {
	if fv, ok := f.fakeFolded(r, t, v); ok {
		return fv
	}
	switch t {
	case detect.CreditCard, detect.CNBankCard:
		b := shape(r, v, 0)
		p := digitPositions(b)
		// Keep the issuer's first two digits so the card type survives.
		src := digitPositions([]byte(v))
		for k := 0; k < 2 && k < len(p); k++ {
			b[p[k]] = v[src[k]]
		}
		setCheck(b, p, func(d []byte) byte { return detect.LuhnDigit(d) })
		return string(b)
	case detect.CNResidentID:
		b := shape(r, v, 0)
		p := digitPositions(b)
		if len(p) < 17 {
			return string(b)
		}
		prov := []string{"11", "31", "32", "33", "44", "51", "42", "37"}[r.IntN(8)]
		y := 1950 + r.IntN(55)
		date := []byte{byte('0' + y/1000), byte('0' + y/100%10), byte('0' + y/10%10), byte('0' + y%10),
			byte('0' + (1+r.IntN(12))/10), 0, byte('0' + (1+r.IntN(28))/10), 0}
		mo := 1 + r.IntN(12)
		dd := 1 + r.IntN(28)
		date[4], date[5] = byte('0'+mo/10), byte('0'+mo%10)
		date[6], date[7] = byte('0'+dd/10), byte('0'+dd%10)
		set := func(k int, c byte) { b[p[k]] = c }
		set(0, prov[0])
		set(1, prov[1])
		for k := 0; k < 8; k++ {
			set(6+k, date[k])
		}
		d17 := make([]byte, 17)
		for k := 0; k < 17; k++ {
			d17[k] = b[p[k]]
		}
		chk := detect.ResidentIDCheck(d17)
		// The check character is the last alphanumeric (a digit or X).
		last := len(b) - 1
		for last > 0 && !isHexByte(b[last]) && !(b[last] >= 'A' && b[last] <= 'Z') && !(b[last] >= 'a' && b[last] <= 'z') {
			last--
		}
		if chk == 'X' && v[last] == 'x' {
			chk = 'x'
		}
		b[last] = chk
		return string(b)
	case detect.IBAN:
		b := shape(r, v, 2)
		// BBAN: the characters after the check digits, spaces removed.
		var bban []byte
		var pos []int
		for i := 4; i < len(b); i++ {
			if b[i] != ' ' {
				bban = append(bban, b[i])
				pos = append(pos, i)
			}
		}
		_ = pos
		chk := detect.IBANCheck(v[:2], bban)
		b[2], b[3] = chk[0], chk[1]
		return string(b)
	case detect.USSSN:
		b := shape(r, v, 0)
		p := digitPositions(b)
		if len(p) == 9 {
			area := 1 + r.IntN(665)
			if area == 666 {
				area = 667
			}
			grp := 1 + r.IntN(99)
			ser := 1 + r.IntN(9999)
			ds := []int{area / 100, area / 10 % 10, area % 10, grp / 10, grp % 10, ser / 1000, ser / 100 % 10, ser / 10 % 10, ser % 10}
			for k, d := range ds {
				b[p[k]] = byte('0' + d)
			}
		}
		return string(b)
	case detect.CNMobile:
		b := shape(r, v, 0)
		p := digitPositions(b)
		src := digitPositions([]byte(v))
		// Keep the country prefix (86/0086) and the "1x" carrier prefix.
		keep := len(p) - 9
		for k := 0; k < keep && k < len(p); k++ {
			b[p[k]] = v[src[k]]
		}
		return string(b)
	case detect.Phone:
		b := shape(r, v, 0)
		p := digitPositions(b)
		src := digitPositions([]byte(v))
		keep := 1
		if strings.HasPrefix(v, "+") || strings.HasPrefix(v, "00") {
			keep = 3
		}
		for k := 0; k < keep && k < len(p); k++ {
			b[p[k]] = v[src[k]]
		}
		if len(p) >= 10 && !strings.HasPrefix(v, "+") && b[p[0]] < '2' {
			b[p[0]] = '2' + byte(r.IntN(8))
		}
		return string(b)
	case detect.IPAddress:
		if strings.IndexByte(v, ':') >= 0 {
			b := []byte(v)
			for i, c := range b {
				if isHexByte(c) {
					b[i] = "0123456789abcdef"[r.IntN(16)]
				}
			}
			return string(b)
		}
		parts := strings.Split(v, ".")
		for k, p := range parts {
			var n int
			switch len(p) {
			case 1:
				n = 1 + r.IntN(9)
			case 2:
				n = 10 + r.IntN(90)
			default:
				n = 100 + r.IntN(124) // 100..223: never 127, multicast or broadcast
			}
			parts[k] = itoa(n)
		}
		return strings.Join(parts, ".")
	case detect.Email:
		at, n := strings.LastIndexByte(v, '@'), 1
		if at < 0 {
			// Percent-encoded in a URL: keep "%40" as it is, or its digits
			// would be randomised into another character.
			at, n = strings.LastIndex(v, "%40"), 3
		}
		dot := strings.LastIndexByte(v, '.')
		if at < 0 || dot < at {
			return string(shape(r, v, 0))
		}
		// Keep the top-level domain: it says little and keeps the shape.
		return string(shape(r, v[:at], 0)) + v[at:at+n] + string(shape(r, v[at+n:dot], 0)) + v[dot:]
	case detect.APIKey, detect.AWSAccessKey, detect.JWT, detect.PrivateKey, detect.URLWithToken:
		return f.fakeSecret(r, t, v)
	}
	return string(shape(r, v, 0))
}

func isHexByte(c byte) bool {
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

// setCheck recomputes the last digit of b (positions p) with check.
func setCheck(b []byte, p []int, check func([]byte) byte) {
	if len(p) < 2 {
		return
	}
	d := make([]byte, len(p)-1)
	for k := 0; k < len(p)-1; k++ {
		d[k] = b[p[k]]
	}
	b[p[len(p)-1]] = check(d)
}

// secretPrefixes are kept so a fake still says what kind of key it was.
var secretPrefixes = []string{"sk-ant-api03-", "sk-ant-", "sk-proj-", "sk-svcacct-", "sk_live_", "sk_test_", "rk_live_", "rk_test_",
	"sk-", "github_pat_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "glpat-", "xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxs-", "xoxe-", "xapp-",
	"AIza", "AKIA", "ASIA", "AROA", "AIDA", "AGPA", "LTAI", "whsec_", "hf_", "npm_", "eyJ"}

// fakeSecret keeps the vendor prefix, writes FAKE right after it (a fake
// must be obviously fake to anyone reading the file) and randomises the
// rest with the same character classes; structure (dots, dashes, PEM
// armour lines, URL punctuation) is kept.
func (f *faker) fakeSecret(r *rand.Rand, t detect.Type, v string) string {
	keep := 0
	switch t {
	case detect.PrivateKey:
		// Keep the BEGIN line.
		if k := strings.IndexByte(v, '\n'); k > 0 {
			keep = k + 1
		} else if k := strings.Index(v, `\n`); k > 0 {
			keep = k + 2
		}
	case detect.URLWithToken:
		if k := strings.Index(v, "://"); k > 0 {
			keep = k + 3
		}
	default:
		for _, p := range secretPrefixes {
			if strings.HasPrefix(v, p) {
				keep = len(p)
				break
			}
		}
	}
	b := f.shapeCounted(r, v, keep)
	if t == detect.PrivateKey {
		// Restore the END line.
		if k := strings.LastIndex(v, "-----END "); k > keep {
			copy(b[k:], v[k:])
		}
		// Also keep escaped line breaks ("\n" inside JSON-encoded text).
		for i := keep; i+1 < len(v); i++ {
			if v[i] == '\\' && (v[i+1] == 'n' || v[i+1] == 'r') {
				b[i], b[i+1] = v[i], v[i+1]
			}
		}
	}
	// Stamp FAKE over the first four alphanumerics after the prefix.
	stamp := "FAKE"
	n := 0
	for i := keep; i < len(b) && n < len(stamp); i++ {
		c := b[i]
		if (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') {
			b[i] = stamp[n]
			n++
		}
	}
	return string(b)
}

// ---- synthesize

// synthState is the running hash chain over a text's units: the output
// for a unit depends on the key and every unit before it, so equal
// prefixes produce equal outputs and different prefixes diverge.
type synthState [32]byte

func newSynthState(key []byte) synthState {
	m := hmac.New(sha256.New, key)
	m.Write([]byte("llmreplay synthesize v1"))
	var s synthState
	copy(s[:], m.Sum(nil))
	return s
}

// Syllables of generated words: at most three letters, so no generated
// word can equal an original word of four or more letters.
var syllables = strings.Fields(`ba be bi bo bu da de di do du fa fe fi fo fu ga ge go gu ka ke ki ko ku la le li lo lu
ma me mi mo mu na ne ni no nu pa pe pi po pu ra re ri ro ru sa se si so su ta te ti to tu va ve vo za ze zo
bam ben bix dor fen gal kip lor mun nax pim rul sev tob vik zan wox yel hup jat`)

// synthesize replaces text unit by unit: a run of ASCII non-space bytes
// of n bytes becomes ceil(n/4) generated words (the same token count under
// tokens.Approx); each non-ASCII rune becomes one Han character (one
// token); whitespace is kept. It returns the output and the chain state
// after the text, so a text split over SSE events continues the chain.
func synthesize(st synthState, text string, dst []byte) ([]byte, synthState) {
	h := sha256.New()
	var sum [32]byte
	next := func(unit string) uint64 {
		h.Reset()
		h.Write(st[:])
		h.Write([]byte(unit))
		h.Sum(sum[:0])
		st = sum
		return binary.LittleEndian.Uint64(sum[:8])
	}
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			dst = append(dst, c)
			i++
		case c < utf8.RuneSelf:
			j := i
			for j < len(text) && text[j] < utf8.RuneSelf && !isSpace(text[j]) {
				j++
			}
			x := next(text[i:j])
			ntok := (j - i + 3) / 4
			for k := 0; k < ntok; k++ {
				if k > 0 {
					dst = append(dst, ' ')
				}
				dst = append(dst, syllables[x%uint64(len(syllables))]...)
				x = x*6364136223846793005 + 1442695040888963407
				x ^= x >> 29
			}
			i = j
		default:
			_, n := utf8.DecodeRuneInString(text[i:])
			x := next(text[i : i+n])
			dst = utf8.AppendRune(dst, fakeHan[x%uint64(len(fakeHan))])
			i += n
		}
	}
	return dst, st
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}
