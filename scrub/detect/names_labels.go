package detect

import "strings"

// Field names of a person that fields.go's table lacks (a CSV header
// "jmeno", "namn", "kund"; a form's "고객명:", "Заказчик:"),
// added to it here so that every structure that classifies a field by its
// name knows them. Besides European languages: the parties of a lease or
// contract, and the name, customer, recipient and patient fields of forms
// in Korean, Russian and Ukrainian, Hindi, Greek, Hebrew, Arabic,
// Vietnamese, Indonesian and Turkish (common form vocabulary, written as
// normLabel writes it: lower case, no spaces, hyphens or dots); and the
// parties of bank transfers, claims, bookings, lawsuits and police reports
// (Hungarian, Turkish, German and Dutch ledger abbreviations "Empf.",
// "t.n.v.", Korean, Japanese, Chinese), which model.go's
// labelledName reads before a name without a separator too.
func addEuropeanLabels(t *labelTables) {
	add := func(k fieldKind, names string) {
		for _, n := range strings.Fields(names) {
			if _, ok := t.kinds[n]; ok {
				continue
			}
			t.kinds[n] = k
			if r := []rune(n); len(r) >= 2 && r[len(r)-1] < 0x80 && r[len(r)-2] < 0x80 {
				t.tails[int(n[len(n)-2])<<8|int(n[len(n)-1])] = true
			} else if len(r) >= 2 && isHan(r[len(r)-1]) {
				t.lastHan[r[len(r)-1]] = true // maybeLabel's quick test
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
		sn adı soyadı soyad
		claimant policyholder insured parentguardian guardian bailleur locataire preneur verhuurder huurder hyresvärd
		hyresgäst utleier leietaker vermieter mieter arrendador arrendatario locador locatário locatario locatore conduttore
		wynajmujący najemca pronajímatel nájemce
		고객명 성함 신청인 신청자 보호자 환자명 수취인 수령인 받는분 보내는분 주문자 예약자 작성자 의뢰인
		заказчик исполнитель покупатель арендатор арендодатель наниматель наймодатель заявитель пациент ответственный
		контактноелицо плательщик ім'я прізвище піб заявник одержувач замовник виконавець орендар орендодавець пацієнт
		नाम पूरानाम रोगी मरीज़ मरीज ग्राहक प्राप्तकर्ता प्रेषक आपातकालीनसंपर्क संपर्कव्यक्ति
		ονοματεπώνυμο όνομα επώνυμο πελάτης παραλήπτης αποστολέας ασθενής
		שם שםמלא לקוח נמען שולח מטופל איששקשר
		الاسم الاسمالكامل العميل المستلم المرسل المريض
		kháchhàng ngườiliênhệ bệnhnhân
		pelanggan pasien namapenerima namapengirim
		müşteri hasta alıcıadı
		报销人 审批人 开户人 来电人 出租人 承租人 委托人 代理人 担保人 报案人 投诉人 证明人 推荐人 介绍人 家长 户主 房东 租客 出租方 承租方
		報銷人 審批人 來電人 聯絡人 申請人
		kedvezményezett ügyfél beteg vendég címzett feladó bérlő davacı davalı şikayetçi müşteki empf tnv begunstigde
		holder creditor debtor creditorname debtorname khách
		소유자 세대주 고소인 피고소인 원고 피고 신고인 가입자 계약자 명의자 임차인 임대인 예약자명
		名義 名義人 振込依頼人 依頼人 契約者 申込者 患者氏名 被保険者 被保险人 投保人 受益人 学生姓名 学生`)
	// The caller's number of a complaint ticket: its label was taken for a
	// name before, and a phone after a name was found as someone's.
	add(fkPhone, `来电号码 来电电话 來電號碼`)
	add(fkPersonWeak, `navn kund kunde zákazník zakaznik klient klientka cliente клиент клієнт`)
	// The parties a record names by their role, which a firm may fill as
	// well as a person (so a name's shape is wanted): an animal's or a
	// home's owner, the one interested in buying it, a club's member, the
	// people at a meeting, a sponsor, the doctor or vet of a record.
	add(fkPersonWeak, `omistaja ejer eier ägare eigenaar eigentümer propriétaire proprietaire propietario propietaria
		proprietario proprietaria proprietário proprietária właściciel właścicielka vlastník majitel tulajdonos sahibi
		владелец власник ιδιοκτήτης interessent kaufinteressent socio socia mitglied membre medlem jäsen członek
		attendees participant participants sponsor bürge garant arzt hausarzt tierarzt prüfarzt
		eläinlääkäri lääkäri dyrlæge læge lege dyrlege veterinär läkare médecin médecintraitant vétérinaire
		veterinario veterinaria dierenarts huisarts lekarz weterynarz physician gp makler mäklare megler mægler`)
}
