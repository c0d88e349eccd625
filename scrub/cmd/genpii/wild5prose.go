package main

// Prose of the fifth held-out set (wild5) in each language: a request for
// advice that names a neighbour or relative, and a news paragraph whose
// names, places and numbers are public (hard negatives).

// w5advice is, per language, a post asking for advice: the neighbour's or
// relative's name, address and phone are personal data.
var w5advice = map[string][]string{
	"de": {"Unser Nachbar ⟨NAME⟩ (⟨ADDR⟩) parkt ständig vor unserer Einfahrt. Meine Frau ⟨GIVEN2⟩ hat ihn angesprochen, seitdem ruft er sie nachts unter ⟨PHONE⟩ an. Was kann ich tun?",
		"Meine Schwiegermutter ⟨NAME⟩ wohnt allein in ⟨ADDR⟩ und geht nicht mehr ans Telefon (⟨PHONE⟩). Soll ich die Polizei rufen?"},
	"fr": {"Ma voisine ⟨NAME⟩, au ⟨ADDR⟩, fait des travaux tous les dimanches. Mon mari ⟨GIVEN2⟩ l'a appelée au ⟨PHONE⟩ sans succès. Quels sont nos recours ?",
		"Mon oncle ⟨NAME⟩ m'a prêté de l'argent et me relance au ⟨PHONE⟩ tous les jours. Comment lui répondre poliment ?"},
	"pl": {"Sąsiad ⟨NAME⟩ z ⟨ADDR⟩ zalewa nam łazienkę już trzeci raz. Żona ⟨GIVEN2⟩ dzwoniła do niego (⟨PHONE⟩), ale nie odbiera. Co robić?"},
	"tr": {"Üst kat komşumuz ⟨NAME⟩ (⟨ADDR⟩) gece yarısı matkap kullanıyor. Eşim ⟨GIVEN2⟩ onu ⟨PHONE⟩ numarasından aradı ama açmadı. Ne yapmalıyım?"},
	"ru": {"Соседка ⟨NAME⟩ (⟨ADDR⟩) заливает нас уже второй раз. Муж ⟨GIVEN2⟩ звонил ей на ⟨PHONE⟩, трубку не берёт. Куда жаловаться?"},
	"uk": {"Сусід ⟨NAME⟩ з ⟨ADDR⟩ постійно паркується біля нашого під'їзду. Дружина ⟨GIVEN2⟩ дзвонила йому на ⟨PHONE⟩. Що робити далі?"},
	"vi": {"Hàng xóm nhà mình là ⟨NAME⟩ ở ⟨ADDR⟩ hát karaoke tới 1 giờ sáng. Vợ mình là ⟨GIVEN2⟩ đã gọi ⟨PHONE⟩ nhưng không ai nghe. Nên làm gì?"},
	"id": {"Tetangga saya ⟨NAME⟩ di ⟨ADDR⟩ suka parkir di depan pagar. Istri saya ⟨GIVEN2⟩ sudah WA ke ⟨PHONE⟩ tapi cuma dibaca. Gimana ya?"},
	"ko": {"윗집 ⟨NAME⟩ 씨(⟨ADDR⟩)가 밤마다 쿵쿵거려요. 아내 ⟨GIVEN2⟩가 ⟨PHONE⟩로 연락했는데 안 받네요. 어떻게 해야 할까요?"},
	"pt": {"Meu vizinho ⟨NAME⟩, da ⟨ADDR⟩, deixa o cachorro latindo a noite toda. Minha esposa ⟨GIVEN2⟩ ligou no ⟨PHONE⟩ e ele desligou. O que eu faço?"},
	"es": {"Mi vecino ⟨NAME⟩, de ⟨ADDR⟩, pone música a todo volumen. Mi esposa ⟨GIVEN2⟩ le marcó al ⟨PHONE⟩ y no contestó. ¿Qué hago?"},
	"zh": {"楼上邻居⟨NAME⟩（住在⟨ADDR⟩）每天半夜拖椅子，我老婆⟨GIVEN2⟩打他电话⟨MOBILE⟩也不接，该怎么办？",
		"我舅舅⟨NAME⟩借了我两万块一直不还，他手机是⟨MOBILE⟩，住在⟨ADDR⟩，我该怎么起诉？"},
	"ja": {"隣の⟨NAME⟩さん（⟨ADDR⟩）の犬が夜中ずっと吠えています。妻の⟨GIVEN2⟩が⟨PHONE⟩に電話しましたが出ません。どうすればいいですか？"},
	"ar": {"جاري ⟨NAME⟩ في ⟨ADDR⟩ يوقف سيارته أمام بابي كل يوم. زوجتي ⟨GIVEN2⟩ اتصلت به على ⟨PHONE⟩ ولم يرد. ماذا أفعل؟"},
	"fa": {"همسایه‌مان ⟨NAME⟩ در ⟨ADDR⟩ هر شب تا دیروقت سروصدا دارد. همسرم ⟨GIVEN2⟩ به ⟨PHONE⟩ زنگ زد ولی جواب نداد. چه کار کنم؟"},
	"sw": {"Jirani yangu ⟨NAME⟩ wa ⟨ADDR⟩ hupiga muziki kwa sauti usiku. Mke wangu ⟨GIVEN2⟩ alimpigia ⟨PHONE⟩ lakini hakupokea. Nifanye nini?"},
	"ro": {"Vecinul ⟨NAME⟩ de la ⟨ADDR⟩ ne inundă baia a treia oară. Soția mea ⟨GIVEN2⟩ l-a sunat la ⟨PHONE⟩, dar nu răspunde. Ce pot face?"},
	"hu": {"A szomszédunk, ⟨NAME⟩ (⟨ADDR⟩) minden éjjel fúr. A feleségem, ⟨GIVEN2⟩ felhívta a ⟨PHONE⟩ számon, de nem vette fel. Mit tegyek?"},
}

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
