package detect

import "testing"

func TestNames(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		// Names in other languages and scripts: forms of address, introductions,
		// name fields holding names the US lists lack, Korean names. Each case is
		// a phrasing, with names chosen for it.
		{"NamesAcrossLanguages", []found{
			// Titles and forms of address.
			{"Szanowny Pan Tadeusz Nowicki prosi o kontakt.", "Tadeusz Nowicki", Person},
			{"Sayın Mustafa Şahin, siparişiniz yola çıktı.", "Mustafa Şahin", Person},
			{"Bapak Agus Wibowo sudah membayar tagihan.", "Agus Wibowo", Person},
			{"Chị Phạm Thị Hằng đã gửi đơn hàng.", "Phạm Thị Hằng", Person},
			{"Bitte leiten Sie das an Frau Köhler weiter.", "Köhler", Person},
			// Someone introducing themselves.
			{"Добрый день! Меня зовут Олег Тарасов, я по поводу заказа.", "Олег Тарасов", Person},
			{"Dzień dobry, nazywam się Zdzisław Górski i mam pytanie.", "Zdzisław Górski", Person},
			{"Selam, ben Emine Korkmaz. Faturam gelmedi.", "Emine Korkmaz", Person},
			{"Chào chị, tôi là Võ Minh Khánh, tôi cần hỗ trợ.", "Võ Minh Khánh", Person},
			{"Permisi, nama saya Dimas Saputra dari Bandung.", "Dimas Saputra", Person},
			{"her name is Ингрид Соболева, she called twice", "Ингрид Соболева", Person},
			// Weak name fields ("name", "owner") with names in their own spelling.
			{"{\"name\": \"Łucja Wiśniewska\", \"id\": 4}", "Łucja Wiśniewska", Person},
			{"{\"owner\": \"Jörg Hoffmann\", \"plan\": \"pro\"}", "Jörg Hoffmann", Person},
			{"{\"name\": \"Рустам Кузнецов\"}", "Рустам Кузнецов", Person},
			{"{\"name\": \"Vincent van der Berg\"}", "Vincent van der Berg", Person},
			{"[user]\n\tname = Rosalind Pemberton\n\temail = r@x.io", "Rosalind Pemberton", Person},
			// Korean: fields and the words after a name.
			{"{\"name\": \"최민준\", \"tier\": 2}", "최민준", Person},
			{"문의하신 건은 담당자 황지민 님이 처리합니다.", "황지민", Person},
			{"안녕하세요, 권나래입니다. 주문 확인 부탁드립니다.", "권나래", Person},
			{"고객 윤 하린 씨의 주문입니다.", "윤 하린", Person},
			{"권나래입니다. 주문 확인 부탁드립니다.", "권나래", Person},
			// Chinese: a colleague named before what is asked about them.
			{"同事郑佳琪的电话是多少？", "郑佳琪", Person},
			{"[user]\n\tname = 吕思源\n\temail = x@y.cn", "吕思源", Person},
			// Particles inside a name.
			{"Bitte klingeln bei Heike von Bülow, 2. Stock", "Heike von Bülow", Person},
			// Field names of other languages, vCard and iCalendar.
			{"Nadawca: Zbigniew Sikora\nKwota: 120 zł", "Zbigniew Sikora", Person},
			{"Отправитель: Кириллов Антон\nСумма: 500", "Кириллов Антон", Person},
			{"Họ và tên: Lâm Quang Huy\nNgày sinh: 1990", "Lâm Quang Huy", Person},
			{"Nama lengkap: Irfan Hakim\nAlamat: -", "Irfan Hakim", Person},
			{"BEGIN:VCARD\nFN:Ingrid Solberg\nEND:VCARD", "Ingrid Solberg", Person},
			{"ORGANIZER;CN=Hélène Marchand:mailto:h.marchand@x.fr", "Hélène Marchand", Person},
			{"id,requester,subject\n7,Ottilie Brandauer,Login\n", "Ottilie Brandauer", Person},
			// A form written as a table of two columns, the label on the left.
			{"| Full name | Desmond Achterberg |\n| Phone | 555 0100 222 |\n", "Desmond Achterberg", Person},
			{"| Field | Value |\n|---|---|\n| Contact person | Wilhelmina Okafor |\n| City | Leeds |\n", "Wilhelmina Okafor", Person},
			// A label alone on its line, the name on the next.
			{"SHIP TO:\nCorentin Vasseur\n12 Rue Oberkampf\n", "Corentin Vasseur", Person},
			// A chat export: a timestamp and the speaker alone on a line, then
			// the given name alone later.
			{"[10:02] Leopold Fairweather\nrunning late\n[10:05] Quinn Adair\nok, thanks Leopold", "Leopold", Person},
			{"[10:02] Leopold Fairweather\nrunning late\n", "Leopold Fairweather", Person},
			{"[10:02] 백승민\n회의 시작합니다\n", "백승민", Person},
			// Javanese one-word names by their endings, in name fields.
			{"Contact: Sugiyono\nStatus: open", "Sugiyono", Person},
			{"Author: Kusumawati <k@x.id>\nDate: today", "Kusumawati", Person},
			{"Bapak Joko sudah datang.", "Joko", Person},
			{"To: Ferdinand Oakes - IBAN on file\n", "Ferdinand Oakes", Person},
			// LaTeX letters: the signature and the recipient's block.
			{"\\signature{Agnieszka Dudek}\n\\begin{document}", "Agnieszka Dudek", Person},
			{"\\begin{letter}{Rosalind Ekwueme \\\\ 4 Elm Row, Leeds}", "Rosalind Ekwueme", Person},
			// A DataFrame printed with aligned columns, pasted or in a notebook.
			{">>> df.head()\n   id          name        city\n0  4   Colm Brannigan    Cork\n1  5   Ilse Vandermeer   Gent\n", "Ilse Vandermeer", Person},
			{"\"text/plain\": [\"   id     full_name     phone\\n\", \"0  7  Teodora Mihăilescu  0721 000 111\\n\"]", "Teodora Mihăilescu", Person},
			// A hyphenated surname on a chat header line.
			{"[11:54] Ottilie Fairbanks-Lowe\nok\n", "Ottilie Fairbanks-Lowe", Person},
			// Vietnamese middle names that are also abbreviations elsewhere.
			{"Chị Trần Thu Hà gửi email tới", "Trần Thu Hà", Person},
			// Japanese: a listed surname, the given name, then です or 様.
			{"いつもお世話になっております。松井 千尋です。", "松井 千尋", Person},
			{"请转告：大西健一様の件", "大西健一", Person},
			// A reply's attribution line, the name in lower case or with
			// letters outside ASCII.
			{"On Mon, 3 Mar 2025 at 10:00, ruairi fennelly <rf@x.ie> wrote:", "ruairi fennelly", Person},
			{"On Mon, 3 Mar 2025 at 10:00, Søren Kjærgaard <sk@x.dk> wrote:", "Søren Kjærgaard", Person},
			// Chinese labels ending in a person noun, in a sentence.
			{"我们登记的经办人为蒋丽华，请核对。", "蒋丽华", Person},
			// Someone spoken with.
			{"I spoke with Odalys Prentice yesterday about it", "Odalys Prentice", Person},
			{"level=info msg=\"signup\" user_name=\"Margot Okonjo\" email=b@x.fr", "Margot Okonjo", Person},
		}},
		{"NamesAcrossLanguagesNegatives", []found{
			// Capitalised words of places and organisations next to a given name.
			{"Kirim ke Jl. Raya Bogor No. 12, Jakarta", "Raya Bogor", kept},
			{"Account: Sinar Jaya Logistik\nOwner: x", "Jaya Logistik", kept},
			{"Địa chỉ: Quận Hai Bà Trưng, Hà Nội", "Hai Bà", kept},
			{"shipping to Atatürk Cad. No: 5", "Atatürk Cad", kept},
			// Labels that are words for "from" and "to".
			{"Dari: rekening utama\nKe: tabungan", "Dari", kept},
			// A given name of a brand or a stand-in is not looked for alone.
			{"I bought Tommy Hilfiger shoes; Tommy said so", "Tommy", kept},
			{"name: Jane Doe\nJane wrote", "Jane", kept},
			// A two-column table whose left column holds names, not labels.
			{"Ansprechpartner\tStatus\nHorst Lemke\tactive\n", "active", kept},
			// One-word values that are not Javanese names.
			{"Contact: Reception\nStatus: open", "Reception", kept},
			{"[10:00] Standup\nall here\n", "Standup", kept},
			{"\\begin{letter}{Human Resources \\\\ 4 Elm Row}", "Human Resources", kept},
			// A date's abbreviated day and month.
			{"Author: Jo <j@x.io>\nDate:   Thu Mar 9 17:49:11 2025 +0000", "Thu Mar", kept},
			// Aligned columns without a name column.
			{"   id   status    city\n0  4   active   Cork\n", "active", kept},
			// Japanese places before です; words before a phone number.
			{"会場は中村区です。", "中村区", kept},
			{"Bonjour, mon portable est le 06 12 34 56 78", "portable est le", kept},
			// Korean words before an honorific are not names.
			{"고객님, 담당자님께 전달했습니다.", "고객님", kept},
			{"관리자 님이 승인했습니다.", "관리자", kept},
		}},
		// A deictic word after a role word is no name, though 那 is a surname:
		// "客户那边" is the customer's side.
		{"HanDeicticAfterRole", []found{
			{"销售：客户那边还没回复，收货人陈立群明天到。", "那边", kept},
			{"经理：供应商那里说下周发货。", "那里", kept},
			{"销售：客户那边还没回复，收货人陈立群明天到。", "陈立群", Person},
		}},
	})
}
