package main

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// shape fills the shape of a generated value. A byte that names an
// alphabet of sets and is followed by {n} stands for n characters of it,
// drawn by fill; {lo-hi} for lo to hi of them, the count drawn first.
// [x|y|z] stands for one of the choices. Every other byte stands for
// itself (so "ghp_a{36}" keeps its h and its p).
func shape(r *rand.Rand, s string, sets map[byte]string, fill func(r *rand.Rand, set string, n int) string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '[' {
			if j := strings.IndexByte(s[i:], ']'); j > 0 && strings.Contains(s[i:i+j], "|") {
				b.WriteString(pick(r, strings.Split(s[i+1:i+j], "|")))
				i += j
				continue
			}
		}
		set, ok := sets[s[i]]
		if !ok || i+1 >= len(s) || s[i+1] != '{' {
			b.WriteByte(s[i])
			continue
		}
		j := strings.IndexByte(s[i:], '}')
		lo, hi, ranged := strings.Cut(s[i+2:i+j], "-")
		n, _ := strconv.Atoi(lo)
		if ranged {
			m, _ := strconv.Atoi(hi)
			n += r.IntN(m - n + 1)
		}
		b.WriteString(fill(r, set, n))
		i += j
	}
	return b.String()
}

// keyChars draws n characters of set for a secret: with at least one digit
// and one letter when set has both and n is 8 or more (real keys virtually
// always do), else plainly.
func keyChars(r *rand.Rand, set string, n int) string {
	if n < 8 || !strings.ContainsAny(set, "0123456789") || !strings.ContainsAny(set, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") {
		return corpusgen.Chars(r, set, n)
	}
	return mixed(r, set, n)
}

// ssnOf is the nine digits of a US social security number in an area
// below areas+1 (area 666, never issued, becomes instead666), drawn area,
// group, serial.
func ssnOf(r *rand.Rand, areas, instead666 int) string {
	a := 1 + r.IntN(areas)
	if a == 666 {
		a = instead666
	}
	return fmt.Sprintf("%03d%02d%04d", a, 1+r.IntN(99), 1+r.IntN(9999))
}

// ssnSep is the nine digits of an SSN with sep between its groups.
func ssnSep(d, sep string) string { return d[:3] + sep + d[3:5] + sep + d[5:] }

// ssnLaid is an SSN laid out by k, a draw: 0 bare, 1 spaced, else dashed.
func ssnLaid(d string, k int) string {
	switch k {
	case 0:
		return d
	case 1:
		return ssnSep(d, " ")
	}
	return ssnSep(d, "-")
}
