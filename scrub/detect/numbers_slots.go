package detect

import (
	"strings"

	"github.com/nyaruka/phonenumbers"
)

// A number written right after a person's name is where a contact list,
// a roster, a waybill or a signature puts that person's phone: "Juma
// Massawe, 0688910153", "supervisor Keisha Odom 1-922-…", "Witness:
// Ilaria Russo 3910021977", "Sending to Priya Tan at 6850 6539". The
// name says what a phone word would: the number is tried as one in the
// national formats (nationalPhone), as if a word had said so; it must
// still be a whole run that a numbering plan makes a line.

// phonesAfterNames adds the phone numbers that follow the names among
// fs (sorted, without overlaps) and returns fs sorted again.
func (d *Detector) phonesAfterNames(s string, fs []Finding) []Finding {
	n := len(fs)
	var r numRun
	r.s = s
	var buf [64]byte
	for k := 0; k < n; k++ {
		f := fs[k]
		if f.Type != Person {
			continue
		}
		i, ok := slotAfterName(s, f.End)
		if !ok || k+1 < n && fs[k+1].Start < i+4 {
			continue // no number there, or one found already
		}
		end, ok := r.parse(i)
		if !ok || k+1 < n && fs[k+1].Start < end {
			continue
		}
		r.slot = true
		g, ok := r.match(0, r.n, buf[:0])
		r.slot = false
		if ok && (g.Type == Phone || g.Type == CNMobile) && !(g.Type == Phone && publicDesk(s, g.Start, g.End)) {
			fs = append(fs, g)
		}
	}
	if len(fs) == n {
		return fs
	}
	kept := d.filter(s, fs[n:])
	return resolve(fs[:n+len(kept)])
}

// slotAfterName returns the first digit of a number that follows a name
// ending at e: after a comma, a dash, a middle dot, a colon, a bar or a
// tab, a short note in parentheses ("(spouse)") or a preposition ("at",
// "on"), on the same line.
func slotAfterName(s string, e int) (int, bool) {
	i := e
	skip := func() {
	next:
		for i < len(s) && i-e < 32 {
			switch s[i] {
			case ' ', ',', ':', ';', '|', '\t', '-', '/':
				i++
				continue
			}
			for _, p := range [...]string{"–", "—", "·", "，", "：", "¦"} {
				if hasAt(s, i, p) {
					i += len(p)
					continue next
				}
			}
			return
		}
	}
	skip()
	if i < len(s) && s[i] == '(' && !isDigit(s[min(i+1, len(s)-1)]) && s[min(i+1, len(s)-1)] != '+' {
		j := i + 1
		for j < len(s) && j-i < 24 && s[j] != ')' && s[j] != '\n' {
			j++
		}
		if j >= len(s) || s[j] != ')' {
			return 0, false
		}
		i = j + 1
		skip()
	}
	for _, w := range [...]string{"at ", "on ", "al ", "au ", "am ", "em ", "op ", "ke "} {
		if hasAt(s, i, w) {
			i += len(w)
			break
		}
	}
	for i < len(s) && (s[i] == '+' || s[i] == '(') {
		i++
	}
	if i >= len(s) || !isDigit(s[i]) || i-e > 40 {
		return 0, false
	}
	return i, true
}

func hasAt(s string, i int, w string) bool { return len(s)-i >= len(w) && s[i:i+len(w)] == w }

// hintedMobile reports a number written in one piece that is a mobile
// number in the plan of a region the text hints at (its script, its
// e-mail domains, the places it names: struct_region.go): "妻が
// 07071289952に電話", "…;Αθήνα;6936506727". Mobile ranges are narrow, and
// a date-stamped or Unix-time run, an order's "#…" are left alone.
func (r *numRun) hintedMobile(start, end int, d []byte) bool {
	nd := len(d)
	if nd < 10 || nd > 11 || dateStamped(d) || unixTime(d) || start > 0 && r.s[start-1] == '#' || !(d[0] == '0' || d[0] >= '3') ||
		recordIDBefore(r.s, start) {
		return false
	}
	text := r.s[start:end]
	for _, pn := range validIn(text, r.regions()) {
		if phonenumbers.GetNumberType(pn) == phonenumbers.MOBILE {
			return true
		}
	}
	return false
}

// phoneWordAfter reports a word right after a number that says it was
// one to call or text, as languages that put the verb last say it:
// "07071289952に電話しました", "98765 43210 पर कॉल करें", "… numarasından
// ulaşın", "0803 … (WhatsApp)".
func phoneWordAfter(s string, e int) bool {
	t := s[e:min(len(s), e+32)]
	for _, w := range [...]string{"に電話", "へ電話", "までお電話", "まで電話", "に連絡", "로 전화", "으로 전화", "打电话", "打電話",
		" पर कॉल", " पर फ़ोन", " पर फोन", " নম্বরে ফোন", " নম্বরে কল", " numarasından", " numarasına", " numaradan", " numarayı"} {
		if strings.HasPrefix(t, w) {
			return true
		}
	}
	if len(t) > 3 && t[0] == ' ' && t[1] == '(' {
		for _, w := range [...]string{"mobile)", "cell)", "whatsapp)", "mob)", "tel)", "phone)", "home)", "work)"} {
			if len(t) >= 2+len(w) && strings.EqualFold(t[2:2+len(w)], w) {
				return true
			}
		}
	}
	return false
}

// recordIDWords label a record's number, which a mobile range may hold
// by chance: an order, an account, a JSON "id".
var recordIDWords = []string{"id", "order", "account", "acct", "invoice", "ref", "reference", "ticket", "case", "customer",
	"member", "booking", "tracking", "object", "no", "nr", "number", "konto", "commande", "pedido", "ordine", "bestellung"}

// recordIDBefore reports a record-number label in the 24 bytes before i.
func recordIDBefore(s string, i int) bool {
	return containsFoldBefore(s, i, 24, recordIDWords...) ||
		containsAnyBefore(s, max(0, i-24), i, "订单", "单号", "编号", "账号", "账户", "注文", "会員", "予約", "主文", "_id")
}
