package detect

import "testing"

// A DNS zone's SOA timers are no phone numbers, on one line or several.
func TestSOAFields(t *testing.T) {
	expectNone(t, oneOf(Phone),
		"$ORIGIN example.org.\n@ 3600 IN SOA ns1.example.org. admin.example.org. ( 2025061501 7200 900 1209600 86400 )\n",
		"@ IN SOA ns hostmaster (\n        2025061501 ; serial\n        7200       ; refresh\n        900        ; retry\n        1209600    ; expire\n        86400 )    ; minimum\n")
	expectFound(t, []found{
		{"@ IN SOA ns1 admin ( 1 2 3 4 5 )\nOn-call: 020 7183 4410", "020 7183 4410", Phone},
	})
}

// The mainland mobiles that forms and seed data print as examples reach
// no one; a real mobile on the next row is still found.
func TestPlaceholderMobiles(t *testing.T) {
	t.Parallel()
	expectKeptBy(t, reportsPiece, []pair{
		{"('张三', '13800138000', NULL, NOW());", "13800138000"},
		{"| 李四 | 示例 | 138-0000-0000 | test@test.example |", "138-0000-0000"},
		{"示例,男,13800000000,foo@example.net", "13800000000"},
	})
	expectFound(t, []found{
		{"| 林浩然 | 市场 | +86-19820079928 |\n| 李四 | 示例 | 138-0000-0000 |", "+86-19820079928", CNMobile},
	})
}
