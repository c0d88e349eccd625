package detect

import (
	"fmt"
	"sync"
	"testing"
)

// labelKindOf answers from its memo what labelKindSlow answers, for labels
// of every kind asked with and without the secret words, from several
// goroutines, with more labels than slots (so that entries are replaced).
func TestLabelMemoAsSlow(t *testing.T) {
	t.Parallel()
	base := []string{"phone", "Mobile", "address", "customer_name", "password", "api_key", "ssn", "content", "role",
		"客户电话", "收货人地址", "パスワード", "Emergency contact phone", "hostname", "Nom / Prénom", "x", "db_pass", "token"}
	var labels []string
	for i := 0; i < 3*len(labelMemo); i++ {
		labels = append(labels, base[i%len(base)], fmt.Sprintf("%s%d", base[i%len(base)], i))
	}
	kinds := map[fieldKind]bool{}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for round := 0; round < 2; round++ {
				for i, l := range labels {
					sec := (i+g)%3 != 0
					if got, want := labelKindOf(l, sec), labelKindSlow(l, sec); got != want {
						t.Errorf("labelKindOf(%q, %v) = %d; labelKindSlow says %d", l, sec, got, want)
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	for _, l := range base {
		kinds[labelKindOf(l, true)] = true
	}
	if len(kinds) < 5 {
		t.Fatalf("only %d kinds among the labels", len(kinds))
	}
}
