package brd_test

import (
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
)

const benchSentence = "The initial load of each HTML5 banner must not exceed 150 KB, including all images and scripts, and must be delivered as a zipped package."

func BenchmarkClassifyField(b *testing.B) {
	for b.Loop() {
		brd.ClassifyField(benchSentence)
	}
}

func BenchmarkExtractParams(b *testing.B) {
	for b.Loop() {
		brd.ExtractParams(benchSentence)
	}
}

func BenchmarkSeverity(b *testing.B) {
	for b.Loop() {
		brd.Severity(benchSentence)
	}
}

func BenchmarkChannel(b *testing.B) {
	for b.Loop() {
		brd.Channel(benchSentence, []string{"4. Display Specifications", "4.2 File Weight"})
	}
}
