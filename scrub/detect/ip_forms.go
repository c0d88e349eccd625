package detect

import (
	"net/netip"
	"strings"
	"unicode/utf8"
)

// IP addresses in the forms logs and configs write besides the textbook
// ones: an IPv6 address glued to its key by a colon ("ip:2408:…",
// "db:2a02:…" in a compose file's extra_hosts), an IPv6 address cut short
// (a column or an anonymiser that drops the last groups, a copy that
// lost them), and a private IPv4 address with a /32 prefix, which names
// one host.

// ipv6Start drops what glues an IPv6 candidate to its key: a single
// leading colon ("地址:2408:…") and, when the rest still fails, a leading
// group that is the key itself ("db:2a02:810d:…"). It returns the offset
// into cand where the address starts, or -1.
func ipv6Start(cand string) int {
	off := 0
	for k := 0; k < 2; k++ {
		if ipv6Whole(cand[off:]) || ipv6Cut(cand[off:]) {
			return off
		}
		// An address that parses but may not be reported (a resolver, a
		// documentation example) is whole: no suffix of it is an address.
		if _, err := netip.ParseAddr(cand[off:]); err == nil {
			return -1
		}
		c := strings.IndexByte(cand[off:], ':')
		if c < 0 || strings.HasPrefix(cand[off+c:], "::") {
			return -1
		}
		off += c + 1
	}
	if ipv6Whole(cand[off:]) || ipv6Cut(cand[off:]) {
		return off
	}
	return -1
}

// ipv6Whole reports a whole IPv6 address (eight groups, or "::") that
// can be someone's: not loopback, unspecified, documentation or a public
// resolver.
func ipv6Whole(cand string) bool {
	colons := strings.Count(cand, ":")
	if colons < 2 || (colons != 7 && !strings.Contains(cand, "::")) {
		return false
	}
	// "::1:8080" is the loopback address and a port, which ParseAddr
	// reads as the address ::0.1:8080. A real host address does not start
	// with "::" (leading zero groups) unless it embeds an IPv4 address.
	if strings.HasPrefix(cand, "::") && strings.IndexByte(cand, '.') < 0 {
		return false
	}
	addr, err := netip.ParseAddr(cand)
	return err == nil && addr.Is6() && !addr.IsLoopback() && !addr.IsUnspecified() && !publicIPv6(addr) && !publicWithPort(cand)
}

// publicWithPort reports a public resolver's address with its port glued
// on after a colon, unbracketed
// ("2606:4700:4700::1111:53", "2001:4860:4860::8888:853"), which parses as
// another address: the resolver is meant.
func publicWithPort(cand string) bool {
	c := strings.LastIndexByte(cand, ':')
	if c < 0 || c+1 == len(cand) || !strings.Contains(cand[:c], "::") {
		return false
	}
	for i := c + 1; i < len(cand); i++ {
		if !isDigit(cand[i]) {
			return false
		}
	}
	a, err := netip.ParseAddr(cand[:c])
	return err == nil && ipv6Resolvers[a]
}

// ipv6Cut reports an IPv6 address cut short: five to seven groups of one
// to four hex digits and no "::", the first a global unicast group of
// four digits (2000::/3: "2600", "240e", "2a02"), with a hex letter
// somewhere, which no timestamp ("2025:11:14:06:05") has, and outside
// the documentation prefix. A MAC address has two-digit groups.
func ipv6Cut(cand string) bool {
	if len(cand) < 14 || cand[0] != '2' && cand[0] != '3' || strings.Contains(cand, "::") {
		return false
	}
	groups, n, letter := 0, 0, false
	for i := 0; i <= len(cand); i++ {
		if i == len(cand) || cand[i] == ':' {
			if n == 0 || groups == 0 && n != 4 {
				return false
			}
			groups++
			n = 0
			continue
		}
		c := cand[i]
		switch {
		case isDigit(c):
		case c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F':
			letter = true
		default:
			return false
		}
		if n++; n > 4 {
			return false
		}
	}
	if groups < 5 || groups > 7 || !letter {
		return false
	}
	return !strings.HasPrefix(strings.ToLower(cand), "2001:db8:") && !strings.HasPrefix(strings.ToLower(cand), "3fff:")
}

// ipv4LayoutPrefix reports a prefix length right after a private IPv4
// address ending at e in s that lays out a network rather than naming a
// host: any prefix but /32 ("subnet: 172.20.0.0/16", "inet
// 10.1.2.3/24"), and /32 where the line's key is an interface's own
// address (WireGuard's "Address = 10.8.0.2/32", "AllowedIPs = …"). A /32
// anywhere else names one host: an allow-list entry ("bastion_cidr =
// "10.1.2.3/32"", "trusted_proxies: [10.1.2.3/32]").
func ipv4LayoutPrefix(s string, a, e int) bool {
	if e+1 >= len(s) || s[e] != '/' || !isDigit(s[e+1]) {
		return false
	}
	if !strings.HasPrefix(s[e+1:], "32") || e+3 < len(s) && isDigit(s[e+3]) {
		// A host's address with its subnet's length ("-s 10.3.2.110/24"
		// in a firewall rule) names the host, unless it is an
		// interface's own ("inet 10.1.2.3/24").
		return !hostBitsSet(s[a:e], s[e+1:]) || interfaceKey(lineKey(s, a))
	}
	return interfaceKey(lineKey(s, a))
}

// hostBitsSet reports a dotted quad ip whose bits past the prefix length
// that starts pfx are not all zero: 10.3.2.110/24, not 10.3.2.0/24.
func hostBitsSet(ip, pfx string) bool {
	var v uint32
	for _, g := range strings.Split(ip, ".") {
		n := 0
		for i := 0; i < len(g); i++ {
			n = n*10 + int(g[i]-'0')
		}
		v = v<<8 | uint32(n&0xff)
	}
	n := 0
	for i := 0; i < len(pfx) && i < 2 && isDigit(pfx[i]); i++ {
		n = n*10 + int(pfx[i]-'0')
	}
	if n <= 0 || n >= 32 {
		return false
	}
	return v<<uint(n) != 0
}

// lineKey returns the word before the value at a on its line, past
// quotes, brackets, spaces, '=' and ':' ("Address" in "Address = x",
// "admin_cidrs" in "admin_cidrs = ["x").
func lineKey(s string, a int) string {
	j := a
	for j > 0 && a-j < 32 {
		switch s[j-1] {
		case ' ', '\t', '"', '\'', '[', '=', ':', ',':
			j--
			continue
		}
		break
	}
	k := j
	for k > 0 && j-k < 32 && (isAlnum(s[k-1]) || s[k-1] == '_' || s[k-1] == '-' || s[k-1] == '.') {
		k--
	}
	if k < j && escapedBreak(s, k+1) {
		k++ // "…\nUID:…" in a JSON string pasted as text: the key starts past the escape's 'n'
	}
	return s[k:j]
}

// interfaceKey reports the keys that give an interface or a tunnel its
// own address.
func interfaceKey(k string) bool {
	switch strings.ToLower(k) {
	case "address", "addresses", "addr", "inet", "allowedips", "ip_address", "ipaddress":
		return true
	}
	return false
}

// ipShaped reports a value that is an IP address, whole or cut short:
// sshd's "Failed password for root from 2a01:…" names the client, not
// the password.
func ipShaped(v string) bool {
	if strings.IndexByte(v, ':') < 0 {
		return false
	}
	_, err := netip.ParseAddr(v)
	return err == nil || ipv6Cut(v)
}

// versionKey reports a dotted quad at a that a version word labels:
// "Version: 10.2.3.4", "firmware 4.1.0.12", "\"build\": \"16.0.1.3\"".
func versionKey(s string, a int) bool {
	if productToken(s, a) || versionPin(s, a) || imageTag(s, a) {
		return true
	}
	k := strings.ToLower(lineKey(s, a))
	if strings.HasSuffix(k, "version") || strings.HasSuffix(k, "_ver") {
		return true
	}
	switch k {
	case "ver", "ver.", "v", "build", "firmware", "fw", "release", "rev", "revision", "kernel", "driver", "bios", "patch":
		return true
	}
	if strings.HasSuffix(k, "tag") || strings.HasSuffix(k, "sdk") { // imageTag: 8.1.9.19, SDK 9.0.8.111
		return true
	}
	return versionWordBefore(s, a)
}

// versionPin reports a dotted quad at a that a package's version
// specifier glues to its name: "torch==2.5.1.0", "numpy>=1.26.4.1",
// "lib~=3.2.1.0" (PEP 440), "pkg@1.2.3.4" after a word (npm).
func versionPin(s string, a int) bool {
	if a >= 3 && s[a-1] == '=' && strings.IndexByte("=<>~!", s[a-2]) >= 0 && isAlnum(s[a-3]) {
		return true
	}
	return false
}

// imageTag reports a dotted quad at a that is a container image's tag,
// glued by a colon to a reference with a path ("registry.local/mailer:
// 7.1.6.4", "ghcr.io/org/app:1.2.3.4"); a URL's host and port
// ("http://10.1.2.3:80") or a key ("db:10.1.2.3") have none.
func imageTag(s string, a int) bool {
	if a < 4 || s[a-1] != ':' {
		return false
	}
	k, slash := a-1, false
	for k > 0 && a-1-k < 128 && (isAlnum(s[k-1]) || strings.IndexByte("._-/", s[k-1]) >= 0) {
		k--
		slash = slash || s[k] == '/'
	}
	if !slash || s[k] == '/' || k > 0 && s[k-1] == ':' {
		return false
	}
	return true
}

// versionWords are "version", "build" and "release" in the languages the detectors
// read, lower case.
var versionWords = []string{"version", "build", "versión", "versão", "versione", "wersja", "verze", "verzia", "verzió", "sürüm",
	"versiyon", "версия", "версія", "έκδοση", "版本", "バージョン", "リリース", "버전", "릴리스", "phiên bản", "release", "firmware",
	"固件", "ファームウェア"}

// versionWordBefore reports a dotted quad at a that the words just before
// it name a version ("Έκδοση λογισμικού 7.1.4.71", "wersja 6.4.1.200",
// "新バージョン1.19.6.202", "版本 3.6.7.51"). The words are the two before
// it, at most 24 characters, within its own field: a quote, a separator
// or a bracket ends the look back, and a colon only right before the
// number belongs to it, so {"release":"prod","ip":"10.1.2.3"} names no
// version. A window that also names an address (IP, host, 地址 ...) is no
// version either: "固件升级后设备IP：10.2.3.4".
func versionWordBefore(s string, a int) bool {
	lo, words, runes := a, 0, 0
	for lo > 0 && runes < 24 {
		r, n := utf8.DecodeLastRuneInString(s[:lo])
		if strings.ContainsRune(versionFieldEnds, r) {
			break
		}
		if (r == ':' || r == '：') && strings.TrimSpace(s[lo:a]) != "" {
			break
		}
		if r == ' ' && lo < a && s[lo] != ' ' {
			if words++; words == 2 {
				break
			}
		}
		lo -= n
		runes++
	}
	if strings.TrimSpace(s[lo:a]) == "" {
		return false
	}
	w := strings.ToLower(s[lo:a])
	if namesAddress(w) {
		return false
	}
	for _, v := range versionWords {
		// At a word's start ("zorgverzekeraar" holds no "verze"); CJK
		// words start anywhere.
		if k := strings.Index(w, v); k >= 0 && (k == 0 || w[k-1] < utf8.RuneSelf && !isAlpha(w[k-1]) || v[0] >= 0xE0) {
			return true
		}
	}
	return false
}

// routerWords name a home or office router, in the languages the
// detectors read, lower case.
var routerWords = []string{"router", "gateway", "modem", "routeur", "passerelle", "enrutador", "roteador", "маршрутизатор",
	"роутер", "шлюз", "공유기", "라우터", "게이트웨이", "路由器", "网关", "網關", "ルーター", "ゲートウェイ"}

// routerBefore reports a private IPv4 address at a that the words just
// before it, within its field, name a router's ("my router is at
// 192.168.20.104", "공유기 172.31.183.142", "Gateway: 10.0.0.138"): the
// LAN side of a box, numbered alike in many homes and offices, not a
// person's host.
func routerBefore(s string, a int) bool {
	lo, words := a, 0
	for lo > 0 && a-lo < 32 {
		r, n := utf8.DecodeLastRuneInString(s[:lo])
		if strings.ContainsRune(versionFieldEnds, r) {
			break
		}
		if r == ' ' && lo < a && s[lo] != ' ' {
			if words++; words == 4 {
				break
			}
		}
		lo -= n
	}
	w := strings.ToLower(s[lo:a])
	for _, v := range routerWords {
		if strings.Contains(w, v) {
			return true
		}
	}
	return false
}

// versionFieldEnds end the look back of versionWordBefore: line and field
// separators, quotes and brackets, ASCII and full width.
const versionFieldEnds = "\n\t\"'`,;={}[]()<>|，；、（）「」『』【】"

// addressWords name an address in the languages the detectors read,
// lower case; "ip" counts where no letter of a word runs into it.
var addressWords = []string{"host", "addr", "server", "地址", "主机", "服务器", "アドレス", "ホスト", "サーバ", "주소", "호스트",
	"서버", "адрес", "хост", "сервер"}

func namesAddress(w string) bool {
	for k := strings.Index(w, "ip"); k >= 0; {
		if (k == 0 || !isAlpha(w[k-1])) && (k+2 == len(w) || !isAlpha(w[k+2])) {
			return true
		}
		n := strings.Index(w[k+2:], "ip")
		if n < 0 {
			break
		}
		k += 2 + n
	}
	for _, v := range addressWords {
		if strings.Contains(w, v) {
			return true
		}
	}
	return false
}

// productToken reports a dotted quad at a that is the version of a
// product token, RFC 9110's product "/" version, as user agents and
// server headers write them: "Chrome/131.0.0.0", "Edg/131.0.2903.86",
// "YaBrowser/24.1.0.0". The product is a word of letters that starts with
// a capital and stands alone before the slash.
func productToken(s string, a int) bool {
	if a < 3 || s[a-1] != '/' {
		return false
	}
	k := a - 1
	for k > 0 && a-k < 24 && isAlpha(s[k-1]) {
		k--
	}
	if a-1-k < 2 || !isUpper(s[k]) {
		return false
	}
	return k == 0 || s[k-1] == ' ' || s[k-1] == '(' || s[k-1] == '"' || s[k-1] == '\t'
}

// oidBefore reports an object identifier's label right before i ("OID
// 2.5.4.3", "oid: 1.3.6.1"): X.500's and SNMP's dotted arcs, not an
// address.
func oidBefore(s string, i int) bool {
	t := strings.TrimRight(s[max(0, i-6):i], " :=")
	return len(t) >= 3 && strings.EqualFold(t[len(t)-3:], "oid") && (len(t) == 3 || !isAlnum(t[len(t)-4]))
}

// serverRole reports a private IPv4 address at a to e in s that the text
// gives a server's role: a host that software connects to or manages,
// whose address is the infrastructure's, not a person's. A client's
// address (a login's source, X-Forwarded-For, an access log's first
// field) can identify someone's device, and an address with no role
// stays masked too.
//
// The roles are those the development corpora never label personal: a
// client program's host flag ("mysql -h 10.1.2.3", "redis-cli
// --host=10.1.2.3"), an inventory line ("10.1.2.3 ansible_user=deploy"),
// and a cluster's node or service address ("node IP 10.1.2.3", "节点
// 10.1.2.3", "clusterIP: 10.1.2.3"), unless a word there names a client
// or a source ("client node 10.1.2.3", "from node 10.1.2.3").
func serverRole(s string, a, e int) bool {
	if hostFlagBefore(s, a) || lineStartAt(s, a) && strings.HasPrefix(s[e:], " ansible_") {
		return true
	}
	k := strings.ToLower(lineKey(s, a))
	w := strings.ToLower(fieldWordsBefore(s, a, 4, 32))
	if clientWordIn(k) || clientWordIn(w) {
		return false
	}
	return clusterWordIn(k) || clusterWordIn(w)
}

// hostFlagBefore reports a command line's host flag right before a:
// "-h 10.1.2.3", "-h10.1.2.3", "--host 10.1.2.3", "--host=10.1.2.3".
func hostFlagBefore(s string, a int) bool {
	p := s[:a]
	for _, f := range []string{" -h ", " -h", " --host ", " --host=", "\t-h "} {
		if strings.HasSuffix(p, f) {
			return true
		}
	}
	return false
}

// fieldWordsBefore returns up to words words before a, at most max bytes,
// within its field (see versionFieldEnds).
func fieldWordsBefore(s string, a, words, max int) string {
	lo, n := a, 0
	for lo > 0 && a-lo < max {
		r, size := utf8.DecodeLastRuneInString(s[:lo])
		if strings.ContainsRune(versionFieldEnds, r) {
			break
		}
		if r == ' ' && lo < a && s[lo] != ' ' {
			if n++; n == words {
				break
			}
		}
		lo -= size
	}
	return s[lo:a]
}

// clusterWords name a cluster's node or service address, in the
// languages the detectors read, lower case.
var clusterWords = []string{"node", "clusterip", "节点", "節點", "ノード", "노드", "узел"}

func clusterWordIn(w string) bool {
	for _, v := range clusterWords {
		if strings.Contains(w, v) {
			return true
		}
	}
	return false
}

// clientWords name a client, a user or where a connection came from, in
// the languages the detectors read, lower case; "from" and the like
// count as words only.
var clientWords = []string{"client", "remote", "forwarded", "xff", "visitor", "user", "login", "logged", "laptop",
	"device", "peer", "src", "source", "origin", "caller", "customer", "客户", "用户", "来源", "登录", "终端", "クライアント",
	"接続元", "ユーザ", "클라이언트", "접속", "사용자", "клиент", "пользовател", "cliente", "usuario", "utilisateur", "benutzer"}

func clientWordIn(w string) bool {
	for _, v := range clientWords {
		if strings.Contains(w, v) {
			return true
		}
	}
	for _, v := range []string{"from", "von", "desde", "depuis", "da", "de", "van", "из", "от"} {
		for k := strings.Index(w, v); k >= 0; {
			if (k == 0 || !isAlpha(w[k-1])) && (k+len(v) == len(w) || !isAlpha(w[k+len(v)])) {
				return true
			}
			n := strings.Index(w[k+len(v):], v)
			if n < 0 {
				break
			}
			k += len(v) + n
		}
	}
	return false
}
