//go:build ignore

package main

import (
	"fmt"
	"os"

	"github.com/pharmaops/pharmaops/pkg/doctext"
)

func main() {
	f, _ := os.Open(os.Args[1])
	st, _ := f.Stat()
	d, err := doctext.Extract(f, st.Size())
	if err != nil {
		panic(err)
	}
	for _, p := range d.Pages {
		fmt.Printf("=== page %d\n", p.Number)
		for _, b := range p.Blocks {
			fmt.Printf("[%s%d] %s\n", b.Kind, b.Level, b.Text)
		}
	}
}
