package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Public values look like personal data and identify no one: a famous
// address (the White House, 221B Baker Street), a sender no one answers
// (noreply@github.com), the stand-in names of forms and tutorials (John
// Doe, 张三). They are kept. Public resolver and documentation IPv4
// addresses are left out where IPv4 is validated (publicIPv4).

// famousAddresses are the house number and street of addresses that
// belong to institutions and landmarks, lower case.
var famousAddresses = []string{"1600 pennsylvania avenue", "1600 pennsylvania ave", "1600 amphitheatre parkway",
	"410 terry ave", "1 infinite loop", "one infinite loop", "1 apple park way", "one apple park way", "221b baker street", "10 downing street",
	"350 fifth avenue", "350 5th avenue", "1 microsoft way", "one microsoft way", "1 hacker way", "410 terry avenue",
	"742 evergreen terrace", "4 privet drive", "11 wall street", "2 macquarie street", "1 rocket road"}

// noReplyLocal are local parts of addresses that send and never read.
var noReplyLocal = map[string]bool{"noreply": true, "no-reply": true, "no_reply": true, "donotreply": true,
	"do-not-reply": true, "do_not_reply": true, "mailer-daemon": true, "postmaster": true, "notifications": true,
	"notification": true, "feedback": true, "bounce": true, "bounces": true}

// placeholderNames are the stand-ins for a person in forms, tutorials,
// sample data and test fixtures, in the languages the detectors read
// (the "John Doe" of each: Mustermann, Bloggs, Modaal, Dupont, Rossi,
// Fulano, Kowalski, Novák, Иванов, Петренко, فلان, Nordmann,
// Meikäläinen, 홍길동 and 이영희, 아무개, 某某某, 山田太郎, 名無しの権兵衛
// ...), lower case. A real person of the name is rare next
// to the forms that print it.
var placeholderNames = barSet(`john doe|jane doe|john q. public|jane q. public|john q public|richard roe|jane roe|
joe bloggs|fred bloggs|jo bloggs|joe public|a. n. other|a n other|joe schmoe|joe sixpack|john smith doe|
max mustermann|erika mustermann|otto normalverbraucher|hans mustermann|jan modaal|jan jansen|piet pietersen|
jean dupont|marie dupont|jean durand|pierre dupont|mario rossi|maria rossi|paolo rossi|fulano de tal|fulana de tal|
fulano|beltrano|sicrano|beltrano da silva|sicrano de souza|fulano da silva|juan pérez|juan perez|juana pérez|
jan kowalski|anna kowalska|anna nowak|jan nowak|jan novák|jana nováková|jan novak|gipsz jakab|
иван иванов|иван иванович иванов|иванов иван иванович|иван петров|пётр петров|іван петренко|петренко іван|
фулан|فلان الفلاني|فلان بن فلان|فلان|fulan bin fulan|fulan bin fulan|fulanah binti fulan|ישראל ישראלי|
trần thị b|nguyễn văn a|nguyễn thị b|trần văn b|ahmet yılmaz|ola nordmann|kari nordmann|matti meikäläinen|maija meikäläinen|
홍길동|김철수|이영희|아무개|某某某|山田太郎|山田 太郎|山田花子|山田 花子|名無しの権兵衛|田中太郎|张三|李四|王五|赵六`)

// famousNames are people's names that name brands, firms and
// institutions ("Calvin Klein sneakers", "Morgan Stanley"), and public
// figures (founders, scientists, artists; athletes, musicians and writers
// of world renown across the languages the detectors read, as news name
// them), lower case: saying them names no customer.
var famousNames = func() map[string]bool {
	m := barSet(`calvin klein|tommy hilfiger|ralph lauren|morgan stanley|marie curie|hugo boss|louis vuitton|
estée lauder|estee lauder|giorgio armani|michael kors|kate spade|tory burch|vera wang|stella mccartney|paul smith|anne klein|
coco chanel|christian dior|yves saint laurent|walt disney|wells fargo|goldman sachs|merrill lynch|lehman brothers|charles schwab|
ernst young|harley davidson|rolls royce|aston martin|mercedes benz|ted baker|marc jacobs|oscar de la renta|john deere|
ben jerry|johnson johnson|procter gamble|dow jones|jack daniels|jim beam|johnnie walker|william hill|marks spencer|
john lewis|dean foods|levi strauss|elon musk|bill gates|steve jobs|jeff bezos|mark zuckerberg|tim cook|satya nadella|
sundar pichai|jensen huang|sam altman|albert einstein|isaac newton|alan turing|ada lovelace|grace hopper|linus torvalds|
taylor swift|barack obama|donald trump|joe biden|abraham lincoln|george washington|martin luther king|winston churchill|
william shakespeare|charles dickens|jane austen|leonardo da vinci|pablo picasso|vincent van gogh|nelson mandela|
mahatma gandhi|mother teresa|florence nightingale|charles darwin|nikola tesla|thomas edison|stephen hawking|marie antoinette|
jannik sinner|carlos alcaraz|rafael nadal|rafa nadal|novak djokovic|roger federer|
serena williams|iga świątek|iga swiatek|coco gauff|aryna sabalenka|lionel messi|cristiano ronaldo|kylian mbappé|
kylian mbappe|erling haaland|lamine yamal|vinícius júnior|vinicius junior|neymar|luka modrić|luka modric|robert lewandowski|
harry kane|jude bellingham|mohamed salah|zlatan ibrahimović|zlatan ibrahimovic|virgil van dijk|max verstappen|
lewis hamilton|charles leclerc|fernando alonso|lando norris|valentino rossi|marc márquez|marc marquez|tadej pogačar|
tadej pogacar|jonas vingegaard|usain bolt|simone biles|lebron james|stephen curry|michael jordan|shohei ohtani|
armand duplantis|mondo duplantis|taylor swift|beyoncé|beyonce|rosalía|rosalia|shakira|bad bunny|anitta|ed sheeran|
adele|dua lipa|billie eilish|måneskin|maneskin|andrea bocelli|laura pausini|eros ramazzotti|stromae|zaz|
paulo coelho|gabriel garcía márquez|gabriel garcia marquez|mario vargas llosa|isabel allende|umberto eco|elena ferrante|
jk rowling|j.k. rowling|stephen king|haruki murakami|pope francis|papa francesco|papa francisco|pope leo|
greta thunberg|malala yousafzai|warren buffett|bernard arnault|amancio ortega|ingvar kamprad|
ludwig van beethoven|simone de beauvoir|charles de gaulle|miguel de cervantes|antoine de saint-exupéry|vasco da gama|
johann wolfgang von goethe|alexander von humboldt|otto von bismarck|rembrandt van rijn|machado de assis|
guido van rossum|dario amodei|demis hassabis|tim berners-lee|andrej karpathy|yann lecun|geoffrey hinton|jack ma|
masayoshi son|son heung-min|roberta metsola|christine lagarde|koen lenaerts|马云|马化腾|任正非|雷军|李彦宏|黄仁勋|黃仁勳|周杰伦|周杰倫|
成龙|李小龙|姚明|刘翔|郎朗|鲁迅|魯迅|莫言|金庸|刘慈欣|毛泽东|邓小平|孙中山|谷爱凌|谷愛凌|
孔子|孟子|老子|屈原|秦始皇|司马迁|司馬遷|曹操|刘备|劉備|关羽|關羽|诸葛亮|諸葛亮|王羲之|李白|杜甫|白居易|武则天|武則天|
苏轼|蘇軾|李清照|岳飞|岳飛|成吉思汗|紫式部|織田信長|徳川家康|坂本龍馬|세종대왕|이순신|村上春樹|村上春树|宮崎駿|宫崎骏|大谷翔平|羽生結弦|黒澤明|北野武|孫正義|夏目漱石|川端康成|손흥민|김연아|봉준호|이건희|
이재용|лев толстой|фёдор достоевский|федор достоевский|александр пушкин|антон чехов`)
	for _, list := range [...]string{headsOfGovernment, historicalNames, fictionalNames} {
		for n := range barSet(list) {
			m[n] = true
		}
	}
	return m
}()

// headsOfGovernment are heads of state and government of the G20, the EU
// and other large democracies since 2015, as news name them (their
// offices' public lists), lower case: a news clip that names one names no
// customer.
const headsOfGovernment = `keir starmer|rishi sunak|liz truss|boris johnson|theresa may|david cameron|anthony albanese|
scott morrison|malcolm turnbull|pedro sánchez|pedro sanchez|mariano rajoy|giorgia meloni|mario draghi|giuseppe conte|
sergio mattarella|emmanuel macron|françois bayrou|michel barnier|gabriel attal|élisabeth borne|olaf scholz|friedrich merz|
angela merkel|frank-walter steinmeier|justin trudeau|mark carney|narendra modi|droupadi murmu|xi jinping|li qiang|
li keqiang|vladimir putin|volodymyr zelensky|volodymyr zelenskyy|recep tayyip erdoğan|recep tayyip erdogan|
luiz inácio lula da silva|lula da silva|jair bolsonaro|javier milei|claudia sheinbaum|andrés manuel lópez obrador|
fumio kishida|shigeru ishiba|sanae takaichi|yoshihide suga|shinzo abe|yoon suk yeol|lee jae-myung|moon jae-in|
ursula von der leyen|charles michel|antónio costa|antonio costa|kamala harris|mark rutte|dick schoof|ulf kristersson|
magdalena andersson|mette frederiksen|jonas gahr støre|petteri orpo|sanna marin|donald tusk|mateusz morawiecki|andrzej duda|
karol nawrocki|viktor orbán|viktor orban|petr fiala|andrej babiš|andrej babis|kyriakos mitsotakis|alexis tsipras|
luís montenegro|antónio guterres|marcelo rebelo de sousa|benjamin netanyahu|naftali bennett|yair lapid|isaac herzog|
mohammed bin salman|cyril ramaphosa|bola tinubu|william ruto|prabowo subianto|joko widodo|anwar ibrahim|lawrence wong|
lee hsien loong|ferdinand marcos|bongbong marcos|christopher luxon|jacinda ardern|chris hipkins|leo varadkar|simon harris|
micheál martin|alexander van der bellen|karl nehammer|bart de wever|alexander de croo|luc frieden|robert fico|
paetongtarn shinawatra|srettha thavisin|anutin charnvirakul|prayut chan-o-cha|lai ching-te|tsai ing-wen|john lee|
石破茂|岸田文雄|高市早苗|菅義偉|安倍晋三|习近平|習近平|李强|李強|赖清德|賴清德|蔡英文|李家超|윤석열|이재명|문재인|
नरेंद्र मोदी|κυριάκος μητσοτάκης|בנימין נתניהו|محمد بن سلمان|แพทองธาร ชินวัตร|เศรษฐา ทวีสิน|อนุทิน ชาญวีรกูล|
владимир путин|владимир зеленский|володимир зеленський`

// historicalNames are figures of history, science and the arts that
// schoolbooks, quizzes and encyclopedias of many countries name, in the
// forms they are written in (a Slavic genitive too), lower case.
const historicalNames = `napoleon bonaparte|napoléon bonaparte|wolfgang amadeus mozart|frédéric chopin|
frederic chopin|pyotr tchaikovsky|antonio vivaldi|frida kahlo|salvador dalí|
salvador dali|michelangelo buonarroti|galileo galilei|nicolaus copernicus|johannes kepler|alfred nobel|
louis pasteur|gregor mendel|sigmund freud|karl marx|charles babbage|dennis ritchie|ken thompson|konrad zuse|pierre curie|
rita levi-montalcini|anne frank|astrid lindgren|hans christian andersen|mark twain|ernest hemingway|
dante alighieri|agatha christie|julius caesar|joan of arc|jeanne d'arc|
che guevara|fidel castro|mustafa kemal atatürk|mustafa kemal ataturk|rabindranath tagore|
jerome powell|lisa su|mohammad hatta|rosa parks|neil armstrong|toni morrison|fryderyk chopin|sophie scholl|
νίκος καζαντζάκης|trịnh công sơn|pramoedya ananta toer|fernando pessoa|federico garcía lorca|federico garcia lorca|
wisława szymborska|emmeline pankhurst|david attenborough|jomo kenyatta|võ nguyên giáp|eliud kipchoge|sezen aksu|
a. p. j. abdul kalam|apj abdul kalam|sor juana inés de la cruz|lupita nyong'o|nguyễn du|林徽因|pelé|diego maradona|zinedine zidane|michael schumacher|ayrton senna|marta vieira da silva|
elvis presley|bob marley|john lennon|freddie mercury|marilyn monroe|audrey hepburn|charlie chaplin|
jackie chan|kofi annan|льва толстого|тарас шевченко|тараса шевченка|דוד בן-גוריון|
ابن خلدون|نجيب محفوظ|महात्मा गांधी|สุนทรภู่|北里柴三郎|野口英世|福沢諭吉|聖徳太子|豊臣秀吉|柳井正|정의선|페이커|
孙悟空|孫悟空`

// fictionalNames are characters of novels, films, comics and games known
// across languages, lower case: a question about one names no customer.
const fictionalNames = `sherlock holmes|hermione granger|harry potter|ron weasley|albus dumbledore|lord voldemort|
james bond|mickey mouse|donald duck|winnie-the-pooh|winnie the pooh|pippi långstrump|pippi longstocking|pippi langstrumpf|
tintin|pikachu|super mario|darth vader|luke skywalker|frodo baggins|don quixote|don quijote|bruce wayne|clark kent|
peter parker|tony stark|homer simpson|bart simpson|ドラえもん|野比のび太|のび太|名探偵コナン|江戸川コナン|碇シンジ|竈門炭治郎|
林黛玉|贾宝玉|賈寶玉|猪八戒|哪吒|뽀로로|성춘향|춘향`

// honorifics follow a name in Japanese and Chinese news ("石破茂氏").
var honorifics = []string{"氏", "首相", "総理", "様", "さん", "主席", "总理", "總理"}

func publicValue(t Type, v string) bool {
	switch t {
	case StreetAddress:
		return famousAddress(strings.ToLower(v)) // lookalikes.go
	case Phone, CNMobile:
		// Another reading of a stand-in mobile is no one's either.
		return t == Phone && publicPhone(v) || placeholderMobile(v) // public_values.go
	case IBAN:
		return publicIBAN(v)
	case JWT:
		return publicJWT(v)
	case APIKey:
		return sshPublicBlob(v) || exampleKeys[v] // secrets_names.go, public_values.go
	case Email:
		if at := strings.LastIndexByte(v, '@'); at > 0 {
			l, d := strings.ToLower(v[:at]), strings.ToLower(v[at+1:])
			return noReplyLocal[l] || publicMailbox(l, d) || robotMailbox(l, d) || senderMailbox(d) // lookalikes.go
		}
	case Person:
		lv := strings.ToLower(v)
		if placeholderNames[lv] || placeholderZH[v] || famousNames[lv] || venueName(lv) {
			return true
		}
		for _, h := range honorifics {
			if strings.HasSuffix(v, h) && famousNames[strings.TrimSuffix(v, h)] {
				return true
			}
		}
	}
	return false
}

// A company's address is public: the seat printed on its invoices and
// letterheads, a headquarters, a warehouse that takes returns. What says
// so stands right before the address, in the clause that introduces it:
// a seat word ("Siedziba firmy:", "公司地址", "HQ mail goes to", "head
// office:") or the company's name with its legal form ("Nordlicht
// Software GmbH, "). "Our new office is at" or a firm's contact person
// ("有限公司，联系人：…，联系地址：") say nothing of whose the address is.

// seatWords name a company's seat, lower case.
var seatWords = []string{"venue", "(public)", "bezoekadres", "所在地", "sede:", "公司地址", "总部", "總部", "本社", "本店所在地", "본사", "회사 주소", "headquarters", "head office",
	"head-office", "registered office", "registered address", "company address", "corporate address", "hq", "firmensitz",
	"hauptsitz", "geschäftssitz", "sitz der gesellschaft", "siège social", "sede legale", "sede sociale", "sede social",
	"domicilio social", "siedziba", "adres siedziby", "adres firmy", "kantor pusat", "alamat kantor", "trụ sở", "địa chỉ công ty",
	"genel müdürlük", "merkez ofis", "şirket adresi", "юридический адрес", "юр. адрес", "адрес компании", "головной офис"}

// legalForms end a company's name.
var legalForms = wordSet(`gmbh ag se kg kgaa inc inc. llc ltd ltd. limited plc corp corp. corporation co. s.a. sa sas sarl s.p.a.
	spa s.r.l. srl b.v. bv n.v. nv a/s ab asa oy oyj o.o. pty k.k. tbk a.ş. şti. ооо оао пао зао tnhh jsc
	lda lda. ltda ltda. s.l. ohg`)

// facilityWords name a company's building that takes mail.
var facilityWords = []string{"fulfilment centre", "fulfillment center", "fulfilment center", "distribution centre",
	"distribution center", "warehouse", "returns department"}

// publicAddressAt reports whether the address that starts at a is a
// company's, by what introduces it on its line.
func publicAddressAt(s string, a int) bool {
	if venueAddress(s, a) {
		return true
	}
	lo := a - 80
	if lo < 0 {
		lo = 0
	}
	pre := s[lo:a]
	if nl := strings.LastIndexByte(pre, '\n'); nl >= 0 {
		pre = pre[nl+1:]
	}
	// The clause: after the last sentence end.
	for _, end := range []string{". ", "! ", "? ", "。", "！", "？"} {
		if k := strings.LastIndex(pre, end); k >= 0 && !abbrevBefore(pre, k) {
			pre = pre[k+len(end):]
		}
	}
	// The seat word introduces this address, not a field before it
	// ("hq": "...", "address": "...").
	clause := pre
	if k := strings.LastIndexAny(clause, ",;|\"{}，；"); k >= 0 {
		_, n := utf8.DecodeRuneInString(clause[k:])
		clause = clause[k+n:]
	}
	lp := strings.ToLower(clause)
	for _, w := range seatWords {
		if k := strings.LastIndex(lp, w); k >= 0 && wordAt(lp, k, k+len(w)) {
			return true
		}
	}
	// "<Company GmbH>, " or "Fulfilment Centre, " right before.
	t := strings.TrimRight(pre, " ")
	if !strings.HasSuffix(t, ",") {
		return false
	}
	t = strings.TrimRight(t[:len(t)-1], " ")
	lt := strings.ToLower(t)
	for _, w := range facilityWords {
		if strings.HasSuffix(lt, w) {
			return true
		}
	}
	if sp := strings.LastIndexByte(t, ' '); sp > 0 {
		return inSet(legalForms, t[sp+1:])
	}
	return false
}

// abbrevBefore reports a full stop at k that ends an abbreviation of a
// legal form or a title ("Co. ", "Inc. "), not a sentence.
func abbrevBefore(s string, k int) bool {
	w := k
	for w > 0 && s[w-1] != ' ' {
		w--
	}
	return s[k] == '.' && inSet(legalForms, s[w:k+1])
}

// wordAt reports whether s[a:b] is whole words: no ASCII letter glued to
// either end ("hq" is not in "hqx" or "chq").
func wordAt(s string, a, b int) bool {
	return (a == 0 || !isAlpha(s[a-1])) && (b >= len(s) || !isAlpha(s[b]))
}

// venueWords name a public building or landmark, lower case: an address
// that follows its name ("Kröller-Müller Museum, Houtkampweg 6", "CN
// Tower, 290 Bremner Blvd") or starts with it is the venue's.
var venueWords = []string{"museum", "museo", "muzeum", "musée", "museu", "tower", "opera", "centralstation", "central station",
	"hauptbahnhof", "cathedral", "kathedrale", "catedral", "cattedrale", "basilica", "palace", "palais", "palacio", "palazzo",
	"reggia", "gateway of", "stadium", "stadion", "estadio", "stadio", "airport", "flughafen", "aeropuerto", "university", "universität",
	"universidad", "università", "town hall", "rathaus", "city hall", "ayuntamiento", "municipio", "library", "bibliothek",
	"biblioteca", "theatre", "theater", "teatro", "castle", "schloss", "castillo", "castello", "zoo", "parliament", "bundestag",
	"national gallery", "galleria", "concert hall", "philharmonie", "taipei 101", "台北101", "臺北101", "塔", "博物館", "博物馆", "美術館", "駅", "站", "城"}

// venueAddress reports an address at a that starts with, or follows on
// its line, a venue's name: a clause with a venue word and a comma.
func venueAddress(s string, a int) bool {
	ls := strings.LastIndexByte(s[:a], '\n') + 1
	pre := s[max(ls, a-60):a]
	// The venue's name is the clause right before the address, or the
	// address's own first part.
	e := a + 60
	if e > len(s) {
		e = len(s)
	}
	own := s[a:e]
	if c := strings.IndexAny(own, ",，"); c > 0 {
		own = own[:c]
	} else {
		own = ""
	}
	if k := strings.LastIndexAny(strings.TrimRight(pre, " ,，"), ":;|\t"); k >= 0 {
		pre = pre[k+1:]
	}
	if !strings.HasSuffix(strings.TrimRight(pre, " "), ",") && !strings.HasSuffix(strings.TrimRight(pre, " "), "，") {
		pre = ""
	}
	for _, part := range []string{pre, own} {
		if part == "" || strings.ContainsAny(part, "0123456789") && !strings.Contains(part, "北101") && !strings.Contains(part, "taipei 101") {
			continue
		}
		lp := strings.ToLower(part)
		for _, w := range venueWords {
			if k := strings.Index(lp, w); k >= 0 && (w[0] >= 0x80 || wordAt(lp, k, k+len(w)) || strings.HasSuffix(lp[:k+len(w)], w) && k > 0) {
				return true
			}
		}
	}
	return false
}

// venueNameWords name a public building, lower case, and are no one's
// surname (Castillo, Palacio, House and Temple are): a "name" that holds
// one ("Sydney Opera House", "Museo del Prado") is the building's.
var venueNameWords = wordSet(`museum museo muzeum musée museu museums opera opéra cathedral kathedrale catedral cattedrale
	basilica basilique stadium stadion estadio stadio airport flughafen aeropuerto aeroporto university universität universidad
	università université universidade theatre theater teatro théâtre zoo parliament parlament gallery galerie galleria
	institut institute instituto istituto hauptbahnhof philharmonie מגדל`)

// venueName reports a lower-case name with a word of venueNameWords.
func venueName(lv string) bool {
	for lv != "" {
		i := strings.IndexAny(lv, " -")
		w := lv
		if i >= 0 {
			w, lv = lv[:i], lv[i+1:]
		} else {
			lv = ""
		}
		if inSet(venueNameWords, w) {
			return true
		}
	}
	return false
}

// roleLocal are the local parts of a firm's desks, lower case, in the
// languages the detectors read (RFC 2142's and the ones firms print).
var roleLocal = wordSet(`privacy support help press media security legal abuse info sales billing dpo gdpr hello contact
	careers jobs investors ir partners webmaster hostmaster enquiries inquiries customerservice service
	helpdesk servicedesk marketing office reception accounts accounting finance invoices invoice orders hr
	kontakt presse vertrieb buchhaltung rechnung rechnungen bewerbung karriere personal datenschutz kundenservice
	kundendienst empfang sekretariat zentrale kundeservice kundtjanst kundservice salg ekonomi faktura
	contacto contato contatto servicio servizio assistenza atendimento suporte soporte ventas vendas vendite
	prensa stampa imprensa rh recrutement candidatures emploi empleo facturation factura facturas fatture
	faturamento amministrazione administracion administracao secretaria segreteria comercial commerciale
	biuro sprzedaz ksiegowosc iletisim destek muhasebe payroll lohn paie nomina nominas cs cx customercare care`)

// wellKnownDomains are the mail domains of large firms and institutions,
// lower case: their desks' addresses (privacy@openai.com,
// press@apple.com) are printed on their sites and reach no one in
// particular. A desk's name at a webmail or university domain
// (billing@gmail.com) is someone's own address.
var wellKnownDomains = wordSet(`openai.com anthropic.com google.com apple.com microsoft.com amazon.com aws.amazon.com github.com
	gitlab.com meta.com facebook.com instagram.com whatsapp.com x.com twitter.com linkedin.com stripe.com paypal.com
	shopify.com slack.com zoom.us netflix.com spotify.com uber.com airbnb.com dropbox.com atlassian.com twilio.com
	cloudflare.com mozilla.org wikimedia.org wikipedia.org apache.org python.org golang.org alibaba.com alibaba-inc.com
	aliyun.com tencent.com baidu.com bytedance.com huawei.com xiaomi.com samsung.com sony.com nvidia.com intel.com amd.com
	ibm.com oracle.com salesforce.com adobe.com sap.com siemens.com bosch.com telekom.de vodafone.com ikea.com
	booking.com expedia.com tiktok.com yahoo.com reddit.com discord.com telegram.org signal.org docker.com
	mongodb.com redis.com elastic.co datadoghq.com hashicorp.com vercel.com netlify.com heroku.com digitalocean.com
	mistral.ai deepseek.com moonshot.cn zhipuai.cn rakuten.co.jp line.me kakao.com naver.com`)

// publicMailbox reports a desk's address at a firm's own domain (the
// well-known firms', or any that is no mailbox provider's nor a
// university's), or any address at a placeholder domain of forms and
// tutorials ("you@yourdomain.com", "jane@yourcompany.com").
func publicMailbox(local, domain string) bool {
	if strings.HasPrefix(domain, "your") && strings.Count(domain, ".") == 1 || placeholderMailbox(local, domain) { // lookalikes.go
		return true
	}
	return roleLocal[local] && (wellKnownDomains[domain] || !personalMailDomain(domain))
}

// mailProviders are the domains where people hold their own mailboxes:
// webmail and the ISPs' mail, lower case. A desk's name there
// (billing@gmail.com, info@web.de) is someone's address.
var mailProviders = wordSet(`gmail.com googlemail.com icloud.com me.com mac.com aol.com msn.com proton.me protonmail.com
	protonmail.ch pm.me tutanota.com tuta.io fastmail.com hey.com mail.com email.com zoho.com gmx.net gmx.de gmx.at
	gmx.ch web.de t-online.de freenet.de posteo.de mailbox.org arcor.de orange.fr free.fr sfr.fr laposte.net
	wanadoo.fr libero.it virgilio.it tiscali.it alice.it tin.it uol.com.br bol.com.br terra.com.br ig.com.br
	btinternet.com sky.com comcast.net verizon.net att.net sbcglobal.net cox.net shaw.ca rogers.com bigpond.com
	optusnet.com.au xtra.co.nz ziggo.nl kpnmail.nl planet.nl hetnet.nl telenet.be skynet.be bluewin.ch
	seznam.cz centrum.cz wp.pl o2.pl onet.pl interia.pl op.pl mail.ru bk.ru list.ru inbox.ru ya.ru rambler.ru
	ukr.net i.ua meta.ua qq.com foxmail.com 163.com 126.com yeah.net sina.com sina.cn sohu.com 139.com 189.cn
	hanmail.net daum.net nate.com docomo.ne.jp ezweb.ne.jp au.com softbank.ne.jp i.softbank.jp rediffmail.com
	yandex.com yandex.ru hotmail.com outlook.com live.com`)

// personalMailDomain reports a mailbox provider's domain (the big
// providers under any country's suffix: hotmail.co.uk, yahoo.co.jp) or a
// university's, whose addresses are students' and staff's own.
func personalMailDomain(d string) bool {
	if mailProviders[d] {
		return true
	}
	first, rest, _ := strings.Cut(d, ".")
	switch first {
	case "gmail", "yahoo", "ymail", "hotmail", "outlook", "live", "gmx", "yandex", "student", "students", "alumni", "stud":
		return true
	}
	return strings.HasSuffix(d, ".edu") || strings.Contains(d, ".edu.") || strings.HasPrefix(rest, "ac.") || strings.Contains(d, ".ac.")
}

// barSet is the set of the '|'-separated phrases of list (line breaks
// after a bar are ignored).
func barSet(list string) map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Split(list, "|") {
		if n = strings.TrimSpace(n); n != "" {
			m[n] = true
		}
	}
	return m
}

// publicNameAround reports whether the name f is part of a stand-in or a
// public figure's name that the rules cut differently: one word short
// ("花子" of "山田 花子", "Recep Tayyip" of "Recep Tayyip Erdoğan", "Trần
// Thị" of "Trần Thị B"), one word long (an article or a verb before it:
// "Η Satya Nadella", "Выдана Иван Иванов"), or with an honorific ("山田
// 花子様").
func publicNameAround(s string, f Finding) bool {
	v := s[f.Start:f.End]
	if len(v) > 64 {
		return false
	}
	is := func(w string) bool {
		for _, h := range honorifics {
			if x, ok := strings.CutSuffix(w, h); ok {
				w = strings.TrimRight(x, " 　")
				break
			}
		}
		lw := strings.ToLower(w)
		return placeholderNames[lw] || placeholderZH[w] || famousNames[lw]
	}
	if is(v) {
		return true
	}
	if _, rest, ok := strings.Cut(v, " "); ok && is(rest) {
		return true
	}
	if f.End+1 < len(s) && s[f.End] == ' ' {
		if e := nameWordEnd(s, f.End+1, v); e > f.End+1 && is(s[f.Start:e]) {
			return true
		}
	}
	if f.Start >= 2 && s[f.Start-1] == ' ' {
		a := f.Start - 1
		for a > 0 && a > f.Start-40 {
			r, n := utf8.DecodeLastRuneInString(s[:a])
			if !unicode.IsLetter(r) {
				break
			}
			a -= n
		}
		if a < f.Start-1 && is(s[a:f.End]) {
			return true
		}
	}
	return false
}

// nameWordEnd returns the end of the word at i that may continue the name
// v: letters, '-' and '\”, not running from another script into Han or
// kana ("Erdoğan氏").
func nameWordEnd(s string, i int, v string) int {
	last, _ := utf8.DecodeLastRuneInString(v)
	e := i
	for e < len(s) && e < i+40 {
		r, n := utf8.DecodeRuneInString(s[e:])
		if !unicode.IsLetter(r) && r != '-' && r != '\'' || r >= 0x2E80 && last < 0x2E80 {
			break
		}
		e += n
	}
	return e
}
