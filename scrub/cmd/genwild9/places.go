package main

import (
	"fmt"
	"regexp"
	"strings"
)

var braceRE = regexp.MustCompile(`\{[a-zA-Z]\}`)

// addrPlans: per country, patterns for the labelled street line (or the
// whole postal line where it is written as one), then street names, then
// districts. In patterns: {s} street, {d} district, {n} 1-199, {N} 1-2999,
// {a} 1-60, {f} floor 1-30, {c} 1-9, {L} a letter A-F.
var addrPlans = map[string][3]string{
	"us": {"{N} {s}; {N} {s}, Apt {a}{L}; {N} {s}, Suite {n}; {N} {s} #{a}; {N} W {s}; {N} N. {s}, Unit {n}",
		"Maple Ave; Oak Street; Cedar Ridge Dr; Willow Creek Rd; Lincoln Blvd; Pine St; Elm Court; Lakeview Terrace; Sunset Blvd; Highland Ave; Magnolia Ln; Briarwood Way; Chestnut St; Hawthorne Rd; Sycamore Dr", ""},
	"gb": {"{n} {s}; Flat {a}, {n} {s}; {n}{L} {s}; {n} {s}",
		"Albert Road; Victoria Street; Church Lane; Mill Close; Orchard Gardens; Kingsley Crescent; Station Road; Rosebery Avenue; Hollybush Lane; Queen's Drive; Granville Terrace", ""},
	"de": {"{s} {n}; {s} {n}{l}; {s} {n}, {f}. OG; {s} {n}-{n}",
		"Lindenstraße; Goethestraße; Schillerstr.; Bahnhofstraße; Kirchweg; Gartenstraße; Ahornweg; Birkenallee; Am Mühlbach; Friedrich-Ebert-Str.; Hauptstr.; Rosenheimer Straße; Eichendorffweg; Im Wiesengrund", ""},
	"fr": {"{n} rue {s}; {n} bis, avenue {s}; {n} boulevard {s}; {n}, allée {s}; {n} chemin {s}",
		"de la République; Victor Hugo; des Lilas; du Moulin; Jean Jaurès; Pasteur; de la Gare; des Tilleuls; Émile Zola; du Général Leclerc; des Acacias", ""},
	"es": {"Calle {s}, {n}, {c}º {L}; Avda. {s}, {n}, {c}º izq.; C/ {s} {n}, bajo; Paseo {s}, {n}, {c}º dcha.; Plaza {s}, {n}",
		"de Alcalá; Mayor; del Pilar; de la Constitución; San Vicente; de los Olivos; Doctor Fleming; Real; de Cervantes; del Carmen; Sagasta", ""},
	"mx": {"Av. {s} {N}, Int. {a}; Calle {s} #{n}, Col. {d}; {s} {N}, Col. {d}",
		"Insurgentes Sur; Hidalgo; Benito Juárez; Morelos; Reforma; Revolución; Vallarta; Constitución", "Centro; Roma Norte; Del Valle; Narvarte; Americana; Chapultepec"},
	"it": {"Via {s} {n}; Viale {s}, {n}; Corso {s} {n}; Piazza {s} {n}; Via {s} {n}/{L}",
		"Garibaldi; Roma; Mazzini; dei Mille; Cavour; Verdi; Dante Alighieri; della Repubblica; Marconi; San Francesco", ""},
	"nl": {"{s} {n}; {s} {n}{l}; {s} {n}-II; {s} {n} hs",
		"Kerkstraat; Eikenlaan; Dorpsstraat; Prinsengracht; Molenweg; Julianalaan; Stationsplein; Lindengracht; Burgemeester de Withstraat; Beukenlaan", ""},
	"pl": {"ul. {s} {n}/{a}; ul. {s} {n}; al. {s} {n} m. {a}; os. {s} {n}/{a}",
		"Kwiatowa; Lipowa; Mickiewicza; Słoneczna; Polna; Jana Pawła II; Ogrodowa; Leśna; Kościuszki; Wrocławska", ""},
	"ru": {"ул. {s}, д. {n}, кв. {a}; {s} ул., д. {n}, корп. {f}, кв. {a}; пр-т {s}, д. {n}, кв. {a}",
		"Ленина; Садовая; Пушкина; Гагарина; Лесная; Мира; Советская; Профсоюзная; Школьная; Набережная", ""},
	"ua": {"вул. {s}, {n}, кв. {a}; вул. {s}, буд. {n}, кв. {a}; просп. {s}, {n}",
		"Шевченка; Лесі Українки; Садова; Грушевського; Франка; Соборна; Незалежності; Котляревського", ""},
	"tr": {"{d} Mah. {s} Sok. No:{n} D:{a}; {d} Mahallesi, {s} Caddesi No: {n}/{a}; {s} Cad. {d} Apt. No:{n} K:{f} D:{a}",
		"Gül; Lale; Çınar; Atatürk; İnönü; Menekşe; Bağdat; Akasya", "Caferağa; Bahçelievler; Kızılay; Yenişehir; Alsancak; Esentepe; Fenerbahçe"},
	"br": {"Rua {s}, {N}, apto {a}{n}; Av. {s}, {N} - Bloco {L}, ap. {n}; Rua {s}, nº {n}; Travessa {s}, {n}",
		"das Flores; Sete de Setembro; Tiradentes; Dom Pedro II; XV de Novembro; das Acácias; Bahia; Sergipe; Marechal Deodoro", ""},
	"pt": {"Rua {s}, n.º {n}, {c}.º Esq.; Avenida {s}, {n}, {c}.º Dto.; Travessa {s}, {n}; Rua {s} {n} R/C",
		"do Carmo; da Liberdade; Almirante Reis; de Santa Catarina; dos Clérigos; Cândido dos Reis; da Boavista", ""},
	"jp": {"{d}{s}{c}丁目{n}番{a}号; {d}{s}{c}-{n}-{a} {b}{f}0{c}号室; {d}{s}{c}-{a}-{n}; {d}{s}{c}丁目{n}-{a}",
		"本町; 中央; 北沢; 桜丘; 緑町; 旭町; 栄町; 新町; 東; 南",
		"東京都世田谷区; 東京都渋谷区; 東京都目黒区; 東京都杉並区; 大阪府大阪市北区; 大阪府大阪市中央区; 神奈川県横浜市港北区; 愛知県名古屋市西区; 福岡県福岡市中央区; 北海道札幌市北区"},
	"kr": {"{d} {s} {N}, {f}층; {d} {s}{c}길 {n}-{a}; {d} {s} {N} {n}동 {N}호; {d} {s} {n}, {b} {c}0{a}호",
		"테헤란로; 도산대로; 올림픽로; 양재대로; 불정로; 봉은사로; 동일로; 중앙로; 월드컵로",
		"서울특별시 강남구; 서울특별시 송파구; 서울특별시 마포구; 서울시 서초구; 서울 노원구; 경기도 성남시 분당구; 부산광역시 해운대구; 인천광역시 연수구; 대구광역시 수성구"},
	"cn": {"{d}{s}{n}号院{a}号楼{c}单元{c}0{c}室; {d}{s}{N}弄{n}号{c}0{c}室; {d}{s}{n}号{b}{a}栋{c}0{c}; {d}{s}{n}号; {d}{s}{n}号{a}栋{c}单元{f}0{c}",
		"建国路; 张杨路; 科技园南路; 文三路; 人民南路; 中山东路; 学院路; 天府大道; 解放西路; 滨江路; 幸福路; 和平街",
		"北京市朝阳区; 北京市海淀区; 上海市浦东新区; 上海市徐汇区; 广东省深圳市南山区; 深圳市福田区; 浙江省杭州市西湖区; 杭州市滨江区; 四川省成都市武侯区; 成都市锦江区; 湖北省武汉市洪山区; 江苏省南京市鼓楼区"},
	"in": {"Flat {n}{L}, {b}, {s}, {d}; House No. {N}, {s}, {d}; {n}/{a}, {s}, {d}; Plot {n}, Sector {a}, {d}",
		"4th Cross Road; MG Road; Link Road; Station Road; 2nd Main; Nehru Nagar Road; Ring Road", "Indiranagar; Koramangala; Andheri West; Salt Lake; Banjara Hills; Kothrud; Velachery"},
	"vn": {"Số {n} {s}, {d}; {n}/{a} {s}, {d}; Số {n} ngõ {N} {s}, {d}; {n} {s}, Phường {a}, {d}",
		"Nguyễn Trãi; Lê Lợi; Trần Hưng Đạo; Hai Bà Trưng; Điện Biên Phủ; Cách Mạng Tháng Tám; Phan Đình Phùng", "Quận 1; Quận 3; Quận 5; Quận Bình Thạnh; Quận Cầu Giấy; Quận Đống Đa"},
	"th": {"{N}/{a} {s} {d}; {n}/{N} หมู่ {f} {s}; {N} ซอย{s} {a} {d}",
		"ถนนสุขุมวิท; ถนนพหลโยธิน; ถนนรัชดาภิเษก; ลาดพร้าว; ถนนเพชรบุรี; ถนนนิมมานเหมินท์", "แขวงคลองเตย; เขตจตุจักร; แขวงลาดยาว; แขวงสามเสนใน; เขตบางรัก"},
	"id": {"Jl. {s} No. {n}, RT {a}/RW {f}; Jl. {s} No. {n}{L}, {d}; Jalan {s} Blok {L} No. {n}; Perumahan {b} Blok {L}{a} No. {n}",
		"Melati; Merdeka; Sudirman; Diponegoro; Gatot Subroto; Kebon Jeruk Raya; Cempaka Putih; Kenanga", "Kebayoran Baru; Menteng; Tebet; Cilandak; Coblong"},
	"se": {"{s} {n}; {s} {n} {L}; {s} {n}, lgh {N}; {s} {n}, {f} tr",
		"Storgatan; Björkvägen; Drottninggatan; Kungsgatan; Linnégatan; Skolgatan; Ringvägen; Sveavägen; Vasagatan", ""},
	"il": {"רחוב {s} {n}, דירה {a}; {s} {n}; רח' {s} {n}/{a}",
		"הרצל; ויצמן; ביאליק; ז'בוטינסקי; רוטשילד; הנביאים; סוקולוב; אחד העם", ""},
	"sa": {"{s}، مبنى {n}، شقة {a}; {N} {s}، حي {d}; حي {d}، {s}، رقم {n}",
		"شارع الملك فهد; طريق الأمير محمد بن عبدالعزيز; شارع التحلية; شارع العليا; شارع الأمير سلطان", "العليا; الملز; السليمانية; النزهة; الروضة"},
	"ae": {"{s}، فيلا {n}، {d}; شقة {N}، {b}، {s}; {s}, Villa {n}, {d}",
		"شارع الشيخ زايد; شارع الوصل; شارع المنخول; Al Wasl Road; Jumeirah Street", "الجميرا; البرشاء; المرور; Al Barsha; Jumeirah 2"},
	"eg": {"{n} {s}، {d}; {N} {s}، الدور {f}، شقة {a}; ٢٤ {s}، {d}",
		"شارع التحرير; شارع جامعة الدول العربية; شارع مصطفى النحاس; شارع الهرم; شارع فيصل", "الدقي; المهندسين; مدينة نصر; الزمالك; مصر الجديدة"},
}

var buildingNames = map[string][]string{
	"jp": {"メゾン青山", "ハイツ桜", "グランドール", "コーポ緑"}, "cn": {"科兴科学园", "华润大厦", "阳光花园", "碧水湾"},
	"in": {"Shanti Apartments", "Sai Krupa Residency", "Green Glen Layout", "Lotus Enclave"}, "id": {"Griya Asri", "Taman Indah", "Bumi Serpong"},
	"ae": {"برج الخليج", "Marina Heights"},
}

func genAddress(c *ctx, args []string) (string, string) {
	country := c.country
	for _, a := range args {
		if _, ok := addrPlans[a]; ok {
			country = a
		}
	}
	plan := addrPlans[country]
	pat := strings.TrimSpace(pick(c.r, strings.Split(plan[0], ";")))
	r := c.r
	num := func(n int) func() string { return func() string { return fmt.Sprint(1 + r.IntN(n)) } }
	list := func(l string) func() string {
		return func() string { return strings.TrimSpace(pick(r, strings.Split(l, ";"))) }
	}
	fill := map[string]func() string{
		"s": list(plan[1]), "d": list(plan[2]), "c": num(9), "n": num(199), "N": num(2999), "a": num(60), "f": num(30),
		"L": func() string { return string(rune('A' + r.IntN(6))) },
		"l": func() string { return string(rune('a' + r.IntN(4))) },
		"b": func() string {
			if b := buildingNames[country]; b != nil {
				return pick(r, b)
			}
			return "Residence"
		},
	}
	v := braceRE.ReplaceAllStringFunc(pat, func(m string) string { return fill[m[1:len(m)-1]]() })
	return v, "STREET_ADDRESS"
}

var orgDomains = domainTable(`
en: brightwave.io=Brightwave harlowlogistics.com=Harlow_Logistics northfieldhealth.org=Northfield_Health quillstack.dev=Quillstack pinecrest-legal.com=Pinecrest_Legal tallgrassfoods.co.uk=Tallgrass_Foods meridianbank.com=Meridian_Bank
de: kessler-maschinenbau.de=Kessler_Maschinenbau stadtwerke-ulmental.de=Stadtwerke_Ulmental vierkant-it.de=Vierkant_IT praxis-am-see.de=Praxis_am_See brenner-logistik.at=Brenner_Logistik
fr: atelier-lumen.fr=Atelier_Lumen cabinet-moreau-avocats.fr=Cabinet_Moreau_Avocats transports-girard.fr=Transports_Girard mutuelle-aquitaine.fr=Mutuelle_Aquitaine
es: grupoalcora.es=Grupo_Alcora clinicasanroque.es=Clínica_San_Roque logisticadelsur.mx=Logística_del_Sur inmobiliaria-olivar.es=Inmobiliaria_Olivar
pt: constrular.com.br=Constrular agrovale.com.br=Agrovale farmaciasol.pt=Farmácia_Sol nortecargas.com.br=Norte_Cargas
it: officinebassi.it=Officine_Bassi studio-legale-riva.it=Studio_Legale_Riva farmacia-colli.it=Farmacia_Colli logimar.it=Logimar
nl: polderdata.nl=Polderdata tandartspraktijk-ijsselzicht.nl=Tandartspraktijk_IJsselzicht vandijk-installatie.nl=Van_Dijk_Installatie
pl: mostostal-pomorze.pl=Mostostal_Pomorze kancelaria-wisla.pl=Kancelaria_Wisła przychodnia-lipowa.pl=Przychodnia_Lipowa
ru: severtrans.ru=СеверТранс medcentr-zdorovie.ru=Медцентр_Здоровье bystrodom.ru=БыстроДом
uk: agroline.ua=Агролайн ukrlogist.com.ua=Укрлогіст kyivsoft.ua=КиївСофт
tr: anadolulojistik.com.tr=Anadolu_Lojistik marmarayazilim.com=Marmara_Yazılım ozelhastane-deniz.com.tr=Özel_Deniz_Hastanesi
ar: alnakheel-trading.sa=النخيل_للتجارة gulfcargo.ae=الخليج_للشحن nilesoft.com.eg=نايل_سوفت
he: cyberlane.co.il=סייברליין mishpatim-law.co.il=משפטים galilmed.co.il=גליל_מד
hi: sharmatextiles.in=शर्मा_टेक्सटाइल्स techvedika.com=टेकवेदिका arogyaclinic.in=आरोग्य_क्लिनिक
vi: vietlogistics.vn=Việt_Logistics anphat-tech.com.vn=An_Phát_Tech benhvienhoabinh.vn=Bệnh_viện_Hòa_Bình
th: siamcargo.co.th=สยามคาร์โก้ chiangmaisoft.co.th=เชียงใหม่ซอฟต์ bangkokdental.co.th=บางกอกเดนทัล
id: nusantaradigital.co.id=Nusantara_Digital klinikmelati.id=Klinik_Melati ekspedisijaya.co.id=Ekspedisi_Jaya
sv: norrskenkonsult.se=Norrsken_Konsult vastkustbygg.se=Västkustbygg tandvardenstorgatan.se=Tandvården_Storgatan
zh: huaxin-tech.cn=华信 yunfan.com.cn=云帆 dachengwuliu.com=大成物流 lanshan-edu.cn=蓝山教育
ja: sakura-denki.co.jp=さくら電機 aozora-soft.jp=青空ソフト minato-clinic.or.jp=みなとクリニック
ko: hanbit-soft.co.kr=한빛소프트 seoul-logis.kr=서울로지스 daon-medical.co.kr=다온메디컬
`)

var freeMail = domainTable(`
en: gmail.com outlook.com yahoo.com icloud.com proton.me
de: web.de gmx.de t-online.de gmail.com
fr: orange.fr free.fr laposte.net gmail.com
es: gmail.com hotmail.es yahoo.es
pt: gmail.com uol.com.br sapo.pt bol.com.br
it: libero.it virgilio.it gmail.com
nl: ziggo.nl kpnmail.nl gmail.com
pl: wp.pl onet.pl o2.pl
ru: mail.ru yandex.ru rambler.ru
uk: ukr.net i.ua gmail.com
tr: gmail.com hotmail.com yandex.com.tr
ar: gmail.com hotmail.com yahoo.com
he: walla.co.il gmail.com
hi: gmail.com rediffmail.com yahoo.co.in
vi: gmail.com yahoo.com.vn
th: gmail.com hotmail.co.th
id: gmail.com yahoo.co.id
sv: telia.com gmail.com bredband.net
zh: qq.com 163.com 126.com foxmail.com sina.com
ja: gmail.com yahoo.co.jp docomo.ne.jp ezweb.ne.jp
ko: naver.com daum.net kakao.com hanmail.net
`)

// domainTable reads lines "lang: domain domain ..."; a domain may carry
// "=Display_Name" (underscores for spaces), which orgName gives.
func domainTable(src string) map[string][]string {
	m := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(src), "\n") {
		lang, doms, _ := strings.Cut(line, ":")
		m[lang] = strings.Fields(doms)
	}
	return m
}

func orgName(dom string) string {
	_, n, _ := strings.Cut(dom, "=")
	return strings.ReplaceAll(n, "_", " ")
}

func bareDomain(dom string) string {
	d, _, _ := strings.Cut(dom, "=")
	return d
}
