package detect

import "strings"

// Field names of a person in European languages that fields.go's table
// lacks (a CSV header "jmeno", "namn", "kund"), added to it here so that
// every structure that classifies a field by its name knows them.
func addEuropeanLabels(t *labelTables) {
	add := func(k fieldKind, names string) {
		for _, n := range strings.Fields(names) {
			if _, ok := t.kinds[n]; ok {
				continue
			}
			t.kinds[n] = k
			if r := []rune(n); len(r) >= 2 && r[len(r)-1] < 0x80 && r[len(r)-2] < 0x80 {
				t.tails[int(n[len(n)-2])<<8|int(n[len(n)-1])] = true
			}
		}
	}
	add(fkPerson, `jmeno jméno prijmeni příjmení jménoapříjmení jmenoaprijmeni celéjméno namn förnamn fornamn efternamn
		fullständigtnamn fornavn etternavn fuldenavn etunimi sukunimi nimi meno priezvisko menoapriezvisko imięinazwisko
		nombreyapellidos nomeecognome cognomeenome nomecompleto nomeeapelido apelido achternaam voornaam volledigenaam
		vorundnachname nameundvorname zaměstnanec zamestnanec anställd werknemer dipendente empleado funcionário
		pojištěný pojisteny svědek svedek getuige testigo testimone testemunha vittne verzekeringnemer verzekerde
		försäkringstagare asegurado assicurato segurado tomador contraente paciente paziente pacient patiënt ospite
		hóspede huésped gast gäst passagier passagerare pasajero passeggero passageiro cestující
		sn adı soyadı soyad`)
	add(fkPersonWeak, `navn kund kunde zákazník zakaznik klient klientka cliente`)
}
