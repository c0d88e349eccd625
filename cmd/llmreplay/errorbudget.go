package main

import (
	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/replay/report"
)

// errorBudget is --max-error-rate, shared by replay, report and sweep: the
// largest share of failed requests an SLA verdict allows, in percent on the
// command line.
type errorBudget struct{ percent float64 }

func (b *errorBudget) register(fs *pflag.FlagSet, help string) {
	fs.Float64Var(&b.percent, "max-error-rate", report.DefaultMaxErrorRate*100, help)
	bound(fs, "max-error-rate", bounds{min: 0, max: 100, noun: "a percentage"})
}

// fraction is the budget as report and sweep take it (0.01 for 1%).
func (b *errorBudget) fraction() float64 { return b.percent / 100 }

// slaGates reports whether a failed SLA verdict sets the exit status: when
// --slo or --max-error-rate was given on the command line.
func slaGates(fs *pflag.FlagSet) bool {
	return fs != nil && (fs.Changed("slo") || fs.Changed("max-error-rate"))
}

// parseSLOFlag reads cmd's --slo; a bad SLA is a usage error whose hint
// is the default's form.
func parseSLOFlag(cmd, s string) (report.SLO, error) {
	slo, err := report.ParseSLO(s)
	if err != nil {
		return slo, usageErrorf("--slo '"+report.DefaultSLO.String()+"'", "%s: %v", cmd, err)
	}
	return slo, nil
}
