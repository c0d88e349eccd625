package scrub

import (
	"math/rand/v2"
	"net/netip"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/detect"
)

// Pseudonyms keep what drives load: a fake has the shape of the value it
// replaces and, under a real tokenizer (o200k_base), the same number of
// tokens. Names are replaced by names from the gazetteers, e-mail local
// parts by name words, street names by surnames (street types, postcodes'
// shape and Chinese address units stay), so fakes tokenize like the
// originals; random letters would not (a name of 3 tokens became 6).
// Among the first candidates the keyed generator draws for a value, the
// first with the original's token count is taken.
//
// A fake is never a real value seen in the session: the faker remembers
// the values it replaced and the fakes it gave, and skips a candidate that
// is either (two-character Chinese names are few enough to collide). It is
// safe for concurrent use: the memory is behind a mutex.

// maxCandidates bounds the draws per value.
const maxCandidates = 24

// maxRemembered bounds the session memory of real values and fakes (each
// entry some tens of bytes); past it, fakes are still keyed and
// consistent but no longer checked against values seen earlier.
const maxRemembered = 1 << 20

type valueKey struct {
	t detect.Type
	v string
}

// faker derives pseudonyms from a key.
type faker struct {
	key []byte
	tok TokenCounter // nil: no token matching (tests of shapes)

	mu     sync.Mutex
	fakes  map[valueKey]string // value (as written) -> its fake
	real   map[valueKey]bool   // normalised real values seen
	issued map[valueKey]string // normalised fake -> normalised value it stands for
}

func newFaker(key []byte, tok TokenCounter) *faker {
	return &faker{key: key, tok: tok, fakes: map[valueKey]string{}, real: map[valueKey]bool{}, issued: map[valueKey]string{}}
}

// see records v as a real value of the session.
func (f *faker) see(t detect.Type, v string) {
	nv := valueKey{t, normalise(t, v)}
	f.mu.Lock()
	if len(f.real) < maxRemembered {
		f.real[nv] = true
	}
	f.mu.Unlock()
}

// fake returns the pseudonym of v.
func (f *faker) fake(t detect.Type, v string) string {
	k := valueKey{t, v}
	nv := valueKey{t, normalise(t, v)}
	f.mu.Lock()
	if x, ok := f.fakes[k]; ok {
		f.mu.Unlock()
		return x
	}
	if len(f.real) < maxRemembered {
		f.real[nv] = true
	}
	f.mu.Unlock()

	r := f.rng(t, v)
	want := -1
	if f.tok != nil {
		want = f.count(v)
	}
	best, bestDiff := "", -1
	for i := 0; i < maxCandidates; i++ {
		c := f.candidate(r, t, v)
		if c == v {
			continue
		}
		nc := valueKey{t, normalise(t, c)}
		f.mu.Lock()
		owner, taken := f.issued[nc]
		clash := f.real[nc] || taken && owner != nv.v
		f.mu.Unlock()
		if clash {
			continue
		}
		diff := 0
		if want >= 0 {
			diff = f.count(c) - want
			if diff < 0 {
				diff = -diff
			}
		}
		if bestDiff < 0 || diff < bestDiff {
			best, bestDiff = c, diff
		}
		if diff == 0 || diff*50 <= want {
			break // within 2%: a long secret's last token is not worth more draws
		}
	}
	if best == "" {
		best = string(shape(r, v, 0)) // every candidate clashed: any fake beats the value
	}
	f.mu.Lock()
	if x, ok := f.fakes[k]; ok { // another goroutine won the race
		f.mu.Unlock()
		return x
	}
	if len(f.fakes) < maxRemembered {
		f.fakes[k] = best
		f.issued[valueKey{t, normalise(t, best)}] = nv.v
	}
	f.mu.Unlock()
	return best
}

// count is the token count of v as it appears in text: after a space (see
// wordPrefix).
func (f *faker) count(v string) int {
	return f.tok.Count(wordPrefix("", v) + v)
}

// candidate draws one fake of v.
func (f *faker) candidate(r *rand.Rand, t detect.Type, v string) string {
	switch t {
	case detect.Person:
		return f.fakeName(r, v)
	case detect.Email:
		return f.fakeEmail(r, v)
	case detect.StreetAddress:
		return f.fakeAddress(r, v)
	case detect.URLWithToken:
		return f.fakeURL(r, v)
	}
	return f.fakeValue(r, t, v)
}

// ---- names

// Pools of names, lower case: pseudonyms read like names. The most
// frequent 200 given names and surnames, and the 60 most frequent Chinese
// surnames, are left out: real values crowd the head of the distribution,
// so a fake from the rest rarely equals a value the session has not seen
// yet.
var namePools = sync.OnceValue(func() *pools {
	given, surnames := detect.CommonNames(4000)
	p := &pools{given: byLen(given[min(200, len(given)):]), surnames: byLen(surnames[min(200, len(surnames)):])}
	p.known = map[string]bool{}
	for _, w := range append(given, surnames...) {
		p.known[w] = true
	}
	for _, l := range scriptNames {
		for _, w := range append(append([]string{}, l[0]...), l[1]...) {
			p.known[strings.ToLower(w)] = true
		}
	}
	hs := detect.ChineseSurnames()
	for i, r := range hs {
		if !strings.ContainsRune(commonHanSurnames, r) {
			p.hanSurnames = append(p.hanSurnames, r)
			if i >= rareHanSurnameRank {
				p.rareHanSurnames = append(p.rareHanSurnames, r)
			}
		}
	}
	return p
})

// commonHanSurnames are the most frequent Chinese surnames.
const commonHanSurnames = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹"

// rareHanSurnameRank is where the rare surnames start in
// detect.ChineseSurnames (by frequency): a lone surname ("龚先生") is
// faked by one of them, for a surname alone is short and the middling
// ones (殷, 龚) are real in a long session too.
const rareHanSurnameRank = 240

type pools struct {
	given, surnames [][]string // by length in bytes
	hanSurnames     []rune
	rareHanSurnames []rune          // a lone surname's fakes
	known           map[string]bool // every listed name, lower case (head included)
}

func byLen(ws []string) [][]string {
	out := make([][]string, 24)
	for _, w := range ws {
		if len(w) < len(out) {
			out[len(w)] = append(out[len(w)], w)
		}
	}
	return out
}

// pickLen draws a word of about n bytes from ws (the nearest length that
// has words).
func pickLen(r *rand.Rand, ws [][]string, n int) string {
	for d := 0; d < len(ws); d++ {
		for _, m := range []int{n + d, n - d} {
			if m > 1 && m < len(ws) && len(ws[m]) > 0 {
				return ws[m][r.IntN(len(ws[m]))]
			}
		}
	}
	return "ann"
}

// caseLike writes w in the case pattern of model: UPPER, lower or Title.
func caseLike(w, model string) string {
	switch {
	case model != "" && model == strings.ToUpper(model) && model != strings.ToLower(model):
		return strings.ToUpper(w)
	case model != "" && model[0] >= 'a' && model[0] <= 'z':
		return w
	}
	return strings.ToUpper(w[:1]) + w[1:]
}

// Given-name characters for Chinese fakes: common in names, so fakes read
// as names and tokenize as the originals do.
var fakeHanGiven = []rune("伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红建文辉林海鹏飞宇浩然思雨晨阳欣怡佳琪子涵梓轩嘉俊瑶婷琳颖博凯倩楠璐昊萱墨萌远慧栋娟熙彤轩燕涵豪妍振琴新清泽菊峰松柏梅竹兵斌波丹东方光国和红宏虹洪晖惠佳坚健捷金晶京静菊娟钧俊凯康可坤兰岚乐雷莉良亮琳玲龙露茂美敏明娜宁鹏琦琪强琴青秋荣蓉锐瑞珊韶少胜诗淑爽顺松涛婷彤伟文娴翔欣新鑫星兴秀雪雅妍彦燕阳瑶怡义毅英莹永勇宇玉元悦云志智忠洲卓")

// fakeName keeps the shape of a name: as many words, each a name of the
// same script and token count in the same case (given name first,
// surnames after), initials kept as initials; a Chinese or Korean name
// gets a surname and as many given characters (see pseudonym_script.go).
func (f *faker) fakeName(r *rand.Rand, v string) string {
	var b strings.Builder
	word, pos, words := 0, 0, 0
	comma := strings.Contains(v, ",") // "Surname, Given"
	nameWords(v, func(_ string, isWord bool) {
		if isWord {
			words++
		}
	})
	nameWords(v, func(s string, isWord bool) {
		end := pos + len(s)
		switch {
		case !isWord:
			b.WriteString(s)
		case end < len(v) && v[end] == '.' && len(s) == 1: // an initial
			b.WriteString(caseLike(string(rune('a'+r.IntN(26))), s))
			word++
		default:
			given := word == 0 && !comma || word == 1 && comma
			b.WriteString(f.fakeWordOf(r, s, wordPrefix(v[:pos], s), given, word == 0, words == 1))
			word++
		}
		pos = end
	})
	return b.String()
}

func isLetterByte(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// ---- e-mail

// mailProviders are public mailbox domains: they say nothing about whose
// mailbox it is, and keeping them keeps the fake's tokens.
var mailProviders = map[string]bool{"gmail.com": true, "googlemail.com": true, "outlook.com": true, "hotmail.com": true,
	"live.com": true, "yahoo.com": true, "yahoo.co.jp": true, "icloud.com": true, "me.com": true, "aol.com": true,
	"proton.me": true, "protonmail.com": true, "gmx.net": true, "gmx.de": true, "web.de": true, "qq.com": true,
	"163.com": true, "126.com": true, "sina.com": true, "sina.cn": true, "foxmail.com": true, "aliyun.com": true,
	"yandex.ru": true, "mail.ru": true, "orange.fr": true, "free.fr": true, "libero.it": true, "t-online.de": true,
	"btinternet.com": true, "naver.com": true, "139.com": true, "sohu.com": true, "zoho.com": true, "fastmail.com": true}

// fakeEmail replaces the letters of the local part by name words of the
// same lengths and the digits by digits; a mailbox provider's domain
// stays, another domain's labels become surnames (the top-level domain
// stays).
func (f *faker) fakeEmail(r *rand.Rand, v string) string {
	at, n := strings.LastIndexByte(v, '@'), 1
	if at < 0 {
		at, n = strings.LastIndex(v, "%40"), 3
	}
	if at < 0 {
		return string(shape(r, v, 0))
	}
	local, domain := v[:at], v[at+n:]
	ascii := true
	for i := 0; i < len(v); i++ {
		ascii = ascii && v[i] < utf8.RuneSelf
	}
	var b strings.Builder
	b.WriteString(f.fakeWords(r, local, " ", true, ascii))
	b.WriteString(v[at : at+n])
	if mailProviders[strings.ToLower(domain)] {
		b.WriteString(domain)
	} else if dot := strings.LastIndexByte(domain, '.'); dot > 0 {
		b.WriteString(f.fakeWords(r, domain[:dot], v[at+n-1:at+n], false, ascii))
		b.WriteString(domain[dot:])
	} else {
		b.WriteString(f.fakeWords(r, domain, v[at+n-1:at+n], false, ascii))
	}
	return b.String()
}

// fakeWords replaces each run of ASCII letters of s by a name (or names
// run together) of the same token count after the character before it
// (lead at the start) in the same case (given names first when given is
// set), or of the same byte length unless ascii; digits by digits; other
// characters stay.
func (f *faker) fakeWords(r *rand.Rand, s, lead string, given, ascii bool) string {
	p := namePools()
	var b strings.Builder
	word := 0
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case isLetterByte(c):
			j := i
			for j < len(s) && isLetterByte(s[j]) {
				j++
			}
			pool := p.surnames
			if given && word == 0 {
				pool = p.given
			}
			w := s[i:j]
			prefix := lead
			if i > 0 {
				prefix = wordPrefix(s[:i], w)
			}
			switch {
			case len(w) <= 2:
				b.WriteString(caseLike(string(shape(r, strings.ToLower(w), 0)), w))
			case !ascii:
				// An address with other scripts' letters keeps its byte length.
				b.WriteString(caseLike(pickLen(r, pool, len(w)), w))
			default:
				b.WriteString(f.pickWord(w, prefix, func(try int) string { return latinWord(r, pool, w, try) }))
			}
			word++
			i = j
		case c >= '0' && c <= '9':
			b.WriteByte(digits[r.IntN(10)])
			i++
		case c >= utf8.RuneSelf:
			_, n := utf8.DecodeRuneInString(s[i:])
			b.Write(shape(r, s[i:i+n], 0))
			i += n
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}

// ---- street addresses

// addressWords are kept as they are: street types, directions, unit
// words, their abbreviations and Chinese address units.
var addressWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`street st road rd avenue ave lane ln drive dr boulevard blvd court ct way place pl terrace
		highway hwy parkway pkwy circle cir square trail close crescent row walk path pike alley plaza loop run grove gardens mews
		rise parade green villas wharf hill park view yard approach suite apt apartment unit flat floor fl building bldg po box
		n s e w ne nw se sw north south east west rue avenue boulevard bd place allée chemin impasse quai cours route de la le les
		des du d via viale piazza calle avenida plaza paseo carrer am an der dem den im auf str
		улица ул проспект пр т переулок пер дом д корп корпус кв квартира стр строение г город обл область район р н наб
		шоссе ш бульвар б площадь пл мкр микрорайон вулиця вул провулок буд
		ซอย หมู่ ห้อง ถนน แขวง เขต ตำบล อำเภอ จังหวัด กทม
		شارع ش عمارة حي طريق مبنى شقة ص ب
		मकान नं मार्ग नगर गली सेक्टर रोड फ्लैट
		οδός οδ λεωφόρος λεωφ διαμέρισμα
		רחוב רח דירה שדרות`) {
		m[w] = true
	}
	return m
}()

const hanAddressUnits = "省市区县镇乡村街道路巷弄号栋幢单元室楼层座大厦广场园小区花园中心丁目番地都府"

// Characters for the place names of Chinese fake addresses.
var fakeHanPlace = []rune("东南西北中华新安平和兴龙华阳山海江河湖泉林桥港城光明长宁文昌民生福建德康泰丰盛金银花园春秋")

// fakeAddress keeps an address's skeleton (numbers' lengths, street
// types, state codes, Chinese units) and replaces its names: Latin words
// by surnames of the same token count, German compounds by a surname and
// the same street suffix, words of other scripts by names of their script,
// Han place names by Han characters.
func (f *faker) fakeAddress(r *rand.Rand, v string) string {
	p := namePools()
	var b strings.Builder
	pos := 0
	nameWords(v, func(w string, isWord bool) {
		i, j := pos, pos+len(w)
		pos = j
		if !isWord {
			for k := 0; k < len(w); k++ {
				c := w[k]
				switch {
				case c >= '0' && c <= '9':
					b.WriteByte(digits[r.IntN(10)])
				case c >= utf8.RuneSelf:
					ru, n := utf8.DecodeRuneInString(w[k:])
					if z, ok := digitZero(ru); ok { // "１３２号": a number of another script
						b.WriteRune(z + rune(r.IntN(10)))
					} else {
						b.WriteString(w[k : k+n])
					}
					k += n - 1
				default:
					b.WriteByte(c)
				}
			}
			return
		}
		ru, _ := utf8.DecodeRuneInString(w)
		lw := strings.ToLower(w)
		prefix := wordPrefix(v[:i], w)
		switch {
		case scriptOf(ru) == scriptHan:
			// Each place name with the unit after it ("南京市"), drawn
			// whole: the tokenizer merges frequent place names.
			for w != "" {
				seg := strings.IndexFunc(w, func(c rune) bool { return strings.ContainsRune(hanAddressUnits, c) || scriptOf(c) != scriptHan })
				if seg < 0 {
					seg = len(w)
				}
				end := seg
				for end < len(w) {
					c, n := utf8.DecodeRuneInString(w[end:])
					if !strings.ContainsRune(hanAddressUnits, c) && scriptOf(c) == scriptHan {
						break
					}
					end += n
				}
				if seg == 0 {
					b.WriteString(w[:end])
				} else {
					unit := w[seg:end]
					name := w[:seg]
					b.WriteString(f.pickWord(name+unit, "", func(try int) string {
						if try >= secretDraws {
							return "" // random place names miss the tokenizer's cache: few draws
						}
						var c strings.Builder
						for range utf8.RuneCountInString(name) {
							c.WriteRune(fakeHanPlace[r.IntN(len(fakeHanPlace))])
						}
						return c.String() + unit
					}))
				}
				w = w[end:]
			}
		case addressWords[lw] || len(w) == 2 && w == strings.ToUpper(w): // a type, or a state code
			b.WriteString(w)
		case j < len(v) && v[j] >= '0' && v[j] <= '9' || i > 0 && v[i-1] >= '0' && v[i-1] <= '9':
			b.Write(shape(r, w, 0)) // part of a postcode ("SW1A", "6XE")
		case scriptOf(ru) != scriptLatin && j < len(v) && v[j] == '.' && utf8.RuneCountInString(w) <= 3:
			b.WriteString(w) // an abbreviated unit word ("г.", "ถ.")
		case scriptOf(ru) != scriptLatin:
			b.WriteString(f.fakeWordOf(r, w, prefix, false, false, false))
		default:
			stem, sfx := w, ""
			for _, s := range []string{"straße", "strasse", "weg", "allee", "platz", "gasse", "ring", "damm"} {
				if strings.HasSuffix(lw, s) && len(w) > len(s)+2 {
					stem, sfx = w[:len(w)-len(s)], w[len(w)-len(s):]
					break
				}
			}
			b.WriteString(f.pickWord(stem, prefix, func(try int) string { return latinWord(r, p.surnames, stem, try) }))
			b.WriteString(sfx)
		}
	})
	return b.String()
}

// ---- URLs with credentials

// fakeURL replaces the credential parts of a URL (the password of its
// user info, the values of its query parameters, a webhook's secret path)
// and keeps the rest: scheme, host, port and path say where, not who.
func (f *faker) fakeURL(r *rand.Rand, v string) string {
	k := strings.Index(v, "://")
	if k < 0 {
		return f.fakeSecret(r, detect.URLWithToken, v)
	}
	b := []byte(v)
	rest := v[k+3:]
	authEnd := len(rest)
	if x := strings.IndexAny(rest, "/?#"); x >= 0 {
		authEnd = x
	}
	changed := false
	auth, hostOff := rest[:authEnd], 0
	if at := strings.LastIndexByte(auth, '@'); at >= 0 {
		hostOff = at + 1
	}
	host := auth[hostOff:]
	if strings.HasPrefix(host, "[") {
		host, hostOff = host[1:max(1, strings.IndexByte(host, ']'))], hostOff+1
	} else if c := strings.IndexByte(host, ':'); c >= 0 {
		host = host[:c]
	}
	if _, err := netip.ParseAddr(host); err == nil {
		// An address host is a labelled value of its own: it gets the
		// fake it gets standing alone, where a host name stays.
		if x := f.fake(detect.IPAddress, host); len(x) == len(host) {
			copy(b[k+3+hostOff:], x)
		}
	}
	if at := strings.LastIndexByte(rest[:authEnd], '@'); at >= 0 {
		if c := strings.IndexByte(rest[:at], ':'); c >= 0 {
			off := k + 3 + c + 1
			copy(b[off:], f.shapeCounted(r, v[off:k+3+at], 0))
			changed = true
		}
	}
	if q := strings.IndexByte(rest, '?'); q >= 0 {
		off := k + 3 + q + 1
		for _, kv := range strings.Split(v[off:], "&") {
			if e := strings.IndexByte(kv, '='); e >= 0 {
				copy(b[off+e+1:], f.shapeCounted(r, kv[e+1:], 0))
				changed = true
			}
			off += len(kv) + 1
		}
	}
	if !changed {
		// A webhook: the secret is the path.
		off := k + 3 + authEnd
		copy(b[off:], f.shapeCounted(r, v[off:], 0))
	}
	return string(b)
}

// shapeCounted is shape with the token counts kept: percent escapes
// (%2F) stay, runs of hex digits get hex digits, and each run of four or
// more ASCII letters is drawn again (up to secretDraws times) until it has
// the original run's token count after the character before it; a
// tokenizer cuts at letter, digit and punctuation boundaries, so the runs'
// counts add up to the value's.
func (f *faker) shapeCounted(r *rand.Rand, v string, keep int) []byte {
	b := shape(r, v, keep)
	for i := keep; i < len(v); {
		c := v[i]
		if c == '%' && i+2 < len(v) && isHexByte(v[i+1]) && isHexByte(v[i+2]) {
			copy(b[i:i+3], v[i:i+3])
			i += 3
			continue
		}
		if !isLetterByte(c) && !(c >= '0' && c <= '9') {
			i++
			continue
		}
		j, letters, hex := i, 0, true
		for j < len(v) && (isLetterByte(v[j]) || v[j] >= '0' && v[j] <= '9') {
			if isLetterByte(v[j]) {
				letters++
				hex = hex && (v[j] >= 'a' && v[j] <= 'f' || v[j] >= 'A' && v[j] <= 'F')
			}
			j++
		}
		if hex && letters > 0 && j-i >= 8 {
			// A hex string (digests, signatures, ids) stays hex.
			for k := i; k < j; k++ {
				switch {
				case v[k] >= 'a' && v[k] <= 'f':
					b[k] = "abcdef"[r.IntN(6)]
				case v[k] >= 'A' && v[k] <= 'F':
					b[k] = "ABCDEF"[r.IntN(6)]
				}
			}
		}
		if f.tok != nil && !hex {
			f.recountLetters(r, v, b, i, j)
		}
		i = j
	}
	return b
}

// secretDraws bounds the draws per letter run of a secret: random letters
// are new to the tokenizer's cache, each count costs a BPE merge.
const secretDraws = 4

// recountLetters redraws the letter runs of four or more letters of
// b[i:j] (shaped from v[i:j]) whose token count differs from v's.
func (f *faker) recountLetters(r *rand.Rand, v string, b []byte, i, j int) {
	for k := i; k < j; {
		if !isLetterByte(v[k]) {
			k++
			continue
		}
		e := k
		for e < j && isLetterByte(v[e]) {
			e++
		}
		if e-k >= 4 {
			prefix := ""
			if k > 0 && v[k-1] < utf8.RuneSelf && !isLetterByte(v[k-1]) && !(v[k-1] >= '0' && v[k-1] <= '9') && v[k-1] != '\n' {
				prefix = v[k-1 : k]
			}
			want := f.tok.Count(prefix + v[k:e])
			best := string(b[k:e])
			bd := abs(f.tok.Count(prefix+best) - want)
			for try := 0; try < secretDraws && bd > 0; try++ {
				c := string(shape(r, v[k:e], 0))
				if d := abs(f.tok.Count(prefix+c) - want); d < bd && c != v[k:e] {
					best, bd = c, d
				}
			}
			copy(b[k:e], best)
		}
		k = e
	}
}

func abs(n int) int { return max(n, -n) }
