package detect

import "testing"

func TestKeyConsensus(t *testing.T) {
	t.Parallel()
	// Two records: the first holder reads as a name, the second's
	// surname is in no list; the field's other value is a name too.
	two := "{\"order\": 1, \"holder\": \"Margaret Holloway\", \"ip\": \"10.1.1.1\"}\n" +
		"{\"order\": 2, \"holder\": \"Tamsin Qorvalle\", \"ip\": \"10.1.1.2\"}\n" +
		"{\"order\": 3, \"holder\": \"Ruth Ellery\", \"ip\": \"10.1.1.3\"}\n"
	expectFound(t, []found{
		{two, "Tamsin Qorvalle", Person},
		// A company's name under a contact's: the parent field tells them
		// apart, and a trade word ends a firm's name.
		{`[{"Name": "Margaret Holloway", "Account": {"Name": "Quillfeather Lettings"}}, {"Name": "Ruth Ellery", "Account": {"Name": "Bramblewood Couriers"}}]`, "Quillfeather Lettings", kept},
		// A message text that names someone is no name field.
		{`[{"text": "ask Margaret Holloway about it"}, {"text": "on my way"}, {"text": "see you soon"}]`, "on my way", kept},
	})
}

func TestSpeakerConsensus(t *testing.T) {
	t.Parallel()
	chat := "tamsin qorvalle — Today at 09:12\nrunning late\n" +
		"margaret holloway — Today at 09:14\nno worries\n" +
		"tamsin qorvalle — Today at 09:20\nhere now\n" +
		"margaret holloway — Yesterday at 18:02\nok\n"
	expectFound(t, []found{{chat, "tamsin qorvalle", Person}, {chat, "margaret holloway", Person}})
	stamped := "[09:12] Oduya Brennick\nrunning late\n[09:14] Margaret Holloway\nno worries\n[09:20] Oduya Brennick\nhere\n"
	expectFound(t, []found{{stamped, "Oduya Brennick", Person}})
	han := "项目群\n欧阳明轩 2025-01-09 13:03\n好的\n李思远 2025-01-09 13:05\n收到\n欧阳明轩 2025-01-09 13:07\n谢谢\n"
	expectFound(t, []found{{han, "欧阳明轩", Person}})
	// A git log's "Date:" lines recur on a time and are no speakers.
	log := "commit 1\nAuthor: Ruth Ellery <r@x.org>\nDate:   Mon Jun 13 10:52:11 2025\n\n    fix: a\n\n" +
		"commit 2\nAuthor: Ruth Ellery <r@x.org>\nDate:   Tue Jun 14 10:52:11 2025\n\n    fix: b\n\n" +
		"commit 3\nAuthor: Ruth Ellery <r@x.org>\nDate:   Wed Jun 15 10:52:11 2025\n\n    chore: c\n"
	expectFound(t, []found{{log, "Date", kept}, {log, "fix", kept}})
}

func TestRecurrence(t *testing.T) {
	t.Parallel()
	text := "ask Margaret Holloway, she has the invoice\nmargaret holloway — Today at 09:12\nok\n" +
		"{\"real_name\": \"Margaret Holloway\", \"display_name\": \"mholloway.margaret\"}\n" +
		"{\"real_name\": \"Margaret Holloway\", \"display_name\": \"margaretholloway\"}\n"
	expectFound(t, []found{{text, "margaret holloway", Person}, {text, "margaretholloway", Person}})
}

func TestTableColumns(t *testing.T) {
	t.Parallel()
	box := "┌──┬──┐\n│ name ┆ email ┆ balance │\n╞══╪══╡\n│ Oduya Brennick ┆ ob@x.org ┆ 12.50 │\n│ Tamsin Qorvalle ┆ tq@x.org ┆ 3.10 │\n└──┴──┘\n"
	expectFound(t, []found{{box, "Oduya Brennick", Person}, {box, "Tamsin Qorvalle", Person}})
	// A form laid out as a table: its first column holds labels.
	form := "| Name | Oduya Brennick |\n|---|---|\n| E-Mail | ob@x.org |\n| Datum | 2025-04-27 |\n| Abteilung | Vertrieb |\n"
	expectFound(t, []found{{form, "Datum", kept}, {form, "Abteilung", kept}, {form, "E-Mail", kept}})
}

func TestConsensusBounds(t *testing.T) {
	t.Parallel()
	// A field named for a person spreads from one name found...
	from := "{\"from\": \"Margaret Holloway\", \"text\": \"hi\"}\n{\"from\": \"Tamsin Qorvalle\", \"text\": \"yo\"}\n" +
		"{\"from\": \"Margaret Holloway\", \"text\": \"ok\"}\n"
	expectFound(t, []found{{from, "Tamsin Qorvalle", Person}})
	// ... a field named for nothing wants most of its values found.
	tag := "{\"tag\": \"Margaret Holloway\"}\n{\"tag\": \"Tamsin Qorvalle\"}\n{\"tag\": \"v2\"}\n{\"tag\": \"0.9\"}\n"
	expectFound(t, []found{{tag, "Tamsin Qorvalle", kept}})
	// A job title among names is no name.
	role := "{\"role\": \"Margaret Holloway\"}\n{\"role\": \"Ruth Ellery\"}\n{\"role\": \"Project Coordinator\"}\n"
	expectFound(t, []found{{role, "Project Coordinator", kept}})
	// A table without a header: its first row counts among the column's
	// names. A DataFrame's header is the line above its first row.
	rows := "Margaret Holloway | 0612345678 | mh@x.org\nRuth Ellery | 0612345679 | re@x.org\noduya brennick | 0612345670 | ob@x.org\n"
	frame := "          customer          phone\n0  oduya brennick  0612 345 678\n1  tamsin qorvalle  0612 345 679\n"
	expectFound(t, []found{{rows, "oduya brennick", Person}, {frame, "tamsin qorvalle", Person}})
	// The roles of a marketplace chat and a syslog's month are no
	// speakers.
	market := "买家：在吗？还有货吗\n卖家：有的，同城自提\n买家：好，明天过去\n卖家：行\n"
	ja := "購入者：まだ購入可能でしょうか？\n出品者：はい、可能です。\n購入者：ありがとうございます。\n"
	syslog := "Jan 14 03:12:50 gate sshd[311]: Failed password for admin\nJan 14 03:12:55 gate sshd[312]: Accepted key\n" +
		"Jan 14 03:13:02 gate sudo: session opened\n"
	expectFound(t, []found{{market, "买家", kept}, {market, "卖家", kept}, {ja, "購入者", kept}, {ja, "出品者", kept}, {syslog, "Jan", kept}})
}
