package detect

import "testing"

func TestTextRegionsPersianAheadOfArabic(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text, want string
	}{
		{"لطفا با من تماس بگیرید", "IR"},    // Persian: common Arabic letters first, then گ and ی
		{"يرجى الاتصال بي على الرقم", "SA"}, // Arabic only
		{"شماره: ۰۹۱۲۳۴۵۶۷۸۹", "IR"},        // Persian digits
	} {
		got := textRegions(c.text)
		if len(got) == 0 || got[0] != c.want {
			t.Errorf("textRegions(%q) = %v, want %s first", c.text, got, c.want)
		}
	}
}
