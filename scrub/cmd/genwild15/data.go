package main

import "embed"

// dataFS holds the templates (templates/*.txt) and the value pools by
// locale (locales.txt).
//
//go:embed templates locales.txt
var dataFS embed.FS
