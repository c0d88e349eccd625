package main

// The seventh held-out set (wild7): about ninety kinds of documents as
// they are pasted into prompts (exports, manifests, statements, dumps,
// payloads, logs, calendars, transcripts, rosters, deeds, adverts) in
// twenty-two languages, a quarter of them Chinese. It was written without
// reading the detectors, the other sets' templates or any scores.
//
// Labelling conventions:
//   - PERSON is the name only: no title (Mr, Dr., 先生, さん, นาย), no
//     trailing role. A name split over separate fields (vCard N, PNR
//     SURNAME/GIVEN) is labelled as written: SURNAME/GIVEN is one span,
//     each vCard N component is its own span. A given name used alone
//     (greetings, chats) is labelled.
//   - STREET_ADDRESS is the street line with its number (and unit). When a
//     document writes the whole address on one line, postcode and city on
//     that line are part of the span (never a country name, never the next
//     line). Chinese, Japanese and Korean addresses are written as one run
//     from province or city down to the room, and are labelled whole.
//   - Phones carry their country code and separators as written. A
//     mainland Chinese mobile is CN_MOBILE (with +86 if written); every
//     other phone, mainland landlines included, is PHONE. A phone spoken
//     digit by digit in a transcript is labelled as the spoken words.
//   - URL_WITH_TOKEN is the whole URL from its scheme. A credential in a
//     key: value line (API_KEY, AWS_ACCESS_KEY, JWT) is the value alone,
//     without "Bearer " or quotes. PRIVATE_KEY is the PEM block from
//     -----BEGIN to the end of -----END-----, indentation or escaped
//     newlines included as written.
//   - Decoys (kind wild7_*) are public values that must be kept: public
//     figures in news, free and service lines, documentation and resolver
//     addresses, example.* mail, landmark addresses, published test cards
//     and example keys, versions, hashes, UUIDs, order and tracking numbers.

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

type w7doc struct {
	marked
	r    *rand.Rand
	l    *w7loc
	lang string
}

func (d *w7doc) w(s ...string) {
	for _, x := range s {
		d.b.WriteString(x)
	}
}

func (d *w7doc) f(format string, a ...any) { fmt.Fprintf(&d.b, format, a...) }

// t writes a template: its text as it stands, and at each ⟨slot⟩ what the
// writer of that name draws and writes (w7slots), in the order they stand.
// ⟨name⟩, ⟨mail⟩ and ⟨wmail⟩ are of the first person given, ⟨name2⟩ and
// ⟨mail2⟩ of the second, and so on.
func (d *w7doc) t(tpl string, ps ...w7person) {
	marks(tpl, func(s string) { d.w(s) }, func(slot string) {
		i := 0
		if k := len(slot) - 1; slot[k] >= '2' && slot[k] <= '9' {
			i, slot = int(slot[k]-'1'), slot[:k]
		}
		if f, ok := w7personSlots[slot]; ok {
			f(d, ps[i])
			return
		}
		if f, ok := w7slots[slot]; ok {
			f(d)
			return
		}
		d.v(slot)
	})
}

// w7slots are the writers a template names that depend on the locale or
// the document; each draws its value and writes it labelled (or kept, for
// look-alikes). The other slots are w7drawn.
var w7slots = map[string]func(*w7doc) string{
	"tel": (*w7doc).tel, "street": (*w7doc).street, "full": (*w7doc).full, "iban": (*w7doc).iban, "fig": (*w7doc).fig, "toll": (*w7doc).toll,
	// of a person drawn there and then
	"newname":  func(d *w7doc) string { return d.name(d.per()) },
	"newmail":  func(d *w7doc) string { return d.mail(d.per()) },
	"newwmail": func(d *w7doc) string { return d.wmail(d.per()) },
}

// w7drawn are the values drawn alone, by name: the type they are labelled
// with, or "~kind" for a look-alike kept as wild7_kind, and their draw.
var w7drawn = map[string]struct {
	as   string
	draw func(*rand.Rand) string
}{
	"mob": {"CN_MOBILE", w7cnMobile}, "card": {"CREDIT_CARD", w7card}, "cnCard": {"CN_BANK_CARD", w7cnCard}, "rid": {"CN_RESIDENT_ID", w7rid},
	"ssn": {"US_SSN", w7ssn}, "jwt": {"JWT", w7jwt}, "akid": {"AWS_ACCESS_KEY", w7akid}, "awsSec": {"API_KEY", w7awsSecret}, "key": {"API_KEY", w7apiKey},
	"urlTok": {"URL_WITH_TOKEN", w7urlTok}, "ip": {"IP_ADDRESS", w7ip},
	"docIP": {"~docip", w7docIP}, "resolver": {"~resolver", w7resolver}, "exMail": {"~example_mail", w7exMail}, "testCard": {"~testcard", w7testCard},
	"semver": {"~version", w7semver}, "sha": {"~hash", w7sha}, "uuid": {"~uuid", w7uuid}, "digest": {"~digest", w7digest}, "track": {"~tracking", w7track},
	"order": {"~order", w7order}, "pnr": {"~booking_ref", w7pnr},
	"landmark": {"~landmark", func(r *rand.Rand) string { return w7pick(r, w7landmarks) }},
	"exKey":    {"~example_key", func(r *rand.Rand) string { return w7pick(r, w7exKeys) }},
}

// v draws the value w7drawn names and writes it labelled, or kept.
func (d *w7doc) v(name string) string {
	x, ok := w7drawn[name]
	if !ok {
		panic("wild7: unknown value " + name)
	}
	if kind, ok := strings.CutPrefix(x.as, "~"); ok {
		return d.K(kind, x.draw(d.r))
	}
	return d.P(x.as, x.draw(d.r))
}

// w7personSlots are the writers of a person's name and addresses.
var w7personSlots = map[string]func(*w7doc, w7person) string{"name": (*w7doc).name, "mail": (*w7doc).mail, "wmail": (*w7doc).wmail}

// P writes a labelled value and returns it.
func (d *w7doc) P(typ, v string) string { d.label(typ, v); return v }

// K writes a value that must be kept.
func (d *w7doc) K(kind, v string) string { d.keep("wild7_"+kind, v); return v }

func (d *w7doc) ph(i int) string { return d.l.ph[i] }

// lab writes a field label followed by the locale's separator.
func (d *w7doc) lab(i int) {
	if d.l.sp == "" {
		d.w(d.l.ph[i], "：")
	} else {
		d.w(d.l.ph[i], ": ")
	}
}

// tr is the text of the locale's language in m, else the English one.
func (d *w7doc) tr(m map[string]string) string {
	if v, ok := m[d.l.code]; ok {
		return v
	}
	if d.l.code == "zh-TW" {
		if v, ok := m["zh"]; ok {
			return v
		}
	}
	return m["en"]
}

func (d *w7doc) o(xs ...string) string { return w7pick(d.r, xs) }
func (d *w7doc) n(lo, hi int) int      { return lo + d.r.IntN(hi-lo+1) }
func (d *w7doc) coin() bool            { return d.r.IntN(2) == 0 }
func (d *w7doc) per() w7person         { return d.l.person(d.r) }

func (d *w7doc) name(p w7person) string { return d.P("PERSON", p.disp) }

// tel writes a phone of the locale: mainland Chinese mobiles are CN_MOBILE.
func (d *w7doc) tel() string {
	if d.l.code == "zh" && d.r.IntN(5) != 0 {
		return d.P("CN_MOBILE", w7cnMobile(d.r))
	}
	return d.P("PHONE", d.l.phone(d.r))
}

// mailOf is an address a person would have at a provider of the locale.
func (d *w7doc) mailOf(p w7person) string {
	first := w7clean(p.givenL)
	last := w7clean(p.familyL)
	if d.l.code == "zh" && d.r.IntN(3) == 0 {
		return fmt.Sprint(10000+d.r.IntN(2999990000)) + "@qq.com"
	}
	var local string
	switch d.r.IntN(7) {
	case 0:
		local = first + "." + last
	case 1:
		local = first + last + fmt.Sprint(d.n(1, 99))
	case 2:
		local = first[:1] + last
	case 3:
		local = last + "." + first
	case 4:
		local = first + "_" + last
	case 5:
		local = first + fmt.Sprint(d.n(1965, 2007))
	default:
		local = last + first[:1]
	}
	return local + "@" + w7pick(d.r, d.l.mails)
}

func w7clean(s string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(w7fold(s)) {
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	if b.Len() == 0 {
		return "x"
	}
	return b.String()
}

var w7firms = []string{"ledgerfox.io", "kinsmere.com", "orbitcrate.net", "hallberg-maschinen.de", "tamarindpay.com", "vostok-trade.ru", "nuvola-servizi.it", "brightwharf.co.uk", "pangu-yun.cn", "sakura-bussan.co.jp", "hanbit-soft.co.kr", "altamar-logistica.es", "tulpenhof.nl", "marmara-tekstil.com.tr", "kilima-agro.co.ke", "sinar-abadi.co.id", "saigon-mekong.vn", "chaophraya-foods.co.th", "nahar-industries.in", "aegean-ship.gr", "galil-tech.co.il", "dar-alnoor.sa", "lusitano-vinhos.pt", "wawel-soft.pl", "lumiere-conseil.fr", "xinghe-wuliu.com", "yuanshan-trading.com.tw"}

// workMail is a person's address at a company.
func (d *w7doc) workMail(p w7person) string {
	first, last := w7clean(p.givenL), w7clean(p.familyL)
	local := first + "." + last
	if d.coin() {
		local = first[:1] + last
	}
	return local + "@" + w7pick(d.r, w7firms)
}

func (d *w7doc) mail(p w7person) string { return d.P("EMAIL", d.mailOf(p)) }
func (d *w7doc) wmail(p w7person) string {
	return d.P("EMAIL", d.workMail(p))
}
func (d *w7doc) street() string { return d.P("STREET_ADDRESS", d.l.street(d.r)) }
func (d *w7doc) full() string   { return d.P("STREET_ADDRESS", d.l.full(d.r)) }
func (d *w7doc) pem(nl string) string {
	return d.P("PRIVATE_KEY", w7pem(d.r, nl))
}

// iban writes an IBAN of the locale's country (or a European one).
func (d *w7doc) iban() string {
	cc := d.l.iban
	if cc == "" {
		cc = d.o("DE", "GB", "FR", "NL", "BE", "AT", "CH")
	}
	return d.P("IBAN", w7iban(d.r, cc))
}

// account writes the bank identifier people of the locale would give:
// an IBAN where there is one, a UnionPay card in mainland China, else a card.
func (d *w7doc) account() string {
	switch {
	case d.l.code == "zh":
		return d.v("cnCard")
	case d.l.iban != "":
		return d.iban()
	default:
		return d.v("card")
	}
}

// Look-alikes of the locale.
func (d *w7doc) fig() string  { return d.K("figure", w7pick(d.r, d.l.figures)) }
func (d *w7doc) toll() string { return d.K("tollfree", d.l.toll(d.r)) }

func (d *w7doc) date() string {
	y, m, dd := 2025+d.r.IntN(2), 1+d.r.IntN(12), 1+d.r.IntN(28)
	switch d.l.code {
	case "en":
		return fmt.Sprintf("%02d/%02d/%d", m, dd, y)
	case "de", "ru", "pl", "tr":
		return fmt.Sprintf("%02d.%02d.%d", dd, m, y)
	case "fr", "es", "it", "pt", "el", "vi", "id", "sw", "ar", "he", "hi", "th", "nl":
		return fmt.Sprintf("%02d/%02d/%d", dd, m, y)
	case "zh", "ja", "zh-TW":
		return fmt.Sprintf("%d年%d月%d日", y, m, dd)
	default:
		return fmt.Sprintf("%d-%02d-%02d", y, m, dd)
	}
}

func (d *w7doc) iso() string {
	return fmt.Sprintf("2026-%02d-%02dT%02d:%02d:%02dZ", 1+d.r.IntN(3), 1+d.r.IntN(28), d.r.IntN(24), d.r.IntN(60), d.r.IntN(60))
}

func (d *w7doc) money() string {
	return fmt.Sprintf("%d.%02d %s", d.n(3, 4800), d.r.IntN(100), d.l.cur)
}

// spoken writes the digits of v as words of the locale, in groups.
func (d *w7doc) spoken(v string) string {
	var words []string
	for _, c := range v {
		switch {
		case c >= '0' && c <= '9':
			words = append(words, d.l.digits[c-'0'])
		case c == '+':
			words = append(words, "plus")
		}
	}
	sep := " "
	if d.l.code == "zh" || d.l.code == "ja" {
		sep = ""
	}
	return strings.Join(words, sep)
}

type w7kind struct {
	name  string
	langs string // "*" for every locale, else the codes it is written in
	tech  bool   // a machine artefact: usually pasted with a request
	fn    func(d *w7doc)
}

var w7byLang map[string][2][]int

// w7kindsFor is the kinds written in every locale and those written only
// in a few, that code may use.
func w7kindsFor(code string) (every, own []int) {
	if w7byLang == nil {
		w7byLang = map[string][2][]int{}
		for i, k := range w7kinds {
			for _, l := range w7locs {
				e := w7byLang[l.code]
				switch {
				case k.langs == "*" || len(strings.Fields(k.langs)) > 5 && strings.Contains(" "+k.langs+" ", " "+l.code+" "):
					e[0] = append(e[0], i)
				case strings.Contains(" "+k.langs+" ", " "+l.code+" "):
					e[1] = append(e[1], i)
				}
				w7byLang[l.code] = e
			}
		}
	}
	e := w7byLang[code]
	return e[0], e[1]
}

// w7nonZh are the locales other than Chinese, English weighted twice.
var w7nonZh = []string{"en", "en", "de", "fr", "es", "pt", "it", "nl", "pl", "tr", "ru", "ar", "he", "el", "hi", "th", "vi", "id", "sw", "ja", "ko"}

func wild7Record(r *rand.Rand) (record, error) {
	var code string
	switch x := r.IntN(100); {
	case x < 20:
		code = "zh"
	case x < 26:
		code = "zh-TW"
	default:
		code = w7pick(r, w7nonZh)
	}
	ks, own := w7kindsFor(code)
	if len(own) > 0 && r.IntN(100) < 35 {
		ks = own
	}
	k := w7kinds[ks[r.IntN(len(ks))]]
	d := &w7doc{r: r, l: w7locale(code), lang: code}
	wrap := r.IntN(10) < 3
	if k.tech {
		wrap = true // a bare machine artefact has no language of its own
	}
	fence := false
	if wrap {
		d.w(d.ph(w7P1 + r.IntN(3)))
		if fence = r.IntN(3) == 0; fence {
			d.w("\n\n```\n")
		} else {
			d.w("\n\n")
		}
	}
	k.fn(d)
	if fence {
		d.w("\n```")
	}
	if wrap && r.IntN(4) == 0 {
		d.w("\n\n", d.ph(w7P1+r.IntN(3)))
	}
	return d.record(d.lang, "wild7_"+k.name), nil
}
