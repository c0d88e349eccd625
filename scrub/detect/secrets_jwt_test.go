package detect

import "testing"

// JSON Web Tokens in the forms a generic "eyJ.eyJ.sig" rule misses.
func TestJWTForms(t *testing.T) {
	t.Parallel()
	const (
		// {"alg":"none","typ":"JWT"}, an empty signature.
		unsigned = "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ1LTg4MTIiLCJyb2xlIjoiYWRtaW4iLCJleHAiOjE4OTM0NTYwMDB9."
		// {"alg":"dir","enc":"A256GCM"}: five parts, the key empty.
		direct = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..Qx8v2LbT0pZr4mWsKq.Wm3nB0xR7tY1uI4oP8aS2dF6gH9jK0lZ.T5yU8iO1pA4sD7fG0hJ3kL"
		// {"alg":"RSA-OAEP","enc":"A128CBC-HS256"}: five parts.
		encrypted = "eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkExMjhDQkMtSFMyNTYifQ.OKOawDo13gRp2ojaHV7LFpZcgV7T6DVZKTyKOMTYUmKoTCVJRgckCL9kiMT03JGeipsEdY3mx_etLbbWSrFr05kLzcSr4qKAq7YN7e9jwQRb23nfa6c9d.48V1_ALb6US04U3b.5eym8TW_c8SuK0ltJ3rpYIzOeDQz7TALvtu6UG9oMo4vpzs9tX_EFShS8iB7j6jiSdiwkIr3ajwQzaBtQD_A.XFBoMYUZodetZdvTiFvSkQ"
		// { "alg": "HS256", "typ": "JWT" } with spaces: "eyAi…".
		spaced = "eyAiYWxnIjogIkhTMjU2IiwgInR5cCI6ICJKV1QiIH0.eyAic3ViIjogImFjY3QtNDQxMCIsICJpYXQiOiAxNzM1Njg5NjAwIH0.c2lnbmF0dXJlLWJ5dGVzLWhlcmUtMTIzNDU2Nzg5MA"
		// A header pretty-printed over lines: "ewog…".
		pretty = "ewogICJ0eXAiOiAiSldUIiwKICAiYWxnIjogIkhTMjU2Igp9.eyJzdWIiOiJhY2N0LTQ0MTAifQ.dGhpcy1pcy1hLXNpZ25hdHVyZS1mb3ItdGVzdHM"
		// Standard base64 with '=' padding.
		padded = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhY2N0LTQ0MTAiLCJuIjoxfQ==.dGhpcy1pcy1hLXNpZ25hdHVyZS1mb3ItdGVzdHM"
		signed = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhY2N0LTQ0MTAifQ.c2lnbmF0dXJlLWJ5dGVzLWhlcmUtMTIzNDU2Nzg5MA"
		// A signature in standard base64: '+' and '/' early in it.
		standard = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhY2N0LTQ0MTAifQ.q+7/Rk2pL0aZ9x/YwB3mN5vC8tE1uJ6hG4fD0sA2k=="
	)
	expectFoundAs(t, JWT, []pair{
		{"Authorization: Bearer " + unsigned, unsigned},
		{`{"id_token": "` + unsigned + `"}`, unsigned},
		{"cookie session=" + direct + "; Path=/", direct},
		{"the IdP returned " + encrypted + " as id_token", encrypted},
		{"Authorization: Bearer " + spaced, spaced},
		{"token = " + pretty, pretty},
		{"access_token: " + padded, padded},
		{`{"jwt": "` + standard + `"}`, standard},
		{"Authorization: Bearer " + standard, standard},
		// After an escape that ends in a letter or a digit.
		{`"log": "refresh ok\n` + signed + `"`, signed},
		{"proxy log: Authorization%3A%20Bearer%20" + signed + " 200", signed},
	})
	expectKept(t, []pair{
		// Words that start like a header but decode to no JSON header.
		{"ewoksandmore.example.com.tutorial", "ewoksandmore.example.com.tutorial"},
		{"see ewrwerwerwerwe.werwerwerwerwer.werwerwerwerwerwerwer", "ewrwerwerwerwe.werwerwerwerwer.werwerwerwerwerwerwer"},
		// A signed header with its signature cut off is not an unsigned token.
		{"token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhY2N0LTQ0MTAifQ. expired", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhY2N0LTQ0MTAifQ."},
	})
}
