package detect

import "strings"

// Public values look like personal data and identify no one: a famous
// address (the White House, 221B Baker Street), a sender no one answers
// (noreply@github.com), the stand-in names of forms and tutorials (John
// Doe, 张三). They are kept. Public resolver and documentation IPv4
// addresses are left out where IPv4 is validated (publicIPv4).

// famousAddresses are the house number and street of addresses that
// belong to institutions and landmarks, lower case.
var famousAddresses = []string{"1600 pennsylvania avenue", "1600 pennsylvania ave", "1600 amphitheatre parkway",
	"1 infinite loop", "one infinite loop", "1 apple park way", "one apple park way", "221b baker street", "10 downing street",
	"350 fifth avenue", "350 5th avenue", "1 microsoft way", "one microsoft way", "1 hacker way", "410 terry avenue",
	"742 evergreen terrace", "4 privet drive", "11 wall street", "2 macquarie street", "1 rocket road"}

// noReplyLocal are local parts of addresses that send and never read.
var noReplyLocal = map[string]bool{"noreply": true, "no-reply": true, "no_reply": true, "donotreply": true,
	"do-not-reply": true, "do_not_reply": true, "mailer-daemon": true, "postmaster": true, "notifications": true,
	"notification": true, "bounce": true, "bounces": true}

// placeholderNames are the stand-ins for a person in forms and tutorials.
var placeholderNames = map[string]bool{"john doe": true, "jane doe": true, "max mustermann": true, "erika mustermann": true,
	"joe bloggs": true, "jane roe": true, "richard roe": true, "john q. public": true, "mario rossi": false}

// famousNames are people's names that name brands, firms and
// institutions ("Calvin Klein sneakers", "Morgan Stanley"), and public
// figures, lower case: saying them names no customer.
var famousNames = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Split(`calvin klein|tommy hilfiger|ralph lauren|morgan stanley|marie curie|hugo boss|louis vuitton|
estée lauder|estee lauder|giorgio armani|michael kors|kate spade|tory burch|vera wang|stella mccartney|paul smith|anne klein|
coco chanel|christian dior|yves saint laurent|walt disney|wells fargo|goldman sachs|merrill lynch|lehman brothers|charles schwab|
ernst young|harley davidson|rolls royce|aston martin|mercedes benz|ted baker|marc jacobs|oscar de la renta|john deere|
ben jerry|johnson johnson|procter gamble|dow jones|jack daniels|jim beam|johnnie walker|william hill|marks spencer|
john lewis|dean foods|levi strauss|elon musk|bill gates|steve jobs|jeff bezos|mark zuckerberg|tim cook|satya nadella|
sundar pichai|jensen huang|sam altman|albert einstein|isaac newton|alan turing|ada lovelace|grace hopper|linus torvalds|
taylor swift|barack obama|donald trump|joe biden|abraham lincoln|george washington|martin luther king|winston churchill|
william shakespeare|charles dickens|jane austen|leonardo da vinci|pablo picasso|vincent van gogh|nelson mandela|
mahatma gandhi|mother teresa|florence nightingale|charles darwin|nikola tesla|thomas edison|stephen hawking|marie antoinette`, "|") {
		m[strings.TrimSpace(n)] = true
	}
	return m
}()

func publicValue(t Type, v string) bool {
	switch t {
	case StreetAddress:
		lv := strings.ToLower(v)
		for _, a := range famousAddresses {
			if strings.HasPrefix(lv, a) {
				return true
			}
		}
	case Email:
		if at := strings.LastIndexByte(v, '@'); at > 0 {
			return noReplyLocal[strings.ToLower(v[:at])]
		}
	case Person:
		lv := strings.ToLower(v)
		return placeholderNames[lv] || placeholderZH[v] || famousNames[lv]
	}
	return false
}
