package detect

import (
	"strings"
	"testing"
)

// orgOrPlaceName on a value of its text, whichever pass would take it: a
// firm's trade or legal form, an institution, a kind of place, a CJK legal
// form or place word after it, an animal's breed in brackets; and the
// people beside them, whom it must leave.
func TestOrgOrPlaceName(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text, value string
		org         bool
	}{
		{"Lieferant: Brandauer Metallbau GmbH, Halle 3", "Brandauer", true},
		{"Invoice from Ngata Plumbing Ltd for the bathroom", "Ngata Plumbing", true},
		{"Invoice from Ngata Plumbing Ltd for the bathroom", "Ngata", true},
		{"Fornecedor: Albuquerque Irmãos Lda. (Porto)", "Albuquerque Irmãos", true},
		{"Proveedor: Etxeberria Hermanos S.A. – Bilbao", "Etxeberria Hermanos S", true},
		{"Shipper: Ferncliff Moving Co. picked up at 9", "Ferncliff Moving Co", true},
		{"Shipper: Ferncliff Moving Co. picked up at 9", "Ferncliff", true},
		{"Pickup at Whitfield & Sons Removals, dock 2", "Whitfield", true},
		{"取引先：Hoshino Denki 株式会社（大阪）", "Hoshino Denki", true},
		{"取引先：Hoshino 株式会社", "Hoshino", true},
		{"供应商 Lambert Foods 有限公司 已发货", "Lambert Foods", true},
		{"门店：Bellmont Heights店，营业至十点", "Bellmont Heights", true},
		{"집합 장소: Ashgrove Park 컨벤션 2층", "Ashgrove", true},
		{"Treffpunkt: Rosalind Heights, 10 Uhr", "Rosalind Heights", true},
		{"Parents' evening at Marigold Elementary on Thursday", "Marigold Elementary", true},
		{"Referred by St Brigid Infirmary, ward 4", "Brigid Infirmary", true},
		{"Match away at Jefferson Middle School", "Jefferson", true},
		{"Trip to Kingsley upon Avon next week", "Avon", true},
		{"Paciente: Toby (Golden Retriever, 4 años)\nDueña: Lucía Ferrán", "Toby", true},
		{"Paciente: Toby (Golden Retriever, 4 años)", "Golden Retriever", true},
		{"宠物：Mochi（Shiba Inu，2岁）", "Mochi", true},
		{"Atentamente,\nAtención al cliente", "Atención", true},
		{"Pozdrowienia\nBiuro Obsługi Klienta", "Biuro Obsługi Klienta", true},
		{"EXHIBIT LOG\nDOCS REF-2031-0077 | filed 2026-02-03", "DOCS REF", true},
		{"Abholung: Brenninger Bäckerei, Tor 2", "Brenninger", true},
		{"Booked the Harrowgate Vets for Tuesday", "Harrowgate", true},
		{"Rehearsal with the Ellery Choir at 7", "Ellery", true},
		{"Factura a nombre de Trattoria Benvenuti", "Trattoria Benvenuti", true},
		// People stay people.
		{"3 SSR DOCS XX123 HK1 P/NLD/99887766/NLD/01JAN90/F/01JAN30/DEKKER/ANOUK-1.1", "DEKKER/ANOUK", false},
		{"Dueña: Lucía Ferrán (Golden Retriever Club)", "Lucía Ferrán", false}, // a club named after a breed
		{"Contact: Jerry Hall, +44 20 7946 0018", "Jerry Hall", false},
		{"Assigned to Min-jun Park (QA)", "Min-jun Park", false},
		{"Ask Tom Shepherd about the rota", "Tom Shepherd", false},
		{"Dra. Ana Beltrán (Hospital del Mar) firmará el alta", "Ana Beltrán", false},
		{"Marisol | Customer Care, Vandermeer Bloemen B.V.", "Marisol", false},
		{"Owner: Priya Raman & Co-signer: Dev Raman", "Priya Raman", false},
		{"Coach: Ingrid Solberg (U12)\nField: Ashgrove Park", "Ingrid Solberg", false},
		{"担当：Keiko Tanaka さん（営業部）", "Keiko Tanaka", false},
		{"Witness: Magnus Eriksen, Oslo", "Magnus Eriksen", false},
	} {
		i := strings.Index(c.text, c.value)
		if i < 0 {
			t.Fatalf("%q not in %q", c.value, c.text)
		}
		f := Finding{i, i + len(c.value), Person}
		if got := orgOrPlaceName(c.text, f); got != c.org {
			t.Errorf("%q in %q: orgOrPlaceName %v, want %v", c.value, c.text, got, c.org)
		}
	}
}

// The detectors with the name model: look-alikes of names in firms',
// places' and animals' slots are kept, the people beside them found.
func TestOrgPlaceLookalikes(t *testing.T) {
	t.Parallel()
	m := DefaultNameModel()
	for _, c := range []found{
		{"Arbeitgeber: Brandauer Metallbau GmbH\nTelefon: 030 1234567", "Brandauer", kept},
		{"Employer: Ngata Plumbing Ltd\nApplicant: Wiremu Ngata, 021 555 0199", "Ngata Plumbing", kept},
		{"Employer: Ngata Plumbing Ltd\nApplicant: Wiremu Ngata, 021 555 0199", "Wiremu Ngata", Person},
		{"PATIENT: Biscuit (Border Collie, FS, 3y)\nOWNER: Imogen Fairweather — 0161 496 0123", "Biscuit", kept},
		{"PATIENT: Biscuit (Border Collie, FS, 3y)\nOWNER: Imogen Fairweather — 0161 496 0123", "Imogen Fairweather", Person},
		{"勤務先：Hoshino Denki 株式会社\n申込者：佐藤 美咲 様", "Hoshino Denki", kept},
		{"We moved the pickup to Rosalind Heights; call Odile Marchetti on 0412 555 019.", "Rosalind Heights", kept},
		{"We moved the pickup to Rosalind Heights; call Odile Marchetti on 0412 555 019.", "Odile Marchetti", Person},
	} {
		got := modelFind(m, c.text)
		switch {
		case c.typ == kept:
			for v, typ := range got {
				if typ == Person && strings.Contains(v, c.value) {
					t.Errorf("%q: %q reported as %s", c.text, v, typ)
				}
			}
		case got[c.value] != c.typ:
			t.Errorf("%q: want %s %q, got %v", c.text, c.typ, c.value, got)
		}
	}
}

// Look-alikes of names the rules took on lines of other kinds: a shell's
// prompt before a drive, a banner between dashes, a caller's words after a
// transcript's speaker label, a place of two words closing an address, a
// pet before its breed; and the names beside them.
func TestNameLookalikesOfLines(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"PS D:\\projects\\shop> git status\nPS D:\\projects\\shop> npm test", "PS D", kept},
		{"PS D:\\projects> dir\nKarin: the invoice is attached", "Karin", Person},
		{"Hi all,\n\n---------- Forwarded message ---------\nFrom: Odile Marchetti <odile@example.org>", "Forwarded", kept},
		{"Hi all,\n\n---------- Forwarded message ---------\nFrom: Odile Marchetti <odile@example.org>", "Odile Marchetti", Person},
		{"Hallo,\n\n----- Weitergeleitete Nachricht -----\nVon: Jens Albrecht", "Weitergeleitete", kept},
		{"Danke!\n-- Henrike Vossberg | henrike@example.de", "Henrike Vossberg", Person},
		{"berater: noch etwas?\nkunde: ähm ja genau das\nberater: gut\nkunde: danke", "ähm ja genau das", kept},
		{"client : euh oui oui\nconseillère : parfait", "euh oui oui", kept},
		{"conseillère : votre nom ?\nclient : ninon vasseur, oui\nconseillère : merci", "ninon vasseur", Person},
		{"Заказчик: ольга зайцева, тел. +7 912 345-67-89", "ольга зайцева", Person},
		{"agente: ¿su nombre?\ncliente: sí, iñaki ortega\nagente: gracias", "iñaki ortega", Person},
		{"Deliver to:\nUnit 5, 88 Jalan Ampang\nKUALA LUMPUR\nMALAYSIA", "KUALA LUMPUR", kept},
		{"宠物：豆豆（Toy Poodle，2岁）\n主人：王丽，电话 139 1234 5678", "豆豆", kept},
	})
}
