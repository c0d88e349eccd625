package detect

import "strings"

// Look-alikes of addresses and mailboxes that reach no one.

// famousAddress reports a lower-case address finding that is one of
// famousAddresses: it starts with one, it starts with a unit of the
// building and then one ("unit 4, 1 apple park way, …": a suite of the
// same seat), or it is one cut short at a word ("1 apple park" of "1
// apple park way", where the street word ended the finding).
func famousAddress(lv string) bool {
	if k := strings.Index(lv, ", "); k > 0 && k <= 12 && suitePart(lv[:k]) {
		lv = lv[k+2:]
	}
	for _, a := range famousAddresses {
		if strings.HasPrefix(lv, a) {
			return true
		}
		if len(lv) >= 10 && strings.HasPrefix(a, lv) && a[len(lv)] == ' ' {
			return true
		}
	}
	return false
}

// suitePart reports a unit, suite or floor designator and its number:
// "unit 4", "suite 300", "ste. 12", "floor 3", "level 2", "#12".
func suitePart(p string) bool {
	f := strings.Fields(p)
	if len(f) == 1 {
		return strings.HasPrefix(p, "#") && len(p) > 1 && digitCount(p) == len(p)-1
	}
	if len(f) != 2 || digitCount(f[1]) == 0 {
		return false
	}
	switch f[0] {
	case "unit", "suite", "ste", "ste.", "floor", "fl", "fl.", "level", "room", "rm", "bay", "dock":
		return true
	}
	return false
}

// placeholderLocal and placeholderDomains are the stand-in addresses of
// forms, tests and tutorials ("test@test.com", "user@domain.com",
// "john.doe@email.com"): an address needs both to be one.
var (
	placeholderLocal = wordSet(`test tester testing user username user1 user2 foo bar foobar demo sample example someone somebody
		name firstname first.last firstname.lastname john.doe jane.doe johndoe janedoe email your.name yourname`)
	placeholderDomains = wordSet(`test.com test.org test.net domain.com email.com company.com foo.com bar.com foobar.com sample.com
		somewhere.com someplace.com acme.com website.com site.com`)
)

// placeholderMailbox reports a stand-in address (lower case parts).
func placeholderMailbox(local, domain string) bool {
	return placeholderLocal[local] && placeholderDomains[domain]
}

// idHeaderKeys are the header and property names whose value is an
// identifier written like an address: a calendar event's UID (RFC 5545:
// "UID:0b2e…@google.com"), a message's Message-ID and the ids that
// In-Reply-To and References repeat, a MIME part's Content-ID. Lower case.
var idHeaderKeys = wordSet(`uid message-id in-reply-to references content-id x-message-id resent-message-id msgid message_id messageid`)

// mailIDAt reports an address-shaped finding at a that such a key labels
// on its line ("Message-ID: <…@mail.gmail.com>").
func mailIDAt(s string, a int) bool {
	if a > 0 && s[a-1] == '<' {
		a--
	}
	return idHeaderKeys[strings.ToLower(lineKey(s, a))] // ip_forms.go
}

// robotMailbox reports the service accounts that Google makes for every
// project by itself, named after the project's number or id
// ("264193278329-compute@developer.gserviceaccount.com",
// "proj@appspot.gserviceaccount.com"): a project's, not a person's. An
// account someone named ("export@proj.iam.gserviceaccount.com") is left
// to the rules.
func robotMailbox(local, domain string) bool {
	switch domain {
	case "developer.gserviceaccount.com":
		n, _ := strings.CutSuffix(local, "-compute")
		return n != "" && digitCount(n) == len(n)
	case "appspot.gserviceaccount.com", "cloudservices.gserviceaccount.com", "cloudbuild.gserviceaccount.com":
		return true
	case "users.noreply.github.com":
		// A GitHub App's or bot account's commit address, "<id>+<name>[bot]"
		// or "<id>+ci-bot": a person's own noreply address is still theirs.
		id, name, ok := strings.Cut(local, "+")
		return ok && id != "" && digitCount(id) == len(id) && (strings.HasSuffix(name, "[bot]") || strings.HasSuffix(name, "-bot"))
	}
	return false
}

// senderSubdomains are the first labels of the subdomains that firms send
// notices from and no one reads ("system@notice.alibaba.com",
// "alerts@notify.bank.com"), lower case.
var senderSubdomains = wordSet(`notice notices notify notification notifications mailer mailers bounce bounces alert alerts newsletter newsletters`)

// senderMailbox reports an address at a firm's sending subdomain: a
// domain of three labels or more whose first label is a senderSubdomains.
func senderMailbox(domain string) bool {
	first, rest, ok := strings.Cut(domain, ".")
	return ok && strings.IndexByte(rest, '.') > 0 && senderSubdomains[first]
}
