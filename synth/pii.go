package synth

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/tokens"
)

// plantedPII returns a sentence holding fake personal data and a fake
// secret, the kind of text production prompts contain and `scrub` must
// remove: an e-mail address, a phone number, a payment card number with a
// valid Luhn check digit and an API key of the OpenAI shape. The values are
// random, never real, and not the well-known test values scrub keeps.
func plantedPII(r *rand.Rand) string {
	// Not a reserved domain (example.org...): scrub rightly keeps those,
	// as nobody can own such a mailbox.
	email := fmt.Sprintf("%s.%s%d@mail%d.synthmail.net", pick(r, firstNames), pick(r, lastNames), r.IntN(100), r.IntN(10))
	phone := fmt.Sprintf("+1 %s %d%02d %04d", pick(r, areaCodes), 2+r.IntN(7), 10+r.IntN(90), r.IntN(10000))
	card := luhnCard(r)
	key := "sk-proj-" + randomAlnum(r, 40)
	return fmt.Sprintf("My e-mail is %s, call me on %s, the card is %s and our key is %s.", email, phone, card, key)
}

var (
	firstNames = []string{"ana", "bo", "chen", "dario", "elif", "femi", "greta", "hiro", "ines", "jonas"}
	// Geographic area codes: toll-free and reserved 8xx numbers reach
	// businesses, not people, and scrub rightly leaves them.
	areaCodes = []string{"206", "212", "303", "312", "415", "503", "617", "646", "702", "713"}
	lastNames = []string{"silva", "berg", "li", "rossi", "yilmaz", "adeyemi", "lund", "sato", "moreau", "vogel"}
)

func pick(r *rand.Rand, xs []string) string { return xs[r.IntN(len(xs))] }

// luhnCard returns a 16-digit Visa-shaped number with a valid check digit,
// grouped in fours as people type it.
func luhnCard(r *rand.Rand) string {
	d := make([]int, 16)
	d[0] = 4
	for i := 1; i < 15; i++ {
		d[i] = r.IntN(10)
	}
	sum := 0
	for i := 14; i >= 0; i-- { // the check digit is position 15
		v := d[i]
		if (14-i)%2 == 0 {
			v *= 2
			if v > 9 {
				v -= 9
			}
		}
		sum += v
	}
	d[15] = (10 - sum%10) % 10
	var b strings.Builder
	for i, v := range d {
		if i > 0 && i%4 == 0 {
			b.WriteByte(' ')
		}
		b.WriteByte(byte('0' + v))
	}
	return b.String()
}

func randomAlnum(r *rand.Rand, n int) string {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[r.IntN(len(alphabet))]
	}
	return string(b)
}

// plantInto replaces the end of a prompt of want tokens with the planted
// sentence, keeping the prompt's token count under tok (when the prompt is
// long enough to hold it; otherwise the prompt is left as it is). The
// sentence is counted with the space before it: a BPE pre-tokenizer cuts
// text before a space, so the words kept and the sentence add up.
func plantInto(tok *tokens.Tokenizer, prompt string, want int, sentence string) string {
	n := tok.Count(" " + sentence)
	if want <= n {
		return prompt
	}
	// Generated prompts are one-token words separated by single spaces.
	words := strings.Fields(prompt)
	keep := want - n
	if keep > len(words) {
		return prompt
	}
	return strings.Join(words[:keep], " ") + " " + sentence
}
