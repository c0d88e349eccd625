package replay

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math/rand"
	"reflect"
	"strings"
	"testing"
)

// parseHead gives what net/textproto gives for every head it takes, and
// consumes the same bytes; heads it leaves (folded lines, bare LF, bad
// bytes, 1xx, a head not all buffered) go to net/textproto, so readHead
// answers as readHeadText does for any input.
func TestParseHeadMatchesTextproto(t *testing.T) {
	heads := []string{
		"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 12\r\n\r\n",
		"HTTP/1.1 200 OK\r\n\r\n",
		"HTTP/1.0 404 Not Found\r\ncontent-type:text/plain\r\nx-a: 1\r\nX-A:  2 \t\r\n\r\n",
		"HTTP/1.1 200 OK\r\nSet-Cookie: a=1\r\nset-cookie: b=2\r\nSET-COOKIE: c\r\nEmpty:\r\n\r\n",
		"HTTP/1.1 200\r\nx_under: v\r\nX-Ünï: v\r\n\r\n",
		"HTTP/1.1 200 OK\r\nKey: va\x7flue\r\n\r\n",
		"HTTP/1.1 200 OK\r\nKey: v\x01\r\n\r\n",
		"HTTP/1.1 200 OK\r\nKey: obs \xe9 text\r\n\r\n",
		"HTTP/1.1 200 OK\r\nKey : v\r\n\r\n",
		"HTTP/1.1 200 OK\r\n Lead: v\r\n\r\n",
		"HTTP/1.1 200 OK\r\nKey: v\r\n folded\r\n\r\n",
		"HTTP/1.1 200 OK\r\nKey: v\r\n\tfolded\r\n\r\n",
		"HTTP/1.1 200 OK\nKey: v\r\n\r\n",
		"HTTP/1.1 200 OK\r\nKey: v\nOther: w\r\n\r\n",
		"HTTP/1.1 200 OK\r\nKey: a\rb\r\n\r\n",
		"HTTP/1.1 200 OK\r\nNoColon\r\n\r\n",
		"HTTP/1.1 200 OK\r\n: v\r\n\r\n",
		"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nA: b\r\n\r\n",
		"HTTP/1.1 101 Switching Protocols\r\nUpgrade: x\r\n\r\n",
		"HTTP/1.1 99 Low\r\n\r\n",
		"HTTP/2.0 200 OK\r\n\r\n",
		"FTP/1.1 200 OK\r\n\r\n",
		"HTTP/1.1 2000 OK\r\n\r\n",
		"HTTP/1.1 200 OK\r\ncontent-length: 5\r\ntransfer-encoding: chunked\r\nconnection: keep-alive, close\r\n\r\n",
	}
	rng := rand.New(rand.NewSource(1))
	keys := []string{"Content-Type", "content-type", "CONTENT-LENGTH", "x-request-id", "Date", "Server", "a", "A-b-C", "x_y", "k1", "Ke y", "", "é"}
	vals := []string{"application/json", "", " v ", "\tv\t", "a, b", "v\x00", "\xff\xfe", "x\x7f", "with  inner  spaces", ":colon:"}
	for range 3000 {
		var b strings.Builder
		b.WriteString([]string{"HTTP/1.1 200 OK", "HTTP/1.1 204 No Content", "HTTP/1.0 500 Oops", "HTTP/1.1 103 Early Hints"}[rng.Intn(4)])
		b.WriteString("\r\n")
		for range rng.Intn(8) {
			sep := []string{": ", ":", " : ", ":\t"}[rng.Intn(4)]
			fmt.Fprintf(&b, "%s%s%s\r\n", keys[rng.Intn(len(keys))], sep, vals[rng.Intn(len(vals))])
			if rng.Intn(40) == 0 {
				b.WriteString(" folded\r\n")
			}
		}
		b.WriteString("\r\n")
		heads = append(heads, b.String())
	}
	fast := 0
	for _, h := range heads {
		in := h + "BODY"
		want, werr := readHeadText(bufio.NewReader(strings.NewReader(in)))
		wrest := restAfter(t, in, func(br *bufio.Reader) { readHeadText(br) })
		resp, n := parseHead([]byte(in))
		if resp != nil {
			fast++
			if werr != nil {
				t.Fatalf("%q: parseHead took a head net/textproto refuses (%v)", h, werr)
			}
			if !reflect.DeepEqual(resp, want) {
				t.Fatalf("%q:\nparseHead %+v\ntextproto %+v", h, resp, want)
			}
			if in[n:] != wrest {
				t.Fatalf("%q: parseHead consumed up to %q, textproto up to %q", h, in[n:], wrest)
			}
		}
		// readHead, whichever way it goes, answers as net/textproto.
		br := bufio.NewReader(strings.NewReader(in))
		br.Peek(1)
		got, gerr := readHead(br)
		if fmt.Sprint(gerr) != fmt.Sprint(werr) || !reflect.DeepEqual(got, want) {
			t.Fatalf("%q: readHead %+v %v, textproto %+v %v", h, got, gerr, want, werr)
		}
		if werr == nil {
			rest, _ := io.ReadAll(br)
			if string(rest) != wrest {
				t.Fatalf("%q: readHead left %q, textproto %q", h, rest, wrest)
			}
		}
	}
	if fast < len(heads)/8 {
		t.Fatalf("parseHead took only %d of %d heads", fast, len(heads))
	}
	// A head not all in the buffer is left to net/textproto.
	if resp, _ := parseHead([]byte("HTTP/1.1 200 OK\r\nA: b\r\n")); resp != nil {
		t.Fatal("parseHead took a head without its end")
	}
}

// restAfter is what read leaves of in.
func restAfter(t *testing.T, in string, read func(*bufio.Reader)) string {
	t.Helper()
	br := bufio.NewReader(bytes.NewReader([]byte(in)))
	read(br)
	rest, _ := io.ReadAll(br)
	return string(rest)
}
