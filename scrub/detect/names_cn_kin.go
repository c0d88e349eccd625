package detect

import (
	"strings"
	"unicode/utf8"
)

// Chinese parents named by their child: "梦瑶妈妈:", "[08:15] 何欣怡爸爸:
// …", "，子轩奶奶说". A parents' group, a school note or a class chat names
// a parent as the child's mother or father, so the child's name stands
// right before the kin word, in full (a surname and one or two characters)
// or by the given name alone. The name starts where the Han text does (a
// line's start, a timestamp, a space, a mark); a given name alone, which
// no surname vouches for, needs the kin word to end the speaker's head or
// the phrase (a colon, a mark, no more Han) and no common word before it
// ("孩子妈妈", "新手妈妈").

// cnKinAfter are the kin words of a child's parents and grandparents.
var cnKinAfter = []string{"妈妈", "爸爸", "媽媽", "奶奶", "爷爷", "爺爺", "外婆", "外公", "姥姥", "姥爷"}

// cnKinNotChild are words before a kin word that name no child.
var cnKinNotChild = wordSet(`孩子 宝宝 寶寶 宝贝 寶貝 小孩 新手 全职 全職 二胎 单亲 單親 年轻 年輕 我们 我們 你们 你們 他们 他們 她们 她們 大家 同学 同學
	学生 學生 女儿 女兒 儿子 兒子 准备 準備 各位 其他 其它 别的 別的 这位 這位 那位 哪位 一位 两位 兩位 有的 好多 很多 许多 一些 自己 人家
	班级 班級 本班 全班 各班 所有 部分 新生 老生 男生 女生 幼儿 幼兒 少年 儿童 兒童 小朋友 朋友 邻居 鄰居 亲生 親生 后来 後來 当了 當了`)

// findCNKinNames finds the children's names before cnKinAfter.
func findCNKinNames(s string, out []Finding) []Finding {
	for _, kin := range cnKinAfter {
		for j := range occurrences(s, kin) {
			if a, ok := cnChildBefore(s, j, j+len(kin)); ok && !anyCovers(out, a, j) {
				out = append(out, Finding{a, j, Person})
			}
		}
	}
	return out
}

// cnChildBefore returns the start of a child's name that ends at j, before
// the kin word that ends at k.
func cnChildBefore(s string, j, k int) (int, bool) {
	a := j
	var starts [4]int // after 1, 2, 3, 4 characters back
	n := 0
	for n < 4 && a > 0 {
		r, size := utf8.DecodeLastRuneInString(s[:a])
		if !isHan(r) {
			break
		}
		a -= size
		starts[n] = a
		n++
	}
	if n < 2 || n > 4 || afterKanji(s, a) || starts[n-1] != a {
		return 0, false
	}
	v := s[a:j]
	if cnKinNotChild[v] || cnCommonWords[v] || placeholderZH[v] || roleHan[v] || hanPlace(v) || endsInRole(v) {
		return 0, false
	}
	// In full: a surname and one or two characters.
	if e, ok := cnNameAt(s, a, 2); ok && e == j && (n == 3 || n == 4 && isCNCompound(s[a:a+6])) {
		return a, true
	}
	// A given name alone, or a surname and one character: the kin word
	// ends the head or the phrase.
	if n != 2 {
		return 0, false
	}
	r, _ := utf8.DecodeRuneInString(s[k:])
	if k < len(s) && isHan(r) && !strings.ContainsRune("说說的在也和跟让讓要已刚剛会會问問都还還", r) {
		return 0, false
	}
	return a, true
}
