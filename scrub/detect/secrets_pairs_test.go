package detect

import "testing"

// Credentials under a generic "value" key, named by the pair's "name":
// HAR headers and cookies, Kubernetes env entries; and URL parameters
// that hold a machine-made key under any name.
func TestPairAndParamSecrets(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{`"headers": [{"name": "X-Auth-Token", "value": "b71Kq9XzPw3LmN2vR8sT0uYc"}]`, "b71Kq9XzPw3LmN2vR8sT0uYc", APIKey},
		{`"cookies": [{"name": "PHPSESSID", "value": "9f0c3ab1d2e44f6a8b7c5d3e2f1a0b9c"}]`, "9f0c3ab1d2e44f6a8b7c5d3e2f1a0b9c", APIKey},
		{`{"name": "api-key", "value": "QwErTyUiOpAsDfGhJkLzXcVbNmQwErTy"}`, "QwErTyUiOpAsDfGhJkLzXcVbNmQwErTy", APIKey},
		{"env:\n  - name: DB_PASSWORD\n    value: Hx7#pl2Qw\n", "Hx7#pl2Qw", APIKey},
		{"reset at https://shop.test/account/reset?t=Zq8Lm3Nx7Vb2Kc9Wd4Rf6Ty1Hg5Js0P now", "https://shop.test/account/reset?t=Zq8Lm3Nx7Vb2Kc9Wd4Rf6Ty1Hg5Js0P", URLWithToken},
		{"url=jdbc:mysql://db.internal:3306/app?user=svc&password=Pl4net!x9", "jdbc:mysql://db.internal:3306/app?user=svc&password=Pl4net!x9", URLWithToken},
		{`{"name": "Accept-Language", "value": "en-US,en;q=0.9,de;q=0.8"}`, "en-US", kept},
		{`{"name": "theme", "value": "Zq8Lm3Nx7Vb2Kc9Wd4Rf6Ty1"}`, "Zq8Lm3Nx7Vb2Kc9Wd4Rf6Ty1", kept},
		{"see https://git.test/repo/commit?id=3f9a2b7c1d4e5f60718293a4b5c6d7e8f9012345 for it", "https://git.test/repo/commit?id=3f9a2b7c1d4e5f60718293a4b5c6d7e8f9012345", kept},
		{"trace https://api.test/v1/items?request=550e8400-e29b-41d4-a716-446655440000", "https://api.test/v1/items?request=550e8400-e29b-41d4-a716-446655440000", kept},
	})
}

// An IBAN that a numbered subfield runs into, and a nine-digit SSN named
// only "my social".
func TestRunInIBANAndSocial(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{{"?30DEUTDEFFXXX?31DE62370400440532013001?32MAX", "DE62370400440532013001", IBAN},
		{"they want my social, it is 212459876 ok", "212459876", USSSN},
		{"?31DE89370400440532013001?32", "DE89370400440532013001", kept}}) // bad check digits
}
