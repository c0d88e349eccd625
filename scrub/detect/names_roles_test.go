package detect

import "testing"

func TestHanRoleNames(t *testing.T) {
	t.Parallel()
	approval := "【审批】请假申请\n审批人：欧阳明轩 → 李思远\n抄送人：许文杰"
	expectFound(t, []found{
		{approval, "欧阳明轩", Person},
		{approval, "许文杰", Person},
		{"开庭时间：2025-03-01 09:30　书记员：潘晓东　电话 021-5555 0101", "潘晓东", Person},
		{"值班医生：陆思远医生　床位 12", "陆思远", Person},
		{"接单司机：韩师傅　车牌 沪A12345", "韩", Person},
		// A role before a sentence, a role alone, a date.
		{"负责人：王者荣耀比赛今晚开始", "王者", kept},
		{"买家：在吗？还有货吗", "在吗", kept},
		{"审批人：2025-03-01", "2025-03-01", kept},
	})
}

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
