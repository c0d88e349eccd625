package detect

import "testing"

// A name and its writing in another script in brackets after it are the
// same person's; a relation or a role in brackets is not a name.
func TestNamesInTwoScripts(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"担当者：森田 陽介（Yosuke MORITA）までご連絡ください。", "Yosuke MORITA", Person},
		{"Contact person: Mr. Liang Wenjie (梁文杰), Shenzhen office", "梁文杰", Person},
		{"ผู้ติดต่อ: สมชาย ใจดี (Somchai Jaidee)", "Somchai Jaidee", Person},
		{"Emergency contact: 박서준 (brother) 010-1111-2222", "brother", kept},
		{"Emergency contact: 박서준 (Brother) 010-1111-2222", "Brother", kept},
		{"Dylan Marsh (Staff Accountant), ext 4411", "Staff Accountant", kept},
	})
}
