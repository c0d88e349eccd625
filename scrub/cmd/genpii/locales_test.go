package main

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// TestW5ReadLocales reads a locale block as wild5locales.txt writes one.
func TestW5ReadLocales(t *testing.T) {
	locs := w5readLocales("# a comment\n\ncode = en-GB\nlang = en\ncc = GB\ngiven = Ann; Bo Li|bo.li\naddrSep = \", \"\n" +
		"phone = P ddd; 020 dddd\nphone.pre = 07 08\nintl = +44 ddd\nasks = Why?; @en\nchat = hi; @en:2\nlab = @en\norder = 1\n")
	l := locs["en-GB"]
	if len(locs) != 1 || l == nil {
		t.Fatalf("read %d locales: %v", len(locs), locs)
	}
	if l.lang != "en" || l.cc != "GB" || l.addrSep != ", " || l.order != 1 || l.iban != "" || l.cnMobile || l.localFirst {
		t.Errorf("scalars: %+v", *l)
	}
	if !slices.Equal(l.given, []string{"Ann", "Bo Li|bo.li"}) || l.mails != nil {
		t.Errorf("given %q, mails %q", l.given, l.mails)
	}
	if !slices.Equal(l.asks, append([]string{"Why?"}, w5enAsks...)) || !slices.Equal(l.chat, append([]string{"hi"}, w5enChat[:2]...)) {
		t.Errorf("asks %q, chat %q", l.asks, l.chat)
	}
	if l.lab["phone"] != "Phone" || l.street == nil || l.locality == nil {
		t.Errorf("lab %v, street and locality set: %v", l.lab, l.street != nil && l.locality != nil)
	}
	// A locale shares the labels of another, named before or after it.
	shared := w5readLocales("code = fr\nlab = @de\n\ncode = de\nlab = " + strings.Repeat("Wort|", len(w5labKeys)-1) + "Name\n")
	if shared["fr"].lab["name"] != "Wort" || shared["fr"].lab["parent"] != "Name" {
		t.Errorf("shared labels: %v", shared["fr"].lab)
	}
	seen := map[string]bool{}
	for seed := uint64(0); seed < 200; seed++ {
		p := l.phone(rand.New(rand.NewPCG(seed, 2)))
		switch {
		case len(p) == 6 && (p[:3] == "07 " || p[:3] == "08 "):
			seen[p[:2]] = true
		case len(p) == 8 && p[:4] == "020 ":
			seen["020"] = true
		default:
			t.Fatalf("phone %q is none of the patterns", p)
		}
	}
	if len(seen) != 3 {
		t.Errorf("phones drew %v, want 07, 08 and 020", seen)
	}
}

// TestW7Pattern checks that a pattern of wild7loc.txt draws what the
// calls it stands for drew, in the same order.
func TestW7Pattern(t *testing.T) {
	l := &w7loc{street: func(r *rand.Rand) string { return "S" + strconv.Itoa(r.IntN(10)) }}
	p := w7pattern("({a|b|c}) {#3}-{2-9}{|x{1-5}|{@up2}}, {=street}", l)
	for seed := uint64(0); seed < 50; seed++ {
		r1, r2 := rand.New(rand.NewPCG(seed, 1)), rand.New(rand.NewPCG(seed, 1))
		want := "(" + w7pick(r2, []string{"a", "b", "c"}) + ") " + w7num(r2, 3) + "-" + strconv.Itoa(2+r2.IntN(8))
		switch r2.IntN(3) {
		case 1:
			want += "x" + strconv.Itoa(1+r2.IntN(5))
		case 2:
			want += corpusgen.Chars(r2, w7Up, 2)
		}
		want += ", " + l.street(r2)
		if got := p(r1); got != want || r1.Uint64() != r2.Uint64() {
			t.Fatalf("seed %d: %q, want %q (or the draws differ in number)", seed, got, want)
		}
	}
	for _, bad := range []string{"{a|b", "a}", "{x}", "{3-1}"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("w7pattern(%q) did not panic", bad)
				}
			}()
			w7pattern(bad, l)
		}()
	}
}
