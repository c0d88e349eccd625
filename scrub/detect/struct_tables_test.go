package detect

import "testing"

// Tables whose rows the header names: a semicolon CSV with a quoted cell
// over two lines, and a PostgreSQL COPY block.
func TestStructTables(t *testing.T) {
	t.Parallel()
	csv := "klant;adres;opmerking;telefoon\n" +
		"Ria Smit;Kerkweg 12, 3511 AB Utrecht;\"niet bellen;\nalleen sms\";0612345678\n" +
		"Bas Vos;Dorpsstraat 7, 1234 CD Hoorn;geen;0687654321\n"
	dump := "COPY shop.clients (id, full_name, email, phone, street) FROM stdin;\n" +
		"1\tAnn Weber\tann@x.de\t\\N\tFlat 4, Hill Road 12, Leeds\n" +
		"2\tBo Chen\tbo@y.cn\t\\N\t7/3 Soi Ari 4, Bangkok 10400\n" +
		"\\.\n"
	expectFound(t, []found{
		{csv, "Kerkweg 12, 3511 AB Utrecht", StreetAddress},
		{csv, "0612345678", Phone},
		{csv, "Dorpsstraat 7, 1234 CD Hoorn", StreetAddress},
		{csv, "0687654321", Phone},
		{dump, "Flat 4, Hill Road 12, Leeds", StreetAddress},
		{dump, "7/3 Soi Ari 4, Bangkok 10400", StreetAddress},
		// A dump's NULL is no value; a column the list does not name stays.
		{dump, `\N`, kept},
		{"COPY t (id, sku, qty) FROM stdin;\n1\tAB 12 Lane\t3\n\\.\n", "AB 12 Lane", kept},
	})
}

// A connection URL in a semicolon row ends at the ';': the next cell is
// its own value, and a matrix parameter stays part of the URL.
func TestURLInSemicolonRow(t *testing.T) {
	t.Parallel()
	row := "dsn;secret;ip\npostgresql://app:Xk82$$pq1@db.internal:5432/main;AC4f1e0b9a8c7d6e5f4a3b2c1d0e9f8a7b;10.20.30.40\n"
	expectFound(t, []found{
		{row, "postgresql://app:Xk82$$pq1@db.internal:5432/main", URLWithToken},
		{row, "10.20.30.40", IPAddress},
		{"see https://u:pw1234@shop.example.net/cart;jsessionid=A1B2C3 now", "https://u:pw1234@shop.example.net/cart;jsessionid=A1B2C3", URLWithToken},
	})
}
