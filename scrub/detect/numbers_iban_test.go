package detect

import "testing"

// IBANs as people and programs write them: a length off the registry's
// for the country, lower case in groups, cut by a line break.
func TestIBANForms(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		// 27 characters for Turkey (26 registered), 30 for Egypt (29).
		{"Alıcı IBAN: TR0400061005197864578413260\nAçıklama", "TR0400061005197864578413260", IBAN},
		{"IBAN: TR04 0006 1005 1978 6457 8413 260\n", "TR04 0006 1005 1978 6457 8413 260", IBAN},
		{"| EG6700190005000000002631800021 |", "EG6700190005000000002631800021", IBAN},
		// Lower case in groups of four, letters in the account part.
		{"client : fr38 3000 6000 01ab 34cd 56ef 718\n", "fr38 3000 6000 01ab 34cd 56ef 718", IBAN},
		// A PDF's line breaks: at a group's end, inside a group, with indent.
		{"a la cuenta ES98\n2038 5778 9830 0076 0236 titularidad", "ES98\n2038 5778 9830 0076 0236", IBAN},
		{"auf das Konto DE44 50\n01 0517 5407 3249 31 zu", "DE44 50\n01 0517 5407 3249 31", IBAN},
		{"for rent: IBAN DE44 5001 0517\n 5407 3249 31 ... [page 2]", "DE44 5001 0517\n 5407 3249 31", IBAN},
		{"IBAN DE4450010517\n5407324931 bitte", "DE4450010517\n5407324931", IBAN},
	})
	// An off-length value must still pass mod 97; a registered-length
	// IBAN does not run into the next line.
	expectNone(t, oneOf(IBAN),
		"IBAN: TR0400061005197864578413261\n",
		"ref TR04 0006 1005 1978 6457 8413 26x\n")
	expectFound(t, []found{{"IBAN DE44 5001 0517 5407 3249 31\nDE12 next line", "DE44 5001 0517 5407 3249 31", IBAN}})
}

// A value written as its country's IBAN whose check digits fail (a typo,
// a validator's test value) is an account's shape: no piece of it is a
// phone or a card. A phone after a valid IBAN is still found.
func TestIBANShapeBadCheck(t *testing.T) {
	t.Parallel()
	expectNone(t, oneOf(Phone, CreditCard, CNBankCard, IBAN),
		"Y este IBAN de ejemplo que sale en la web del banco, GB17 AIBK 2006 9900 0069 33, ¿por qué da error?",
		`{"customer":"Jane Doe","iban":"DE40 3079 2764 0663 7131 22"}`,
		"-	in := \"DE64 2488 7004 7777 8668 21\"",
		"فلان الفلاني	800-825-1033	AE72 0934 5319 3991 6729 779")
	expectFound(t, []found{
		{"IBAN DE44 5001 0517 5407 3249 31, Tel. 0171 2345678", "0171 2345678", Phone},
		{"IBAN DE44 5001 0517 5407 3249 31, Tel. 0171 2345678", "DE44 5001 0517 5407 3249 31", IBAN},
	})
}
