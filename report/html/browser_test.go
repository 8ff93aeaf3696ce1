package htmlreport_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// browsers are the names Debian's chromium (and others) go by.
var browsers = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"}

// TestInBrowser opens the reports of the default package (carokit
// package, and carokit judge of a wrong solution over it) in headless
// Chromium: at 1366×768 the verdict table is drawn (pixels other than the
// background in its box), the page's script ran (sort buttons, the
// verdict filter) and sorts and filters, nothing went to the console as an error
// (a script error, a refused resource, a Content-Security-Policy
// violation); at 400 px wide the page does not overflow sideways.
func TestInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("builds carokit and the default package: not with -short")
	}
	browser := findBrowser(t)
	dir := t.TempDir()
	bin := filepath.Join(dir, "carokit")
	if out, err := exec.Command("go", "build", "-o", bin, "carokit/cmd/carokit").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	pkg := filepath.Join(dir, "caro")
	carokit(t, bin, dir, 0, "package", "--out", pkg, "--no-cache", "--html", filepath.Join(dir, "package.html"))
	carokit(t, bin, dir, 0, "judge", "--package", pkg, "--solution", "exact5", "--html", filepath.Join(dir, "judge.html"))

	ctx, cancel := browserContext(t, browser)
	defer cancel()
	for _, c := range []struct {
		page, table, sortBy string
		filter              bool
	}{
		{"judge.html", "summary", "runs-table", true},
		{"package.html", "subtasks-table", "tests-table", false},
	} {
		t.Run(c.page, func(t *testing.T) {
			checkPage(t, ctx, "file://"+filepath.Join(dir, c.page), c.table, c.sortBy, c.filter)
		})
	}
}

// findBrowser returns the path of Chromium, or skips the test saying
// how to install it.
func findBrowser(t *testing.T) string {
	t.Helper()
	for _, name := range browsers {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skipf("no headless browser (%s) on PATH: apt-get install chromium to run this test", strings.Join(browsers, ", "))
	return ""
}

// carokit runs the binary in dir and wants exit code code.
func carokit(t *testing.T, bin, dir string, code int, args ...string) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	got := 0
	if ee := (*exec.ExitError)(nil); errors.As(err, &ee) {
		got = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("carokit %v: %v", args, err)
	}
	if got != code {
		t.Fatalf("carokit %v: exit %d, want %d\n%s", args, got, code, out)
	}
}

// browserContext starts headless Chromium, or skips the test saying why
// it cannot start.
func browserContext(t *testing.T, browser string) (context.Context, context.CancelFunc) {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(browser), chromedp.NoSandbox, chromedp.WindowSize(1366, 768))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	ctx, cancelTime := context.WithTimeout(ctx, 2*time.Minute)
	cancel := func() { cancelTime(); cancelTab(); cancelAlloc() }
	if err := chromedp.Do(ctx); err != nil {
		cancel()
		t.Skipf("%s cannot start here: %v", browser, err)
	}
	return ctx, cancel
}

// rect is an element's box in CSS pixels.
type rect struct{ X, Y, Width, Height float64 }

func checkPage(t *testing.T, ctx context.Context, url, table, sortBy string, filter bool) {
	errs := consoleErrors(ctx)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1366, 768), chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID(table))); err != nil {
		t.Fatalf("open %s: %v", url, err)
	}
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	box, err := chromedp.Run(ctx, chromedp.Evaluate[rect](fmt.Sprintf(`(() => { const r = document.getElementById(%q).getBoundingClientRect(); return {X: r.x, Y: r.y, Width: r.width, Height: r.height}; })()`, table)))
	if err != nil {
		t.Fatal(err)
	}
	if box.Width < 200 || box.Height < 50 || box.Y > 768 {
		t.Errorf("table #%s is %+v: not drawn in the first screen", table, box)
	}
	if inked := inkedShare(t, shot, box); inked < 0.05 {
		t.Errorf("table #%s: %.1f%% of its pixels differ from the background: not drawn", table, 100*inked)
	}
	script, err := chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf(`(() => {
		const b = document.querySelector("#%s thead th:nth-child(2) button");
		if (!b) { return "no sort button"; }
		const first = () => document.querySelector("#%s tbody tr").cells[1].textContent;
		b.click(); const up = first(); b.click(); const down = first();
		return b.parentElement.getAttribute("aria-sort") + " " + (up !== down || up === "");
	})()`, sortBy, sortBy)))
	if err != nil || script != "descending true" {
		t.Errorf("sorting #%s by its second column: %q, %v; want it sorted both ways", sortBy, script, err)
	}
	if filter {
		shown, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => {
			const box = document.querySelector("#verdict-filter input[value=OK]");
			if (!box || document.getElementById("verdict-filter").hidden) { return "no filter"; }
			const visible = v => Array.from(document.querySelectorAll("#runs-table tbody tr[data-verdict=" + v + "]")).filter(r => r.offsetParent !== null).length;
			box.click(); const ok = visible("OK"), wa = visible("WA");
			box.click(); return ok + " OK, " + (wa > 0) + " WA, then " + (visible("OK") > 0) + " OK";
		})()`))
		if err != nil || shown != "0 OK, true WA, then true OK" {
			t.Errorf("filtering out OK: %q, %v; want the OK runs hidden, the WA ones shown, and back", shown, err)
		}
	}
	width := 0
	err = chromedp.Do(ctx, chromedp.EmulateViewport(400, 800))
	if err == nil {
		width, err = chromedp.Run(ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth`))
	}
	if err != nil || width > 400 {
		t.Errorf("at 400 px wide the page is %d px wide (%v): it overflows sideways", width, err)
	}
	for _, e := range errs() {
		t.Errorf("console: %s", e)
	}
}

// consoleErrors collects the page's console errors and exceptions from
// now on; the function it returns stops and gives them.
func consoleErrors(ctx context.Context) func() []string {
	cctx, stop := context.WithCancel(ctx)
	var mu sync.Mutex
	var errs []string
	done := make(chan struct{})
	messages := chromedp.Console(cctx)
	go func() {
		defer close(done)
		for m, err := range messages {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleError || m.IsException() {
				mu.Lock()
				errs = append(errs, m.String())
				mu.Unlock()
			}
		}
	}()
	return func() []string {
		time.Sleep(200 * time.Millisecond) // let the last events arrive
		stop()
		<-done
		mu.Lock()
		defer mu.Unlock()
		return errs
	}
}

// inkedShare is the share of the screenshot's pixels inside box that are
// not the page's white background.
func inkedShare(t *testing.T, shot []byte, box rect) float64 {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	area := image.Rect(int(box.X), int(box.Y), int(box.X+box.Width), int(box.Y+box.Height)).Intersect(img.Bounds())
	if os.Getenv("CAROKIT_KEEP_SCREENSHOT") != "" {
		_ = os.WriteFile(filepath.Join(os.Getenv("CAROKIT_KEEP_SCREENSHOT"), fmt.Sprintf("shot-%d.png", time.Now().UnixNano())), shot, 0o644)
	}
	inked, all := 0, 0
	for y := area.Min.Y; y < area.Max.Y; y++ {
		for x := area.Min.X; x < area.Max.X; x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			if r < 0xf000 || g < 0xf000 || b < 0xf000 {
				inked++
			}
			all++
		}
	}
	if all == 0 {
		return 0
	}
	return float64(inked) / float64(all)
}

// TestBrowserSeesErrors holds the console check to what it must catch:
// an exception the page's script throws, and a script the page's
// Content-Security-Policy refuses (as a page whose script had changed
// without its hash would be).
func TestBrowserSeesErrors(t *testing.T) {
	browser := findBrowser(t)
	ctx, cancel := browserContext(t, browser)
	defer cancel()
	dir := t.TempDir()
	cases := []struct{ name, page, why string }{
		{"exception", `<!DOCTYPE html><html lang="en"><title>t</title><table id="x"><tr><td>x</td></tr></table><script>null.f()</script></html>`,
			"a script that throws"},
		{"csp", `<!DOCTYPE html><html lang="en"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-AAAA'"><title>t</title><table id="x"><tr><td>x</td></tr></table><script>var a = 1;</script></html>`,
			"a script whose hash the policy does not list"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(dir, c.name+".html")
			if err := os.WriteFile(path, []byte(c.page), 0o644); err != nil {
				t.Fatal(err)
			}
			errs := consoleErrors(ctx)
			if err := chromedp.Do(ctx, chromedp.Navigate("file://"+path), chromedp.WaitVisible(chromedp.ID("x"))); err != nil {
				t.Fatal(err)
			}
			if len(errs()) == 0 {
				t.Errorf("no console error seen for %s", c.why)
			}
		})
	}
}
