package main

import (
	_ "embed"
	"encoding/json"
)

// tables.json holds genpii's per-language (or per-country) string tables,
// data that the generators pick from.
//
//go:embed tables.json
var tablesJSON []byte

// wild5locales.txt holds the locales of wild5 (wild5locales.go reads it).
//
//go:embed wild5locales.txt
var w5localesText string

// wild7loc.txt holds the locales of wild7 (wild7loc.go reads it).
//
//go:embed wild7loc.txt
var w7locText string

var (
	wAsks map[string][]string
	// Prose frames: %l is the field's label, %v its value.
	wProse      map[string][]string
	w3MailHosts map[string][]string
	w3Asks      map[string][]string
	w4Hosts     map[string][]string
	// w4PublicPhones are switchboards and hotlines of companies and public
	// bodies, named as such where they appear.
	w4PublicPhones map[string][]string
	// w4Figures are public figures as they appear in news text.
	w4Figures map[string][]string
	// w4Asks are what the user writes under the pasted artifact.
	w4Asks map[string][]string
	// w5advice is, per language, a post asking for advice: the neighbour's or
	// relative's name, address and phone are personal data.
	w5advice    map[string][]string
	w6ibanBanks map[string][]string
)

func init() {
	var t map[string]map[string][]string
	if err := json.Unmarshal(tablesJSON, &t); err != nil {
		panic("genpii: tables.json: " + err.Error())
	}
	wAsks = t["wAsks"]
	wProse = t["wProse"]
	w3MailHosts = t["w3MailHosts"]
	w3Asks = t["w3Asks"]
	w4Hosts = t["w4Hosts"]
	w4PublicPhones = t["w4PublicPhones"]
	w4Figures = t["w4Figures"]
	w4Asks = t["w4Asks"]
	w5advice = t["w5advice"]
	w6ibanBanks = t["w6ibanBanks"]
}
