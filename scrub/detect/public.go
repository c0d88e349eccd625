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
		return placeholderNames[strings.ToLower(v)] || placeholderZH[v]
	}
	return false
}
