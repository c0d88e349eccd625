package detect

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// Numbers grouped like phone numbers that are no one's phone: nothing
// reports them (nor them after a '#').
func TestPhoneLookalikes(t *testing.T) {
	t.Parallel()
	valueOrHash := func(v, value string, _ Type) bool { return v == value || v == "#"+value }
	expectKeptBy(t, valueOrHash, []pair{
		// Video-meeting ids are grouped like phone numbers.
		{"Join Zoom meeting 853 5777 9937 at ten", "853 5777 9937"},
		{"Meeting ID: 094 3871 2265", "094 3871 2265"},
		{"会议号 174 2951 3382，密码见邮件", "174 2951 3382"},
		// Company tax numbers.
		{"Faktura: NIP 526-104-08-28, REGON 012345678", "526-104-08-28"},
		{"seller VAT 521-301-72-28", "521-301-72-28"},
		// Nine digits that are an SSN's shape, an amount, a ticket.
		{"It accepts 912-32-6435 as valid", "912-32-6435"},
		{"Total: 123 456 789 EUR", "123 456 789"},
		{"| #849709214 | Leipzig |", "849709214"},
		// A date with slashes.
		{"fällig am 03/12/2025 um 10 Uhr", "03/12"},
	})
}

// The native-digit pass (native digits, typographic spaces) maps what it finds back to the text's own bytes:
// every finding lies within the text, on rune boundaries, and starts and
// ends on a digit, a '+' or a parenthesis of some script.
func FuzzNativeNumbers(f *testing.F) {
	for _, s := range []string{"اتصل على ٠٥٧ ٦١٤ ٠٤٩٩", "Tel: ۰۹۸۹ ۷۱۷ ۴۲۰۷", "電話：０９０－１２３４－５６７８", "９８７６５ ४३२१० 12", "（＋86）１３８００１３８０００", "au 06\u00a038\u00a033\u00a047\u00a045.", "+33\u202f(0)1\u202f82 39"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return // a stray continuation byte may follow a number
		}
		for _, g := range findNumbers(s, nil) {
			if g.Start < 0 || g.End > len(s) || g.Start >= g.End || !utf8.RuneStart(s[g.Start]) || g.End < len(s) && !utf8.RuneStart(s[g.End]) {
				t.Fatalf("%q: finding %v out of place", s, g)
			}
			first, _ := utf8.DecodeRuneInString(s[g.Start:])
			if _, ok := nativeDigit(first); !ok && !strings.ContainsRune("0123456789+(（＋", first) && first < 'A' {
				t.Fatalf("%q: finding %q starts on %q", s, s[g.Start:g.End], first)
			}
		}
	})
}
