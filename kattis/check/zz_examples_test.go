package check

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carokit/runner"
)

func TestZZExamples(t *testing.T) {
	dirs, _ := filepath.Glob("/tmp/pt/examples/*")
	more, _ := filepath.Glob("/tmp/bt/test/problems/*")
	for _, d := range append(dirs, more...) {
		if st, err := os.Stat(d); err != nil || !st.IsDir() {
			continue
		}
		v, err := Prepare(context.Background(), d, cacheDir, runner.SandboxAuto)
		if err != nil {
			t.Logf("%s: PREPARE: %v", d, err)
			continue
		}
		var ins []string
		filepath.Walk(filepath.Join(d, "data"), func(p string, info os.FileInfo, err error) error {
			if err == nil && strings.HasSuffix(p, ".in") {
				ins = append(ins, p)
			}
			return nil
		})
		bad, badOut := 0, 0
		var firsts []string
		for _, in := range ins {
			b, _ := os.ReadFile(in)
			err := v.ValidateInput(context.Background(), b, nil)
			invalid := strings.Contains(in, "invalid")
			if (err != nil) != invalid {
				bad++
				if len(firsts) < 3 {
					firsts = append(firsts, in+": "+strings.TrimSpace(func() string {
						if err == nil {
							return "accepted"
						}
						return err.Error()
					}()))
				}
			}
			ans, err := os.ReadFile(strings.TrimSuffix(in, ".in") + ".ans")
			if err != nil || invalid {
				continue
			}
			if err := v.CheckOutput(context.Background(), b, ans, ans, nil); err != nil {
				badOut++
				if len(firsts) < 5 {
					firsts = append(firsts, in+": ans as output: "+err.Error())
				}
			}
		}
		out := "default"
		if v.Output != nil {
			out = v.Output.Name
		}
		t.Logf("%s: %d inputs, %d validators (skipped %v), output %s: %d input disagreements, %d answers rejected %v", filepath.Base(d), len(ins), len(v.Input), v.Skipped, out, bad, badOut, firsts)
	}
}
