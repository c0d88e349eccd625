package detect

import "testing"

func TestCueNames(t *testing.T) {
	t.Parallel()
	expectModel(t, []found{
		// a lone name right after the phone number, closing the ad
		{"Selling my bike, €120, pickup in Leiden. Tel. 0612 345 678, Wilhelmina.", "Wilhelmina", Person},
		{"Cycling helmet, barely used. Call +44 7911 482 305 (Ottoline), evenings only.", "Ottoline", Person},
		// a signature after a dash or a slash, closing the line
		{"Parcel came late and the box was dented. /Ingeborg", "Ingeborg", Person},
		{"Room was noisy, nobody answered the phone. – Radovan", "Radovan", Person},
		{"Order never arrived and support is silent. K. Wróblewski", "K. Wróblewski", Person},
		{"Paket kam beschädigt an. Hilsen Torbjørn Lindvik", "Torbjørn Lindvik", Person},
		// asked for, greeted, thanked
		{"Sofa for sale, pickup only. Ask for Leocadia.", "Leocadia", Person},
		{"Oi Januário, tudo bem? Vi seu perfil.", "Januário", Person},
		{"\"note\":\"Danke, Wiltrud!\"", "Wiltrud", Person},
		// no name: a weekday, an app, an ordinary word
		{"Tel. 0612 345 678, Monday.", "Monday", kept},
		{"Sofa for sale, pickup only. Ask for Details.", "Details", kept},
		{"The printer jammed again. – Support", "Support", kept},
		{"Personalfragebogen – Neueinstellung\n| Name | Gottfried Krüger |", "Neueinstellung", kept},
	})
}

func FuzzCueNames(f *testing.F) {
	for _, s := range []string{"Tel. 0612 345 678, Wilhelmina.", "late. /Ingeborg", "silent. K. Wróblewski\n", "– ", "/\n/Å"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var out []Finding
		for k := 0; k+1 < len(s); k += 7 {
			out = append(out, Finding{k, k + 1, Phone}) // phones anywhere
		}
		expectRuneSpans(t, s, findCueNames(s, out, len(out))[len(out):])
	})
}
