package runner

import (
	"debug/elf"
	"os"
	"sync"
	"time"
)

// imageBytes is the memory an executable's image asks for before its
// first instruction: the sum of its ELF loadable segments' sizes in
// memory (code, data and bss: a static array). 0 for anything that is
// not ELF (a script, a class folder's JVM: its own image is small).
// Cached by path, size and modification time: it is read once per
// program, not once per run.
func imageBytes(path string) int64 {
	st, err := os.Stat(path)
	if err != nil {
		return 0
	}
	key := imageKey{path, st.Size(), st.ModTime()}
	if v, ok := imageCache.Load(key); ok {
		return v.(int64)
	}
	var total int64
	if f, err := elf.Open(path); err == nil {
		for _, p := range f.Progs {
			if p.Type == elf.PT_LOAD {
				total += int64(p.Memsz)
			}
		}
		f.Close()
	}
	imageCache.Store(key, total)
	return total
}

type imageKey struct {
	path string
	size int64
	mod  time.Time
}

var imageCache sync.Map // imageKey → int64
