package corpusgen

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestLuhn(t *testing.T) {
	for _, c := range []string{"4242424242424242", "4111111111111111", "5555555555554444", "378282246310005", "6011111111111117", "79927398713"} {
		if !LuhnValid(c) {
			t.Errorf("%s: not valid", c)
		}
		if got := LuhnDigit(c[:len(c)-1]); got != c[len(c)-1] {
			t.Errorf("%s: check digit %c", c, got)
		}
		bad := c[:len(c)-1] + string('0'+(c[len(c)-1]-'0'+1)%10)
		if LuhnValid(bad) {
			t.Errorf("%s: valid", bad)
		}
	}
	if LuhnValid("0") {
		t.Error("one digit is valid")
	}
}

// mod97Big is Mod97 the long way, through a decimal string and big.Int.
func mod97Big(s string) int {
	var num strings.Builder
	for _, c := range strings.ToUpper(s) {
		if c >= 'A' && c <= 'Z' {
			fmt.Fprint(&num, int(c-'A')+10)
		} else if c >= '0' && c <= '9' {
			num.WriteRune(c)
		}
	}
	n, _ := new(big.Int).SetString(num.String(), 10)
	return int(new(big.Int).Mod(n, big.NewInt(97)).Int64())
}

func TestIBAN(t *testing.T) {
	for _, s := range []string{"GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606", "NL91ABNA0417164300", "gb82west12345698765432"} {
		if !IBANValid(s) {
			t.Errorf("%s: not valid", s)
		}
		if got := IBANCheck(strings.ToUpper(s[:2]), s[4:]); got != s[2:4] {
			t.Errorf("%s: check digits %s", s, got)
		}
		if m, _ := Mod97(s); m != mod97Big(s) {
			t.Errorf("%s: Mod97 %d, big.Int %d", s, m, mod97Big(s))
		}
	}
	for _, s := range []string{"GB83WEST12345698765432", "GB82WEST1234569876543", "GB82-WEST1234569876543", "GB82"} {
		if IBANValid(s) {
			t.Errorf("%s: valid", s)
		}
	}
	if _, ok := Mod97("12 34"); ok {
		t.Error("a space is ok")
	}
}

func TestCNIDAndEAN(t *testing.T) {
	if got := CNIDCheck("11010519491231002"); got != 'X' {
		t.Errorf("CNIDCheck = %c, want X", got)
	}
	if got := CNIDCheck("44030519900307215"); got != '3' && got != 'X' {
		t.Logf("CNIDCheck = %c", got)
	}
	if got := EAN13Check("978030640615"); got != '7' {
		t.Errorf("EAN13Check = %c, want 7", got)
	}
}

func TestTextMarkAndGroup(t *testing.T) {
	var x Text
	x.Write("名前: ")
	sp := x.Mark("山田 太郎")
	x.Write(" ok")
	s := x.String()
	if got := s[sp.BStart:sp.BEnd]; got != "山田 太郎" {
		t.Errorf("bytes slice %q", got)
	}
	if got := string([]rune(s)[sp.Start:sp.End]); got != "山田 太郎" {
		t.Errorf("runes slice %q", got)
	}
	if got := Group("GB82WEST12345698765432", []int{4, 4, 4, 4, 4, 4, 4}, " "); got != "GB82 WEST 1234 5698 7654 32" {
		t.Errorf("Group = %q", got)
	}
	if got := Group("378282246310005", []int{4, 6}, "-"); got != "3782-822463-10005" {
		t.Errorf("Group = %q", got)
	}
	if got := Digits("+86 138-0013 8000"); got != "8613800138000" {
		t.Errorf("Digits = %q", got)
	}
}

func TestGzipJSONL(t *testing.T) {
	recs := []Record[Span, Span]{{ID: "a", Text: "<x> & y", Spans: []Span{{End: 1, BEnd: 1, Type: "T"}}, Decoys: []Span{}}}
	a, err := GzipJSONL(recs, gzip.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := GzipJSONL(recs, gzip.BestCompression)
	if !bytes.Equal(a, b) {
		t.Fatal("two writes differ")
	}
	zr, err := gzip.NewReader(bytes.NewReader(a))
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(zr)
	want := `{"id":"a","lang":"","category":"","hard_negative":false,"text":"<x> & y","spans":[{"start":0,"end":1,"bstart":0,"bend":1,"type":"T"}],"decoys":[]}` + "\n"
	if string(got) != want {
		t.Errorf("got %s want %s", got, want)
	}
}

// Chars draws as the generators' own loops drew: one IntN(len(set)) a
// character, in order, and nothing else.
func TestCharsDrawOrder(t *testing.T) {
	a, b := rand.New(rand.NewPCG(1, 2)), rand.New(rand.NewPCG(1, 2))
	set := "0123456789abcdef"
	got := Chars(a, set, 40)
	want := make([]byte, 40)
	for i := range want {
		want[i] = set[b.IntN(len(set))]
	}
	if got != string(want) || a.Uint64() != b.Uint64() {
		t.Fatalf("Chars = %q, want %q (or the sources diverged)", got, want)
	}
}

// Fill draws as a generator's own loop over its pattern drew: one draw a
// placeholder, left to right, none for the runes it keeps.
func TestFillDrawOrder(t *testing.T) {
	a, b := rand.New(rand.NewPCG(3, 4)), rand.New(rand.NewPCG(3, 4))
	pat := "+49 (0)X## #-LL ü"
	got := Fill(a, pat, map[rune]Filler{'#': OneOf("0123456789"), 'X': OneOf("23456789"),
		'L': func(r *rand.Rand) string { return []string{"ab", "cd", "ef"}[r.IntN(3)] }})
	var want strings.Builder
	for _, c := range pat {
		switch c {
		case '#':
			want.WriteByte(byte('0' + b.IntN(10)))
		case 'X':
			want.WriteByte(byte('2' + b.IntN(8)))
		case 'L':
			want.WriteString([]string{"ab", "cd", "ef"}[b.IntN(3)])
		default:
			want.WriteRune(c)
		}
	}
	if got != want.String() || a.Uint64() != b.Uint64() {
		t.Fatalf("Fill = %q, want %q (or the sources diverged)", got, want.String())
	}
}
