package corpusgen

import "fmt"

// LuhnDigit is the check digit that makes body (ASCII digits) followed by
// it pass Luhn: from the right, every other digit of body counts doubled
// (its digit sum).
func LuhnDigit(body string) byte {
	sum := 0
	for i := 0; i < len(body); i++ {
		d := int(body[len(body)-1-i] - '0')
		if i%2 == 0 {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return byte('0' + (10-sum%10)%10)
}

// LuhnValid reports whether num (two or more ASCII digits) passes Luhn.
func LuhnValid(num string) bool {
	return len(num) > 1 && LuhnDigit(num[:len(num)-1]) == num[len(num)-1]
}

// Mod97 is the ISO 13616 remainder of s modulo 97, letters counted
// A (or a) = 10 ... Z = 35; ok is false where s holds anything but ASCII
// letters and digits (those are passed over).
func Mod97(s string) (rem int, ok bool) {
	ok = true
	m := 0
	add := func(v, scale int) { m = (m*scale + v) % 97 }
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			add(int(c-'0'), 10)
		case c >= 'A' && c <= 'Z':
			add(int(c-'A')+10, 100)
		case c >= 'a' && c <= 'z':
			add(int(c-'a')+10, 100)
		default:
			ok = false
		}
	}
	return m, ok
}

// IBANCheck is the two check digits of the IBAN of country cc (two
// letters) and bban.
func IBANCheck(cc, bban string) string {
	m, _ := Mod97(bban + cc + "00")
	return fmt.Sprintf("%02d", 98-m)
}

// IBANValid reports whether a compact IBAN (no spaces) of 15 or more
// characters, in either case, has its check digits right.
func IBANValid(s string) bool {
	if len(s) < 15 {
		return false
	}
	m, ok := Mod97(s[4:] + s[:4])
	return ok && m == 1
}

// cnIDWeights weigh the 17 digits of a Chinese resident id (GB 11643).
var cnIDWeights = [17]int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}

// CNIDCheck is the check character of a Chinese resident id whose first
// 17 characters (digits) are body.
func CNIDCheck(body string) byte {
	sum := 0
	for i, w := range cnIDWeights {
		sum += int(body[i]-'0') * w
	}
	return "10X98765432"[sum%11]
}

// EAN13Check is the EAN-13 (and ISBN-13) check digit of 12 digits.
func EAN13Check(body string) byte {
	sum := 0
	for i := 0; i < 12; i++ {
		d := int(body[i] - '0')
		if i%2 == 1 {
			d *= 3
		}
		sum += d
	}
	return byte('0' + (10-sum%10)%10)
}
