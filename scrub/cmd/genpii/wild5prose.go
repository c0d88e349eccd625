package main

// Prose of the fifth held-out set (wild5) in each language: a request for
// advice that names a neighbour or relative, and a news paragraph whose
// names, places and numbers are public (hard negatives).

// w5news is, per language, a news paragraph with public names, famous
// addresses and hotlines only.
var w5news = map[string]string{
	"de": "⟨~public⟩ besuchte am Dienstag die Hauptstadt. Vor ⟨~famous⟩ bildeten sich lange Schlangen; die Hotline ⟨~hotline⟩ war überlastet.",
	"fr": "⟨~public⟩ était de passage mardi ; la foule s'est massée devant ⟨~famous⟩ et le numéro ⟨~hotline⟩ a été saturé.",
	"pl": "⟨~public⟩ odwiedził we wtorek stolicę. Przed ⟨~famous⟩ ustawiły się kolejki, a infolinia ⟨~hotline⟩ była przeciążona.",
	"tr": "⟨~public⟩ salı günü başkenti ziyaret etti. ⟨~famous⟩ önünde uzun kuyruklar oluştu, ⟨~hotline⟩ hattı kilitlendi.",
	"ru": "⟨~public⟩ во вторник посетил столицу. У ⟨~famous⟩ выстроились очереди, горячая линия ⟨~hotline⟩ не справлялась.",
	"uk": "⟨~public⟩ у вівторок відвідав столицю. Біля ⟨~famous⟩ утворилися черги, гаряча лінія ⟨~hotline⟩ не відповідала.",
	"vi": "⟨~public⟩ đã tới thủ đô hôm thứ Ba. Người hâm mộ xếp hàng trước ⟨~famous⟩, tổng đài ⟨~hotline⟩ bị quá tải.",
	"id": "⟨~public⟩ berkunjung ke ibu kota pada Selasa. Antrean mengular di depan ⟨~famous⟩ dan layanan ⟨~hotline⟩ kewalahan.",
	"ko": "⟨~public⟩이(가) 화요일 수도를 방문했다. ⟨~famous⟩ 앞에는 긴 줄이 늘어섰고 고객센터 ⟨~hotline⟩은 마비됐다.",
	"pt": "⟨~public⟩ visitou a capital na terça. A fila deu a volta em ⟨~famous⟩ e a central ⟨~hotline⟩ ficou congestionada.",
	"es": "⟨~public⟩ visitó la capital el martes. Hubo filas frente a ⟨~famous⟩ y la línea ⟨~hotline⟩ colapsó.",
	"zh": "⟨~public⟩周二访问首都，⟨~famous⟩门前排起长队，客服热线⟨~hotline⟩一度占线。",
	"ja": "⟨~public⟩が火曜日に首都を訪れ、⟨~famous⟩の前には長い列ができた。窓口⟨~hotline⟩はつながりにくくなった。",
	"ar": "زار ⟨~public⟩ العاصمة يوم الثلاثاء، واصطف المعجبون أمام ⟨~famous⟩ وتعطل خط ⟨~hotline⟩.",
	"fa": "⟨~public⟩ روز سه‌شنبه به پایتخت سفر کرد؛ جلوی ⟨~famous⟩ صف طولانی شد و خط ⟨~hotline⟩ شلوغ بود.",
	"sw": "⟨~public⟩ alizuru mji mkuu Jumanne. Foleni ndefu zilionekana mbele ya ⟨~famous⟩ na namba ⟨~hotline⟩ ilizidiwa.",
	"ro": "⟨~public⟩ a vizitat marți capitala. S-au format cozi în fața ⟨~famous⟩, iar linia ⟨~hotline⟩ a fost blocată.",
	"hu": "⟨~public⟩ kedden a fővárosba látogatott. A ⟨~famous⟩ előtt hosszú sor állt, a ⟨~hotline⟩ vonal túlterhelődött.",
}

func init() {
	w5kinds = append(w5kinds,
		w5kind{"advice_local", "de,fr,pl,tr,ru,uk,vi,id,ko,pt,es,zh,ja,ar,fa,sw,ro,hu", false, func(c *w5ctx) {
			c.fill(w5pick(c.r, w5advice[c.l.lang]) + "\n")
		}},
		w5kind{"news_local", "de,fr,pl,tr,ru,uk,vi,id,ko,pt,es,zh,ja,ar,fa,sw,ro,hu", true, func(c *w5ctx) {
			c.fill(w5news[c.l.lang] + "\n")
		}},
	)
}
