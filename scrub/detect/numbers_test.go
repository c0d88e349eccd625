package detect

import "testing"

// Phone numbers in national formats and the numbers grouped like them
// that are not anyone's phone.
func TestNationalPhones(t *testing.T) {
	t.Parallel()
	cases := []struct {
		text, value string
	}{
		// Polish: mobiles in threes, landlines with the area code in parentheses.
		{"Proszę dzwonić: 601-234-567.", "601-234-567"},
		{"tel. 512 340 887 po 16:00", "512 340 887"},
		{"Biuro: (22) 628 41 10, pon.-pt.", "(22) 628 41 10"},
		// Turkish: the trunk 0 before the area code in parentheses.
		{"Cep: 0 (532) 418 27 90", "0 (532) 418 27 90"},
		// German-speaking: the area code before a slash.
		{"Rückruf bitte unter 089/23456781.", "089/23456781"},
		{"| Telefon | 0221/9876543 |", "0221/9876543"},
		// Russian: the trunk prefix 8.
		{"звоните 8 916 123 45 67 вечером", "8 916 123 45 67"},
	}
	for _, c := range cases {
		got := find(c.text)
		if got[c.value] != Phone {
			t.Errorf("%q: want PHONE %q, got %v", c.text, c.value, got)
		}
	}
}

func TestPhoneLookalikes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		text, value string
	}{
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
	}
	for _, c := range cases {
		for v, typ := range find(c.text) {
			if v == c.value || v == "#"+c.value {
				t.Errorf("%q: %q reported as %s", c.text, v, typ)
			}
		}
	}
}
