package detect

import "strings"

// Gate markers of the passes for Chinese, Japanese, Hindi and box-drawn
// text: each such pass runs only when the text holds one of its markers.
// A strings.Contains per marker is a full pass over text whose bytes are
// mostly the same few lead and continuation bytes (strings.Index stops at
// every one); scanMarks reads the non-ASCII bytes once and records every
// marker that occurs. The answers are strings.Contains's, for any bytes,
// valid UTF-8 or not: every marker starts with a non-ASCII byte, and each
// such byte is tried as a start.

type marks uint32

const (
	mkWideColon  marks = 1 << iota // "："
	mkWideParen                    // "）"
	mkYou                          // "由"
	mkXing                         // "姓"
	mkDe                           // "的"
	mkShi                          // "市"
	mkQu                           // "区"
	mkPostmark                     // "〒"
	mkHao                          // "號"
	mkDesu                         // "です"
	mkSama                         // "様"
	mkSan                          // "さん"
	mkMoushimasu                   // "申します"
	mkChome                        // "丁目"
	mkBanchi                       // "番地"
	mkDevanagari                   // "\xe0\xa4" or "\xe0\xa5"
	mkThai                         // "\xe0\xb8"
	mkBoxDash                      // "┆"
	mkMabna                        // "مبنى" (building)
)

// markWord is a marker and its bit.
type markWord struct {
	w string
	m marks
}

var markWords = []markWord{
	{"：", mkWideColon}, {"）", mkWideParen}, {"由", mkYou}, {"姓", mkXing}, {"的", mkDe}, {"市", mkShi}, {"区", mkQu},
	{"〒", mkPostmark}, {"號", mkHao}, {"です", mkDesu}, {"様", mkSama}, {"さん", mkSan}, {"申します", mkMoushimasu},
	{"丁目", mkChome}, {"番地", mkBanchi}, {"\xe0\xa4", mkDevanagari}, {"\xe0\xa5", mkDevanagari}, {"\xe0\xb8", mkThai},
	{"┆", mkBoxDash}, {"مبنى", mkMabna},
}

// markLead indexes markWords by their first byte (k+1; 0: none starts
// with the byte). A first byte may start several words: markNext chains
// them.
var markLead, markNext = func() (lead [256]uint8, next [32]uint8) {
	for k := len(markWords) - 1; k >= 0; k-- {
		c := markWords[k].w[0]
		next[k] = lead[c]
		lead[c] = uint8(k + 1)
	}
	return
}()

// scanMarks reports which markers of markWords occur in s.
func scanMarks(s string) marks {
	var m marks
	for i := nextNonASCII(s, 0); i < len(s); i++ {
		c := s[i]
		if c < 0x80 {
			i = nextNonASCII(s, i) - 1
			continue
		}
		for k := markLead[c]; k != 0; k = markNext[k-1] {
			if w := markWords[k-1]; strings.HasPrefix(s[i:], w.w) {
				m |= w.m
			}
		}
	}
	return m
}

// has reports whether any of the markers of x occurred.
func (m marks) has(x marks) bool { return m&x != 0 }
