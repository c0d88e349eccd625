//go:build !goexperiment.jsonv2

package jsonbench

func allLibs() []lib { return libs }
