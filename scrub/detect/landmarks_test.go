package detect

import (
	"testing"
)

func TestLandmarks(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		// Landmarks' addresses in news are kept, with the names of the people
		// their streets are named after; a private address after one is not.
		{"LandmarkAddressesKept", []found{
			{"Crowds gathered outside Platz der Republik 1, 11011 Berlin on Monday.", "Platz der Republik 1, 11011 Berlin", kept},
			{"Le cortège est passé devant 55 Rue du Faubourg Saint-Honoré, 75008 Paris hier soir.", "55 Rue du Faubourg Saint-Honoré, 75008 Paris", kept},
			{"Tourists queued at Champ de Mars, 5 Avenue Anatole France, 75007 Paris all day.", "Anatole France", kept},
			{"游客在北京市东城区景山前街4号门口排队。", "北京市东城区景山前街4号", kept},
			{"Ship it to 10 Downing Street, London SW1A 2AA. Mine goes to 14 Larch Close, Leeds LS6 2AB, thanks.", "14 Larch Close, Leeds LS6 2AB", StreetAddress},
		}},
		// Numbers in the plan of the places a text names, the other NANP
		// countries, and a value cut at a middle dot.
		{"PlaceHintsAndSeparators", []found{
			{"Delivery to 12 Orchard Rd, Singapore 238826. Call me at 9123 4567 when outside.", "9123 4567", Phone},
			{"Ward 4, Quezon City. Please call 0917 555 0142 tomorrow.", "0917 555 0142", Phone},
			{"Barbados office, phone 1-246-428-1234 after nine", "1-246-428-1234", Phone},
			{"Address: 14 Larch Close, Leeds LS6 2AB · Phone: 0113 496 0000", "14 Larch Close, Leeds LS6 2AB", StreetAddress},
			{"Call me at 9123 4567 when outside.", "9123 4567", kept}, // no place says eight digits are a number
		}},
		// French house numbers written with a comma, and with bis/ter.
		{"FrenchCommaNumbers", []found{
			{"livrez au 12, impasse des Cerisiers, 44000 Nantes merci", "12, impasse des Cerisiers, 44000 Nantes", StreetAddress},
			{"chez moi : 8 bis, quai Saint-Jean, 69005 Lyon", "8 bis, quai Saint-Jean, 69005 Lyon", StreetAddress},
			{"version 2.12, route 66, 90210 Hollywood fans", "12, route 66, 90210 Hollywood", kept},
		}},
	})
}

// A landmark's address ends where its sentence does, and a landmark
// with full stops of its own ("Jl.") is still one: nothing reports it,
// whole or with the next sentence's start.
func TestLandmarkSentenceEnds(t *testing.T) {
	t.Parallel()
	expectKeptBy(t, overlapping(StreetAddress), []pair{
		{"Le président a reçu l'équipe au 55 rue du Faubourg Saint-Honoré. Standard ouvert de 9 h à 18 h.", "55 rue du Faubourg Saint-Honoré"},
		{"Delegacja odwiedziła Plac Zamkowy 4. Informacja: 800 123 456 w dni robocze.", "Plac Zamkowy 4"},
		{"Rombongan berkunjung ke Jl. Medan Merdeka Barat No.12, lalu makan siang.", "Jl. Medan Merdeka Barat No.12"},
	})
	expectFound(t, []found{{"Kontakt: ul. Długa 5. Biuro: pon.–pt.", "ul. Długa 5", StreetAddress}})
}

// A piece of a landmark's or a famous address that the address rules
// found alone is kept; an address that runs from one into the next
// sentence is still found, and so is a house number that only starts
// like a landmark's.
func TestLandmarkOverlap(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		{"PiecesAndRunBacks", []found{
			{"勤務先：愛知県豊田市トヨタ町1番地（株式会社○○）", "町1番地", kept},
			{"面接場所：東京都港区港南1-7-1　会議室3", "東京都港区港南1-7-1", kept},
			{"For the demo, ship to 10 Downing Street, London SW1A 2AA. Real orders go to 9073 Stonegate Court, Duluth, MN 17366.", "9073 Stonegate Court, Duluth, MN 17366", StreetAddress},
			{"address → 广东省广州市越秀区五一路93号. landmark → 1600 Amphitheatre Parkway, Mountain View, CA 94043", "广东省广州市越秀区五一路93号. landmark → 1600 Amphitheatre Parkway, Mountain View, CA 94043", StreetAddress},
			{"서울특별시 용산구 남산공원길 105 근처 맛집 추천해줘.", "서울특별시 용산구 남산공원길 105", kept},
			{"Anne Frank schreef haar dagboek aan de Prinsengracht 263. Informatie volgt.", "Prinsengracht 263", kept},
			{"주소: 서울특별시 강남구 헌릉로 120, 3동 402호", "서울특별시 강남구 헌릉로 120, 3동 402호", StreetAddress},
			{"現住所：東京都港区港南1-7-15 A1101", "東京都港区港南1-7-15", StreetAddress},
		}},
	})
}
