package detect

import "testing"

func TestKeyConsensus(t *testing.T) {
	t.Parallel()
	// Two records: the first holder reads as a name, the second's
	// surname is in no list; the field's other value is a name too.
	two := "{\"order\": 1, \"holder\": \"Margaret Holloway\", \"ip\": \"10.1.1.1\"}\n" +
		"{\"order\": 2, \"holder\": \"Tamsin Qorvalle\", \"ip\": \"10.1.1.2\"}\n" +
		"{\"order\": 3, \"holder\": \"Ruth Ellery\", \"ip\": \"10.1.1.3\"}\n"
	expectFoundAs(t, Person, []pair{{two, "Tamsin Qorvalle"}})
	// A company's name under a contact's: the parent field tells them
	// apart, and a trade word ends a firm's name.
	expectKept(t, []pair{
		{`[{"Name": "Margaret Holloway", "Account": {"Name": "Quillfeather Lettings"}}, {"Name": "Ruth Ellery", "Account": {"Name": "Bramblewood Couriers"}}]`, "Quillfeather Lettings"},
		// A message text that names someone is no name field.
		{`[{"text": "ask Margaret Holloway about it"}, {"text": "on my way"}, {"text": "see you soon"}]`, "on my way"},
	})
}

func TestSpeakerConsensus(t *testing.T) {
	t.Parallel()
	chat := "tamsin qorvalle — Today at 09:12\nrunning late\n" +
		"margaret holloway — Today at 09:14\nno worries\n" +
		"tamsin qorvalle — Today at 09:20\nhere now\n" +
		"margaret holloway — Yesterday at 18:02\nok\n"
	expectFoundAs(t, Person, []pair{{chat, "tamsin qorvalle"}, {chat, "margaret holloway"}})
	stamped := "[09:12] Oduya Brennick\nrunning late\n[09:14] Margaret Holloway\nno worries\n[09:20] Oduya Brennick\nhere\n"
	expectFoundAs(t, Person, []pair{{stamped, "Oduya Brennick"}})
	han := "项目群\n欧阳明轩 2025-01-09 13:03\n好的\n李思远 2025-01-09 13:05\n收到\n欧阳明轩 2025-01-09 13:07\n谢谢\n"
	expectFoundAs(t, Person, []pair{{han, "欧阳明轩"}})
	// A git log's "Date:" lines recur on a time and are no speakers.
	log := "commit 1\nAuthor: Ruth Ellery <r@x.org>\nDate:   Mon Jun 13 10:52:11 2025\n\n    fix: a\n\n" +
		"commit 2\nAuthor: Ruth Ellery <r@x.org>\nDate:   Tue Jun 14 10:52:11 2025\n\n    fix: b\n\n" +
		"commit 3\nAuthor: Ruth Ellery <r@x.org>\nDate:   Wed Jun 15 10:52:11 2025\n\n    chore: c\n"
	expectKept(t, []pair{{log, "Date"}, {log, "fix"}})
}

func TestHandles(t *testing.T) {
	t.Parallel()
	expectFoundAs(t, Person, []pair{
		{"prod:\n  type: postgres\n  host: warehouse.internal\n  user: margaret.holloway\n  port: 5432\n", "margaret.holloway"},
		{`{"id": "1", "username": "ruth_ellery", "ip_address": "10.2.3.4"}`, "ruth_ellery"},
		{"$ ssh -i key.pem margaret_holloway@10.20.30.40\nPermission denied", "margaret_holloway"},
	})
	expectKept(t, []pair{
		{"curl -u jane.doe@example.com https://api.example.com/x", "jane.doe"},
		{"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl ruth-ellery@laptop", "ruth-ellery"},
		{"cc @jessica27 for review", "jessica27"},
		{"user: analytics\n", "analytics"},
	})
}

func TestRecurrence(t *testing.T) {
	t.Parallel()
	text := "ask Margaret Holloway, she has the invoice\nmargaret holloway — Today at 09:12\nok\n" +
		"{\"real_name\": \"Margaret Holloway\", \"display_name\": \"mholloway.margaret\"}\n" +
		"{\"real_name\": \"Margaret Holloway\", \"display_name\": \"margaretholloway\"}\n"
	expectFoundAs(t, Person, []pair{{text, "margaret holloway"}, {text, "margaretholloway"}})
}

func TestNamePartFields(t *testing.T) {
	t.Parallel()
	expectFoundAs(t, Person, []pair{
		{"{\"properties\": {\"firstname\": \"Tamsin\", \"lastname\": \"Qorvallieri\", \"email\": \"tq@x.org\"}}", "Qorvallieri"},
		{"dn: uid=tq,ou=people,dc=x\nobjectClass: inetOrgPerson\ncn: Tamsin Qorvallieri\nsn: Qorvallieri\n", "Qorvallieri"},
	})
	expectKept(t, []pair{{"Ansprechpartner\tE-Mail\nJonas Weber\tjw@x.org\n", "E-Mail"}})
}

func TestTableColumns(t *testing.T) {
	t.Parallel()
	box := "┌──┬──┐\n│ name ┆ email ┆ balance │\n╞══╪══╡\n│ Oduya Brennick ┆ ob@x.org ┆ 12.50 │\n│ Tamsin Qorvalle ┆ tq@x.org ┆ 3.10 │\n└──┴──┘\n"
	expectFoundAs(t, Person, []pair{{box, "Oduya Brennick"}, {box, "Tamsin Qorvalle"}})
	// A form laid out as a table: its first column holds labels.
	form := "| Name | Oduya Brennick |\n|---|---|\n| E-Mail | ob@x.org |\n| Datum | 2025-04-27 |\n| Abteilung | Vertrieb |\n"
	expectKept(t, []pair{{form, "Datum"}, {form, "Abteilung"}, {form, "E-Mail"}})
}

func TestConsensusBounds(t *testing.T) {
	t.Parallel()
	// A field named for a person spreads from one name found...
	from := "{\"from\": \"Margaret Holloway\", \"text\": \"hi\"}\n{\"from\": \"Tamsin Qorvalle\", \"text\": \"yo\"}\n" +
		"{\"from\": \"Margaret Holloway\", \"text\": \"ok\"}\n"
	expectFoundAs(t, Person, []pair{{from, "Tamsin Qorvalle"}})
	// ... a field named for nothing wants most of its values found.
	tag := "{\"tag\": \"Margaret Holloway\"}\n{\"tag\": \"Tamsin Qorvalle\"}\n{\"tag\": \"v2\"}\n{\"tag\": \"0.9\"}\n"
	expectKept(t, []pair{{tag, "Tamsin Qorvalle"}})
	// A job title among names is no name.
	role := "{\"role\": \"Margaret Holloway\"}\n{\"role\": \"Ruth Ellery\"}\n{\"role\": \"Project Coordinator\"}\n"
	expectKept(t, []pair{{role, "Project Coordinator"}})
	// A table without a header: its first row counts among the column's
	// names. A DataFrame's header is the line above its first row.
	rows := "Margaret Holloway | 0612345678 | mh@x.org\nRuth Ellery | 0612345679 | re@x.org\noduya brennick | 0612345670 | ob@x.org\n"
	frame := "          customer          phone\n0  oduya brennick  0612 345 678\n1  tamsin qorvalle  0612 345 679\n"
	expectFoundAs(t, Person, []pair{{rows, "oduya brennick"}, {frame, "tamsin qorvalle"}})
	// The roles of a marketplace chat and a syslog's month are no
	// speakers.
	market := "买家：在吗？还有货吗\n卖家：有的，同城自提\n买家：好，明天过去\n卖家：行\n"
	ja := "購入者：まだ購入可能でしょうか？\n出品者：はい、可能です。\n購入者：ありがとうございます。\n"
	syslog := "Jan 14 03:12:50 gate sshd[311]: Failed password for admin\nJan 14 03:12:55 gate sshd[312]: Accepted key\n" +
		"Jan 14 03:13:02 gate sudo: session opened\n"
	expectKept(t, []pair{{market, "买家"}, {market, "卖家"}, {ja, "購入者"}, {ja, "出品者"}, {syslog, "Jan"}})
}
