package detect

import "testing"

// Eleven digits beginning 10, 11 or 12 among Chinese text are no mainland
// mobile and no phone; a mobile beginning 13 to 19 is, and the same run
// in English text may be a North American number with its leading 1.
func TestInvalidCNMobileKept(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"联系人：王明　手机：10923456781　备注：测试账号", "10923456781", kept},
		{"INSERT INTO kehu (xingming, shouji) VALUES ('陈晓东', '12873410592');", "12873410592", kept},
		{"联系人：王明　手机：13923456781　备注：老客户", "13923456781", CNMobile},
		{"Customer callback number: 12127364512, ask for the night desk.", "12127364512", Phone},
	})
}
