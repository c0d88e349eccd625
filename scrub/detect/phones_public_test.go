package detect

import "testing"

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
