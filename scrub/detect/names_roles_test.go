package detect

import "testing"

func FuzzHanRoleNames(f *testing.F) {
	for _, s := range []string{"审批人：欧阳明轩 → 李思远", "司机：周师傅", "：", "班主任：\u3000\u3000", "书记员：董"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, g := range findHanRoleNames(s, nil) {
			if g.Start < 0 || g.End > len(s) || g.Start >= g.End {
				t.Fatalf("%q: span %v", s, g)
			}
		}
	})
}
