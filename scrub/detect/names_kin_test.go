package detect

import "testing"

func TestKinNames(t *testing.T) {
	t.Parallel()
	expectFoundAs(t, Person, []pair{
		{"The builder never came back. My husband Torvald rang him twice.", "Torvald"},
		{"Notre voisine est partie. Ma sœur Ysolde dit que c'est normal.", "Ysolde"},
		{"Mein Schwiegervater Ottokar Brenninkmeyer wohnt seit Jahren dort.", "Ottokar Brenninkmeyer"},
		{"Pomocy! Mąż Zbyszko dzwonił wczoraj do administracji.", "Zbyszko"},
		{"Ieri fratele meu Sorin a sunat la primărie.", "Sorin"},
		{"Опять. Соседка Агриппина опять включила музыку.", "Агриппина"},
		{"Habari. Jirani yangu Baraka hupiga kelele kila usiku.", "Baraka"},
		{"Emlékeztető\nSzia Kelemen Bálint, az időpontod holnap lesz.", "Kelemen Bálint"},
		{"ORDER · taken by Lindiwe · 09:30", "Lindiwe"},
	})
	expectKept(t, []pair{
		// A surname that ends like a kin noun is no trigger.
		{"Tenant: Brennan Haddad, Date of birth 01.02.1980", "Date"},
		{"Son Heung-min scored twice on Sunday.", "Heung"},
	})
}
