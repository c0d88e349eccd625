package detect

import (
	"net/netip"
	"testing"
)

// IP addresses in the forms logs and configs write them.
func TestIPForms(t *testing.T) {
	expectFound(t, []found{
		// IPv4 with a port, in lists, after keys in any script.
		{"client 81.2.69.142:51122 connected", "81.2.69.142", IPAddress},
		{"X-Forwarded-For: 81.2.69.142, 62.115.44.9", "62.115.44.9", IPAddress},
		{"ip=81.2.69.142,port=22", "81.2.69.142", IPAddress},
		{"登录IP：81.2.69.142，时间", "81.2.69.142", IPAddress},
		// IPv4 in parentheses: ping, ssh, traceroute and many logs write a
		// host's address in parentheses after its name.
		{"PING db-main (10.4.7.21) 56(84) bytes of data.", "10.4.7.21", IPAddress},
		{"Connection closed by authenticating user root (81.2.69.142) port 51122", "81.2.69.142", IPAddress},
		{" 3  edge-7.example.net (62.115.44.9)  11.2 ms", "62.115.44.9", IPAddress},
		{"来自客户端（192.168.31.5）的请求", "192.168.31.5", IPAddress},
		{"worker (172.20.3.14:9090) is down", "172.20.3.14", IPAddress},
		// Still no address: a '+' makes a dialled number, documentation
		// ranges and resolvers identify no one.
		{"call (+44.20.7946.0958) today", "44.20.7946.0958", kept},
		{"the docs use (192.0.2.15) throughout", "192.0.2.15", kept},
		{"resolver (8.8.8.8) answered", "8.8.8.8", kept},
		// IPv6 in brackets, with a port, a zone, a prefix, upper case, mapped IPv4.
		{"listen [2a01:4f8:c17:9b3e::1]:443 ssl;", "2a01:4f8:c17:9b3e::1", IPAddress},
		{"curl http://[2a01:4f8:c17:9b3e::1]:8080/health", "2a01:4f8:c17:9b3e::1", IPAddress},
		{"peer fe80::1c2d:3e4f:5a6b:7c8d%eth0 reachable", "fe80::1c2d:3e4f:5a6b:7c8d", IPAddress},
		{"from ::ffff:81.2.69.142 port 22", "::ffff:81.2.69.142", IPAddress},
		{"allow 2a01:4f8:c17:9b3e::1/128;", "2a01:4f8:c17:9b3e::1", IPAddress},
		{"src=2A01:04F8:0C17:9B3E:0000:0000:0000:0001 dst=x", "2A01:04F8:0C17:9B3E:0000:0000:0000:0001", IPAddress},
		// A full address with its port after a ninth colon, unbracketed (Redis MONITOR).
		{"1764867.378 [0 2406:a196:7a7:c979:9dc1:034e:7955:5c9a:51234] \"SET\"", "2406:a196:7a7:c979:9dc1:034e:7955:5c9a", IPAddress},
		{"1764867.378 [0 2001:db8:0:0:0:0:0:1:6379] \"GET\"", "2001:db8:0:0:0:0:0:1", kept},
		// IPv6 glued to its key by a colon.
		{"IP地址:2408:8207:4d82:c0b0:301a:6921:1:2。", "2408:8207:4d82:c0b0:301a:6921:1:2", IPAddress},
		{"extra_hosts:\n  - \"cache:2a02:810d:aae0:1680:e5a3:c8e8:1:9\"", "2a02:810d:aae0:1680:e5a3:c8e8:1:9", IPAddress},
		{"  - \"db:2a02:810d:aae0:1680:e5a3:c8e8\"", "2a02:810d:aae0:1680:e5a3:c8e8", IPAddress},
		// IPv6 cut short: five to seven groups.
		{"blocked 2600:387:a1c:4e0f:91b2 after 5 tries", "2600:387:a1c:4e0f:91b2", IPAddress},
		{"ssh ops@[2a00:1450:4001:82b:e5c1:77d0] -p 22", "2a00:1450:4001:82b:e5c1:77d0", IPAddress},
		{"\"remote_addr\":\"2406:da18:9f1:4c00:3e5a:b21\"", "2406:da18:9f1:4c00:3e5a:b21", IPAddress},
		// sshd names the client after "password for".
		{"Failed password for root from 2a01:4f8:c17:9b3e:5a6b:7c8d:9e0f:1 port 4022 ssh2", "2a01:4f8:c17:9b3e:5a6b:7c8d:9e0f:1", IPAddress},
		// A private /32 names one host in an allow-list.
		{"trusted_proxies = [\"10.20.30.40/32\"]", "10.20.30.40", IPAddress},
		{"ingress_cidr = \"172.16.4.9/32\"", "172.16.4.9", IPAddress},
		{"allow 192.168.7.21/32;", "192.168.7.21", IPAddress},
		{"allow 81.2.69.142/32;", "81.2.69.142", IPAddress},
		// A network, an interface's own tunnel address.
		{"addr 10.1.2.3/24 dev eth0", "10.1.2.3", kept},
		{"subnet: 172.20.0.0/16", "172.20.0.0", kept},
		{"[Interface]\nAddress = 10.8.0.2/32\n", "10.8.0.2", kept},
		{"AllowedIPs = 10.8.0.7/32", "10.8.0.7", kept},
		// Versions.
		{"Version: 10.2.3.4", "10.2.3.4", kept},
		{"firmware 4.1.0.12 installed", "4.1.0.12", kept},
		{"{\"agentVersion\": \"7.0.3.11\"}", "7.0.3.11", kept},
		{"Chrome/120.0.6099.109 Safari", "120.0.6099.109", kept},
		// Documentation, resolvers, whole or glued to a key.
		{"ip 2001:db8::1 docs", "2001:db8::1", kept},
		{"host: 2001:db8::145", "db8::145", kept},
		{"DNS = 2001:4860:4860::8888", "4860:4860::8888", kept},
		{"Allow 2001:db8:7943::4b; done", "db8:7943::4b", kept},
		{"cut doc prefix 2001:db8:85a3:8d3:1319", "2001:db8:85a3:8d3:1319", kept},
		// MAC addresses, timestamps, clock times.
		{"mac 3c:22:fb:9a:11:0e", "3c:22:fb:9a:11:0e", kept},
		{"at 2025:11:14:06:05:30 utc", "2025:11:14:06:05:30", kept},
		{"took 2024:10:03:12:59", "2024:10:03:12:59", kept},
	})
}

// FuzzIPv6Start checks that what ipv6Start accepts is a suffix of the
// candidate that is an address, whole or cut short.
func FuzzIPv6Start(f *testing.F) {
	for _, s := range []string{"db:2a02:810d:aae0:1680:e5a3:c8e8", ":2408:8207::1", "2001:db8::1", "2600:1700:3d5f:fb0a:8dcc:5e01", "a:b:c", "::"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, cand string) {
		k := ipv6Start(cand)
		if k < 0 {
			return
		}
		if k > len(cand) {
			t.Fatalf("%q: start %d past the end", cand, k)
		}
		v := cand[k:]
		if a, err := netip.ParseAddr(v); err == nil {
			if !a.Is6() || publicIPv6(a) {
				t.Fatalf("%q: reported %q", cand, v)
			}
		} else if !ipv6Cut(v) {
			t.Fatalf("%q: %q is no address", cand, v)
		}
	})
}

// A private address that the words before it name a router's is the
// box's LAN side; the public address beside it and a private client's
// address in a log are still found.
func TestRouterLANAddress(t *testing.T) {
	t.Parallel()
	expectKept(t, []pair{
		{"my router is at 10.244.139.17, public IP 151.4.53.98.", "10.244.139.17"},
		{"로컬은 127.0.0.1:11434, 공유기 172.31.183.142, MAC 80:7A:28:71:59:80.", "172.31.183.142"},
		{"Standard-Gateway: 192.168.77.254", "192.168.77.254"},
	})
	expectFound(t, []found{
		{"my router is at 10.244.139.17, public IP 151.4.53.98.", "151.4.53.98", IPAddress},
		{"Anmeldung an der FRITZ!Box-Benutzeroberfläche von IP-Adresse 192.168.83.229 durch Tobias.", "192.168.83.229", IPAddress},
		{"WARN [gateway] login failed user_id=5268844 client_ip=81.205.161.37 x-forwarded-for=\"91.56.91.61, 172.18.94.185\"", "172.18.94.185", IPAddress},
	})
}
