package detect

import (
	"strings"
	"unicode"
)

// HL7 v2 messages carry names in fields of a known place: a segment is a
// line (or a '\r'-ended run) of fields split by '|', and a person's name
// (the XPN type) is family^given^middle^suffix^prefix. The fields that
// hold one: PID-5 the patient's name, PID-6 the mother's maiden name,
// PID-9 an alias, NK1-2 the next of kin, GT1-3 the guarantor, IN1-16 the
// insured. Each of the first three components that is letters (with
// spaces, '-', '\'' or '.') is a name.

// hl7NameFields lists the segments and the field numbers that hold names.
var hl7NameFields = []struct {
	seg    string
	fields []int
}{{"PID", []int{5, 6, 9}}, {"NK1", []int{2}}, {"GT1", []int{3}}, {"IN1", []int{16}}}

// findHL7Names marks the names of the HL7 segments of s.
func findHL7Names(s string, out []Finding) []Finding {
	for _, h := range hl7NameFields {
		for k := range occurrences(s, h.seg+"|") {
			if k > 0 && s[k-1] != '\n' && s[k-1] != '\r' {
				continue
			}
			out = hl7Segment(s, k, h.fields, out)
		}
	}
	return out
}

// hl7Segment marks the name components of the fields of the segment at k.
func hl7Segment(s string, k int, fields []int, out []Finding) []Finding {
	end := k
	for end < len(s) && s[end] != '\n' && s[end] != '\r' {
		end++
	}
	field, a := 0, k
	for i := k; i <= end; i++ {
		if i < end && s[i] != '|' {
			continue
		}
		for _, f := range fields {
			if f == field {
				out = hl7Name(s, a, i, out)
			}
		}
		field++
		a = i + 1
	}
	return out
}

// hl7Name marks the family, given and middle names of the XPN s[a:e]
// (repetitions split by '~').
func hl7Name(s string, a, e int, out []Finding) []Finding {
	comp := 0
	for i, c := a, a; i <= e; i++ {
		if i < e && s[i] != '^' && s[i] != '~' {
			continue
		}
		if comp < 3 && hl7NamePart(s[c:i]) && !anyCovers(out, c, i) {
			out = append(out, Finding{c, i, Person})
		}
		comp++
		if i < e && s[i] == '~' {
			comp = 0
		}
		c = i + 1
	}
	return out
}

// hl7NamePart reports a component of letters, spaces, '-', '\” and '.'
// with two letters or more.
func hl7NamePart(v string) bool {
	letters := 0
	for _, r := range v {
		switch {
		case unicode.IsLetter(r):
			letters++
		case r == ' ' || r == '-' || r == '\'' || r == '.':
		default:
			return false
		}
	}
	return letters >= 2 && strings.TrimSpace(v) == v
}
