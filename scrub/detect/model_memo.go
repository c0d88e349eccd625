package detect

import "sync"

// What the word lists say of a token (lexicon, gazClass, dictWord) depends
// on its text alone, and the tagger asks it of each candidate token and of
// the words on either side, so of most words several times, and of the
// same words again and again across texts ("the", "Please", "Thanks"). A
// wordMemo keeps the answers for recent words: a direct-mapped table keyed
// by the word's bytes (copied, so no text is kept alive), reused across
// calls from a pool. The answers are exactly those of the functions it
// memoises: predictions do not change.

const (
	memoSlots = 1024 // a power of two
	memoKey   = 23   // longer words are not kept
)

// wordFacts are the answers for one token.
type wordFacts struct {
	lx, g int32 // lexicon, gazClass
	dict  bool  // dictWord, for a word
}

func factsOf(s string, a, e, kind int) wordFacts {
	f := wordFacts{lx: int32(lexicon(s, a, e, kind)), g: int32(gazClass(s, a, e, kind))}
	f.dict = kind == tkWord && dictWord(s, a, e)
	return f
}

type memoEntry struct {
	n, kind uint8
	key     [memoKey]byte
	f       wordFacts
}

type wordMemo struct {
	e  [memoSlots]memoEntry
	fs []uint64 // the tagger's feature buffer, kept with the memo
}

var memoPool = sync.Pool{New: func() any { return new(wordMemo) }}

// facts returns what the lists say of the token s[a:e] of kind kind.
func (m *wordMemo) facts(s string, a, e, kind int) wordFacts {
	n := e - a
	if kind != tkWord && kind != tkHan || n <= 0 {
		return wordFacts{}
	}
	if n > memoKey {
		return factsOf(s, a, e, kind)
	}
	h := uint32(2166136261) ^ uint32(kind)
	for i := a; i < e; i++ {
		h = (h ^ uint32(s[i])) * 16777619
	}
	x := &m.e[(h^h>>15)&(memoSlots-1)]
	if int(x.n) != n || int(x.kind) != kind || string(x.key[:n]) != s[a:e] {
		// another word's entry, or none yet
		x.n, x.kind = uint8(n), uint8(kind)
		copy(x.key[:], s[a:e])
		x.f = factsOf(s, a, e, kind)
	}
	return x.f
}
