package detect

import "testing"

// Chinese names before a form of address or a greeting, and after 您好;
// the words before those forms that are no names.
func TestCNAddressedNames(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"亲爱的韦嘉怡女士：您预约的体检改到周五。", "韦嘉怡", Person},
		{"麻烦转告：邓子墨您好，合同已寄出。", "邓子墨", Person},
		{"您好蒋文，快递明天到。", "蒋文", Person},
		{"请找前台的崔老师登记", "崔", Person},
		{"各位先生女士，会议九点开始", "位", kept},
		{"关于先生的问题请回复", "于", kept},
		{"大家好，这位女士是新来的", "位", kept},
	})
}
