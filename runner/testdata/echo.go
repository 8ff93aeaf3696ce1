// Reads all of stdin and prints its length and byte sum, like echo.c.
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	data, err := io.ReadAll(os.Stdin)
	if err != nil {
		os.Exit(1)
	}
	sum := 0
	for _, b := range data {
		sum += int(b)
	}
	fmt.Printf("bytes=%d sum=%d\n", len(data), sum)
}
