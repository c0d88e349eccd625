package detect

import (
	"bytes"
	"hash/maphash"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// Structure gives a value its meaning: the name of the field it is the
// value of. A JSON member ("buyerName": "..."), a "Key: value" line, a
// YAML, .env or INI entry, a code assignment (password = "..."), a table
// column (see tables.go) or an e-mail header names what follows, in any
// language (name, 姓名, 联系人, Empfänger, phone, 电话, address, 地址,
// password, 密码 ...). The value is then checked against what the name
// promises (a name's shape, a phone's digits, an address's number) and
// taken whole.

// fieldKind is what a field name promises.
type fieldKind uint8

const (
	fkNone       fieldKind = iota
	fkPerson               // sure: full_name, 姓名, recipient
	fkPersonWeak           // may be a person: name, owner, author
	fkPhone
	fkAddress
	fkPassword // secret whatever it holds
	fkSecret   // secret when it looks machine-made
	fkSSN
	fkNameAddr // "Name <addr>" lists: From, To, Cc, Author, Signed-off-by
)

// labelTables are the field-name tables, built on first use: kinds maps
// normalised field names (lower case, without ' ', '_', '-', '.') to kinds
// (suffix rules below catch compounds: buyerPhone, contact_phone,
// shippingAddress); tails and lastHan are described at labelTailsOf.
type labelTables struct {
	kinds   map[string]fieldKind
	tails   *[1 << 16]bool
	lastHan map[rune]bool
}

var (
	labelsOnce sync.Once
	labelsT    labelTables
)

// labels returns the tables, building them on the first call (sync.Once's
// fast path inlines; sync.OnceValue's indirect call cost ~1% in the mask
// benchmark).
func labels() *labelTables {
	labelsOnce.Do(func() {
		labelsT.kinds = labelKindsTable()
		labelsT.tails, labelsT.lastHan = labelTailsOf(labelsT.kinds)
		addEuropeanLabels(&labelsT) // names_labels.go
	})
	return &labelsT
}

// labelKindsTable is labelTables.kinds without names_labels.go's additions.
func labelKindsTable() map[string]fieldKind {
	m := map[string]fieldKind{}
	add := func(k fieldKind, names string) {
		for _, n := range strings.Fields(names) {
			m[n] = k
		}
	}
	add(fkPerson, `fullname firstname lastname surname givenname familyname middlename realname legalname customername
		clientname contactname contactperson contact recipient recipientname receiver receivername sendername buyername
		sellername holdername accountholder accountholdername cardholder cardholdername payee payeename payer payername
		beneficiary beneficiaryname employee employeename applicant applicantname patient patientname passenger
		passengername guest guestname driver drivername assignee reporter reviewer ownername authorname signedby attn
		attention addressee consignee consigneename tenant tenantname landlord witness nextofkin emergencycontact
		姓名 名字 真实姓名 联系人 联系人姓名 收件人 收件人姓名 收货人 寄件人 客户 客户姓名 负责人 经办人 申请人 持卡人 户名 开户名 开户人
		法人 法定代表人 员工 员工姓名 患者 病人 乘客 乘车人 入住人 审核人 签收人 提交人 报告人 称呼 监护人 紧急联系人
		vorname nachname familienname ansprechpartner empfänger kunde kundenname kontoinhaber absender inhaber mitarbeiter
		prénom prenom destinataire expéditeur titulaire nombre apellido apellidos destinatario remitente titular
		氏名 名前 担当者 宛先 宛名
		nomcomplet nomdefamille nombrecompleto nomecompleto cognome nominativo volledigenaam achternaam voornaam huésped huesped
		hóspede hospede contato contacto contatto destinatário destinatario responsável responsavel titulaire intestatario
		имя фамилия фио отчество получатель отправитель 이름 성명 수신인 받는사람 お名前 フルネーム 担当 受取人
		fn requester requestedby orderingparty billto soldto nadawca odbiorca imięinazwisko nazwisko imię alıcı gönderen
		adısoyadı adsoyad adısoyad adsoyadı ngườinhận ngườigửi họvàtên họtên penerima pengirim namalengkap
		name,vorname nachname,vorname lastname,firstname surname,givenname 담당자 보내는사람 예금주`)
	add(fkPersonWeak, `name user owner author lead manager agent speaker customer client nom displayname nickname 作者 用户
		cn organizer attendee tên nama isim username 名称
		nome naam cliente klant utente usuario usuário utilisateur benutzer gebruiker`)
	add(fkPhone, `phone phonenumber phoneno tel telephone telno mobile mobilephone mobileno mobilenumber cell cellphone
		cellnumber contactnumber contactphone msisdn callback callbacknumber whatsapp homephone workphone landline fax
		电话 手机 手机号 手机号码 联系电话 联系方式 座机 固话 电话号码 移动电话 传真
		telefon telefonnummer handy mobil mobilnummer rufnummer téléphone portable tél teléfono telefono móvil movil celular
		電話 電話番号 携帯 携帯電話 携帯番号 電話番号携帯
		telefone celular cellulare telefonino cellulaire numérodetéléphone numerodetelephone numerodetelefono númerodeteléfono
		telefoon telefoonnummer mobiel mobielnummer gsm tlf telf móvil movil телефон мобильный 전화 전화번호 휴대폰 핸드폰`)
	add(fkAddress, `address addr streetaddress street shippingaddress billingaddress homeaddress mailingaddress
		postaladdress deliveryaddress residentialaddress addressline addressline1 addressline2 shipto
		地址 住址 收货地址 联系地址 家庭住址 通讯地址 通信地址 详细地址 收件地址 寄件地址 居住地址 户籍地址 单位地址 公司地址
		adresse anschrift straße strasse lieferadresse rechnungsadresse dirección direccion domicilio 住所
		địachỉ diachi alamat alamatlengkap adreszamieszkania adresdostawy adresi evadresi teslimatadresi адресдоставки
		adres afleveradres indirizzo endereço endereco morada adressedelivraison adressepostale direccióndeenvío адрес 주소 所在地`)
	add(fkPassword, `password passwd pwd pass passphrase passcode dbpass 密码 口令 登录密码 支付密码 passwort kennwort motdepasse
		contraseña contrasena mdp senha wachtwoord hasło haslo lösenord losenord salasana heslo jelszó şifre sifre adgangskode passord
		parola paroladordine пароль パスワード 暗証番号 비밀번호 암호 mậtkhẩu`)
	add(fkSecret, `secret secretkey appsecret clientsecret authtoken accesstoken apikey apisecret token
		signingsecret webhooksecret accountsid 密钥 秘钥 私钥 令牌 签名密钥 加签密钥 访问密钥
		schlüssel schluessel geheimnis geheimschlüssel apischlüssel zugangsschlüssel zugangstoken clé cle clésecrète cléapi
		jeton secreto clave claveapi clavesecreta chiave chiaveapi segreto sleutel geheim apisleutel chave chaveapi segredo
		ключ секрет токен シークレット トークン アクセストークン 秘密鍵 apiキー 토큰 시크릿 sessionid sessiontoken sessionkey`)
	add(fkSSN, `ssn socialsecurity socialsecuritynumber socialsecurityno socialsecno taxid tin 社会安全号 社会安全号码`)
	add(fkNameAddr, `from to cc bcc replyto sender committer signedoffby coauthoredby reviewedby ackedby testedby
		reportedby suggestedby helpedby cosignedby 发件人 抄送 dari kepada ke von an de para`)
	return m
}

// normLabel lower-cases a field name into buf and drops separators; it
// returns nil for names too long to be one. ASCII is folded here; other
// letters only when the name has them (Empfänger, Téléphone).
func normLabel(k string, buf []byte) []byte {
	if len(k) > len(buf) {
		return nil
	}
	n := 0
	other := false
	for i := 0; i < len(k); i++ {
		c := k[i]
		switch {
		case c == ' ' || c == '_' || c == '-' || c == '.' || c == '*' || c == '`':
		case isUpper(c):
			buf[n] = c + 'a' - 'A'
			n++
		default:
			if c >= utf8.RuneSelf {
				other = true
			}
			buf[n] = c
			n++
		}
	}
	b := buf[:n]
	if other && !isHanString(string(b)) {
		l := strings.ToLower(string(b))
		if len(l) > len(buf) {
			return nil
		}
		b = buf[:copy(buf, l)]
	}
	return b
}

func isHanString(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return isHan(r)
}

func hasSuffix(b []byte, sfx string) bool {
	return len(b) >= len(sfx) && string(b[len(b)-len(sfx):]) == sfx
}

// labelKind classifies a field name.
func labelKind(label string) fieldKind { return labelKindOf(label, true) }

// labelKindOf is labelKind; secrets says whether to try SecretField's
// words too (the costliest test, done once per label). Its answers are
// remembered (labelMemo): a JSON body repeats its keys in every element
// and every stream event, prose its label words.
func labelKindOf(label string, secrets bool) fieldKind {
	if len(label) < 2 || len(label) > 48 {
		return fkNone
	}
	// A label asked both with and without the secret words (a JSON key,
	// then the same word in prose) takes two slots, not one in turns.
	h := maphash.String(labelMemoSeed, label)
	if secrets {
		h = ^h
	}
	slot := &labelMemo[h%uint64(len(labelMemo))]
	if e := slot.Load(); e != nil && e.secrets == secrets && e.label == label {
		return e.kind
	}
	k := labelKindSlow(label, secrets)
	slot.Store(&labelMemoEntry{strings.Clone(label), secrets, k})
	return k
}

// labelMemo holds labelKindOf's last answer for each slot of labels (by
// hash): safe for concurrent use, each entry replaced whole. Prose asks
// of many more labels than a body has keys (the words before each verb:
// "the user key is"): on the exchange benchmark's texts, 1024 slots
// shared by both askings missed 18% of the asks, these 2%.
var (
	labelMemo     [4096]atomic.Pointer[labelMemoEntry]
	labelMemoSeed = maphash.MakeSeed()
)

type labelMemoEntry struct {
	label   string
	secrets bool
	kind    fieldKind
}

func labelKindSlow(label string, secrets bool) fieldKind {
	if shellPWD(label) {
		return fkNone
	}
	var buf [64]byte
	k := normLabel(label, buf[:])
	if len(k) == 0 {
		return fkNone
	}
	if fk, ok := labels().kinds[string(k)]; ok {
		return fk
	}
	if nameParts(k) || namePartKeys[string(k)] {
		return fkPerson
	}
	if feminine(k) {
		// A German woman's role ("Patientin", "Mieterin", "Kundin",
		// "Prüfärztin"): what the man's names.
		t := labels().kinds
		n := len(k) - 2
		var b [64]byte
		stem := append(b[:0], k[:n]...)
		if fk, ok := t[string(stem)]; ok && (fk == fkPerson || fk == fkPersonWeak) {
			return fk
		}
		if fk, ok := t[string(append(stem, 'e'))]; ok && (fk == fkPerson || fk == fkPersonWeak) {
			return fk
		}
		if a := bytes.Index(stem, []byte("ärzt")); a >= 0 && a == n-len("ärzt") {
			return t[string(stem[:a])+"arzt"]
		}
	}
	if sl := strings.Index(label, " / "); sl > 0 {
		// A label in two languages: what either part names.
		if fk := labelKindOf(label[:sl], secrets); fk != fkNone {
			return fk
		}
		return labelKindOf(label[sl+3:], secrets)
	}
	if k[0] >= utf8.RuneSelf {
		if otherScript(k) {
			// Kana, Hangul, Hebrew, Arabic, Thai, Greek, Cyrillic,
			// Devanagari: a label of Han characters alone is classified below.
			if scriptPassword(k) {
				return fkPassword
			}
			if scriptAddress(k) {
				return fkAddress
			}
		}
		// Chinese compounds: 客户电话, 买家手机, 收货人地址, 加签密钥.
		switch {
		case hasSuffix(k, "电话") || hasSuffix(k, "手机") || hasSuffix(k, "手机号") || hasSuffix(k, "手机号码"):
			return fkPhone
		case hasSuffix(k, "地址") || hasSuffix(k, "住址"):
			return fkAddress
		case hasSuffix(k, "姓名") || hasSuffix(k, "联系人") || hasSuffix(k, "收件人") || hasSuffix(k, "收货人") ||
			hasSuffix(k, "经办人") || hasSuffix(k, "寄件人") || hasSuffix(k, "申请人") || hasSuffix(k, "收款人"):
			return fkPerson
		case hasSuffix(k, "密码") || hasSuffix(k, "密碼"):
			return fkPassword
		case hasSuffix(k, "密钥") || hasSuffix(k, "秘钥") || hasSuffix(k, "令牌"):
			return fkSecret
		}
		return fkNone
	}
	switch {
	case hasSuffix(k, "phone") || hasSuffix(k, "mobile") || hasSuffix(k, "phonenumber") || hasSuffix(k, "tel") && len(k) <= 12:
		return fkPhone
	case hasSuffix(k, "address") || hasSuffix(k, "addr") || hasSuffix(k, "adress") || hasSuffix(k, "adres") || hasSuffix(k, "adresse"):
		// Also the Swedish, Dutch and German compounds: Folkbokföringsadress,
		// Woonadres, Wohnadresse.
		for _, sfx := range []string{"address", "addr", "adress", "adres", "adresse"} {
			for _, not := range notAddress {
				if hasSuffix(k, not+sfx) {
					return fkNone
				}
			}
		}
		return fkAddress
	case hasSuffix(k, "fullname") || hasSuffix(k, "firstname") || hasSuffix(k, "lastname") ||
		hasSuffix(k, "contactname") || hasSuffix(k, "holdername") || hasSuffix(k, "realname") ||
		hasSuffix(k, "recipientname") || hasSuffix(k, "personname") || hasSuffix(k, "customername"):
		return fkPerson
	case hasSuffix(k, "name") && len(k) > 4:
		// buyerName, guestName, driver_name; not file_name, app_name, hostname.
		if personStems[string(k[:len(k)-4])] {
			return fkPerson
		}
		return fkNone
	case bytesContains(k, "passw") || hasSuffix(k, "pwd") || passSuffix(string(k)):
		return fkPassword
	case hasSuffix(k, "ssn"):
		return fkSSN
	}
	if !secrets {
		return fkNone
	}
	if ok, pw := SecretField(label); ok {
		if pw {
			return fkPassword
		}
		return fkSecret
	}
	return localCredentialName(label) // secrets_names.go
}

// passwordWords name a password in scripts whose labels put modifiers
// around the noun ("仮パスワード", "סיסמה זמנית", "كلمة المرور المؤقتة",
// "รหัสผ่านชั่วคราว": temporary password), as normLabel writes them
// (lower case, without spaces).
var passwordWords = []string{"パスワード", "סיסמ", "كلمةالمرور", "كلمةالسر", "رمزالمرور", "รหัสผ่าน", "пароль", "비밀번호",
	"密码", "密碼", "κωδικός", "συνθηματικό", "पासवर्ड", "parola", "mậtkhẩu", "رمزعبور", "گذرواژه"}

// otherScript reports a byte of k that leads a character of another
// script than Han: two-byte letters (Greek, Cyrillic, Hebrew, Arabic),
// and three-byte ones led by 0xE0 (Devanagari, Thai), 0xE3 (kana) or
// 0xEA-0xED (Hangul).
func otherScript(k []byte) bool {
	for _, c := range k {
		if c >= 0xC0 && c < 0xE4 || c >= 0xEA && c <= 0xED {
			return true
		}
	}
	return false
}

// scriptPassword reports a non-Latin label that names a password.
func scriptPassword(k []byte) bool {
	for _, w := range passwordWords {
		if len(k) >= len(w) && bytes.Contains(k, []byte(w)) {
			return true
		}
	}
	return false
}

func bytesContains(b []byte, w string) bool { return bytes.Contains(b, []byte(w)) }

// notAddress are the kinds of address that are not a street's.
var notAddress = []string{"email", "mail", "ip", "mac", "wallet", "remote", "server", "host", "listen", "bind", "local", "peer",
	"node", "proxy", "contract", "eth", "btc", "web", "url", "socket", "upstream", "gateway", "dns"}

// personStems are what "…name" fields name a person by.
var personStems = map[string]bool{"buyer": true, "seller": true, "guest": true, "driver": true, "passenger": true, "patient": true,
	"employee": true, "applicant": true, "sender": true, "receiver": true, "payee": true, "payer": true, "owner": true,
	"author": true, "user": false, "member": true, "student": true, "teacher": true, "doctor": true, "tenant": true, "contact": true,
	"display": true, "given": true, "family": true, "legal": true, "billing": true, "shipping": true, "account": true,
	"beneficiary": true, "signer": true, "customer": true, "client": true, "person": true}

// labelKindWords classifies a label of several words by the longest
// tail that names a kind ("Emergency contact phone", "my phone number").
func labelKindWords(label string) fieldKind {
	for {
		sp := strings.IndexByte(label, ' ')
		if k := labelKindOf(label, sp < 0); k != fkNone || sp < 0 {
			return k
		}
		label = label[sp+1:]
	}
}

// ---- values after a separator

// fieldValue finds the value that starts after a separator ending at v:
// a quoted string (its inside), or the rest of the line cut at what ends
// a value of kind k. It returns the value's bounds.
func fieldValue(s string, v int, k fieldKind) (int, int, bool) {
	logfmt := v > 0 && s[v-1] == '=' // "addr=… reason=…": the next key ends the value
	for v < len(s) && (s[v] == ' ' || s[v] == '\t') {
		v++
	}
	// Markdown emphasis closing the label ("**Phone:** 555").
	for v < len(s) && (s[v] == '*' || s[v] == '_') && v+1 < len(s) && (s[v+1] == '*' || s[v+1] == ' ' || s[v+1] == '_') {
		v++
	}
	for v < len(s) && s[v] == ' ' {
		v++
	}
	if v >= len(s) {
		return 0, 0, false
	}
	// Quoted: "...", '...', `...`, \"...\" (JSON inside a JSON string).
	if q := s[v]; q == '"' || q == '\'' || q == '`' || (q == '\\' && v+1 < len(s) && s[v+1] == '"') {
		open := 1
		if q == '\\' {
			open = 2
		}
		a := v + open
		e := a
		for e < len(s) && s[e] != '\n' {
			if q == '\\' {
				if s[e] == '\\' && e+1 < len(s) && s[e+1] == '"' {
					break
				}
			} else if s[e] == '\\' && q == '"' {
				e += 2
				continue
			} else if s[e] == q {
				break
			}
			e++
		}
		if e >= len(s) || s[e] == '\n' || e == a {
			return 0, 0, false
		}
		return a, min(e, len(s)), true
	}
	if r, n := utf8.DecodeRuneInString(s[v:]); r == '“' || r == '「' || r == '《' {
		a := v + n
		e := a
		for e < len(s) && s[e] != '\n' {
			r2, n2 := utf8.DecodeRuneInString(s[e:])
			if r2 == '”' || r2 == '」' || r2 == '》' {
				return a, e, e > a
			}
			e += n2
		}
		return 0, 0, false
	}
	// Bare: to the end of the line, cut at what ends a value.
	a := v
	e := a
	for e < len(s) {
		c := s[e]
		if isWord(c) {
			e++ // no test below stops at a letter, a digit or '_'
			continue
		}
		if c == '\n' || c == '\r' || c == '\t' || c == '|' || c == '<' || c == '>' {
			break
		}
		if c == ' ' && (k == fkPassword || k == fkSecret) {
			break // machine-made values have no spaces
		}
		if c == ' ' && e+1 < len(s) && (s[e+1] == ' ' || s[e+1] == '|' || s[e+1] == '(' || s[e+1] == '/') {
			break
		}
		if c == ' ' && logfmt && logfmtKeyAt(s, e+1) {
			break
		}
		if c == ' ' && (strings.HasPrefix(s[e+1:], "· ") || strings.HasPrefix(s[e+1:], "• ")) {
			break // "Address: 4 Elm St, Leeds · Phone: ..."
		}
		if c == ' ' && (k == fkPerson || k == fkPersonWeak) && (strings.HasPrefix(s[e+1:], "– ") || strings.HasPrefix(s[e+1:], "— ") || strings.HasPrefix(s[e+1:], "- ")) {
			break // "Nom : Garnier – Prénom : Lucile", "Name: Ann Lee - Manager"
		}
		if (c == ',' || c == ';') && k != fkAddress && k != fkPassword {
			if c == ',' && k == fkPerson && surnameComma(s, a, e, lineEnd(s, e)) {
				e++ // "Caller: O'BRIEN, Marisol": the surname first
				continue
			}
			break
		}
		if c == ';' && k == fkAddress {
			break
		}
		if c == '"' || c == '`' || (c == '\'' && k != fkPerson) || c == '}' || (c == ')' && k != fkPhone) || c == ']' {
			if k != fkPassword || c == '"' || c == '`' {
				break
			}
		}
		if c == '\\' && e+1 < len(s) && (s[e+1] == 'n' || s[e+1] == '"' || s[e+1] == 't') {
			break
		}
		if c == ':' && (k == fkPerson || k == fkPersonWeak) && e+1 < len(s) && isAlpha(s[e+1]) {
			break // "CN=Ann Lee:mailto:ann@x.org"
		}
		// A sentence goes on after the value: "... NW1 6XE. Mobile +44 ...".
		if c == '.' && e+2 < len(s) && s[e+1] == ' ' && (isUpper(s[e+2]) || s[e+2] >= utf8.RuneSelf) && k != fkPassword &&
			!(e-a >= 2 && isUpper(s[e-1]) && s[e-2] == ' ') { // not an initial ("Ann B. Lee")
			break
		}
		if c >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(s[e:])
			if r == '，' || r == '；' || r == '。' || r == '、' || r == '）' || r == '（' || r == '｜' || r == '　' {
				if !(k == fkAddress && r == '（') {
					break
				}
			}
			person := k == fkPerson || k == fkPersonWeak
			if k != fkAddress && !person && (r == '：' || isHan(r) || unicode.IsLetter(r) && (k == fkPhone || k == fkSSN)) && e > a && k != fkPassword {
				break
			}
			// A Latin name ends where Chinese text starts ("客户 Ann Lee 的电话").
			if person && isHan(r) && isAlpha(s[a]) {
				break
			}
			// A Chinese name ends where its characters do ("张伟 手机").
			e += n
			continue
		}
		e++
	}
	// Trailing punctuation is the sentence's, not the value's.
	for e > a && strings.IndexByte(" .,;:!?)*_", s[e-1]) >= 0 && !(k == fkPassword && s[e-1] != ' ' && s[e-1] != '.' && s[e-1] != ',') {
		e--
	}
	if k == fkPassword {
		for e > a && (s[e-1] == ' ' || s[e-1] == '.' || s[e-1] == ',' || s[e-1] == ';') {
			e--
		}
	}
	if e <= a {
		return 0, 0, false
	}
	return a, e, true
}

// logfmtKeyAt reports a logfmt key at i: an identifier of ASCII letters,
// digits, '_', '.' or '-' that starts with a letter and an '=' right after
// it ("reason=", "traceId=").
func logfmtKeyAt(s string, i int) bool {
	if i >= len(s) || !isAlpha(s[i]) {
		return false
	}
	for j := i + 1; j < len(s) && j < i+40; j++ {
		switch c := s[j]; {
		case c == '=':
			return true
		case !isAlnum(c) && c != '_' && c != '.' && c != '-':
			return false
		}
	}
	return false
}

// classifiedAt is classifyValue for the callers that go on after a value:
// it also returns where the value found ends, or 0 when none was.
func classifiedAt(s string, a, e int, k fieldKind, out []Finding) ([]Finding, int) {
	n := len(out)
	out = classifyValue(s, a, e, k, out)
	if len(out) > n {
		return out, out[len(out)-1].End
	}
	return out, 0
}

// classifyValue turns the value s[a:e] of a field of kind k into a
// finding, when the value is what the name promises.
func classifyValue(s string, a, e int, k fieldKind, out []Finding) []Finding {
	v := s[a:e]
	switch k {
	case fkPerson, fkPersonWeak:
		if hanRun(v) {
			// A Chinese name runs until what follows it in a form ("张伟 手机").
			if sp := strings.IndexAny(v, " \t"); sp > 0 {
				e = a + sp
				v = s[a:e]
			}
			if hanName(v, k == fkPerson) || k == fkPerson && jaJoinedName(v) && !strings.ContainsRune(jaNotGiven+jaFirmEnds, lastRune(v)) { // 山本さくら, 鈴木健太郎; not 松本製作所
				return append(out, Finding{a, e, Person})
			}
			if e2, ok := cnNameAt(s, a, 2); ok && k == fkPerson && e2 < e && !placeholderZH[s[a:e2]] {
				return append(out, Finding{a, e2, Person})
			}
			return out
		}
		if personValue(v, k == fkPerson) && !(strings.IndexByte(v, ' ') > 0 && lowerUtterance(strings.Fields(v))) {
			return append(out, Finding{a, e, Person})
		}
	case fkPhone:
		if phoneValue(v) && !(deskAfter(s, a, e) && !mobileNumber(v, textRegions(s))) && !tollFreeField(s, a, v) { // "TEL：03-…（代表）", "客服电话：400-…" (phones_public.go)
			return append(out, Finding{a, e, Phone})
		}
	case fkAddress:
		if addressValue(v) {
			return append(out, Finding{a, e, StreetAddress})
		}
	case fkPassword, fkSecret:
		if eq := strings.IndexByte(v, '='); eq >= 2 && eq < len(v)-1 && isIdentPath(v[:eq]) && containsFoldBefore(s, a, 12, "cookie") {
			return cookieList(s, a, out) // secrets_names.go
		}
		// "Authorization: Bearer <token>": the scheme is not the secret.
		for _, scheme := range []string{"Bearer ", "bearer ", "Basic ", "Token ", "token "} {
			if strings.HasPrefix(s[a:], scheme) {
				na, ne, ok := fieldValue(s, a+len(scheme), k)
				if !ok {
					return out
				}
				a, e, v = na, ne, s[na:ne]
				break
			}
		}
		// A vendor-shaped value keeps its own type (JWT, AWS key id).
		if isAlpha(s[a]) {
			if e2, t, ok := prefixed(s, a); ok && (e2 == e || t == JWT && e2 == e+1) { // an unsigned JWT ends in '.'
				return append(out, Finding{a, e2, t})
			}
		}
		if k == fkSecret {
			if (SecretValue(v, false) || symbolPassword(v)) && !envRef(v) {
				return append(out, Finding{a, e, APIKey})
			}
			return out
		}
		if passwordValue(v) {
			return append(out, Finding{a, e, APIKey})
		}
	case fkSSN:
		var d [9]byte
		n := 0
		for i := 0; i < len(v); i++ {
			switch {
			case isDigit(v[i]) && n < 9:
				d[n] = v[i]
				n++
			case isDigit(v[i]) || (v[i] != '-' && v[i] != ' '):
				return out
			}
		}
		if n == 9 && ssnOK(d[:]) {
			return append(out, Finding{a, e, USSSN})
		}
	case fkNameAddr:
		return nameAddrList(s, a, e, out)
	}
	return out
}

func hanRun(v string) bool {
	r, _ := utf8.DecodeRuneInString(v)
	return isHan(r)
}

// phoneValue reports whether v, the value of a phone field, is a phone
// number: 7 to 15 digits, only the characters numbers are written with.
func phoneValue(v string) bool {
	n := 0
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case isDigit(c):
			n++
		case c == ' ' || c == '-' || c == '.' || c == '(' || c == ')' || c == '+' || c == '/':
		default:
			return false
		}
	}
	return n >= 7 && n <= 15 && !allSame([]byte(strings.Map(keepDigit, v)))
}

func keepDigit(r rune) rune {
	if r >= '0' && r <= '9' {
		return r
	}
	return -1
}

// addressValue reports whether v, the value of an address field, is a
// street address: a house number (or, in Chinese, a 路/街/号 and the like)
// and some letters, not a URL, an e-mail or a host.
func addressValue(v string) bool {
	if len(v) < 6 || len(v) > 200 || strings.Contains(v, "://") || strings.Contains(v, "@") {
		return false
	}
	digits, letters, han := 0, 0, 0
	for _, r := range v {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case isHan(r):
			han++
		case unicode.IsLetter(r):
			letters++
		}
	}
	if han >= 4 {
		return strings.ContainsAny(v, "路街道巷弄号村镇区县市省栋室楼") && (digits > 0 || strings.ContainsAny(v, "号村镇"))
	}
	// A dotted host or version ("db.internal", "1.2.3.4") is not a street.
	if letters < 4 || digits == 0 || strings.Count(v, ".") >= 3 || strings.ContainsAny(v, "=\\{}[]") || pathLike(v) {
		return false
	}
	return strings.ContainsRune(v, ' ')
}

// passwordValue reports whether v, the value of a password field, is a
// password: anything but a placeholder, a reference to one kept elsewhere,
// or a word that says there is none.
func passwordValue(v string) bool {
	if len(v) < 4 || len(v) > 128 || strings.ContainsAny(v, " \t") || envRef(v) || passwordPlaceholder(v) || answerWord(v) || strings.HasSuffix(v, "(") {
		return false
	}
	// Words of a script without ASCII letters or digits are what the form
	// says instead ("メールで送ります": sent by mail), not a password.
	ascii := false
	for i := 0; i < len(v) && !ascii; i++ {
		ascii = isAlnum(v[i])
	}
	if !ascii {
		return false
	}
	return !commonPassword[strings.ToLower(v)]
}

// passwordPlaceholder is placeholder without the rules that would reject
// real passwords ('$' in "pa$$word", short repeats).
func passwordPlaceholder(v string) bool {
	lv := strings.ToLower(v)
	for _, w := range []string{"xxxx", "****", "your", "example", "placeholder", "dummy", "redacted", "changeme", "change_me",
		"<", ">", "{{", "...", "replace", "insert", "here", "hidden", "secret", "masked", "none", "null", "empty", "required", "string"} {
		if strings.Contains(lv, w) {
			return true
		}
	}
	return false
}

// envRef reports values that refer to a secret kept elsewhere: ${VAR},
// $VAR, {{ secrets.X }}, os.getenv(...), process.env.X, %VAR%.
func envRef(v string) bool {
	if strings.HasPrefix(v, "${") || strings.HasPrefix(v, "$(") || strings.HasPrefix(v, "{{") || len(v) > 2 && v[0] == '%' && v[len(v)-1] == '%' ||
		strings.HasPrefix(v, "os.") || strings.HasPrefix(v, "process.") || strings.HasPrefix(v, "env.") ||
		strings.HasPrefix(v, "secrets.") || strings.HasPrefix(v, "vault:") || terraformRef(v) {
		return true
	}
	if len(v) > 1 && v[0] == '!' {
		// A YAML tag ("!vault", "!Ref", "!env_var") names where the secret
		// is; "!YLU_ei8…" is a password that starts with '!'.
		for i := 1; i < len(v); i++ {
			if !isAlpha(v[i]) && v[i] != '_' {
				return false
			}
		}
		return true
	}
	if len(v) > 1 && v[0] == '$' {
		for i := 1; i < len(v); i++ {
			if !(isUpper(v[i]) || isDigit(v[i]) || v[i] == '_') {
				return false
			}
		}
		return true
	}
	return false
}

// nameAddrList finds the names of an address list ("Ann Lee <ann@x.io>,
// \"Bo Li\" <bo@y.cn>", "Ann Lee"): each name before its '<', or a value
// that is a name on its own.
func nameAddrList(s string, a, e int, out []Finding) []Finding {
	// fieldValue stops at '<': take the whole line.
	for e < len(s) && s[e] != '\n' && s[e] != '\r' {
		e++
	}
	v := s[a:e]
	off := 0
	found := false
	for {
		lt := strings.IndexByte(v[off:], '<')
		if lt < 0 {
			break
		}
		na, ne := off, off+lt
		if c := strings.LastIndexByte(v[na:ne], ','); c >= 0 {
			na += c + 1
		}
		for na < ne && (v[na] == ' ' || v[na] == '"' || v[na] == '\'') {
			na++
		}
		for ne > na && (v[ne-1] == ' ' || v[ne-1] == '"' || v[ne-1] == '\'') {
			ne--
		}
		if ne > na && personValue(v[na:ne], true) {
			out = append(out, Finding{a + na, a + ne, Person})
			found = true
		}
		gt := strings.IndexByte(v[off+lt:], '>')
		if gt < 0 {
			break
		}
		off += lt + gt + 1
	}
	if !found && !strings.ContainsAny(v, "@<") {
		t := v
		if d := strings.Index(t, " - "); d > 0 {
			t = t[:d] // "To: Ann Lee - IBAN …"
		}
		t = strings.TrimSpace(t)
		if t != "" && personValue(t, false) {
			k := strings.Index(v, t)
			out = append(out, Finding{a + k, a + k + len(t), Person})
		}
	}
	return out
}

// ---- the label before a separator

func isLabelByte(c byte) bool {
	return isAlnum(c) || c == '_' || c == '-' || c == '.' || c >= utf8.RuneSelf
}

// labelBefore returns the field name that ends right before the
// separator at i: a quoted key ("phone": , \"phone\": , 'phone': ), or
// the words since the start of the line or the last delimiter (up to four
// words: "Emergency contact phone:"). Markdown emphasis around the name is
// skipped.
func labelBefore(s string, i int) (string, bool) {
	k := alignedKeyEnd(s, i)
	for k > 0 && i-k < 40 && (s[k-1] == '*' || s[k-1] == '`' || s[k-1] == '_') {
		k--
	}
	// A plural or feminine ending in brackets after the name ("Vorname(n):",
	// "Given name(s):", "Prénom(s) :"): the name is what comes before it.
	if k > 2 && s[k-1] == ')' {
		if o := strings.LastIndexByte(s[max(0, k-9):k-1], '('); o >= 0 {
			o += max(0, k-9)
			if o > 0 && o+1 < k-1 && isLabelByte(s[o-1]) && allLower(s[o+1:k-1]) {
				k = o
			}
		}
	}
	quoted := false
	if k > 0 && (s[k-1] == '"' || s[k-1] == '\'') {
		quoted = true
		k--
		if k > 0 && s[k-1] == '\\' {
			k--
		}
	}
	ke := k
	words := 0
	for k > 0 && ke-k < 48 {
		c := s[k-1]
		if c == ' ' && !quoted {
			if words < 3 && k >= 4 && s[k-2] == '/' && s[k-3] == ' ' && isLabelByte(s[k-4]) {
				// A label in two languages ("Surname / 姓", "Name / Имя").
				words++
				k -= 3
				continue
			}
			if words >= 3 || k < 2 || !isLabelByte(s[k-2]) {
				break
			}
			words++
			k--
			continue
		}
		if (c == '\'' || c == 0x99 && k >= 3 && s[k-3:k] == "’") && !quoted && k < ke {
			// An elided article inside a label ("Nom d'usage").
			a := k - 1
			if c != '\'' {
				a = k - 3
			}
			if a > 0 && isAlpha(s[a-1]) && isAlpha(s[k]) {
				k = a
				continue
			}
			break
		}
		if !isLabelByte(c) {
			break
		}
		if c >= utf8.RuneSelf {
			r, n := utf8.DecodeLastRuneInString(s[:k])
			if !isHan(r) && !unicode.IsLetter(r) && !unicode.IsMark(r) { // Thai and Devanagari vowel signs are marks
				break
			}
			if isHan(r) && ke-k >= 24 { // eight characters: a label, not a sentence
				break
			}
			k -= n
			continue
		}
		k--
	}
	if quoted {
		if k == 0 || (s[k-1] != '"' && s[k-1] != '\'') {
			return "", false
		}
	}
	for k < ke && (s[k] == '*' || s[k] == '`' || s[k] == '_' || s[k] == ' ') {
		k++
	}
	if k >= ke {
		return "", false
	}
	return s[k:ke], true
}

// labelTailsOf returns the last two letters (lower case) of every ASCII
// label the classifier knows (tails), and the last character of the Han
// ones (lastHan): most separators in logs and prose ("took=12ms", "问题：")
// follow a word that cannot be a label, and are rejected after one look.
func labelTailsOf(kinds map[string]fieldKind) (*[1 << 16]bool, map[rune]bool) {
	tails, han := new([1 << 16]bool), map[rune]bool{}
	add := func(w string) {
		if r, _ := utf8.DecodeLastRuneInString(w); r >= utf8.RuneSelf {
			han[r] = true
			return
		}
		if len(w) >= 2 {
			tails[int(w[len(w)-2])<<8|int(w[len(w)-1])] = true
		}
	}
	for k := range namePartKeys {
		add(k)
	}
	for k := range kinds {
		if !strings.HasSuffix(k, "sid") { // "…id" would let every id= through: maybeLabel tests "sid" itself
			add(k)
		}
	}
	for _, w := range []string{"phone", "mobile", "tel", "address", "addr", "name", "pwd", "pass", "passwd", "password", "ssn",
		"key", "token", "secret", "auth", "credential", "credentials", "cookie", "passphrase", "authorization",
		"电话", "手机", "手机号", "手机号码", "地址", "住址", "姓名", "联系人", "收件人", "密码", "密钥", "秘钥", "令牌"} {
		add(w)
	}
	return tails, han
}

// maybeLabel is the cheap test of labelTables.tails and lastHan.
func maybeLabel(label string) bool {
	label = strings.TrimRight(label, ".") // "Tel.", "No."
	r, n := utf8.DecodeLastRuneInString(label)
	if r >= utf8.RuneSelf {
		return labels().lastHan[r] || !isHan(r) // other scripts: classify
	}
	if n == 0 || len(label) < 2 {
		return false
	}
	a, b := label[len(label)-2], label[len(label)-1]
	if isUpper(a) {
		a += 'a' - 'A'
	}
	if isUpper(b) {
		b += 'a' - 'A'
	}
	return labels().tails[int(a)<<8|int(b)] || a == 'i' && b == 'd' && len(label) >= 3 && (label[len(label)-3]|0x20) == 's'
}

// fieldAt classifies the field whose separator (':', '=', '：') is at
// s[i:i+w] and appends the finding for its value.
func fieldAt(s string, i, w int, out []Finding) ([]Finding, int) {
	label, ok := labelBefore(s, i)
	if !ok || !maybeLabel(label) && !strings.Contains(label, " / ") {
		return out, 0
	}
	k := labelKindWords(label)
	if k == fkNone {
		return out, 0
	}
	v := i + w
	if v < len(s) && (s[v] == '=' || (s[i] == ':' && s[v] == '=')) { // "==", ":="
		v++
		if s[i] == '=' {
			return out, 0
		}
	}
	a, e, ok := fieldValue(s, v, k)
	if !ok {
		return out, 0
	}
	out, end := classifiedAt(s, a, e, k, out)
	if end == 0 && (k == fkPerson || k == fkPersonWeak) && namePartLabel(s, i, label) {
		if b, ok := namePartValue(s[a:e]); ok { // names_parts.go
			return append(out, Finding{a, a + b, Person}), a + b
		}
	}
	return out, end
}

// FindField is Find for the value v of a field called name (a JSON
// member's key): when the name says the field holds a person's name, a
// phone number, a street address or an SSN and v has that shape, v is one
// finding whole; otherwise the findings are Find's.
func (d *Detector) FindField(name, v string, dst []Finding) []Finding {
	switch k := labelKind(name); k {
	case fkPerson, fkPersonWeak, fkPhone, fkAddress, fkSSN:
		if !d.ctx && (k == fkPerson || k == fkPersonWeak || k == fkAddress) {
			break
		}
		a, e := 0, len(v)
		for a < e && v[a] == ' ' {
			a++
		}
		for e > a && v[e-1] == ' ' {
			e--
		}
		if fs := d.filter(v, classifyValue(v, a, e, k, dst[:0])); len(fs) == 1 && fs[0].Start == a && fs[0].End == e {
			return fs
		}
	}
	return d.Find(v, dst)
}

// nameParts reports a label made of two or three parts of a name joined
// by ',' or '/' ("Last, First", "Nachn., Vorn.", "Achternaam, voorn.",
// "Nom / Prénom", "Фамилия, имя"): the column or field holds a whole
// name, surname first or not.
func nameParts(k []byte) bool {
	if len(k) < 5 || len(k) > 40 {
		return false
	}
	n := 0
	for len(k) > 0 {
		i := 0
		for i < len(k) && k[i] != ',' && k[i] != '/' {
			i++
		}
		p := string(k[:i])
		if !namePartKeys[p] && !namePartAbbrev[p] {
			return false
		}
		n++
		if i == len(k) {
			break
		}
		k = k[i+1:]
	}
	return n >= 2
}

// namePartAbbrev are the short forms of the parts of a name that labels
// join ("Last, First", "Nachn., Vorn."), as normLabel writes them.
var namePartAbbrev = wordSet(`last first given family middle nachn vorn voorn achtern nom prénom prenom name nombre nome
	vorname nachname imię nazwisko имя фамилия отчество 姓 名 성 이름 họ tên ad soyad`)

// feminine reports a label (as normLabel writes it) with the German
// feminine ending "-in" after a stem of four bytes or more.
func feminine(k []byte) bool {
	return len(k) >= 6 && hasSuffix(k, "in") && !hasSuffix(k, "ein") && !hasSuffix(k, "ain") && !hasSuffix(k, "oin")
}
