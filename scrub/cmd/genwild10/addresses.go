package main

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// tables.json holds the per-country tables: phone formats ('#' a digit,
// 'X' 2-9, 'AAA' a US area code, 'Y' 4-9), mail domains, and streets and
// "city|postcode pattern" ('#' a digit, 'X' 2-9, 'L' a letter).
//
//go:embed tables.json
var tablesJSON []byte

type addrTable struct{ Streets, Cities []string }

var (
	phoneFormats, emailDomains map[string][]string
	addrData                   map[string]addrTable
)

func init() {
	var t struct {
		Phones, Mails map[string][]string
		Addresses     map[string]addrTable
	}
	if err := json.Unmarshal(tablesJSON, &t); err != nil {
		panic("genwild10: tables.json: " + err.Error())
	}
	phoneFormats, emailDomains, addrData = t.Phones, t.Mails, t.Addresses
}

// postcodeFill fills a postcode pattern: '#' a digit, 'X' a digit 2-9,
// 'L' an upper-case letter.
var postcodeFill = map[rune]corpusgen.Filler{'#': patternFill['#'], 'X': patternFill['X'], 'L': corpusgen.OneOf(upperNum[:26])}

func postcode(g *gen, p string) string { return corpusgen.Fill(g.r, p, postcodeFill) }

func (g *gen) address(fl flags) string {
	c := g.country2(fl)
	ml := fl["ml"] // multi-line (letter) layout
	nl := ", "
	if ml {
		nl = "\n"
	}
	num := fmt.Sprint(1 + g.r.IntN(180))
	switch c {
	case "jp":
		pref := pick(g.r, []string{"東京都渋谷区神宮前|150-0001", "東京都世田谷区三軒茶屋|154-0024", "大阪府大阪市北区梅田|530-0001", "神奈川県横浜市港北区日吉|223-0061", "福岡県福岡市中央区天神|810-0001", "京都府京都市左京区北白川|606-8267"})
		city, pc := split2(pref)
		s := fmt.Sprintf("%s%d丁目%d-%d", city, 1+g.r.IntN(6), 1+g.r.IntN(30), 1+g.r.IntN(20))
		if g.r.IntN(2) == 0 {
			s += " " + pick(g.r, []string{"コーポ桜", "メゾン青葉", "パークハイツ", "グランドール"}) + fmt.Sprint(100*(1+g.r.IntN(9))+1+g.r.IntN(9)) + "号室"
		}
		return "〒" + pc + pick(g.r, []string{" ", "\u3000", "\n"}) + s
	case "kr":
		s := pick(g.r, []string{"서울특별시 마포구 월드컵북로", "서울특별시 강남구 테헤란로", "부산광역시 해운대구 해운대로", "경기도 성남시 분당구 판교로", "대전광역시 유성구 대학로"})
		return fmt.Sprintf("%s %d길 %d, %d동 %d호 (%s)", s, 1+g.r.IntN(60), 1+g.r.IntN(99), 101+g.r.IntN(10), 100*(1+g.r.IntN(20))+1+g.r.IntN(4), pattern(g.r, "0####"))
	case "cn":
		s := pick(g.r, []string{"上海市徐汇区漕溪北路|2000##", "北京市海淀区中关村南大街|1000##", "广东省深圳市南山区粤海街道科苑路|5180##", "浙江省杭州市西湖区文三路|3100##", "四川省成都市武侯区科华北路|6100##", "江苏省南京市鼓楼区中山北路|2100##"})
		street, pc := split2(s)
		addr := fmt.Sprintf("%s%d号%d栋%d室", street, 1+g.r.IntN(300), 1+g.r.IntN(20), 100*(1+g.r.IntN(30))+1+g.r.IntN(6))
		if g.r.IntN(2) == 0 {
			return addr + "，邮编 " + pattern(g.r, pc)
		}
		return addr
	case "in":
		return fmt.Sprintf("Flat %d%s, %s, %d %s, %s", 1+g.r.IntN(40), pick(g.r, []string{"A", "B", "C", ""}),
			pick(g.r, []string{"Shanti Apartments", "Green Park Residency", "Sai Krupa CHS", "Lotus Enclave"}), 1+g.r.IntN(200),
			pick(g.r, []string{"MG Road", "4th Cross, Indiranagar", "Linking Road", "Anna Salai"}),
			pick(g.r, []string{pattern(g.r, "Bengaluru, Karnataka 5600##"), pattern(g.r, "Mumbai, Maharashtra 4000##"), pattern(g.r, "Chennai, Tamil Nadu 6000##"), pattern(g.r, "Pune 4110##")}))
	case "vn":
		return fmt.Sprintf("Số %d ngõ %d phố %s, phường %s, %s", 1+g.r.IntN(150), 1+g.r.IntN(300),
			pick(g.r, []string{"Huế", "Kim Mã", "Bạch Mai", "Thái Hà"}), pick(g.r, []string{"Ngô Thì Nhậm", "Ngọc Khánh", "Trung Liệt"}),
			pick(g.r, []string{"Hà Nội 100000", "quận Hai Bà Trưng, Hà Nội", "quận Đống Đa, Hà Nội 115000"}))
	case "th":
		return fmt.Sprintf("%d/%d %s %s %s", 1+g.r.IntN(300), 1+g.r.IntN(99), pick(g.r, []string{"ซอยสุขุมวิท 23", "ถนนพหลโยธิน", "ซอยอารีย์ 4", "ถนนนิมมานเหมินท์ ซอย 7"}),
			pick(g.r, []string{"แขวงคลองเตยเหนือ เขตวัฒนา", "แขวงสามเสนใน เขตพญาไท", "ตำบลสุเทพ อำเภอเมือง"}),
			pick(g.r, []string{"กรุงเทพฯ 10110", "กรุงเทพมหานคร 10400", "เชียงใหม่ 50200"}))
	case "ae":
		return fmt.Sprintf("Villa %d, Street %d, %s", 1+g.r.IntN(90), 1+g.r.IntN(60), pick(g.r, []string{"Al Barsha 2, Dubai", "Jumeirah 1, Dubai", "Al Khalidiyah, Abu Dhabi"}))
	}
	d, ok := addrData[c]
	if !ok {
		d = addrData["us"]
		c = "us"
	}
	street := pick(g.r, d.Streets)
	city, pc := split2(pick(g.r, d.Cities))
	pc = postcode(g, pc)
	unit := g.r.IntN(3) == 0
	switch c {
	case "us":
		s := num + fmt.Sprint(g.r.IntN(10)) + " " + street
		if unit {
			s += pick(g.r, []string{" Apt ", " Unit ", " #"}) + fmt.Sprint(1+g.r.IntN(30)) + pick(g.r, []string{"", "B"})
		}
		return s + nl + city + " " + pc
	case "gb":
		s := num + " " + street
		if unit {
			s = "Flat " + fmt.Sprint(1+g.r.IntN(12)) + nl + s
		}
		if ml {
			return s + nl + city + nl + pc
		}
		return s + nl + city + " " + pc
	case "fr":
		s := num + pick(g.r, []string{"", "", " bis", " ter"}) + " " + street
		if unit {
			s = pick(g.r, []string{"Appt 12, ", "Bât. B, ", "Résidence Les Pins, "}) + s
		}
		return s + nl + pc + " " + city
	case "es":
		s := street + ", " + num
		if unit {
			s += pick(g.r, []string{", 4º B", ", 2º izq.", ", bajo A"})
		}
		return s + nl + pc + " " + city
	case "it":
		s := street + " " + num
		if unit {
			s += pick(g.r, []string{", int. 5", ", scala B"})
		}
		return s + nl + pc + " " + city
	case "br":
		s := street + ", " + num
		if unit {
			s += pick(g.r, []string{", apto 45", ", casa 2", ", bloco C ap. 101"})
		}
		return s + " - " + pick(g.r, []string{"Pinheiros", "Centro", "Savassi", "Boa Viagem"}) + nl + city + ", " + pc
	case "ru", "ua":
		s := street + ", д. " + num
		if c == "ua" {
			s = street + ", " + num
		}
		if unit || g.r.IntN(2) == 0 {
			s += pick(g.r, []string{", кв. ", ", кв. ", ", оф. "}) + fmt.Sprint(1+g.r.IntN(200))
		}
		if g.r.IntN(2) == 0 {
			return pc + ", " + city + ", " + s
		}
		return s + nl + city + ", " + pc
	case "pl":
		s := street + " " + num
		if unit {
			s += "/" + fmt.Sprint(1+g.r.IntN(60))
		}
		return s + nl + pc + " " + city
	case "tr":
		return street + " No: " + num + pick(g.r, []string{"", " D: " + fmt.Sprint(1+g.r.IntN(20)), " Daire 4"}) + nl + pc + " " + city
	case "cz":
		return street + " " + fmt.Sprint(100+g.r.IntN(2000)) + "/" + num + nl + pc + " " + city
	case "id":
		return street + " No. " + num + ", RT 0" + fmt.Sprint(1+g.r.IntN(9)) + "/RW 0" + fmt.Sprint(1+g.r.IntN(9)) + nl + city + " " + pc
	}
	// de, nl, se, gr, il: street number, postcode city
	s := street + " " + num
	if unit {
		s += pick(g.r, []string{"a", "-bis", " II", " B"})
	}
	return s + nl + pc + " " + city
}
