package detect

import "testing"

// Surname first in capitals, then a listed given name; capitals before an
// ordinary word, an acronym before a name, a licence barcode's name
// elements.
func TestSurnameFirst(t *testing.T) {
	t.Parallel()
	expectModel(t, []found{
		{"\\begin{tabular}{ll}\nMORVANNEC Baptiste & 0486 49 15 04 \\\\\n", "MORVANNEC Baptiste", Person},
		{"HOLD SLIP\nQUILLFEATHER-HALE Desmond\nItem: The Overstory\n", "QUILLFEATHER-HALE Desmond", Person},
		{"afin de s'appeler LE KERVRAN Gaëtan.", "LE KERVRAN Gaëtan", Person},
		{"The HTTP Server returned 500.", "HTTP Server", kept},
		{"@\nANSI 636014090102DL00410288ZC03290015DLDAQM8099165\nDCSQUILLFEATHER\nDACPERPETUA\nDAG3488 CEDAR BLUFF ST\n", "QUILLFEATHER", Person},
		{"@\nANSI 636014090102DL00410288ZC03290015DLDAQM8099165\nDCSQUILLFEATHER\nDACPERPETUA\nDADNONE\n", "PERPETUA", Person},
	})
	expectNone(t, func(t Type) bool { return t == Person }, "DCS\nDACNONE\nDADNONE\n", "README Anna", "CEO Anna said hi")
}

func FuzzSurnameFirst(f *testing.F) {
	for _, s := range []string{"LE GOFF Gaëtan", "VAN 'T HOF Wouter &", "\nDCSX\nDACYZ\n", "ÉÉ Ann"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		expectRuneSpans(t, s, findAAMVANames(s, findSurnameFirst(s, nil)))
	})
}
