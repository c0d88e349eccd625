// Package corpusgen holds what the labelled PII corpus generators under
// scrub/cmd (genpii, genwild8, genwild9, genwild10, genwild11) share: the
// record format, its JSON Lines and gzip writing, rune and byte offset
// bookkeeping, value patterns (Fill), JSON string escapes, JWTs, the counts
// a README gives, reading embedded template files (ParseDir, Sections), and
// the check digits (Luhn, ISO 13616 mod 97, Chinese resident id, EAN-13)
// that make generated values valid.
// Only Chars (and JWT, through it), OneOf and Fill draw random numbers, one
// r.IntN a character (Fill: what each pattern rune's Filler draws, left to
// right) as each generator drew them before, so a generator's draw order,
// and therefore its output, is its own.
package corpusgen

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"math/rand/v2"
	"strings"
	"unicode/utf8"
)

// Span is a labelled value (Type set) or a look-alike (Kind set): offsets
// in runes (Start, End) and in UTF-8 bytes (BStart, BEnd), end exclusive.
type Span struct {
	Start  int    `json:"start"`
	End    int    `json:"end"`
	BStart int    `json:"bstart"`
	BEnd   int    `json:"bend"`
	Type   string `json:"type,omitempty"`
	Kind   string `json:"kind,omitempty"`
}

// Record is one line of a corpus, with spans of type S and look-alikes of
// type D (genpii writes its own field order; genwild8 and genwild9 write Span).
type Record[S, D any] struct {
	ID           string `json:"id"`
	Lang         string `json:"lang"`
	Category     string `json:"category"`
	HardNegative bool   `json:"hard_negative"`
	Text         string `json:"text"`
	Spans        []S    `json:"spans"`
	Decoys       []D    `json:"decoys"`
}

// NewEncoder is a JSON Lines encoder that leaves <, > and & as they are.
func NewEncoder(w io.Writer) *json.Encoder {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc
}

// WriteJSONL writes recs to w, one JSON object a line.
func WriteJSONL[T any](w io.Writer, recs []T) error {
	enc := NewEncoder(w)
	for i := range recs {
		if err := enc.Encode(&recs[i]); err != nil {
			return err
		}
	}
	return nil
}

// GzipJSONL is recs as gzip-compressed JSON Lines at the given compression
// level; the gzip header carries no name and no time, so equal records
// give equal bytes.
func GzipJSONL[T any](recs []T, level int) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, level)
	if err != nil {
		return nil, err
	}
	if err := WriteJSONL(zw, recs); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Text is a record's text as it is written, with its length in runes kept
// beside its length in bytes, so a span's two kinds of offsets come free.
type Text struct {
	strings.Builder
	runes int
}

// Write appends s.
func (t *Text) Write(s string) {
	t.WriteString(s)
	t.runes += utf8.RuneCountInString(s)
}

// Mark appends s and returns its span (Type and Kind left for the caller).
func (t *Text) Mark(s string) Span {
	sp := Span{Start: t.runes, BStart: t.Len()}
	t.Write(s)
	sp.End, sp.BEnd = t.runes, t.Len()
	return sp
}

// Digits is the ASCII digits of s in order.
func Digits(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= '0' && c <= '9' {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// Group cuts s into pieces of the given sizes, the rest in a last piece,
// joined by sep; it stops cutting where a size would take all that is left.
func Group(s string, sizes []int, sep string) string {
	var parts []string
	for _, n := range sizes {
		if n >= len(s) {
			break
		}
		parts, s = append(parts, s[:n]), s[n:]
	}
	return strings.Join(append(parts, s), sep)
}

// Chunk cuts s into pieces of n, the last one n or shorter, joined by sep.
func Chunk(s string, n int, sep string) string {
	var parts []string
	for len(s) > n {
		parts, s = append(parts, s[:n]), s[n:]
	}
	return strings.Join(append(parts, s), sep)
}

// Chars is n characters of set (ASCII), each drawn with one r.IntN(len(set)).
func Chars(r *rand.Rand, set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.IntN(len(set))]
	}
	return string(b)
}
