package main

import (
	"encoding/json"
	"strings"
)

// w4field is one key and value of a structured artifact.
type w4field struct {
	key string
	val w4seg
}

func w4f(key string, val w4seg) w4field { return w4field{key, val} }

// w4jsonText is s as it appears inside a JSON string.
func w4jsonText(s string) string {
	b, _ := json.Marshal(s)
	return strings.NewReplacer(`\u003c`, "<", `\u003e`, ">", `\u0026`, "&").Replace(string(b[1 : len(b)-1]))
}

// w4esc returns a copy of v with its text passed through f; the label
// follows the escaped text, which is what a scrubber sees.
func w4esc(v w4seg, f func(string) string) w4seg { v.text = f(v.text); return v }

// env writes KEY=value lines (.env, Dockerfile ENV, systemd Environment=),
// quoting values that need it.
func (d *w4doc) env(prefix string, fs []w4field) {
	for _, f := range fs {
		d.t(prefix + f.key + "=")
		if strings.ContainsAny(f.val.text, " #$\n") {
			d.t(`"`).seg(w4esc(f.val, func(s string) string { return strings.ReplaceAll(s, "\n", `\n`) })).t(`"`)
		} else {
			d.seg(f.val)
		}
		d.t("\n")
	}
}

// yaml writes "key: value" lines at an indent; multi-line values become a
// literal block.
func (d *w4doc) yaml(indent string, fs []w4field) {
	for _, f := range fs {
		d.t(indent + f.key + ":")
		switch {
		case strings.Contains(f.val.text, "\n"):
			lines := strings.Split(f.val.text, "\n")
			d.t(" |\n" + indent + "  ")
			d.seg(w4esc(f.val, func(s string) string { return strings.Join(lines, "\n"+indent+"  ") }))
		case strings.ContainsAny(f.val.text, ":#'{}[]&*!|>%@`") || f.val.text == "":
			d.t(` "`).seg(w4esc(f.val, func(s string) string { return strings.ReplaceAll(s, `"`, `\"`) })).t(`"`)
		default:
			d.t(" ").seg(f.val)
		}
		d.t("\n")
	}
}

// json writes a JSON object at an indent, values as strings.
func (d *w4doc) json(indent string, fs []w4field) {
	d.t("{\n")
	for i, f := range fs {
		d.t(indent + `  "` + f.key + `": "`).seg(w4esc(f.val, w4jsonText)).t(`"`)
		if i < len(fs)-1 {
			d.t(",")
		}
		d.t("\n")
	}
	d.t(indent + "}")
}

// mongo writes a document as mongosh prints it: bare keys, single quotes.
func (d *w4doc) mongo(id string, fs []w4field) {
	d.t("{\n  _id: ObjectId('" + id + "'),\n")
	for i, f := range fs {
		q := "'"
		if strings.Contains(f.val.text, "'") {
			q = `"` // mongosh switches quotes rather than escape
		}
		d.t("  " + f.key + ": " + q).seg(f.val).t(q)
		if i < len(fs)-1 {
			d.t(",")
		}
		d.t("\n")
	}
	d.t("}")
}

// row writes one delimited row; with quote set, fields holding the
// delimiter, quotes or line breaks are quoted as RFC 4180 says.
func (d *w4doc) row(sep string, quote bool, vals []w4seg) {
	for i, v := range vals {
		if i > 0 {
			d.t(sep)
		}
		if quote && strings.ContainsAny(v.text, sep+"\"\n") {
			d.t(`"`).seg(w4esc(v, func(s string) string { return strings.ReplaceAll(s, `"`, `""`) })).t(`"`)
		} else {
			d.seg(v)
		}
	}
	d.t("\n")
}

// copyRow writes one row of a PostgreSQL COPY ... FROM stdin block.
func (d *w4doc) copyRow(vals []w4seg) {
	for i, v := range vals {
		if i > 0 {
			d.t("\t")
		}
		if v.text == "" {
			d.t(`\N`)
			continue
		}
		d.seg(w4esc(v, func(s string) string { return strings.NewReplacer("\\", `\\`, "\t", `\t`, "\n", `\n`).Replace(s) }))
	}
	d.t("\n")
}
