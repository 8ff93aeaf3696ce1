package problems

import (
	"context"
	"path/filepath"
	"testing"

	"carokit/problems/folder"
)

// TestFolderExportCheckers: a folder problem's output validator reaches
// Polygon, DMOJ and CMS through the same wrapper as a built-in's
// checker, and each judge's checker says what carokit's does. anypath's
// validator leaves through std::exit, which the old wrapper's
// "#define exit" turned into a compile error.
func TestFolderExportCheckers(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a folder problem's package")
	}
	for _, fixture := range []string{"anypath"} {
		t.Run(fixture, func(t *testing.T) {
			ctx := context.Background()
			fp, err := folder.Open(ctx, filepath.Join("folder", "testdata", fixture), folder.Options{Warnings: func(w string) { t.Log("folder: " + w) }})
			if err != nil {
				t.Fatal(err)
			}
			pkg := filepath.Join(t.TempDir(), fixture)
			buildDraft(t, fp, pkg, nil)
			checkJudgeCheckers(t, fp, pkg)
		})
	}
}
