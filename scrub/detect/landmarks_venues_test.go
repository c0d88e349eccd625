package detect

import "testing"

// A "name" that holds a public building's word, or that stands inside or
// right before a landmark's address, is the place's; a person whose
// surname is also a building word (Castillo) is still found.
func TestVenueNames(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"Day two: Museo del Prado in the morning, tapas after.", "Museo del Prado", kept},
		{"Tickets for Sydney Opera House are sold out.", "Sydney Opera House", kept},
		{"Meet me by the fountain, Praça dos Três Poderes, Brasília - DF", "Três Poderes", kept},
		{"Kids loved Sydney Opera House, Bennelong Point, Sydney NSW 2000", "Sydney Opera House", kept},
		{"Please forward the contract to Valentina Castillo by Friday.", "Valentina Castillo", Person},
		// Seats of government and palaces from the wider gazetteer.
		{"Lịch trình: 9h tham quan Số 2 Hùng Vương, Ba Đình, Hà Nội rồi ăn trưa.", "Số 2 Hùng Vương, Ba Đình, Hà Nội", kept},
		{"Treffpunkt: Plac Zamkowy 4, 00-277 Warszawa", "Plac Zamkowy 4, 00-277 Warszawa", kept},
		{"Treffpunkt: Plac Zamkowy 14, 00-277 Warszawa", "Plac Zamkowy 14, 00-277 Warszawa", StreetAddress},
	})
}
