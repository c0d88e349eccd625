package detect

import "testing"

// A fictional or toll-free number written in native digits is kept as
// its ASCII form is.
func TestPublicPhoneNativeDigits(t *testing.T) {
	t.Parallel()
	for _, v := range []string{"(٤١٥) ٥٥٥-٠١٣٢", "۰۷۷۰۰ ۹۰۰۸۳۱", "０１２０－４４４－１１３"} {
		if !publicPhone(v) {
			t.Errorf("publicPhone(%q) = false, want true (as %q)", v, asciiDigits(v))
		}
	}
	if publicPhone("۰۹۱۲ ۳۴۵ ۶۷۸۹") {
		t.Errorf("publicPhone(an Iranian mobile in Persian digits) = true")
	}
}
