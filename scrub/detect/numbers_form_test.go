package detect

import "testing"

// Numbers in URL-encoded form bodies and query strings: '+' for a space,
// %XX for punctuation, found at their encoded bytes.
func TestFormNumbers(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		{"FormEncoded", []found{
			{"name=Darnell+Fitzgerald&email=m.pruitt%40outlook.com&phone=%28312%29+678+0389&address=178+Oak+Hollow+Ln",
				"%28312%29+678+0389", Phone},
			{"email=chen%40yahoo.com&phone=%2B1+646+253+6229&address=3+Cedar+Ridge+Rd", "%2B1+646+253+6229", Phone},
			{"out_trade_no=9207-2972-9495&buyer_phone=139+7042+6460&total_amount=3111.07", "139+7042+6460", CNMobile},
			{"POST /signup body: tel=%2B8613912345678&src=app", "%2B8613912345678", CNMobile},
			{"contact%5Bphone%5D=020+3123+4567&contact%5Bcity%5D=London", "020+3123+4567", Phone},
			// Sums, counts and pages stay numbers.
			{"q=1+2+3&amount=1999+2000&page=2", "1999+2000", kept},
			{"expr=%28312%29+678+0389+%2A+2", "%28312%29+678+0389+%2A+2", kept},
		}},
	})
}
