package detect

import "testing"

// Lower-case names after a phrase that introduces a person, in several
// languages, and lower-case words after those phrases that are no names.
func TestLowerCaseNames(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"ok so the account is under her name is that right? her name is maureen k. donnelly, thanks", "maureen k. donnelly", Person},
		{"yeah hi its gordon mcallister again about the boiler", "gordon mcallister", Person},
		{"hello this is priya raman from flat 4", "priya raman", Person},
		{"Posted by wendell okonkwo on 2026-01-02", "wendell okonkwo", Person},
		{"also guten tag jürgen roßbach hier wegen der rechnung", "jürgen roßbach", Person},
		{"allô, je m'appelle sandrine morel, j'appelle pour", "sandrine morel", Person},
		{"hola, me llamo javier ortega, llamo por", "javier ortega", Person},
		{"добрый день меня зовут смирнова ольга петровна по поводу заказа", "смирнова ольга петровна", Person},
		// Ordinary words after the same phrases.
		{"its value is set and its rose garden is open", "rose garden", kept},
		{"this is mark twain country", "mark twain", kept},
		{"ich bin anna und komme", "anna und", kept},
	})
}
