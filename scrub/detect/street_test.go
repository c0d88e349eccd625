package detect

import "testing"

// A street word or a Korean road's ending before numbers alone is no
// address: "via" before a helpline, "로" ("as") before a card's first
// group. A road whose number is followed by a building's part is one.
func TestStreetBeforeBareNumbers(t *testing.T) {
	t.Parallel()
	expectKeptBy(t, overlapping(StreetAddress), []pair{
		{"insurer claim line 0 800 64 19 35\nPolice report filed via 116 111.", "116 111"},
		{"소유자 YOON DO-YOON\n테스트로 6011 1111 1111 1117 넣었을 땐 됐어요", "6011"},
		{"테스트로 4242 4242 4242 4242 넣었을 땐 됐어요", "4242"},
	})
	expectFound(t, []found{
		{"주소: 서울시 서초구 봉은사로 199 112동 2778호", "서울시 서초구 봉은사로 199 112동 2778호", StreetAddress},
		{"indirizzo: Via 20 Settembre 5, 00187 Roma", "Via 20 Settembre 5, 00187 Roma", StreetAddress},
		{"배송지: 판교역로 122 문 앞에 놓아주세요", "판교역로 122", StreetAddress},
		{"Cliente: Maite Cifuentes — Carrera 37 # 51-77, Cali\nTeléfono: +522360440189", "Carrera 37 # 51-77, Cali", StreetAddress},
	})
}
