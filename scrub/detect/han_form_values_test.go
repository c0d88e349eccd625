package detect

import "testing"

// A Chinese name that is a form field's whole value after a Han label and
// a full-width colon, up to an ideographic space or a line end; values
// that are no names stay kept.
func TestHanFormValues(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"父亲：邹文博　电话：13800000000\n", "邹文博", Person},
		{"律师：贺婷　执业证号：1234", "贺婷", Person},
		{"乘车人2：潘一鸣　证件：无\n", "潘一鸣", Person},
		{"性别：男　民族：汉族", "男", kept},
		{"职务：高级工程师　部门：技术部", "高级工程师", kept},
		{"Note: 黄金\n", "黄金", kept},
	})
}
