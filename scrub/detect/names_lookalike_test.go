package detect

import "testing"

// Look-alikes of names in European text: a register's doubled label before
// its number, a line's label before a colon and an address, an office in
// brackets after a phone number, two things joined by "and", a group
// greeted with an article inside, a Turkish form's name label. The names
// beside them are still found.
func TestNameLookalikesLatin(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"Ship ADA ADA 8812345 docked at berth 4.", "ADA ADA", kept},
		{"Danke.\nBei Rückfragen: kasse@verein-beispiel.de oder 030 1234567", "Bei Rückfragen", kept},
		{"Meldungen bitte an 030 1234567 (Rezeption).", "Rezeption", kept},
		{"WhatsApp +353 85 904 6470 (Joaquim).", "Joaquim", Person},
		{"Form 1099-INT Interest and Dividend Statement 2025 attached.", "Dividend Statement", kept},
		{"She is survived by Ashley Garcia and Tyler Anderson, and grandchildren.", "Tyler Anderson", Person},
		{"Liebe Mitglieder der Gruppe 3,\nbitte denkt an Sonntag.", "Mitglieder der Gruppe", kept},
		{"The assignee on file is Radhika van der Berg.", "Radhika van der Berg", Person},
		{"Müşteri Adı Soyadı: YILMAZ Ayşe\nTelefon: 0 532 111 22 33", "Müşteri Adı Soyadı", kept},
		{"Müşteri Adı Soyadı: YILMAZ Ayşe\nTelefon: 0 532 111 22 33", "Müşteri Adı", kept},
		{"Müşteri Adı Soyadı: YILMAZ Ayşe\nTelefon: 0 532 111 22 33", "YILMAZ Ayşe", Person},
	})
}
