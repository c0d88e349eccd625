package detect

import "testing"

// Addresses in brackets: ping, ssh, traceroute and many logs write a host's
// address in parentheses after its name.
func TestIPv4InParentheses(t *testing.T) {
	expectFound(t, []found{
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
	})
}
