package detect

import "strings"

// vendorKey is a credential format a vendor documents: a fixed prefix,
// then a body of one alphabet between min and max bytes long. The prefix
// alone identifies the vendor, so no context word is needed.
type vendorKey struct {
	prefix   string
	body     func(byte) bool
	min, max int
}

func isB64URLDot(c byte) bool { return isB64URL(c) || c == '.' }

func isLowerHex(c byte) bool { return isDigit(c) || (c >= 'a' && c <= 'f') }

// vendorKeys are the publicly documented token formats beyond those
// prefixed() knows by hand.
var vendorKeys = []vendorKey{
	{"PMAK-", isTokenByte, 55, 70},                     // Postman API key: 24 hex, '-', 34 hex
	{"shpat_", isLowerHex, 32, 32},                     // Shopify admin API access token
	{"shpss_", isLowerHex, 32, 32},                     // Shopify shared secret
	{"shpca_", isLowerHex, 32, 32},                     // Shopify custom app token
	{"shppa_", isLowerHex, 32, 32},                     // Shopify private app token
	{"pypi-AgEIcHlwaS5vcmc", isB64URL, 50, 300},        // PyPI upload token (a macaroon for pypi.org)
	{"pypi-AgENdGVzdC5weXBpLm9yZw", isB64URL, 50, 300}, // TestPyPI upload token
	{"ya29.", isB64URLDot, 30, 2048},                   // Google OAuth 2.0 access token
	{"dop_v1_", isLowerHex, 64, 64},                    // DigitalOcean personal access token
	{"doo_v1_", isLowerHex, 64, 64},                    // DigitalOcean OAuth token
	{"dor_v1_", isLowerHex, 64, 64},                    // DigitalOcean refresh token
	{"dckr_pat_", isB64URL, 20, 64},                    // Docker Hub personal access token
	{"SG.", isB64URLDot, 60, 80},                       // SendGrid API key: 22, '.', 43
	{"xkeysib-", isTokenByte, 60, 100},                 // Brevo (Sendinblue) API key
	{"xai-", isAlnum, 60, 100},                         // xAI API key
	{"gsk_", isAlnum, 40, 64},                          // Groq API key
	{"glsa_", isWord, 32, 64},                          // Grafana service account token
	{"glc_", isB64URL, 32, 200},                        // Grafana Cloud token
	{"glrt-", isTokenByte, 20, 64},                     // GitLab runner token
	{"glptt-", isTokenByte, 20, 64},                    // GitLab pipeline trigger token
	{"gldt-", isTokenByte, 20, 64},                     // GitLab deploy token
	{"GR1348941", isTokenByte, 20, 64},                 // GitLab runner registration token
	{"hvs.", isB64URL, 24, 200},                        // HashiCorp Vault service token
	{"hvb.", isB64URL, 24, 300},                        // HashiCorp Vault batch token
	{"lin_api_", isAlnum, 40, 40},                      // Linear API key
	{"nvapi-", isTokenByte, 60, 70},                    // NVIDIA API key
	{"nfp_", isAlnum, 36, 48},                          // Netlify personal access token
	{"r8_", isAlnum, 37, 40},                           // Replicate API token
	{"rubygems_", isLowerHex, 48, 48},                  // RubyGems API key
	{"tvly-", isTokenByte, 30, 64},                     // Tavily API key
	{"pplx-", isAlnum, 40, 64},                         // Perplexity API key
	{"ATATT3", isB64URLDot, 100, 300},                  // Atlassian API token
	{"AGE-SECRET-KEY-1", isAlnumUpper, 58, 58},         // age secret key (bech32)
	{"oy2", isAlnum, 43, 43},                           // NuGet API key
	{"FLWSECK-", isTokenByte, 32, 64},                  // Flutterwave secret key
	{"figd_", isTokenByte, 40, 64},                     // Figma personal access token
	{"pscale_tkn_", isB64URL, 32, 64},                  // PlanetScale service token
	{"pscale_pw_", isB64URL, 32, 64},                   // PlanetScale password
	{"sq0atp-", isB64URL, 22, 22},                      // Square access token
	{"sq0csp-", isB64URL, 43, 43},                      // Square OAuth secret
	{"sntrys_", isB64URLDot, 40, 300},                  // Sentry organisation auth token
	{"sntryu_", isLowerHex, 64, 64},                    // Sentry user auth token
	{"key-", isLowerHex, 32, 32},                       // Mailgun API key
	{"AKLT", isB64URL, 32, 64},                         // Volcengine access key id
	{"ops_", isB64URLDot, 40, 1024},                    // 1Password service account token
	{"EAACEdEose0cBA", isAlnum, 20, 300},               // Facebook access token
	{"amzn1.oa2-", isB64URLDot, 20, 400},               // Login with Amazon token
	{"sk.eyJ1Ijoi", isB64URLDot, 40, 400},              // Mapbox secret token (a JWT-like "u" claim, '.', signature)
	{"tk.eyJ1Ijoi", isB64URLDot, 40, 400},              // Mapbox temporary token
}

// discordToken matches a Discord bot token at i: the bot's id (a 17 to
// 20 digit snowflake) in unpadded base64, '.', a 6-byte timestamp, '.',
// and an HMAC of 27 or more base64url bytes.
func discordToken(s string, i int) (int, bool) {
	a := tokenEnd(s, i, isB64URL)
	if n := a - i; n < 23 || n > 28 || a+8 > len(s) || s[a] != '.' {
		return 0, false
	}
	b := tokenEnd(s, a+1, isB64URL)
	if b-a-1 < 6 || b-a-1 > 7 || b >= len(s) || s[b] != '.' {
		return 0, false
	}
	e := tokenEnd(s, b+1, isB64URL)
	if e-b-1 < 27 || e-b-1 > 64 || !endOK(s, e) {
		return 0, false
	}
	// The id's first byte is its first digit, '1' to '9': "MT", "Mj", "Mz",
	// "ND" … "OT".
	if d := b64val(s[i])<<2 | b64val(s[i+1])>>4; d < '1' || d > '9' {
		return 0, false
	}
	return e, hasDigitAndLetter(s[b+1:e]) && !placeholder(s[b+1:e])
}

// b64val is the value of a base64 or base64url byte.
func b64val(c byte) int {
	switch {
	case isUpper(c):
		return int(c - 'A')
	case isLower(c):
		return int(c-'a') + 26
	case isDigit(c):
		return int(c-'0') + 52
	case c == '+' || c == '-':
		return 62
	}
	return 63
}

// telegramAt matches a Telegram bot token at i, whose id (8 to 10
// digits) ends at e: "123456789:AA…" (telegramToken).
func telegramAt(s string, i, e int) (int, bool) {
	if e-i < 8 || e-i > 10 || e+36 > len(s) || s[e] != ':' {
		return 0, false
	}
	f := tokenEnd(s, e+1, isB64URL)
	return f, endOK(s, f) && telegramToken(s[i:f])
}

// vendorIndex lists vendorKeys by first byte, so a word looks at the few
// that can match it.
var vendorIndex = func() (ix [256][]int) {
	for k, v := range vendorKeys {
		ix[v.prefix[0]] = append(ix[v.prefix[0]], k)
	}
	return
}()

// vendorAt matches one of vendorKeys at i; it returns the token's end.
func vendorAt(s string, i int) (int, bool) {
	for _, k := range vendorIndex[s[i]] {
		v := &vendorKeys[k]
		if !strings.HasPrefix(s[i:], v.prefix) {
			continue
		}
		a := i + len(v.prefix)
		e := tokenEnd(s, a, v.body)
		for e > a && s[e-1] == '.' {
			e--
		}
		if n := e - a; n < v.min || n > v.max || !endOK(s, e) || (e < len(s) && (s[e] == '-' || s[e] == '.') && e+1 < len(s) && isAlnum(s[e+1])) {
			continue
		}
		if body := s[a:e]; placeholder(body) || !hasDigitAndLetter(body) && !strings.HasPrefix(v.prefix, "AGE") {
			continue
		}
		return e, true
	}
	return 0, false
}
