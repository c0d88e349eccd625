//go:build goexperiment.jsonv2

package jsonbench

import jsonv2 "encoding/json/v2"

func allLibs() []lib {
	return append(libs, lib{"encoding/json/v2",
		func(e *Exchange) ([]byte, error) { return jsonv2.Marshal(e) },
		func(b []byte, e *Exchange) error { return jsonv2.Unmarshal(b, e) }})
}
