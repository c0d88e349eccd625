package detect

import (
	"strings"
	"testing"
)

// Payment cards of every network, grouped the ways people write them
// (spaces, dashes, dots; 4-4-4-4, 4-6-4, 4-4-4-4-3), with and without a
// card word; the check digit is what makes them cards.
func TestCardsOfEveryNetwork(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"Paid with 2201 2345 6789 0122 yesterday", "2201 2345 6789 0122", CreditCard},         // Mir
		{"kart numaram 9792-1234-5678-9018 tamam", "9792-1234-5678-9018", CreditCard},          // Troy
		{"humo 9860123456789015 orqali", "9860123456789015", CreditCard},                       // Humo
		{"charged to 3612 345678 9013 on arrival", "3612 345678 9013", CreditCard},             // Diners 4-6-4
		{"{\"pan\": \"4929.1234.5678.9015\"}", "4929.1234.5678.9015", CreditCard},              // dots
		{"use 5100.1234.5678.9013 for the deposit", "5100.1234.5678.9013", CreditCard},         // dots
		{"RuPay card 6003 1234 5678 9019 blocked", "6003 1234 5678 9019", CreditCard},          // RuPay 60
		{"please charge 6212.3456.7890.1234.569 today", "6212.3456.7890.1234.569", CreditCard}, // UnionPay, English text
		{"我的银行卡6212 3456 7890 1234 569，谢谢", "6212 3456 7890 1234 569", CNBankCard},
	})
	// No finding overlaps these numbers, nor lies inside them.
	overlaps := func(v, value string, _ Type) bool { return strings.Contains(value, v) || strings.Contains(v, value) }
	expectKeptBy(t, overlaps, []pair{
		{"Test card: 4000 0566 5566 5556.", "4000 0566 5566 5556"},                      // Stripe's test card, no piece a phone
		{"AWB 9400 1234 5678 9012 3456 78 · 2025-08-20", "9400 1234 5678 9012 3456 78"}, // tracking
		{"Tracking: 9400-2201-2345-6789-0122-55.", "9400-2201-2345-6789-0122-55"},       // a card inside a longer number
		{"invoice 2201 2345 6789 0123 is due", "2201 2345 6789 0123"},                   // check digit wrong
	})
}
