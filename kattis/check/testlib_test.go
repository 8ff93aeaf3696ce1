package check

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"carokit/runner"
)

// TestRealTestlib runs testdata/tlsum's validators compiled against the
// real testlib.h that CAROKIT_TESTLIB names (testlib is not shipped with
// carokit; fetch it from github.com/MikeMirzayanov/testlib), so that the
// exit codes the stand-in header mimics are held to testlib's own.
func TestRealTestlib(t *testing.T) {
	header := os.Getenv("CAROKIT_TESTLIB")
	if header == "" {
		t.Skip("CAROKIT_TESTLIB does not name a testlib.h: the real testlib is not tried (the stand-in in testdata/tlsum is)")
	}
	needTools(t, "g++")
	real, err := os.ReadFile(header)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, f := range []string{"input_validators/validate.cpp", "output_validators/checker.cpp"} {
		src, err := os.ReadFile(filepath.Join("testdata/tlsum", f))
		if err != nil {
			t.Fatal(err)
		}
		to := filepath.Join(dir, f)
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			t.Fatal(err)
		}
		for name, data := range map[string][]byte{to: src, filepath.Join(filepath.Dir(to), "testlib.h"): real} {
			if err := os.WriteFile(name, data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	v, err := Prepare(context.Background(), dir, cacheDir, runner.SandboxAuto)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	var inv *InvalidInput
	var r *Rejected
	if err := v.ValidateInput(ctx, []byte("2\n-1000 7\n"), []string{"--group", "1"}); err != nil {
		t.Errorf("a valid input: %v", err)
	}
	if err := v.ValidateInput(ctx, []byte("2\n-1001 7\n"), nil); !errors.As(err, &inv) {
		t.Errorf("a value out of range: %v, want an *InvalidInput", err)
	}
	if err := v.ValidateInput(ctx, []byte("1\n5 \n"), nil); !errors.As(err, &inv) {
		t.Errorf("a trailing space: %v, want an *InvalidInput", err)
	}
	for out, ok := range map[string]bool{"3\n": true, "4\n": false, "x\n": false, "3 3\n": false} {
		err := v.CheckOutput(ctx, []byte("2\n1 2\n"), []byte("3\n"), []byte(out), nil)
		if ok && err != nil || !ok && !errors.As(err, &r) {
			t.Errorf("output %q: %v, want accepted %v (and a *Rejected if not)", out, err, ok)
		}
	}
}
