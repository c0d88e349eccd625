package detect

import "testing"

// Museums' and large firms' headquarters addresses, as annual reports,
// tickets and news print them, are kept; a private address on the same
// street, or whose house number only ends in the landmark's, is not.
func TestHeadquartersAndMuseumsKept(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"Die Hauptversammlung findet am Konzernsitz statt: Berliner Ring 2, 38440 Wolfsburg.", "Berliner Ring 2, 38440 Wolfsburg", kept},
		{"访客登记表\n来访地址：杭州市余杭区文一西路969号\n接待人：前台", "杭州市余杭区文一西路969号", kept},
		{"Dirección: Paseo del Prado s/n, 28014 Madrid\nHorario: 10 a 20 h", "Paseo del Prado s/n, 28014 Madrid", kept},
		{"Der Vorstand tagte in der Zentrale, Werner-von-Siemens-Straße 1, 80333 München.", "Werner-von-Siemens-Straße 1, 80333 München", kept},
		{"Neue Anschrift ab Mai:\nBerliner Ring 21, 38440 Wolfsburg\nTel. folgt", "Berliner Ring 21, 38440 Wolfsburg", StreetAddress},
		{"Please ship the parts to 21 Tesla Road, Austin, TX 78725 by Friday.", "21 Tesla Road, Austin, TX 78725", StreetAddress},
	})
}

// A landmark typed with full-width digits is the landmark.
func TestLandmarkFullwidthDigits(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"登记表\n现住址：北京市东城区景山前街４号\n备注：无", "北京市东城区景山前街４号", kept},
		{"收货地址：北京市东城区景山前街１４号院３号楼", "北京市东城区景山前街１４号院３号楼", StreetAddress},
	})
}
