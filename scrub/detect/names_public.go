package detect

import "strings"

// Public figures besides heads of government (public.go): athletes,
// musicians and writers of world renown across the languages the
// detectors read, as news name them, lower case. A news clip or headline
// that names one names no customer.
var publicFigures = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Split(`jannik sinner|carlos alcaraz|rafael nadal|rafa nadal|novak djokovic|roger federer|
serena williams|iga świątek|iga swiatek|coco gauff|aryna sabalenka|lionel messi|cristiano ronaldo|kylian mbappé|
kylian mbappe|erling haaland|lamine yamal|vinícius júnior|vinicius junior|neymar|luka modrić|luka modric|robert lewandowski|
harry kane|jude bellingham|mohamed salah|zlatan ibrahimović|zlatan ibrahimovic|virgil van dijk|max verstappen|
lewis hamilton|charles leclerc|fernando alonso|lando norris|valentino rossi|marc márquez|marc marquez|tadej pogačar|
tadej pogacar|jonas vingegaard|usain bolt|simone biles|lebron james|stephen curry|michael jordan|shohei ohtani|
armand duplantis|mondo duplantis|taylor swift|beyoncé|beyonce|rosalía|rosalia|shakira|bad bunny|anitta|ed sheeran|
adele|dua lipa|billie eilish|måneskin|maneskin|andrea bocelli|laura pausini|eros ramazzotti|stromae|zaz|
paulo coelho|gabriel garcía márquez|gabriel garcia marquez|mario vargas llosa|isabel allende|umberto eco|elena ferrante|
jk rowling|j.k. rowling|stephen king|haruki murakami|pope francis|papa francesco|papa francisco|pope leo|
greta thunberg|malala yousafzai|warren buffett|bernard arnault|amancio ortega|ingvar kamprad`, "|") {
		m[strings.TrimSpace(n)] = true
	}
	return m
}()

// dropPublicFigures removes from out[from:] the names of public figures.
func dropPublicFigures(s string, out []Finding, from int) []Finding {
	n := from
	for k := from; k < len(out); k++ {
		f := out[k]
		if f.Type == Person && f.End-f.Start < 40 && publicFigures[strings.ToLower(s[f.Start:f.End])] {
			continue
		}
		out[n] = f
		n++
	}
	return out[:n]
}
