package main

import (
	"fmt"
	"strings"
)

// address is a street address of country cc in its own layout: the lines
// from the street (or the building) to the postcode and town, without the
// addressee and without a country line; ml joins the lines with newlines,
// else each country's separator joins them on one line.
func (g *gen) address(cc string, ml bool) string {
	lines, sep := g.addressLines(cc)
	g.addrs[strings.TrimSuffix(cc, "ro")]++
	if ml {
		sep = "\n"
	}
	return strings.Join(lines, sep)
}

func (g *gen) addressLines(cc string) ([]string, string) {
	n := func(lo, hi int) string { return fmt.Sprint(g.between(lo, hi)) }
	switch cc {
	case "us":
		l := []string{n(100, 9899) + " " + g.pick("street.us")}
		if g.r.IntN(2) == 0 {
			l[0] += g.one(", Apt "+n(1, 40)+g.one("", "B", "C"), " #"+n(100, 420), ", Unit "+n(1, 12))
		}
		return append(l, g.pick("city.us")), ", "
	case "uk":
		l := []string{n(1, 140) + " " + g.pick("street.uk")}
		if g.r.IntN(2) == 0 {
			l = append([]string{"Flat " + n(1, 9)}, l...)
		}
		return append(l, g.pick("city.uk")), ", "
	case "de", "at":
		return []string{g.pick("street."+cc) + " " + n(1, 120) + g.one("", "", "a", "b"), g.pick("city." + cc)}, ", "
	case "fr":
		return []string{n(1, 90) + g.one("", "", " bis", " ter") + " " + g.pick("street.fr"), g.pick("city.fr")}, ", "
	case "es":
		return []string{g.pick("street.es") + ", " + n(1, 99) + g.one("", ", "+n(1, 8)+"º "+n(1, 4)+"ª", ", bajo B"), g.pick("city.es")}, ", "
	case "mx":
		return []string{g.pick("street.mx") + " " + n(1, 400) + g.one("", " Int. "+n(1, 12), " Depto. "+n(101, 504)), g.pick("city.mx")}, ", "
	case "it":
		return []string{g.pick("street.it") + " " + n(1, 150) + g.one("", "/A", ", scala B, int. "+n(1, 20)), g.pick("city.it")}, ", "
	case "pt":
		return []string{g.pick("street.pt") + " " + n(1, 300) + g.one("", ", "+n(1, 6)+".º Esq.", ", R/C Dto."), g.pick("city.pt")}, ", "
	case "br":
		return []string{g.pick("street.br") + ", " + n(10, 2400) + g.one("", ", apto "+n(11, 184), ", casa 2"), g.pick("city.br")}, ", "
	case "nl":
		return []string{g.pick("street.nl") + " " + n(1, 300) + g.one("", "-III", "A", " bis"), g.pick("city.nl")}, ", "
	case "pl":
		return []string{g.pick("street.pl") + " " + n(1, 90) + g.one("", "/"+n(1, 60), " m. "+n(1, 40)), g.pick("city.pl")}, ", "
	case "se", "fi", "dk", "no":
		return []string{g.pick("street."+cc) + " " + n(1, 60) + g.one("", " B", " lgh 1"+n(101, 304), " 3 tv."), g.pick("city." + cc)}, ", "
	case "cz":
		return []string{g.pick("street.cz") + " " + n(100, 2400) + "/" + n(1, 60), g.pick("city.cz")}, ", "
	case "hu":
		return []string{g.pick("city.hu"), g.pick("street.hu") + " " + n(1, 90) + "." + g.one("", " II/4.", " fszt. 2.")}, ", "
	case "tr":
		return []string{g.pick("street.tr") + " No: " + n(1, 300) + g.one("", " D: "+n(1, 20), " Daire "+n(1, 20)), g.pick("city.tr")}, " "
	case "ru", "ua":
		pre := map[string]string{"ru": "д. ", "ua": "буд. "}[cc]
		return []string{g.pick("street."+cc) + ", " + pre + n(1, 80) + ", кв. " + n(1, 240), g.pick("city." + cc)}, ", "
	case "gr":
		return []string{g.pick("street.gr") + " " + n(1, 140), g.pick("city.gr")}, ", "
	case "il":
		return []string{g.pick("street.il") + " " + n(1, 90) + g.one("", ", דירה "+n(1, 30)), g.pick("city.il")}, ", "
	case "ar", "sa":
		return []string{g.pick("street.ar") + " " + n(1, 99), g.pick("city.ar")}, "، "
	case "ae":
		return []string{g.one("Villa ", "Apt ", "Flat ") + n(1, 2400) + ", " + g.pick("street.ae"), g.pick("city.ae")}, ", "
	case "in":
		return []string{g.one("Flat ", "No. ", "#") + n(1, 804) + ", " + g.pick("building.in"), g.pick("street.in"), g.pick("city.in")}, ", "
	case "au":
		return []string{g.one("", "Unit "+n(1, 20)+", ", n(1, 20)+"/") + n(1, 220) + " " + g.pick("street.au"), g.pick("city.au")}, ", "
	case "ca":
		return []string{n(10, 2900) + " " + g.pick("street.ca") + g.one("", ", app. "+n(1, 12)), g.pick("city.ca")}, ", "
	case "vn":
		return []string{"Số " + n(1, 220) + " " + g.pick("street.vn"), g.pick("city.vn")}, ", "
	case "id":
		return []string{g.pick("street.id") + " No. " + n(1, 120) + g.one("", ", RT 0"+n(1, 9)+"/RW 0"+n(1, 9)), g.pick("city.id")}, ", "
	case "my":
		return []string{g.one("No. ", "") + n(1, 90) + ", " + g.pick("street.my"), g.pick("city.my")}, ", "
	case "th":
		return []string{n(1, 199) + "/" + n(1, 99) + " " + g.pick("street.th"), g.pick("city.th")}, " "
	case "ph":
		return []string{n(1, 2900) + " " + g.pick("street.ph"), g.pick("city.ph")}, ", "
	case "za":
		return []string{n(1, 140) + " " + g.pick("street.za"), g.pick("city.za")}, ", "
	case "hk":
		return []string{"Flat " + g.one("A", "B", "C", "D") + ", " + n(2, 30) + "/F, " + g.pick("bldg.hk"), n(1, 200) + " " + g.pick("street.hk"), g.pick("city.hk")}, ", "
	case "sg":
		return []string{"Blk " + n(100, 899) + " " + g.pick("street.sg"), "#" + fmt.Sprintf("%02d-%03d", g.between(2, 16), g.between(1, 250)), "Singapore " + g.fill("5#####")}, ", "
	case "cn":
		area, road, _ := strings.Cut(g.pick("city.cn"), "|")
		tail := n(1, 999) + "号"
		if g.r.IntN(2) == 0 {
			tail = n(1, 300) + "弄" + n(1, 40) + "号" + n(101, 2802) + "室"
		} else if g.r.IntN(2) == 0 {
			tail += g.pick("estate.cn") + n(1, 30) + "栋" + n(1, 4) + "单元" + n(101, 2602)
		}
		if g.r.IntN(3) == 0 {
			return []string{area + road + " " + tail}, ""
		}
		return []string{area + road + tail}, ""
	case "tw":
		area, road, _ := strings.Cut(g.pick("city.tw"), "|")
		return []string{area + road + n(1, 300) + "巷" + n(1, 40) + "號" + n(2, 15) + "樓"}, ""
	case "jp":
		parts := strings.Split(g.pick("city.jp"), "|")
		line := parts[0] + parts[1] + n(1, 5) + "丁目" + n(1, 30) + "-" + n(1, 20)
		if g.r.IntN(2) == 0 {
			line = parts[0] + parts[1] + n(1, 5) + "-" + n(1, 30) + "-" + n(1, 20)
		}
		l := []string{"〒" + parts[2], line}
		if g.r.IntN(2) == 0 {
			l = append(l, g.pick("bldg.jp")+n(101, 905)+"号室")
			return l, " "
		}
		return l, " "
	case "jpro":
		return []string{n(1, 5) + "-" + n(1, 30) + "-" + n(1, 20) + " " + g.pick("cityro.jp")}, ", "
	case "kr":
		parts := strings.Split(g.pick("city.kr"), "|")
		l := []string{parts[0] + " " + parts[1] + " " + n(1, 300) + g.one("", "번길 "+n(1, 40), "길 "+n(1, 40))}
		if g.r.IntN(2) == 0 {
			l[0] += ", " + g.pick("apt.kr") + " " + n(101, 120) + "동 " + n(101, 2304) + "호"
		}
		if g.r.IntN(2) == 0 {
			return []string{"(" + parts[2] + ") " + l[0]}, " "
		}
		return l, " "
	}
	panic("genwild16: no address layout for " + cc)
}
