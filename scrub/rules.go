package scrub

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/llmreplay/llmreplay/scrub/detect"
)

// Rules are user additions to the built-in detectors, read from a YAML or
// JSON file:
//
//	patterns:                       # extra detectors
//	  - type: EMPLOYEE_ID
//	    regex: 'EMP-[0-9]{6}'
//	allow:                          # values never reported (known test data)
//	  - 4111 1111 1111 1111
//	drop_fields:                    # JSON members removed from bodies:
//	  - user                        #   a key at any depth, or
//	  - metadata.customer_email     #   a dotted path ending in that key
//	drop_headers:                   # header names removed
//	  - x-user-email
type Rules struct {
	Patterns    []Pattern `json:"patterns" yaml:"patterns"`
	Allow       []string  `json:"allow" yaml:"allow"`
	DropFields  []string  `json:"drop_fields" yaml:"drop_fields"`
	DropHeaders []string  `json:"drop_headers" yaml:"drop_headers"`
}

// Pattern is one user detector.
type Pattern struct {
	Type  string `json:"type" yaml:"type"`
	Regex string `json:"regex" yaml:"regex"`
}

// LoadRules reads a rules file (YAML, of which JSON is a subset).
func LoadRules(path string) (*Rules, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("rules: %w", err)
	}
	return ParseRules(b, path)
}

// ParseRules parses rules from YAML or JSON bytes; name is used in errors.
func ParseRules(b []byte, name string) (*Rules, error) {
	var r Rules
	t := strings.TrimSpace(string(b))
	var err error
	if strings.HasPrefix(t, "{") {
		dec := json.NewDecoder(strings.NewReader(t))
		dec.DisallowUnknownFields()
		err = dec.Decode(&r)
	} else {
		dec := yaml.NewDecoder(strings.NewReader(t))
		dec.KnownFields(true)
		err = dec.Decode(&r)
		if err != nil && err.Error() == "EOF" {
			err = nil
		}
	}
	if err != nil {
		return nil, fmt.Errorf("rules %s: %w", name, err)
	}
	if _, err := r.detectRules(); err != nil {
		return nil, fmt.Errorf("rules %s: %w", name, err)
	}
	for i, h := range r.DropHeaders {
		r.DropHeaders[i] = strings.ToLower(h)
	}
	return &r, nil
}

type regexRule struct {
	re *regexp.Regexp
	t  detect.Type
}

func (r regexRule) Find(s string, dst []detect.Finding) []detect.Finding {
	for _, m := range r.re.FindAllStringIndex(s, -1) {
		if m[1] > m[0] {
			dst = append(dst, detect.Finding{Start: m[0], End: m[1], Type: r.t})
		}
	}
	return dst
}

func (r *Rules) detectRules() ([]detect.Rule, error) {
	var out []detect.Rule
	for i, p := range r.Patterns {
		if p.Type == "" || p.Regex == "" {
			return nil, fmt.Errorf("pattern %d: type and regex are required", i+1)
		}
		re, err := regexp.Compile(p.Regex)
		if err != nil {
			return nil, fmt.Errorf("pattern %d (%s): %w", i+1, p.Type, err)
		}
		out = append(out, regexRule{re: re, t: detect.Type(strings.ToUpper(p.Type))})
	}
	return out, nil
}

// dropField reports whether the member at path is to be removed.
func (r *Rules) dropField(path []pathElem) bool {
	if len(r.DropFields) == 0 || len(path) == 0 {
		return false
	}
	last := path[len(path)-1].Key
	for _, f := range r.DropFields {
		if f == last {
			return true
		}
		if strings.Contains(f, ".") && strings.HasSuffix(f, "."+last) {
			// Compare the dotted path, skipping array indices.
			var keys []string
			for _, e := range path {
				if e.Index < 0 {
					keys = append(keys, e.Key)
				}
			}
			if strings.HasSuffix(strings.Join(keys, "."), f) {
				return true
			}
		}
	}
	return false
}

func (r *Rules) dropHeader(lower string) bool {
	for _, h := range r.DropHeaders {
		if h == lower {
			return true
		}
	}
	return false
}
