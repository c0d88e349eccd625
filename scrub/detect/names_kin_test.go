package detect

import "testing"

func TestKinNames(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"The builder never came back. My husband Torvald rang him twice.", "Torvald", Person},
		{"Notre voisine est partie. Ma sœur Ysolde dit que c'est normal.", "Ysolde", Person},
		{"Mein Schwiegervater Ottokar Brenninkmeyer wohnt seit Jahren dort.", "Ottokar Brenninkmeyer", Person},
		{"Pomocy! Mąż Zbyszko dzwonił wczoraj do administracji.", "Zbyszko", Person},
		{"Ieri fratele meu Sorin a sunat la primărie.", "Sorin", Person},
		{"Опять. Соседка Агриппина опять включила музыку.", "Агриппина", Person},
		{"Habari. Jirani yangu Baraka hupiga kelele kila usiku.", "Baraka", Person},
		{"Emlékeztető\nSzia Kelemen Bálint, az időpontod holnap lesz.", "Kelemen Bálint", Person},
		{"ORDER · taken by Lindiwe · 09:30", "Lindiwe", Person},
		// A surname that ends like a kin noun is no trigger.
		{"Tenant: Brennan Haddad, Date of birth 01.02.1980", "Date", kept},
		{"Son Heung-min scored twice on Sunday.", "Heung", kept},
	})
}
