package detect

import "testing"

// Addresses typed with full-width digits in CJK forms and tables are
// read as their ASCII twins; a full-width phone keeps its plus sign and
// brackets, and full-width numbers that are no address stay kept.
func TestFullwidthDigitAddresses(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"序号　姓名　手机　地址\n３　　孙嘉禾　１３８１２３４５６７８　湖北省武汉市洪山区珞喻路１５２号７栋６０１室\n",
			"湖北省武汉市洪山区珞喻路１５２号７栋６０１室", StreetAddress},
		{"１　王芳　１３９０２２１４５６７　收货：江苏省苏州市姑苏区人民路３８８号２栋５０２室\n２　陈立　１５８０１１２３３４４　收货：浙江省宁波市鄞州区天童南路５８８号３栋１２０２室\n",
			"浙江省宁波市鄞州区天童南路５８８号３栋１２０２室", StreetAddress},
		{"收货地址：四川省成都市武侯区科华北路１９５号１０栋２５０２室", "四川省成都市武侯区科华北路１９５号１０栋２５０２室", StreetAddress},
		{"送付先：〒４６０－０００８　愛知県名古屋市中区栄３丁目５－１２\n鈴木 一郎　様", "〒４６０－０００８　愛知県名古屋市中区栄３丁目５－１２", StreetAddress},
		{"联系电话：＋８６ １３９ ２２１０ ４５８７（工作日）", "＋８６ １３９ ２２１０ ４５８７", CNMobile},
		{"会议定于１２月３日在第３会议室举行，共１５人参加。", "１５", kept},
		{"本次更新修复了第１２３号问题，版本号２．３．１。", "１２３", kept},
	})
}
