module github.com/llmreplay/llmreplay

go 1.26.8

require (
	github.com/HdrHistogram/hdrhistogram-go v1.4.0 // indirect
	github.com/google/gopacket v1.1.19 // indirect
	github.com/klauspost/compress v1.20.4 // indirect
	github.com/mattn/go-colorable v0.1.14 // indirect
	github.com/mattn/go-isatty v0.0.24 // indirect
	github.com/prometheus/common v0.73.1 // indirect
	github.com/rs/zerolog v1.35.1 // indirect
	github.com/spf13/pflag v1.1.0 // indirect
	go.uber.org/goleak v1.3.0 // indirect
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/sys v0.50.0 // indirect
	golang.org/x/term v0.48.0 // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)
