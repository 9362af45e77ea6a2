//go:build ignore

// gen renders a BRD corpus source (*.brd.txt) as groff -ms input or as a
// DOCX file. Usage:
//
//	go run gen.go -ms SRC > OUT.ms
//	go run gen.go -docx SRC OUT.docx
//
// The source markup: "% title", "# heading" (level = number of '#'),
// "- list item", "| table | row |", "---page---", other lines are paragraphs.
package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/pharmaops/pharmaops/internal/brdsource"
)

// troff escapes text for groff: backslashes, and leading dots/quotes.
func troff(s string) string {
	s = strings.ReplaceAll(s, `\`, `\e`)
	if strings.HasPrefix(s, ".") || strings.HasPrefix(s, "'") {
		s = `\&` + s
	}
	return s
}

func ms(blocks []brdsource.Block) string {
	var b strings.Builder
	b.WriteString(".nr HY 0\n.nh\n.ds CH \"\n.ds CF Page %\n")
	for i := 0; i < len(blocks); i++ {
		bl := blocks[i]
		switch bl.Kind {
		case "title":
			b.WriteString(".ds LH " + troff(bl.Text) + "\n")
		case "h":
			fmt.Fprintf(&b, ".SH %d\n%s\n", bl.Level, troff(bl.Text))
		case "p":
			b.WriteString(".PP\n" + troff(bl.Text) + "\n")
		case "li":
			b.WriteString(".IP \\(bu 2\n" + troff(bl.Text) + "\n")
		case "page":
			b.WriteString(".bp\n")
		case "tr":
			j := i
			cols := 0
			for j < len(blocks) && blocks[j].Kind == "tr" {
				cols = max(cols, len(blocks[j].Cells))
				j++
			}
			// Column widths follow the longest cell, as a word processor's
			// autofit does; cells are left-aligned, not justified.
			longest := make([]int, cols)
			total := 0
			for k := i; k < j; k++ {
				for c, cell := range blocks[k].Cells {
					longest[c] = max(longest[c], min(len(cell), 60), 6)
				}
			}
			for _, l := range longest {
				total += l
			}
			var spec []string
			for _, l := range longest {
				spec = append(spec, fmt.Sprintf("lw(%.2fi)", 5.0*float64(l)/float64(total)))
			}
			b.WriteString(".TS\nallbox tab(@);\n")
			b.WriteString(strings.Join(spec, " ") + ".\n")
			for k := i; k < j; k++ {
				cells := make([]string, cols)
				for c := range cells {
					if c < len(blocks[k].Cells) {
						cells[c] = "T{\n.na\n" + troff(blocks[k].Cells[c]) + "\nT}"
					}
				}
				b.WriteString(strings.Join(cells, "@") + "\n")
			}
			b.WriteString(".TE\n")
			i = j - 1
		}
	}
	return b.String()
}

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: go run gen.go -ms SRC | -docx SRC OUT")
		os.Exit(2)
	}
	src, err := os.ReadFile(os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	blocks := brdsource.Parse(string(src))
	switch os.Args[1] {
	case "-ms":
		fmt.Print(ms(blocks))
	case "-docx":
		if len(os.Args) < 4 {
			fmt.Fprintln(os.Stderr, "-docx needs an output file")
			os.Exit(2)
		}
		data, err := brdsource.DOCX(blocks)
		if err == nil {
			err = os.WriteFile(os.Args[3], data, 0o644)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	default:
		fmt.Fprintln(os.Stderr, "unknown mode", os.Args[1])
		os.Exit(2)
	}
}
