package detect

import "testing"

// The status and size after an access log's request are no phone, in a
// text whose script hints at a plan that would make them one.
func TestAccessLogFields(t *testing.T) {
	t.Parallel()
	expectKeptBy(t, reportsPiece, []pair{
		{"\"GET /static/app.js HTTP/1.1\" 200 7377638 \"-\" \"Mozilla/5.0\"\n请帮我看看这个日志", "200 7377638"},
		{"10.0.0.7 - - [12/Mar/2026:10:11:32 +0000] \"GET /x?id=9 HTTP/2\" 200 6296122 \"-\" \"curl/8.5.0\"\n整理成表格。", "200 6296122"},
	})
	expectFound(t, []found{
		{"GET /callback HTTP/1.1 from (415) 555-2671", "(415) 555-2671", Phone},
	})
}
